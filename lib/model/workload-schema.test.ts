import { describe, expect, it } from "vitest";
import { fromZodIssues } from "./common/issues";
import { workloadSchema } from "./workload-schema";

function issuesOf(input: unknown) {
  const parsed = workloadSchema.safeParse(input);
  return parsed.success ? [] : fromZodIssues(parsed.error.issues);
}

const op = { name: "copy", direction: "write", fileCount: 5, fileSizeBytes: 34_359_738_368 };

describe("workload schema", () => {
  it("accepts the documented example and fills defaults", () => {
    const parsed = workloadSchema.parse({
      region: "us-east-2",
      storedBytes: 1_073_741_824_000,
      operations: [op],
      options: [{ id: "ebs-gp3", params: { iops: 3000, throughputMiBps: 250 } }],
    });
    expect(parsed.days).toBe(30);
    expect(parsed.clients).toBe(1);
    expect(parsed.operations[0]).toMatchObject({
      concurrency: 1,
      timesPerDay: 1,
      access: "sequential",
      ioSizeBytes: 1_048_576,
    });
  });

  it.each([
    [{ storedBytes: -5 }, "storedBytes", "must not be negative"],
    [{ storedBytes: 2 ** 61 }, "storedBytes", "1 EiB"],
    [{ days: 400 }, "days", "at most 366"],
    [{ days: 2.5 }, "days", "whole number"],
    [{ clients: 0 }, "clients", "at least 1"],
    [{ operations: [{ ...op, fileCount: 1_000_000_001 }] }, "operations[0].fileCount", "1,000,000,000"],
    [{ operations: [{ ...op, fileSizeBytes: -1 }] }, "operations[0].fileSizeBytes", "must not be negative"],
    [
      { operations: [{ ...op, fileCount: 1_000_000, fileSizeBytes: 2 ** 50 }] },
      "operations[0].fileSizeBytes",
      "1 EiB per run",
    ],
    [{ operations: [{ ...op, concurrency: 0 }] }, "operations[0].concurrency", "at least 1"],
    [{ operations: [{ ...op, timesPerDay: 2000 }] }, "operations[0].timesPerDay", "at most 1,440"],
    [{ operations: [{ ...op, ioSizeBytes: 100 }] }, "operations[0].ioSizeBytes", "at least 512"],
    [
      {
        operations: [
          { ...op, timesPerDay: 1000 },
          { ...op, timesPerDay: 1000 },
        ],
      },
      "operations",
      "1440 times a day",
    ],
    [{ options: [] }, "options", "at least one option"],
    [{ surprise: true }, "", "surprise"],
  ])("rejects %j at %s", (change, path, text) => {
    const issues = issuesOf({ region: "us-east-2", storedBytes: 1, ...change });
    expect(issues.length).toBeGreaterThan(0);
    expect(issues[0]!.path).toBe(path);
    expect(issues[0]!.message).toContain(text);
  });
});

describe("numbers past the safe integer range", () => {
  it("fileCount 1e308 is too_big with a message that says so, not 'whole number'", () => {
    const issues = issuesOf({ region: "us-east-2", storedBytes: 1, operations: [{ ...op, fileCount: 1e308 }] });
    const first = issues.find((i) => i.path === "operations[0].fileCount");
    expect(first?.code).toBe("too_big");
    expect(first?.message).not.toMatch(/whole number/);
    expect(issues.filter((i) => i.code === "too_big").every((i) => !/whole number/.test(i.message))).toBe(true);
  });
});

describe("option params nesting", () => {
  const deep = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`);

  it("refuses params nested 200,000 levels deep with a message, without overflowing the stack", () => {
    const issues = issuesOf({
      region: "us-east-2",
      storedBytes: 1,
      options: [{ id: "ebs-gp3", params: { backup: deep(200_000) } }],
    });
    expect(issues).toEqual([
      expect.objectContaining({ path: "options[0].params", message: "params nest at most 4 levels deep" }),
    ]);
  });

  it("accepts the deepest params an option has (backup.retentionDays)", () => {
    expect(
      issuesOf({
        region: "us-east-2",
        storedBytes: 1,
        options: [{ id: "ebs-gp3", params: { backup: { retentionDays: 7 } } }],
      }),
    ).toEqual([]);
  });
});
