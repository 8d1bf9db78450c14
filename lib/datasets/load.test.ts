import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canonicalJson,
  datasetContentHash,
  listDatasetFiles,
  parseDataset,
  readDatasetFile,
  type DatasetParseResult,
} from "./load";
import { DATASETS_DIR } from "./testing/articles";

const FILE = "efs-options-and-alternatives.json";
const original = readFileSync(join(DATASETS_DIR, FILE), "utf8");

type Json = Record<string, unknown>;

/** A deep copy of the shipped file with one edit applied. */
function corrupted(edit: (data: Json & { results: Json[]; systems: Json[] }) => void): string {
  const data = JSON.parse(original) as Json & { results: Json[]; systems: Json[] };
  edit(data);
  return JSON.stringify(data);
}

function issuesOf(result: DatasetParseResult) {
  if (result.ok) throw new Error("expected the dataset to be rejected");
  return result.error.issues;
}

describe("parseDataset on corrupted copies", () => {
  it("accepts the untouched file", () => {
    expect(parseDataset(original, FILE).ok).toBe(true);
  });

  it("rejects a wrong type deep inside a range, naming its path", () => {
    const text = corrupted((d) => {
      d.results[12]!.durationSeconds = { min: "278", max: 525 };
    });
    const result = parseDataset(text, FILE);
    expect(issuesOf(result)).toContainEqual(
      expect.objectContaining({
        code: "invalid-type",
        path: "results[12].durationSeconds.min",
        message: expect.stringContaining("expected number"),
      }),
    );
    expect(result.ok ? "" : result.error.message).toContain(
      `${FILE}: results[12].durationSeconds.min: expected number`,
    );
  });

  it("rejects a value that is neither a number nor a range", () => {
    const text = corrupted((d) => {
      d.results[0]!.monthlyCostUsd = "$477";
    });
    expect(issuesOf(parseDataset(text))).toContainEqual(
      expect.objectContaining({ code: "invalid-type", path: "results[0].monthlyCostUsd" }),
    );
  });

  it("rejects a result pointing at a system that does not exist", () => {
    const text = corrupted((d) => {
      d.results[3]!.systemId = "efs-typo";
    });
    expect(issuesOf(parseDataset(text))).toContainEqual({
      code: "unknown-system",
      path: "results[3].systemId",
      message: 'no system with id "efs-typo"',
    });
  });

  it("rejects a result pointing at a workload that does not exist", () => {
    const text = corrupted((d) => {
      d.results[5]!.workloadId = "read-everything";
    });
    expect(issuesOf(parseDataset(text))).toContainEqual(
      expect.objectContaining({ code: "unknown-workload", path: "results[5].workloadId" }),
    );
  });

  it("rejects a range whose min is greater than its max", () => {
    const text = corrupted((d) => {
      d.results[1]!.monthlyCostUsd = { min: 324, max: 323 };
    });
    expect(issuesOf(parseDataset(text))).toContainEqual(
      expect.objectContaining({ code: "range-min-greater-than-max", path: "results[1].monthlyCostUsd" }),
    );
  });

  it("rejects duplicate ids", () => {
    const text = corrupted((d) => {
      d.systems[1]!.id = d.systems[0]!.id;
    });
    expect(issuesOf(parseDataset(text))).toContainEqual(
      expect.objectContaining({ code: "duplicate-id", path: "systems[1].id" }),
    );
  });

  it("rejects a metric without its original text", () => {
    const text = corrupted((d) => {
      d.results[0]!.asReported = { durationSeconds: "327s" };
    });
    expect(issuesOf(parseDataset(text))).toContainEqual(
      expect.objectContaining({ code: "missing-as-reported", path: "results[0].asReported.monthlyCostUsd" }),
    );
  });

  it("rejects an unknown catalog option and a config key the option does not have", () => {
    const unknownOption = corrupted((d) => {
      (d.systems[0]!.storage as Json).optionId = "efs-max";
    });
    expect(issuesOf(parseDataset(unknownOption))).toContainEqual(
      expect.objectContaining({ path: "systems[0].storage.optionId" }),
    );
    const wrongConfig = corrupted((d) => {
      (d.systems[7]!.storage as Json).config = { iops: 3000 };
    });
    expect(issuesOf(parseDataset(wrongConfig))).toContainEqual(
      expect.objectContaining({ code: "unrecognized-keys", path: "systems[7].storage.config" }),
    );
  });

  it("rejects Max I/O on One Zone EFS", () => {
    const text = corrupted((d) => {
      (d.systems[3]!.storage as Json).config = { performanceMode: "maxIo" };
    });
    expect(issuesOf(parseDataset(text))).toContainEqual(
      expect.objectContaining({ path: "systems[3].storage.config.performanceMode" }),
    );
  });

  it("rejects text that is not JSON, another format version and a slug that does not match the file", () => {
    const notJson = parseDataset("{ nope", FILE);
    expect(notJson.ok ? "" : notJson.error.code).toBe("invalid-json");

    const newer = parseDataset(
      corrupted((d) => void (d.formatVersion = 2)),
      FILE,
    );
    expect(newer.ok ? undefined : newer.error).toMatchObject({
      code: "unsupported-format-version",
      issues: [{ path: "formatVersion" }],
    });

    const renamed = parseDataset(original, "other-name.json");
    expect(issuesOf(renamed)).toContainEqual(
      expect.objectContaining({ code: "slug-file-name-mismatch", path: "slug" }),
    );
  });
});

describe("datasetContentHash", () => {
  it("ignores formatting and key order but not values", () => {
    const data = JSON.parse(original) as Json;
    const reordered = Object.fromEntries(Object.entries(data).reverse());
    expect(datasetContentHash(JSON.stringify(reordered))).toBe(datasetContentHash(original));
    expect(datasetContentHash(corrupted((d) => void (d.title = "changed")))).not.toBe(datasetContentHash(original));
  });

  it("is the hash parseDataset reports, a sha-256 hex digest", () => {
    const parsed = parseDataset(original, FILE);
    expect(parsed.ok && parsed.contentHash).toBe(datasetContentHash(original));
    expect(datasetContentHash(original)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("throws a coded error for text that is not JSON", () => {
    expect(() => datasetContentHash("{")).toThrow(
      expect.objectContaining({ code: "invalid_json", reason: "invalid-json" }),
    );
  });

  it("canonical JSON does not depend on indentation or key order (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 4 }), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const shuffled = JSON.stringify(
          JSON.parse(text, (_, v: unknown) =>
            v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
          ),
        );
        expect(canonicalJson(JSON.parse(shuffled))).toBe(canonicalJson(JSON.parse(text)));
      }),
      { numRuns: 200 },
    );
  });
});

describe("dataset files on disk", () => {
  it("lists only the JSON files, sorted", () => {
    const files = listDatasetFiles(DATASETS_DIR);
    expect(files.map((f) => f.slice(DATASETS_DIR.length + 1))).toEqual([
      "ebs-st1-hdfs.json",
      "efs-challenges-owncloud.json",
      "efs-elastic-vs-bursting.json",
      "efs-options-and-alternatives.json",
      "fsx-windows-hdd-throughput.json",
    ]);
  });

  it("reports a missing file as read-failed", () => {
    const result = readDatasetFile(join(DATASETS_DIR, "missing.json"));
    expect(result.ok ? undefined : result.error.code).toBe("read-failed");
  });
});
