import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { measuredSecondsOf, PUBLIC_MEASUREMENTS_PATH } from "@/lib/datasets/public-measurements";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { lustreRates } from "../fsx/lustre/catalog";
import type { EfsConfig } from "../configured-option";
import { calibrateLatencies } from "./calibration";
import { estimateFromInput } from "../estimate";
import { LATENCY_CONSTANTS } from "../engine/latency-constants";
import { efsBaselineBytesPerSecond, efsBurstBytesPerSecond } from "../efs/perf";
import { MOUNTPOINT_FILE_HANDLE_BYTES_PER_SECOND } from "../s3/mountpoint";
import { validationCells } from "./cells";
import { readPublicMeasurements, readValidationInputs } from "../../../server/validation-inputs";
import { GIB_BYTES, MIB_BYTES } from "@/lib/units";

/**
 * Public statements and measurements in data/measurements/ (source and exact quote kept
 * with each): held-out checks, nothing in the model is fitted on them, except the entries
 * marked "use": "calibration", each naming the constant fitted on it.
 */

const file = { measurements: readPublicMeasurements(resolve(__dirname, "../../..", PUBLIC_MEASUREMENTS_PATH)) };
const byId = (id: string) => {
  const m = file.measurements.find((entry) => entry.id === id)!;
  return { ...m, check: m.check! };
};

describe("public AWS statements (held out)", () => {
  it("keeps a source and a quote with every entry", () => {
    for (const m of file.measurements) expect(m.quote).toMatch(/\d/);
  });

  it("Bursting: 1 MiB/s floor below 20 GiB, 100 MiB/s burst at any size", () => {
    const small = {
      storedBytes: byId("efs-bursting-small-fs-floor").check.storedGiB! * GIB_BYTES,
      infrequentAccessFraction: 0,
    } as EfsConfig;
    expect(efsBaselineBytesPerSecond(small) / MIB_BYTES).toBe(byId("efs-bursting-small-fs-floor").check.value);
    expect(efsBurstBytesPerSecond(small) / MIB_BYTES).toBe(byId("efs-bursting-any-size-burst").check.value);
  });

  it("FSx for Lustre Persistent-1 50 MB/s/TiB at 4.8 TiB: 240 MB/s baseline, 1,152 MB/s burst disk throughput", () => {
    const m = byId("lustre-persistent1-50-at-4.8tib");
    const rates = lustreRates("persistent1", 50);
    expect(rates.diskReadBase * 4.8).toBeCloseTo(m.check.value, 6);
    expect(rates.diskReadBurst * 4.8).toBeCloseTo(1152, 6);
  });

  it("Provisioned: reads drive up to 3x the provisioned throughput", () => {
    const provisionedMiBps = 100;
    const bytes = 100 * GIB_BYTES;
    const result = estimateFromInput(
      {
        region: "us-east-2",
        storedBytes: 10 * GIB_BYTES,
        days: 1,
        clients: 4,
        operations: [{ name: "read", direction: "read", fileCount: 100, fileSizeBytes: bytes / 100, concurrency: 25 }],
        options: [{ id: "efs-standard-provisioned", params: { throughputMiBps: provisionedMiBps } }],
      },
      bundledPriceBook("us-east-2")!,
    );
    if (!result.ok) throw new Error(result.error.message);
    const rate = bytes / result.value.results[0]!.durationSecondsPerDay / MIB_BYTES;
    expect(rate / provisionedMiBps).toBeGreaterThan(byId("efs-reads-metered-at-a-third").check.value * 0.9);
    expect(rate / provisionedMiBps).toBeLessThanOrEqual(byId("efs-reads-metered-at-a-third").check.value * 1.001);
  });
});

/**
 * Public measurements (kind "measured"): each entry's workload run through the model as
 * it stands, compared with what was measured. The model was never fitted on them. The
 * floors below are what the model reaches today (like validation.test.ts SHORTFALLS): a
 * regression fails; an improvement past a floor fails too, to prompt tightening it. The
 * issue's aim is a median error within x1.3 and >= 80% within x2.
 */
