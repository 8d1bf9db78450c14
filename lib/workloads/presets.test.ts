import { DEFAULT_REGION } from "@/lib/pricing/regions";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getCatalogOption, validateOptionParams, workloadSchema, type Workload } from "@/lib/model";
import { loadShippedDataset } from "@/lib/datasets/testing/datasets";
import type { Dataset } from "@/lib/datasets/schema";
import { DEFAULT_PRESET_ID, PRESET_IDS, WORKLOAD_PRESETS, getPreset, presetIdSchema, presetWorkload } from "./index";

const FIXTURES_DIR = join(process.cwd(), "fixtures", "workloads");
const RELATIVE_TOLERANCE = 1e-12;

function parsed(id: (typeof PRESET_IDS)[number], options?: Parameters<typeof presetWorkload>[1]): Workload {
  return workloadSchema.parse(presetWorkload(id, options));
}

function expectClose(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * RELATIVE_TOLERANCE);
}

/** A dataset workload's bytes per file: fileSizeBytes, or totalBytes over fileCount. */
function fileBytes(workload: Dataset["workloads"][number]): number {
  return workload.fileSizeBytes ?? (workload.totalBytes ?? 0) / (workload.fileCount ?? 1);
}

describe("workload presets", () => {
  it("lists every id once, in PRESET_IDS order, each with a label, a description and a source", () => {
    expect(WORKLOAD_PRESETS.map((p) => p.id)).toEqual([...PRESET_IDS]);
    for (const preset of WORKLOAD_PRESETS) {
      expect(preset.label.length).toBeGreaterThan(10);
      expect(preset.description.length).toBeGreaterThan(40);
      expect(preset.source.workloadIds.length).toBeGreaterThan(0);
      expect(getPreset(preset.id)).toBe(preset);
    }
    expect(getPreset("nope")).toBeUndefined();
    expect(presetIdSchema.safeParse(DEFAULT_PRESET_ID).success).toBe(true);
    expect(presetIdSchema.safeParse("nope").error?.issues[0]?.message).toMatch(
      /unknown workload preset "nope"; known presets: efs-options-1x/,
    );
  });

  it.each(PRESET_IDS)("%s validates against the workload schema, in the default region", (id) => {
    const workload = parsed(id);
    expect(workload.region).toBe(DEFAULT_REGION);
    expect(workload.operations.length).toBeGreaterThan(0);
    expect(workload.options).toBeUndefined();
    for (const op of workload.operations) expect(op.timesPerDay).toBe(getPreset(id)?.timesPerDay);
  });

  it.each(PRESET_IDS)("%s names dataset workloads and article-measured configurations that exist", (id) => {
    const preset = getPreset(id)!;
    const dataset = loadShippedDataset(preset.source.datasetSlug);
    expect(dataset.source.articleFile).toBe(preset.source.articleFile);
    const workloadIds = dataset.workloads.map((w) => w.id);
    for (const workloadId of preset.source.workloadIds) expect(workloadIds).toContain(workloadId);
    expect(preset.sourceRegion).toBe(dataset.region?.code ?? null);
    const systems = dataset.systems.flatMap((system) => (system.storage.kind === "catalog" ? [system.storage] : []));
    for (const setup of preset.measuredOn) {
      expect(getCatalogOption(setup.optionId)).toBeDefined();
      // The dataset's configuration, plus at most a size the dataset gives elsewhere (size, layout).
      const system = systems.find(
        (s) =>
          s.optionId === setup.optionId &&
          Object.entries(s.config).every(([key, value]) => setup.params[key] === value),
      );
      expect(system, `${id}: ${setup.optionId} ${JSON.stringify(setup.params)}`).toBeDefined();
      expect(Object.keys(setup.params).filter((key) => !(key in system!.config))).toEqual(
        Object.keys(setup.params).filter((key) => key === "capacityGiB" && !(key in system!.config)),
      );
      const storedBytes = parsed(id).storedBytes;
      expect(validateOptionParams(setup.optionId, setup.params, { storedBytes }).ok).toBe(true);
    }
  });

  it("overrides the runs per day and the region", () => {
    const workload = parsed("owncloud-untar", { timesPerDay: 24, region: "us-east-2" });
    expect(workload.region).toBe("us-east-2");
    expect(workload.operations.map((op) => op.timesPerDay)).toEqual([24]);
    // Not validated by presetWorkload: the schema reports an impossible total with its path.
    const tooMany = workloadSchema.safeParse(presetWorkload("efs-options-1x", { timesPerDay: 1000 }));
    expect(tooMany.error?.issues[0]?.path).toEqual(["operations"]);
    expect(() => presetWorkload("nope" as never)).toThrow(RangeError);
  });
});

