import { describe, expect, it } from "vitest";
import { checkOptionParams } from "./result-option-params";
import { cleanFileName, DEFAULT_FILE_NAME, listResultsQuerySchema, resultLabelsSchema } from "./results";

describe("result labels", () => {
  it("treats empty form fields as absent and normalises region and instance type", () => {
    const parsed = resultLabelsSchema.parse({
      optionId: "",
      region: " US-East-2 ",
      instanceType: "C5n.18xlarge",
      notes: "  ",
    });
    expect(parsed).toEqual({ region: "us-east-2", instanceType: "c5n.18xlarge" });
  });

  it.each(["us-east-2", "eu-central-1", "ap-southeast-4", "us-gov-west-1", "cn-north-1", "il-central-1"])(
    "accepts region %s",
    (region) => {
      expect(resultLabelsSchema.safeParse({ region }).success).toBe(true);
    },
  );

  it.each(["Ohio", "us-east", "us_east_2", "us-east-2a", "x".repeat(100)])("refuses region %s", (region) => {
    expect(resultLabelsSchema.safeParse({ region }).success).toBe(false);
  });

  it.each(["c5n.18xlarge", "m7i-flex.large", "u-6tb1.metal", "mac2-m2pro.metal"])(
    "accepts instance type %s",
    (instanceType) => {
      expect(resultLabelsSchema.safeParse({ instanceType }).success).toBe(true);
    },
  );

  it("refuses control characters and over-long notes, keeps newlines", () => {
    expect(resultLabelsSchema.safeParse({ notes: "a\u0000b" }).success).toBe(false);
    expect(resultLabelsSchema.safeParse({ notes: "x".repeat(2001) }).success).toBe(false);
    expect(resultLabelsSchema.parse({ notes: "line 1\nline 2\ttab" }).notes).toBe("line 1\nline 2\ttab");
  });

  it("ties params to a catalog option and the description to other", () => {
    expect(resultLabelsSchema.safeParse({ optionParams: { iops: 3000 } }).success).toBe(false);
    expect(resultLabelsSchema.safeParse({ optionId: "other", optionParams: { iops: 3000 } }).success).toBe(false);
    expect(resultLabelsSchema.safeParse({ optionId: "ebs-gp3", otherOption: "NVMe" }).success).toBe(false);
    expect(resultLabelsSchema.safeParse({ optionId: "other", otherOption: "NVMe" }).success).toBe(true);
    expect(resultLabelsSchema.safeParse({ optionId: "ebs-gp9" }).success).toBe(false);
  });
});

describe("option params against the catalog", () => {
  it("accepts a valid configuration and names the field of an invalid one", () => {
    expect(
      checkOptionParams({ optionId: "ebs-gp3", optionParams: { iops: 6000, throughputMiBps: 500, capacityGiB: 100 } }),
    ).toBeNull();
    expect(checkOptionParams({ optionId: "ebs-gp3", optionParams: { throughputMiBps: 5000 } })?.path).toBe(
      "optionParams.throughputMiBps",
    );
    expect(checkOptionParams({ optionId: "other" })).toBeNull();
    // The advisor ranks EBS with its backup plan: the fio script uploads exactly that configuration.
    const ranked = { capacityGiB: 1, backup: { retentionDays: 7, dailyChangePct: 5 } };
    const labels = resultLabelsSchema.parse({ optionId: "ebs-gp2", optionParams: ranked });
    expect(labels.optionParams).toEqual(ranked);
    expect(checkOptionParams(labels)).toBeNull();
    expect(checkOptionParams({ optionId: "ebs-gp2", optionParams: { backup: { retentionDays: 0 } } })?.path).toMatch(
      /^optionParams\.backup/,
    );
    expect(
      resultLabelsSchema.safeParse({ optionId: "ebs-gp2", optionParams: { backup: { deep: { x: 1 } } } }).success,
    ).toBe(false);
    expect(checkOptionParams({})).toBeNull();
  });
});

describe("cleanFileName", () => {
  it.each([
    ["C:\\runs\\gp3.json", "gp3.json"],
    ["/tmp/../etc/passwd", "passwd"],
    ["a\u0000b\u001f.json", "ab.json"],
    ["", DEFAULT_FILE_NAME],
    [undefined, DEFAULT_FILE_NAME],
    ["dir/", DEFAULT_FILE_NAME],
  ])("%j -> %s", (input, expected) => {
    expect(cleanFileName(input)).toBe(expected);
  });
});

describe("list query", () => {
  it("defaults the limit and bounds it", () => {
    expect(listResultsQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(listResultsQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
    expect(listResultsQuerySchema.safeParse({ limit: "0" }).success).toBe(false);
  });
});