const MEASURED_FLOORS = {
  /**
   * Share of entries whose model duration is within x2 of the measured: 49 of 51 since random
   * ranges of S3 Standard wait AWS's "up to 10x" Express's first byte (59.6 ms, was 24.0 ms):
   * Mountpoint's 256 KiB random reads x0.38 -> x0.74; 48 of 51 with two EFS
   * Bursting fio rows on a t3.medium (4 KiB random, 128 in flight: reads x0.73 and writes x0.76,
   * both held by the file system's IOPS limits, 35,000 and 7,000, where 25,394 and 5,310 were
   * measured); 46 of 49 with four
   * FSx for Lustre Persistent-2 entries over TCP (all within x1.5: the AWS HPC workshop's ior
   * write on hpc6a.48xlarge x0.92, and fio writes and reads on p6-b200.48xlarge x0.79-0.88);
   * 42 of 45 with ten
   * entries from EPAM Cloud Pipeline's EFS and gp2 runs (c5.2xlarge, 2020), SkyPilot's gp3
   * fio and aws s3 cp (m5.8xlarge, 2022) and xyzt.ai's EFS writes (t2.xlarge, 2021), and EFS
   * reads metered in full before 2021-01-28 (EPAM's 100 GiB read x0.33 -> x0.99; its
   * 100,000 small-file reads x0.34 -> x0.53, aws s3 cp x0.55 the other new miss); 32 of 35 with the
   * EFS tutorial's dd of 16 MiB blocks (x0.78, step 3.5 beside step 3.3's 1 MiB); 31 of 34 since
   * streams overlap one stream's waits with the others' bytes (stream-overlap.ts): the EFS
   * tutorial's 16 synchronous dd streams went from x1.65 to x1.04 and its 4 from x1.27 to
   * x0.98, while its copies of 5,000 files of 1 MiB by 32 cp processes and by mcp fell from
   * x0.70 and x0.59 (where adding waits to bytes had stood in for what is not modelled: the
   * copies read their source from a 20 GiB gp2 volume, 5 GB at 128 MiB/s, and cp's O_EXCL
   * create) to x0.44 and x0.37; 33 of 34 since a
   * t2.micro's direct 4 KiB sequential writes to gp2 were added (x1.32); 32 of 33 since the
   * EFS tutorial's mcp into one directory was added (x0.59); 31 of 32 since the
   * EFS tutorial's synchronous 1 MiB writes became a calibration entry (EFS's write transfer
   * per MiB, 23.1 -> 18.9 ms); 32 of 33 since
   * creates take turns in a directory (the EFS tutorial's touch and cp into one directory,
   * x0.04 and x0.36 before, now x0.82 and x0.70); 30 of 33 since
   * Mountpoint's per-open-file bound (fitted on the 34th, now a calibration entry); 26 of
   * 34 with the FSx for Lustre workshop's ior rows; 23 of 31 since EFS's write transfer per
   * MiB (fitted on another article); 20 of 31 since Mountpoint's prefetch windows and EFS's
   * 2017 per-client limit; 16 of 31 at first.
   */
  withinX2: 49 / 51,
  /**
   * Share within x1.5 (40 of 51 since random ranges of S3 Standard wait 59.6 ms: Mountpoint's 256 KiB random reads x0.38 -> x0.74; 39 of 51 with S3 Standard's request wait measured (24.0 ms, was an assumed 30 ms): Mountpoint's 5 MiB files x1.53/x1.55 -> x1.38/x1.39; 37 of 51 with the two EFS fio rows; 35 of 49 with the four Lustre entries above; 31 of 45 with the ten entries above; 23 of 35 since a file's first write waits for the longer of EFS's
   * transfer and its bytes on the wire, not their sum, and the transfer was refitted 18.9 ->
   * 27.2 ms a MiB: the tutorial's cp of 5,000 files of 1 MiB x0.63 -> x0.70 and its rsync
   * x0.55 -> x0.60; 22 of 35 with the dd of 16 MiB blocks; 21 of 34 with streams overlapping: dd with 16 streams in, the 32 cp processes out; 21 of 34 with the t2.micro's direct writes; 20 of 33 with mcp; 20 of 32: the calibration entry was within, and the tutorial's cp of
   * 1 MiB files went from x0.70 to x0.63 with the refitted transfer; before: 22 of 33, 20 of
   * 33, 17 of 34, then 14, 13, 12 of 31).
   */
  withinX1_5: 40 / 51,
  /** Median factor off (max(r, 1/r)), a ceiling (x1.226 today, n=51, unchanged by the 59.6 ms wait of S3 Standard's random ranges (the 256 KiB random read, x0.38 -> x0.74, is off by more than the median before and after); x1.226 with S3 Standard's measured 24.0 ms request wait instead of an assumed 30 ms: the first-byte read x1.89 -> x1.51, the one-byte write x0.94 -> x0.75, the 256 KiB random read x0.44 -> x0.38, both 5 MiB file reads into x1.5; x1.214 with the two EFS fio rows; x1.208 at n=49 with the four Lustre entries; x1.208 at n=45 with the ten entries above; x1.287 with the dd of 16 MiB blocks, n=35; x1.271 with streams overlapping; x1.277 with the t2.micro's direct writes, x1.32; before: x1.268, x1.287, x1.257, x1.227, x1.287, x1.532, x1.667, x1.829, x1.887). */
  medianError: 1.23,
};
/** How far above a floor (or below the ceiling) the model may land before the test asks for tightening. */
const TIGHTEN_MARGIN = 0.05;