describe("the EFS options presets match the dataset file", () => {
  const dataset = loadShippedDataset("efs-options-and-alternatives");

  it.each([
    ["efs-options-1x", "1x", 1],
    ["efs-options-10x", "10x", 10],
  ] as const)("%s: the four copies with their file counts, sizes, directions and runs per day", (id, suffix, runs) => {
    const workload = parsed(id);
    expect(workload.storedBytes).toBe(1000 * 2 ** 30);
    expect(workload.days).toBe(dataset.costConvention?.periodDays);
    // Estimated in the Region every page opens in; the article's own Region is kept beside it.
    expect(workload.region).toBe(DEFAULT_REGION);
    expect(getPreset(id)!.sourceRegion).toBe(dataset.region?.code);
    const expected = getPreset(id)!.source.workloadIds.map((workloadId) =>
      dataset.workloads.find((w) => w.id === workloadId)!,
    );
    expect(expected.map((w) => w.id)).toEqual(
      ["read-5x32gib", "read-kernel", "write-5x32gib", "write-kernel"].map((w) => `${w}-${suffix}`),
    );
    expect(workload.operations).toHaveLength(expected.length);
    workload.operations.forEach((op, i) => {
      const source = expected[i]!;
      expect(op.direction).toBe(source.direction);
      expect(op.fileCount).toBe(source.fileCount);
      expectClose(op.fileSizeBytes, fileBytes(source));
      expect(op.timesPerDay).toBe(runs);
      expect(source.repetitionsPerDay).toBe(runs);
      expect(op.concurrency).toBe(1);
    });
  });
});

describe("the other presets match their dataset files", () => {
  it.each([
    ["efs-elastic-vs-bursting", [0, 1, 2]],
    ["owncloud-untar", [0]],
    ["hdfs-st1", [0, 1]],
  ] as const)("%s: each operation is a dataset workload (per DataNode for HDFS)", (id, indexes) => {
    const preset = getPreset(id)!;
    const dataset = loadShippedDataset(preset.source.datasetSlug);
    const workload = parsed(id);
    const share = id === "hdfs-st1" ? 5 : 1;
    indexes.forEach((opIndex, i) => {
      const op = workload.operations[opIndex]!;
      const source = dataset.workloads.find((w) => w.id === preset.source.workloadIds[i])!;
      expect(op.direction).toBe(source.direction);
      expect(op.fileCount).toBe((source.fileCount ?? 0) / share);
      expectClose(op.fileSizeBytes, fileBytes(source));
      expect(op.concurrency).toBe(source.concurrency ?? 1);
    });
  });

  it("fsx-windows-zip: compress reads the 757 files with four threads, extract writes them", () => {
    const dataset = loadShippedDataset("fsx-windows-hdd-throughput");
    const [zip, unzip] = ["winrar-zip", "winrar-unzip"].map((id) => dataset.workloads.find((w) => w.id === id)!);
    const workload = parsed("fsx-windows-zip");
    const read = workload.operations[0]!;
    const write = workload.operations[3]!;
    expect([read.direction, read.fileCount, read.concurrency]).toEqual([
      zip!.direction,
      zip!.fileCount,
      zip!.concurrency,
    ]);
    expectClose(read.fileCount * read.fileSizeBytes, zip!.totalBytes!);
    expect([write.direction, write.fileCount]).toEqual([unzip!.direction, unzip!.fileCount]);
    expectClose(write.fileCount * write.fileSizeBytes, unzip!.totalBytes!);
    expectClose(workload.operations[1]!.fileSizeBytes, Number(zip!.properties?.archiveBytes));
  });
});

describe("fixtures/workloads", () => {
  it("efs-options-1x.json is the preset, so the CLI examples show what the pages estimate", () => {
    const fixture = JSON.parse(readFileSync(join(FIXTURES_DIR, "efs-options-1x.json"), "utf8")) as unknown;
    expect(fixture).toEqual(JSON.parse(JSON.stringify(presetWorkload("efs-options-1x"))));
  });

  it("every fixture is a valid workload or an estimate request around one", () => {
    for (const name of ["efs-options-1x.json", "gp3-vs-efs-request.json"]) {
      const body = JSON.parse(readFileSync(join(FIXTURES_DIR, name), "utf8")) as Record<string, unknown>;
      const workload = "workload" in body ? body.workload : body;
      expect(workloadSchema.safeParse(workload).success, name).toBe(true);
    }
  });
});
