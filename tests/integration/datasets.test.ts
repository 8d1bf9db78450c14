import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBundledDatasets } from "@/server/data/datasets/dataset-bundled";
import { DatasetImportError, importDataset } from "@/server/data/datasets/datasets";
import { listDatasetFiles } from "@/lib/datasets/load";
import { fromProjectRoot } from "@/server/db/paths";
import type { Db } from "@/server/db/client";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const DATASETS_DIR = fromProjectRoot("data/datasets");

/** Row counts of every table an import writes (and the catalog it reads). */
async function rowCounts(db: Db) {
  return {
    datasets: await db.dataset.count(),
    systems: await db.datasetSystem.count(),
    workloads: await db.datasetWorkload.count(),
    results: await db.datasetResult.count(),
    observations: await db.datasetObservation.count(),
    storageOptions: await db.storageOption.count(),
  };
}

/** What the files themselves hold, to check the tables against. */
function fileTotals() {
  const totals = { datasets: 0, systems: 0, workloads: 0, results: 0, observations: 0, storageOptions: 0 };
  for (const path of listDatasetFiles(DATASETS_DIR)) {
    const doc = JSON.parse(readFileSync(path, "utf8")) as Record<
      "systems" | "workloads" | "results" | "observations",
      unknown[]
    >;
    totals.datasets += 1;
    totals.systems += doc.systems.length;
    totals.workloads += doc.workloads.length;
    totals.results += doc.results.length;
    totals.observations += doc.observations.length;
  }
  return totals;
}

function bundledText(slug: string): string {
  return readFileSync(`${DATASETS_DIR}/${slug}.json`, "utf8");
}

/** The bundled file with one edit applied to its parsed JSON. */
function edited(
  slug: string,
  edit: (doc: Record<string, unknown> & { results: Record<string, unknown>[] }) => void,
): string {
  const doc = JSON.parse(bundledText(slug)) as Record<string, unknown> & { results: Record<string, unknown>[] };
  edit(doc);
  return JSON.stringify(doc, null, 2);
}

async function importError(promise: Promise<unknown>): Promise<DatasetImportError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DatasetImportError);
  return error as DatasetImportError;
}

