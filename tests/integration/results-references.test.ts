import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBundledDatasets } from "@/server/data/datasets/dataset-bundled";
import {
  nearestReferences,
  referenceQueriesFor,
  REFERENCE_MATCHES_SHOWN,
} from "@/server/data/results/result-references";
import { MAX_SCORE } from "@/lib/fio/reference-similarity";
import { parseFio } from "@/lib/fio";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const FIXTURES = join(import.meta.dirname, "../../fixtures/fio");
const KIB = 1024;

function jobsOf(file: string) {
  const parsed = parseFio(readFileSync(join(FIXTURES, file)));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.document.jobs;
}

describe("nearest reference measurements for an uploaded result", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await loadBundledDatasets(database.db);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("asks one question per direction the result measured", () => {
    const queries = referenceQueriesFor(jobsOf("fio-3.16_randrw_single.json"));
    expect(queries.map((q) => q.side)).toEqual([
      { direction: "read", pattern: "random", blockSizeBytes: 4 * KIB },
      { direction: "write", pattern: "random", blockSizeBytes: 4 * KIB },
    ]);
  });

  it("finds, for 1 MiB sequential writes, the article's DiskSpd 1 MiB sequential writes first", async () => {
    const [comparison] = await nearestReferences(database.db, [
      { jobName: "seq", side: { direction: "write", pattern: "sequential", blockSizeBytes: 1024 * KIB } },
    ]);
    expect(comparison?.matches.length).toBeGreaterThan(0);
    expect(comparison?.matches.length).toBeLessThanOrEqual(REFERENCE_MATCHES_SHOWN);
    const best = comparison!.matches[0]!;
    expect(best.score).toBe(MAX_SCORE);
    expect(best.workloadName).toMatch(/DiskSpd 1 MiB sequential writes/);
    expect(best.datasetSlug).toBe("fsx-windows-hdd-throughput");
    expect(best.throughputBytesPerSec).toBeGreaterThan(0);
    for (const match of comparison!.matches) expect(["write", "mixed"]).toContain(match.workloadDirection);
    const scores = comparison!.matches.map((m) => m.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("prefers small-file work for 4 KiB random reads, with a throughput derived from bytes over time", async () => {
    const [comparison] = await nearestReferences(
      database.db,
      referenceQueriesFor(jobsOf("fio-3.34_randread_leading_text_signal.json")),
    );
    const best = comparison!.matches[0]!;
    expect(best.workloadDirection).toBe("read");
    expect(best.pattern).toBe("random");
    expect(best.throughputDerived).toBe(true);
    expect(best.throughputBytesPerSec).toBeGreaterThan(0);
    expect(best.score).toBeGreaterThan(5);
  });

  it("ranks an exact fio match first and shows its IOPS", async () => {
    const db = database.db;
    const dataset = await db.dataset.create({
      data: {
        slug: "test-fio-4k",
        title: "Test: fio 4k random reads",
        formatVersion: 1,
        contentHash: "x",
        sourceFile: "x.md",
        document: {},
      },
    });
    const system = await db.datasetSystem.create({
      data: { datasetId: dataset.id, key: "gp3", label: "gp3 3000 IOPS", config: {} },
    });
    const workload = await db.datasetWorkload.create({
      data: {
        datasetId: dataset.id,
        key: "rr4k",
        name: "fio 4k random reads",
        direction: "read",
        tool: "fio",
        details: { blockSizeBytes: 4 * KIB },
      },
    });
    await db.datasetResult.create({
      data: {
        datasetId: dataset.id,
        systemId: system.id,
        workloadId: workload.id,
        values: { iops: 3012, statistic: "mean" },
      },
    });

    const [comparison] = await nearestReferences(
      db,
      referenceQueriesFor(jobsOf("fio-3.34_randread_leading_text_signal.json")),
    );
    expect(comparison?.matches[0]).toMatchObject({
      datasetTitle: "Test: fio 4k random reads",
      systemLabel: "gp3 3000 IOPS",
      iops: 3012,
      throughputBytesPerSec: null,
      statistic: "mean",
      score: MAX_SCORE,
    });
  });

  it("answers nothing when there is nothing to compare", async () => {
    expect(await nearestReferences(database.db, [])).toEqual([]);
  });
});
