import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listDatasetFiles, readDatasetFile } from "./load";
import { DATASETS_DIR, resolveArticlesDir } from "./testing/articles";

const files = listDatasetFiles(DATASETS_DIR);
const articlesDir = resolveArticlesDir(process.env);

// Shape of each shipped dataset: [slug, systems, workloads, results]. A change here is a
// deliberate edit of the data, not an accident.
const EXPECTED_COUNTS = [
  ["ebs-st1-hdfs", 3, 2, 10],
  ["efs-challenges-owncloud", 2, 10, 11],
  ["efs-elastic-vs-bursting", 2, 3, 6],
  ["efs-options-and-alternatives", 23, 8, 184],
  ["fsx-windows-hdd-throughput", 1, 6, 7],
] as const;

describe("shipped datasets", () => {
  it("has one file per article", () => {
    expect(files).toHaveLength(EXPECTED_COUNTS.length);
  });

  it.each(files.map((f) => [f.slice(DATASETS_DIR.length + 1), f]))("%s parses with the schema", (_, path) => {
    const result = readDatasetFile(path);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.dataset.formatVersion).toBe(1);
  });

  it.each(EXPECTED_COUNTS)("%s has %i systems, %i workloads and %i results", (slug, systems, workloads, results) => {
    const parsed = readDatasetFile(join(DATASETS_DIR, `${slug}.json`));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect([parsed.dataset.systems.length, parsed.dataset.workloads.length, parsed.dataset.results.length]).toEqual([
      systems,
      workloads,
      results,
    ]);
  });

  it("cites five different articles", () => {
    const cited = files.map((f) => {
      const parsed = readDatasetFile(f);
      return parsed.ok ? parsed.dataset.source.articleFile : "";
    });
    expect(new Set(cited).size).toBe(files.length);
  });

  it.skipIf(articlesDir === undefined)("every cited article exists [needs the articles, else skipped]", () => {
    for (const f of files) {
      const parsed = readDatasetFile(f);
      expect(parsed.ok && existsSync(join(articlesDir ?? "", parsed.dataset.source.articleFile))).toBe(true);
    }
  });
});