interface MeasuredRow {
  id: string;
  instance: string;
  measuredSeconds: number;
  modelSeconds: number;
  /** model / measured duration: above 1, the model is slow. */
  ratio: number;
  bottleneck: string;
}

function runMeasured(use: "held-out" | "calibration" = "held-out"): MeasuredRow[] {
  return file.measurements
    .filter((m) => m.kind === "measured" && m.use === use)
    .map((m) => {
      const { workload, opts } = m.estimate!;
      const book = bundledPriceBook(workload.region as string);
      if (book === null) throw new Error(`${m.id}: no bundled prices for ${String(workload.region)}`);
      const result = estimateFromInput(workload, book, opts);
      if (!result.ok) throw new Error(`${m.id}: ${result.error.message}`);
      const option = result.value.results[0]!;
      if (!option.feasible) throw new Error(`${m.id}: infeasible: ${option.infeasibleReason}`);
      const measuredSeconds = measuredSecondsOf(m);
      const modelSeconds = option.durationSecondsPerDay;
      return {
        id: m.id,
        instance: m.instanceType!,
        measuredSeconds,
        modelSeconds,
        ratio: modelSeconds / measuredSeconds,
        bottleneck: option.bottleneck,
      };
    });
}

const factorOff = (ratio: number) => Math.max(ratio, 1 / ratio);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

