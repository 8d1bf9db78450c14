import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG } from "@/lib/model";
import { compareCsv } from "@/lib/compare/csv";
import { filterPoints } from "@/lib/compare/filters";
import { pairLinks } from "@/lib/compare/links";
import { compareRows } from "@/lib/compare/rows";
import { loadCompare, loadCompareChoices } from "@/server/data/recommendations/compare";
import { ingestFioUpload } from "@/server/data/results/result-ingest";
import { ANONYMOUS_VIEWER, setPublished } from "@/server/data/results/upload-visibility";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { fromProjectRoot } from "@/server/db/paths";
import { parseCompareView } from "@/lib/validations/compare";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
});

afterAll(async () => {
  await database.drop();
});

const view = (params: Record<string, string | string[]>) => parseCompareView(params).view;

describe("loadCompare for the EFS options article, once a day", () => {
  it("has a measured and a modelled point for EFS Elastic, the measured one at the article's cost", async () => {
    const data = await loadCompare(database.db, view({ workload: "efs-options-1x" }), ANONYMOUS_VIEWER);
    expect(data.error).toBeNull();
    expect(data.snapshot?.id).toBe("bundled-2026-11-29");

    const elastic = data.points.filter((p) => p.optionId === "efs-standard-elastic");
    const measured = elastic.find((p) => p.series === "dataset");
    const modelled = elastic.find((p) => p.series === "model");
    expect(measured && modelled).toBeTruthy();
    // The article's four copies: 327 + 186 + 330 + 756 s; per-copy costs $477, $323-$324,
    // $631, $324-$326 with storage counted once: $786 a month.
    expect(measured?.durationSecondsPerDay).toBe(1599);
    expect(measured?.monthlyCostUsd).toBe(786);
    expect(measured?.source).toContain("efs-options-and-alternatives");
    expect(modelled?.source).toContain("bundled-2026-11-29");
    expect(measured?.configKey).toBe(modelled?.configKey);
    expect(pairLinks(data.points).some((l) => l.measured.id === measured?.id && l.modelled.id === modelled?.id)).toBe(
      true,
    );
  });

  it("places every article system, cunoFS as 'other', and every catalog option's model", async () => {
    const data = await loadCompare(database.db, view({ workload: "efs-options-1x" }), ANONYMOUS_VIEWER);
    const measured = data.points.filter((p) => p.series === "dataset");
    expect(measured).toHaveLength(22);
    expect(measured.find((p) => p.label.startsWith("cunoFS"))?.family).toBe("other");
    const modelledOptions = new Set(data.points.filter((p) => p.series === "model").map((p) => p.optionId));
    expect(modelledOptions.size).toBe(CATALOG.length);
    // Each measured catalog system has its twin: the modelled point at the article's configuration.
    const modelKeys = new Set(data.points.filter((p) => p.series === "model").map((p) => p.configKey));
    for (const p of measured.filter((m) => m.optionId !== null)) expect(modelKeys.has(p.configKey)).toBe(true);
    // The bundled snapshot prices every key: no point is drawn as unpriced.
    expect(data.points.filter((p) => p.priceStatus === "missing")).toEqual([]);
  });

  it("gives table rows and a CSV for the filtered view", async () => {
    const v = view({ workload: "efs-options-1x", families: "ebs", budget: "200" });
    const data = await loadCompare(database.db, v, ANONYMOUS_VIEWER);
    const visible = filterPoints(data.points, v);
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.every((p) => p.family === "ebs" && p.monthlyCostUsd <= 200)).toBe(true);
    const csv = compareCsv([{ region: v.region, rows: compareRows(visible, data.workload) }]);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(visible.length + 1);
  });
});