describe("dataset import", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("imports every bundled file, and a second run changes nothing", async () => {
    const { db } = database;
    const first = await loadBundledDatasets(db);
    expect(first.outcomes.map((o) => o.status)).toEqual(Array(5).fill("created"));
    expect(first.summary).toBe("Datasets: 5 created.");
    const afterFirst = await rowCounts(db);
    expect(afterFirst).toEqual(fileTotals());

    const hashes = await db.dataset.findMany({
      select: { slug: true, id: true, contentHash: true, importedAt: true },
      orderBy: { slug: "asc" },
    });
    const second = await loadBundledDatasets(db);
    expect(second.outcomes.map((o) => o.status)).toEqual(Array(5).fill("unchanged"));
    expect(second.summary).toBe("Datasets: 5 unchanged.");
    expect(await rowCounts(db)).toEqual(afterFirst);
    expect(
      await db.dataset.findMany({
        select: { slug: true, id: true, contentHash: true, importedAt: true },
        orderBy: { slug: "asc" },
      }),
    ).toEqual(hashes);
  });

  it("stores flat rows beside the whole file: lower bounds, exact money, the option id in config", async () => {
    const { db } = database;
    const dataset = await db.dataset.findUniqueOrThrow({ where: { slug: "efs-options-and-alternatives" } });
    expect(dataset).toMatchObject({
      sourceFile: "efs-options-and-alternatives-price-performance.txt",
      publishedOn: "2023-12",
      region: "us-east-2",
      formatVersion: 1,
    });
    expect((dataset.document as { results: unknown[] }).results).toHaveLength(184);

    const summary = await db.datasetSystem.findFirstOrThrow({
      where: { datasetId: dataset.id, key: "fsx-lustre-all" },
    });
    const range = await db.datasetResult.findFirstOrThrow({
      where: { systemId: summary.id, workload: { key: "read-5x32gib-1x" } },
    });
    expect(range.durationSeconds).toBe(278);
    expect(range.monthlyCostUsd?.toString()).toBe("150");
    expect(range.values).toMatchObject({
      durationSeconds: { min: 278, max: 525 },
      monthlyCostUsd: { min: 150, max: 644 },
    });

    // No StorageOption rows yet: the foreign key stays empty, the config keeps the id.
    const elastic = await db.datasetSystem.findFirstOrThrow({
      where: { datasetId: dataset.id, key: "efs-standard-elastic" },
    });
    expect(elastic.optionId).toBeNull();
    expect(elastic.config).toMatchObject({
      optionId: "efs-standard-elastic",
      settings: { performanceMode: "generalPurpose" },
    });

    const fsx = await db.dataset.findUniqueOrThrow({
      where: { slug: "fsx-windows-hdd-throughput" },
      select: { id: true },
    });
    const session = await db.datasetResult.findFirstOrThrow({
      where: { datasetId: fsx.id, workload: { key: "test-session" } },
    });
    expect(session.monthlyCostUsd?.toString()).toBe("270.72");

    const kernel = await db.datasetWorkload.findFirstOrThrow({
      where: { datasetId: dataset.id, key: "read-kernel-1x" },
    });
    expect(kernel.totalBytes).toBe(1_299_227_607n);
    expect(kernel.details).toMatchObject({ totalBytes: 1299227607.04 });
  });

  it("links systems to catalog options that appear later, even when the file is unchanged", async () => {
    const { db } = database;
    await db.storageOption.create({
      data: {
        id: "efs-standard-elastic",
        family: "efs",
        label: "EFS Standard, Elastic",
        shared: true,
        durability: "multiAz",
        definition: {},
        modelVersion: "test",
      },
    });
    const outcomes = (await loadBundledDatasets(db)).outcomes;
    expect(outcomes.every((o) => o.status === "unchanged")).toBe(true);
    const linked = await db.datasetSystem.findMany({
      where: { optionId: "efs-standard-elastic" },
      select: { key: true },
    });
    // efs-options-and-alternatives and efs-elastic-vs-bursting each measured it once.
    expect(linked.map((s) => s.key).sort()).toEqual(["efs-elastic", "efs-standard-elastic"]);
  });

  it("treats a reformatted file as unchanged", async () => {
    const reformatted = JSON.stringify(JSON.parse(bundledText("ebs-st1-hdfs")));
    expect((await importDataset(database.db, reformatted, "ebs-st1-hdfs.json")).status).toBe("unchanged");
  });

  it("replaces every row of a changed dataset in place, and back", async () => {
    const { db } = database;
    const slug = "efs-elastic-vs-bursting";
    const before = await rowCounts(db);
    const { id } = await db.dataset.findUniqueOrThrow({ where: { slug }, select: { id: true } });

    const changed = edited(slug, (doc) => {
      doc.title = "A changed title";
      doc.results = doc.results.slice(1);
    });
    const outcome = await importDataset(db, changed, `${slug}.json`);
    expect(outcome).toMatchObject({ status: "replaced", slug, counts: { results: 5 } });
    const row = await db.dataset.findUniqueOrThrow({
      where: { slug },
      include: { _count: { select: { results: true, systems: true } } },
    });
    expect(row).toMatchObject({ id, title: "A changed title", _count: { results: 5, systems: 2 } });
    expect(await rowCounts(db)).toEqual({ ...before, results: before.results - 1 });
    // The linked option survives the replace.
    expect(await db.datasetSystem.count({ where: { datasetId: id, optionId: "efs-standard-elastic" } })).toBe(1);

    expect((await importDataset(db, bundledText(slug), `${slug}.json`)).status).toBe("replaced");
    expect(await rowCounts(db)).toEqual(before);
  });

  it("rejects a wrong type deep inside a file with its field path, writing nothing", async () => {
    const { db } = database;
    const before = await rowCounts(db);
    const hash = await db.dataset.findUniqueOrThrow({
      where: { slug: "efs-options-and-alternatives" },
      select: { contentHash: true },
    });
    let index = -1;
    const corrupted = edited("efs-options-and-alternatives", (doc) => {
      index = doc.results.findIndex((r) => r.id === "fsx-lustre-all.read-5x32gib-1x");
      doc.results[index] = { ...doc.results[index], durationSeconds: { min: "278", max: 525 } };
    });
    const error = await importError(importDataset(db, corrupted, "efs-options-and-alternatives.json"));
    expect(error.reason).toBe("invalid-dataset");
    expect(error.issues.map((i) => i.path)).toEqual([`results[${index}].durationSeconds.min`]);
    expect(error.message).toContain(`efs-options-and-alternatives.json: results[${index}].durationSeconds.min:`);
    expect(await rowCounts(db)).toEqual(before);
    expect(
      await db.dataset.findUniqueOrThrow({
        where: { slug: "efs-options-and-alternatives" },
        select: { contentHash: true },
      }),
    ).toEqual(hash);
  });

  it("rejects a dangling reference with its field path, writing nothing", async () => {
    const { db } = database;
    const before = await rowCounts(db);
    const corrupted = edited("ebs-st1-hdfs", (doc) => {
      const result = doc.results[3];
      if (result) result.systemId = "st1-typo";
    });
    const error = await importError(importDataset(db, corrupted, "ebs-st1-hdfs.json"));
    expect(error.issues).toEqual([
      { code: "unknown-system", message: 'no system with id "st1-typo"', path: "results[3].systemId" },
    ]);
    expect(await rowCounts(db)).toEqual(before);
  });

  it("rejects a new dataset that is not valid JSON, or whose slug is not its file name, writing nothing", async () => {
    const { db } = database;
    const before = await rowCounts(db);
    expect((await importError(importDataset(db, "{ not json", "x.json"))).reason).toBe("invalid-json");
    const renamed = edited("ebs-st1-hdfs", (doc) => {
      doc.slug = "ebs-st1-hdfs-copy";
    });
    expect((await importError(importDataset(db, renamed, "ebs-st1-hdfs.json"))).issues[0]?.path).toBe("slug");
    expect(await rowCounts(db)).toEqual(before);
  });

  it("creates a dataset from text without a file name", async () => {
    const { db } = database;
    const copy = edited("ebs-st1-hdfs", (doc) => {
      doc.slug = "ebs-st1-hdfs-copy";
    });
    expect((await importDataset(db, copy)).status).toBe("created");
    expect((await importDataset(db, copy)).status).toBe("unchanged");
    await db.dataset.delete({ where: { slug: "ebs-st1-hdfs-copy" } });
  });
});