describe("public measurements used for calibration", () => {
  const rows = runMeasured("calibration");

  it("are the Mountpoint figure and the EFS tutorial's synchronous 1 MiB writes, each with a note naming its constant", () => {
    expect(rows.map((r) => r.id)).toEqual([
      "efs-tutorial-dd-sync-each-1mib-block",
      "mountpoint-s3-standard-seq-read-1-thread",
    ]);
    expect(byId("efs-tutorial-dd-sync-each-1mib-block").note).toMatch(/efsWriteSecondsPerMiB/);
  });

  it("Mountpoint: the per-open-file constant is that figure, and the model reproduces it", () => {
    const row = rows.find((r) => r.id === "mountpoint-s3-standard-seq-read-1-thread")!;
    expect(MOUNTPOINT_FILE_HANDLE_BYTES_PER_SECOND).toBe(byId(row.id).measuredBytesPerSecond);
    expect(row.ratio).toBeGreaterThan(0.95);
    expect(row.ratio).toBeLessThan(1.05);
    expect(row.bottleneck).toMatch(/^Mountpoint per open file/);
  });

  // The constant is the median of three samples, the other two from the Lambda article: the
  // model lands between this entry's own sample (ratio 1) and the constant (a ratio below
  // constant / own sample, since the round trips do not move with it).
  it("EFS tutorial: one of three samples of the write transfer, so the model lands within their spread, latency-bound", () => {
    const row = rows.find((r) => r.id === "efs-tutorial-dd-sync-each-1mib-block")!;
    const inputs = readValidationInputs(resolve(__dirname, "../../.."), "us-east-2");
    if (!inputs.ok) throw new Error(inputs.message);
    const cells = [...inputs.value.datasets.flatMap(validationCells), ...inputs.value.calibration];
    const fit = calibrateLatencies(cells, bundledPriceBook("us-east-2")!).find(
      (f) => f.name === "efsWriteSecondsPerMiB",
    )!;
    const own = fit.samples.find((s) => s.cellId.includes(row.id))!.value;
    const spread = LATENCY_CONSTANTS.efsWriteSecondsPerMiB / own;
    expect(row.ratio).toBeGreaterThan(Math.min(1, spread) * 0.99);
    expect(row.ratio).toBeLessThan(Math.max(1, spread) * 1.01);
    expect(row.bottleneck).toMatch(/^per-file latency/);
  }, 60_000);
});

describe("public measurements (held out)", () => {
  const rows = runMeasured();

  it("holds at least 8 measurements, each with its instance type", () => {
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) expect(row.instance).not.toBe("");
  });

  it("prints model against measured and holds today's accuracy", () => {
    const table = rows.map((r) => ({
      id: r.id,
      instance: r.instance,
      measured: `${r.measuredSeconds.toPrecision(3)} s`,
      model: `${r.modelSeconds.toPrecision(3)} s`,
      ratio: r.ratio.toFixed(2),
      bottleneck: r.bottleneck.slice(0, 90),
    }));
    const errors = rows.map((r) => factorOff(r.ratio));
    const withinX2 = errors.filter((e) => e <= 2).length / errors.length;
    const withinX1_5 = errors.filter((e) => e <= 1.5).length / errors.length;
    const medianError = median(errors);
    console.table(table);
    console.log(
      `public measurements: n=${rows.length}, median error x${medianError.toFixed(3)}, within x1.5 ${(withinX1_5 * 100).toFixed(0)}%, within x2 ${(withinX2 * 100).toFixed(0)}%`,
    );

    expect(withinX2, "within x2 fell below its floor").toBeGreaterThanOrEqual(MEASURED_FLOORS.withinX2 - 1e-9);
    expect(withinX1_5, "within x1.5 fell below its floor").toBeGreaterThanOrEqual(MEASURED_FLOORS.withinX1_5 - 1e-9);
    expect(medianError, "median error rose above its ceiling").toBeLessThanOrEqual(MEASURED_FLOORS.medianError + 1e-9);
    expect(withinX2, "within x2 improved: tighten MEASURED_FLOORS").toBeLessThan(
      MEASURED_FLOORS.withinX2 + TIGHTEN_MARGIN,
    );
    expect(withinX1_5, "within x1.5 improved: tighten MEASURED_FLOORS").toBeLessThan(
      MEASURED_FLOORS.withinX1_5 + TIGHTEN_MARGIN,
    );
    expect(medianError, "median error improved: tighten MEASURED_FLOORS").toBeGreaterThan(
      MEASURED_FLOORS.medianError - TIGHTEN_MARGIN,
    );
  });
});