describe("loadCompare with a client instance by name", () => {
  it("runs the model with that instance: a small client slows the EBS copies it carries", async () => {
    const big = await loadCompare(database.db, view({ workload: "efs-options-1x" }), ANONYMOUS_VIEWER);
    const small = await loadCompare(
      database.db,
      view({ workload: "efs-options-1x", client: "t3.medium" }),
      ANONYMOUS_VIEWER,
    );
    const ebs = (data: typeof big) =>
      new Map(
        data.points
          .filter((p) => p.series === "model" && p.family === "ebs")
          .map((p) => [p.configKey, p.durationSecondsPerDay]),
      );
    const before = ebs(big);
    const after = ebs(small);
    expect(after.size).toBe(before.size);
    expect([...after].some(([key, seconds]) => seconds > (before.get(key) ?? Infinity) * 1.2)).toBe(true);
    expect(small.workload.conditions ?? "").toContain("t3.medium");
  });
});

describe("loadCompare for other views", () => {
  it("takes the model's cost for a measurement without one, and the ten-a-day table for 10x", async () => {
    const hdfs = await loadCompare(database.db, view({ workload: "hdfs-st1" }), ANONYMOUS_VIEWER);
    const st1 = hdfs.points.find((p) => p.series === "dataset" && p.optionId === "ebs-st1");
    expect(st1?.notes.join(" ")).toContain("the cost is the model's");
    const ten = await loadCompare(database.db, view({ workload: "efs-options-10x" }), ANONYMOUS_VIEWER);
    expect(
      ten.points.find((p) => p.id === "dataset:efs-options-and-alternatives:efs-standard-elastic")
        ?.durationSecondsPerDay,
    ).toBe(3271 + 1863 + 3304 + 7562);
  });

  it("reports a bad custom workload and an unknown snapshot instead of failing", async () => {
    // Each operation's runs are within bounds, but together they run over 1,440 times a day.
    const tooMany = await loadCompare(
      database.db,
      view({
        workload: "custom",
        gib: "10",
        opdir: ["read", "write"],
        opcount: ["1", "1"],
        opsize: ["1", "1"],
        opunit: ["GiB", "GiB"],
        opruns: ["1000", "1000"],
      }),
      ANONYMOUS_VIEWER,
    );
    expect(tooMany.error?.kind).toBe("invalid-workload");
    expect(tooMany.error?.message).toContain("1440");
    expect(tooMany.workload.label).toBe("Custom workload");
    const missing = await loadCompare(
      database.db,
      view({ workload: "efs-options-1x", snapshot: "no-such-snapshot" }),
      ANONYMOUS_VIEWER,
    );
    expect(missing.error?.kind).toBe("snapshot-not-found");
    expect(missing.points).toEqual([]);
  });

  it("models a custom write into one directory: EFS's creates take turns, and the link keeps the directories", async () => {
    const params = {
      workload: "custom",
      gib: "10",
      opdir: "write",
      opcount: "1024",
      opsize: "1",
      opunit: "KiB",
      opconc: "128",
      opruns: "1",
    };
    const oneDir = await loadCompare(database.db, view({ ...params, opdirs: "1" }), ANONYMOUS_VIEWER);
    const spread = await loadCompare(database.db, view(params), ANONYMOUS_VIEWER);
    expect(oneDir.error).toBeNull();
    const elastic = (data: typeof oneDir) =>
      data.points.find((p) => p.series === "model" && p.optionId === "efs-standard-elastic")!;
    expect(elastic(oneDir).bottleneck).toMatch(/^creates take turns in each directory: 1,024 files into 1 directory/);
    expect(elastic(oneDir).durationSecondsPerDay).toBeGreaterThan(10 * elastic(spread).durationSecondsPerDay);
  });

  it("places a labelled fio upload of the workload's pattern at its bandwidth-derived duration with the model's cost, and lists one of another pattern with why", async () => {
    const upload = async (fixture: string, fileName: string) => {
      const outcome = await ingestFioUpload(database.db, {
        fileName,
        bytes: readFileSync(fromProjectRoot(fixture)),
        labels: { optionId: "ebs-gp3", optionParams: { iops: 3000, throughputMiBps: 125 } },
      });
      if (outcome.kind !== "created") throw new Error(`upload not created: ${outcome.kind}`);
      return outcome;
    };
    const sequential = await upload("fixtures/fio/fio-3.30_gcsfuse_single_job_global_options.json", "gp3-seq-1m.json");
    const random = await upload("fixtures/fio/fio-3.16_randrw_single.json", "gp3-randrw.json");
    // A day of sequential reads in 1 MiB requests (the custom workload's defaults).
    const readParams = {
      workload: "custom",
      gib: "100",
      opdir: "read",
      opcount: "1",
      opsize: "10",
      opunit: "GiB",
      opruns: "1",
    };
    const reads = view(readParams);
    // Unlisted: drawn for its owner only, until published.
    const uploadsSeenBy = async (viewer: typeof ANONYMOUS_VIEWER) =>
      (await loadCompare(database.db, reads, viewer)).points.filter((p) => p.series === "upload");
    expect(await uploadsSeenBy(ANONYMOUS_VIEWER)).toEqual([]);
    expect(await uploadsSeenBy({ ownerTokens: [sequential.ownerToken] })).toHaveLength(1);
    expect(await setPublished(database.db, sequential.id, ["not-the-token"], true)).toEqual({ kind: "forbidden" });
    for (const u of [sequential, random]) {
      expect((await setPublished(database.db, u.id, [u.ownerToken], true)).kind).toBe("done");
    }
    const data = await loadCompare(database.db, reads, ANONYMOUS_VIEWER);
    expect(data.error).toBeNull();
    const placed = data.points.filter((p) => p.series === "upload");
    expect(placed.map((p) => p.label)).toEqual([expect.stringContaining("gp3-seq-1m.json")]);
    expect(placed[0]?.notes[0]).toContain("bandwidth");
    const twin = data.points.find((p) => p.series === "model" && p.configKey === placed[0]?.configKey);
    expect(twin).toBeDefined();
    expect(placed[0]?.monthlyCostUsd).toBe(twin?.monthlyCostUsd);
    // The 4 KiB random run is not drawn as a day of sequential reads: it is listed, with why.
    const listed = data.unplaced.find((u) => u.label.includes("gp3-randrw.json"));
    expect(listed?.reason).toMatch(
      /the upload measured random 4 KiB reads, and this workload reads sequential 1 MiB requests/,
    );
    // The same reads as random 4 KiB requests (the custom workload's access pattern and I/O
    // size): now the random run stands in and the sequential one is listed.
    const randomReads = await loadCompare(
      database.db,
      view({ ...readParams, opaccess: "random", opio: "4" }),
      ANONYMOUS_VIEWER,
    );
    expect(randomReads.error).toBeNull();
    expect(randomReads.points.filter((p) => p.series === "upload").map((p) => p.label)).toEqual([
      expect.stringContaining("gp3-randrw.json"),
    ]);
    expect(randomReads.unplaced.find((u) => u.label.includes("gp3-seq-1m.json"))?.reason).toMatch(
      /the upload measured sequential 1 MiB reads, and this workload reads random 4 KiB requests/,
    );
    // On the article's copies (reads and writes of whole files) neither stands in: the
    // sequential run measured no writes, the random one the wrong pattern.
    const copies = await loadCompare(database.db, view({ workload: "efs-options-1x" }), ANONYMOUS_VIEWER);
    expect(copies.points.filter((p) => p.series === "upload")).toEqual([]);
  });

  it("offers the complete snapshots and their regions", async () => {
    const choices = await loadCompareChoices(database.db, { region: "eu-west-1" });
    expect(choices.snapshots.map((s) => s.id)).toContain("bundled-2026-11-29");
    expect(choices.regions).toEqual([
      "ap-northeast-1",
      "ap-south-1",
      "ap-southeast-1",
      "eu-central-1",
      "eu-west-1",
      "us-east-1",
      "us-east-2",
      "us-west-2",
    ]);
  });
});
