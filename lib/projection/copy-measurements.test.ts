import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { OPTION_IDS } from "@/lib/model";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { planMigration, type MigrationInput } from "./migration";

/**
 * Public measurements of copies between AWS storage options (data/measurements/copy-throughput.json,
 * issue 41): held out, nothing in the model is fitted on them. Each setup, mapped to a
 * MigrationInput, goes through planMigration as it stands and its copy time is compared with
 * the one measured. The file's notes say what was left out and why.
 */

const COPY_MEASUREMENTS_PATH = "data/measurements/copy-throughput.json";

const optionRef = z.object({ id: z.enum(OPTION_IDS), params: z.record(z.string(), z.unknown()) });

const entrySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  repository: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/)
    .optional(),
  commit: z
    .string()
    .regex(/^[0-9a-f]{40}$/)
    .optional(),
  path: z.string().optional(),
  source: z.url(),
  published: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  measuredOn: z.string().regex(/^\d{4}-\d{2}(?:-\d{2})?$/),
  quote: z.string().min(20),
  setup: z.object({
    source: z.string(),
    target: z.string(),
    method: z.string(),
    parallelism: z.string(),
    instanceType: z.string(),
    data: z.string(),
  }),
  mapping: z.string().min(40),
  migration: z.object({
    region: z.string(),
    source: optionRef,
    target: optionRef,
    dataGiB: z.number().positive(),
    fileSizeBytes: z.number().positive(),
    method: z.enum(["datasync", "parallel-copy"]),
    instances: z.number().int().positive(),
    instanceType: z.string(),
    threads: z.number().int().positive(),
    dailyChangePct: z.number().min(0),
  }),
  measuredSeconds: z.number().positive(),
  /** A rate the source gives instead of a time (Gibit/s); measuredSeconds is then dataGiB x 8 over it. */
  measuredGibps: z.number().positive().optional(),
});

/** A measurement the planner cannot take as it stands: kept with its setup and why, not run. */
const unmappedSchema = entrySchema
  .omit({ mapping: true, migration: true, measuredGibps: true })
  .extend({ counters: z.string().optional(), reason: z.string().min(40) });

const fileSchema = z.object({
  description: z.string(),
  notes: z.array(z.string()),
  measurements: z.array(entrySchema).min(1),
  unmapped: z.array(unmappedSchema),
});

const file = fileSchema.parse(JSON.parse(readFileSync(resolve(__dirname, "../..", COPY_MEASUREMENTS_PATH), "utf8")));

interface CopyRow {
  id: string;
  method: string;
  measuredSeconds: number;
  modelSeconds: number;
  /** model / measured copy time: above 1, the planner is slow. */
  ratio: number;
  heldBy: string;
  bottleneck: string;
  sourceSeconds: number;
  targetSeconds: number;
  issues: string[];
}

function runCopies(): CopyRow[] {
  return file.measurements.map((m) => {
    const input: MigrationInput = m.migration;
    const book = bundledPriceBook(input.region);
    if (book === null) throw new Error(`${m.id}: no bundled prices for ${input.region}`);
    const plan = planMigration(input, book);
    if (plan.copySeconds === null || plan.heldBy === null)
      throw new Error(`${m.id}: the planner cannot estimate it: ${plan.issues.join(" ")}`);
    const held =
      plan.heldBy === "source"
        ? plan.source.bottleneck
        : plan.heldBy === "target"
          ? plan.target.bottleneck
          : plan.copierLimit;
    return {
      id: m.id,
      method: input.method,
      measuredSeconds: m.measuredSeconds,
      modelSeconds: plan.copySeconds,
      ratio: plan.copySeconds / m.measuredSeconds,
      heldBy: plan.heldBy,
      bottleneck: held,
      sourceSeconds: plan.source.seconds ?? Number.NaN,
      targetSeconds: plan.target.seconds ?? Number.NaN,
      issues: plan.issues,
    };
  });
}

/**
 * What the planner reaches today on these entries (recorded 2026-11-28 before these floors
 * were set; model / measured copy time):
 *   EFS tutorial (c5.2xlarge, gp2 40 GiB -> EFS Bursting): rsync 183.1 s / 435 s x0.42, cp
 *   183.1 / 329 x0.56, 32 cp in parallel 50.2 / 73 x0.69 (held by EFS Bursting's 100 MiB/s
 *   burst: the tutorial's file system was larger);
 *   EFS workshop (m5.2xlarge for the m5n.2xlarge, gp2 -> EFS Provisioned 400 MiB/s): rsync
 *   183.1 / 359.21 x0.51, cp 183.1 / 274.79 x0.67, 32 cp in parallel 39.1 / 38.32 x1.02
 *   (held by gp2's 128 MiB/s).
 * Median factor off x1.65 (n=6), 5 of 6 within x2, 2 of 6 within x1.5. The one-stream
 * copies came out fast: the planner took the slower of reading the source (39.2 s) and
 * writing the target (183.1 s), where one cp or rsync stream reads each file and then
 * writes it. The planner then learnt that mechanism (the faster side's time spread over the
 * streams cannot overlap; no constant fitted): one stream now takes 222.2 s (x0.51 to x0.81;
 * rsync's rename per file is not in the input), the tutorial's 32 cp 51.4 s (x0.70), the
 * workshop's 39.5 s (x1.03). Median factor off x1.45, 6 of 6 within x2, 4 of 6 within x1.5.
 * These entries prompted that change, so they are no longer blind for it; no constant is
 * fitted on them. A regression fails; an improvement past a floor fails too, to prompt
 * tightening it.
 */
const COPY_FLOORS = {
  /** Median factor off, a ceiling (x1.450 today). */
  medianError: 1.46,
  /** Share within x2 (6 of 6 today). */
  withinX2: 6 / 6,
  /** Share within x1.5 (4 of 6 today: the tutorial's rsync x0.51 and the workshop's rsync x0.62 are out). */
  withinX1_5: 4 / 6,
  /** The planner is nowhere slower than measured by more than this (x1.03 at most today). */
  maxRatio: 1.1,
};
/** How far past a floor the planner may land before the test asks for tightening it. */
const TIGHTEN_MARGIN = 0.05;

const factorOff = (ratio: number) => Math.max(ratio, 1 / ratio);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

describe("public copy measurements (held out, issue 41)", () => {
  const all = runCopies();
  // The floors below are the parallel copies'; the DataSync runs have their own (next describe).
  const rows = all.filter((r) => r.method === "parallel-copy");

  it("keeps a source, a dated quote holding the measured time, and a mapping with every entry", () => {
    for (const m of file.measurements) {
      if (m.measuredGibps === undefined) expect(m.quote).toContain(String(m.measuredSeconds));
      else {
        expect(m.quote).toContain(m.measuredGibps.toFixed(2));
        expect(m.measuredSeconds).toBeCloseTo((m.migration.dataGiB * 8) / m.measuredGibps, 1);
      }
      if (m.repository !== undefined) expect(m.source).toContain(`${m.repository}/blob/${m.commit}/${m.path}`);
    }
    const ids = [...file.measurements, ...file.unmapped].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps the measurements the planner cannot take, each with its source, figures and why", () => {
    for (const m of file.unmapped) {
      expect(`${m.quote} ${m.counters ?? ""}`).toMatch(/\d/);
      expect(m.reason).toMatch(/planMigration/);
      if (m.repository !== undefined) expect(m.source).toContain(`${m.repository}/blob/${m.commit}/${m.path}`);
    }
    // The DataSync workshop's task: its transfer phase (77,060 ms) is the time kept.
    const datasync = file.unmapped.find((m) => m.id === "datasync-workshop-nfs-to-s3-10041-files")!;
    expect(datasync.counters).toContain(`"TransferDuration": ${Math.round(datasync.measuredSeconds * 1000)}`);
  });

  it("prints the planner against the measured copy times", () => {
    console.table(
      all.map((r) => ({
        id: r.id,
        measured_s: r.measuredSeconds,
        model_s: Math.round(r.modelSeconds * 10) / 10,
        ratio: Math.round(r.ratio * 100) / 100,
        source_s: Math.round(r.sourceSeconds * 10) / 10,
        target_s: Math.round(r.targetSeconds * 10) / 10,
        heldBy: r.heldBy,
        bottleneck: r.bottleneck,
      })),
    );
    for (const r of all) expect(r.issues).toEqual([]);
  });

  it("holds today's accuracy on them (floors above), and asks for tightening past them", () => {
    for (const r of rows) expect(Number.isFinite(r.modelSeconds)).toBe(true);
    const off = rows.map((r) => factorOff(r.ratio));
    const share = (limit: number) => off.filter((f) => f <= limit).length / off.length;
    const medianError = median(off);
    expect(medianError).toBeLessThanOrEqual(COPY_FLOORS.medianError);
    expect(share(2)).toBeGreaterThanOrEqual(COPY_FLOORS.withinX2 - 1e-9);
    expect(share(1.5)).toBeGreaterThanOrEqual(COPY_FLOORS.withinX1_5 - 1e-9);
    expect(Math.max(...rows.map((r) => r.ratio))).toBeLessThanOrEqual(COPY_FLOORS.maxRatio);
    // Better than a floor by more than the margin: tighten the floor (and the comment above).
    expect(medianError).toBeGreaterThan(COPY_FLOORS.medianError - TIGHTEN_MARGIN * 2);
    expect(share(2)).toBeLessThanOrEqual(COPY_FLOORS.withinX2 + TIGHTEN_MARGIN);
    expect(share(1.5)).toBeLessThanOrEqual(COPY_FLOORS.withinX1_5 + TIGHTEN_MARGIN);
  });

  it("one-stream copies: the planner is fast, each held by the target's per-file latency", () => {
    for (const r of rows.filter((row) => /-(rsync|cp)-ebs-to-efs$/.test(row.id))) {
      expect(r.ratio).toBeLessThan(1);
      expect(r.heldBy).toBe("target");
      expect(r.bottleneck).toMatch(/^per-file latency/);
    }
  });
});

/**
 * DataSync, held out (the Skyplane project's baseline notebook, five S3-to-S3 tasks between
 * Regions, 68 GiB in 1,152 files each; recorded 2026-11-28, first run, nothing changed for
 * them): the planner takes 59.3 s for each, held by one task's 10 Gbps (DataSync quotas),
 * against 110 to 240.7 s measured: x0.25 to x0.54, median factor off x2.97, 0 of 5 within
 * x2. Every run crosses Regions (us-east-1 -> us-west-2 x0.41, eu-north-1 -> us-west-2 x0.54,
 * ap-northeast-2 -> ca-central-1 x0.33, ap-northeast-2 -> us-west-2 x0.34, ap-southeast-2 ->
 * eu-west-3 x0.25: the farther apart, the slower), which planMigration cannot express (one
 * Region per plan), and AWS publishes no per-task rate between Regions below the 10 Gbps
 * quota, so nothing is modelled or fitted for it. These bounds record that gap; they are not
 * a target. A same-Region DataSync measurement would test the task ceiling itself.
 */
const DATASYNC_BOUNDS = {
  /** Median factor off, a ceiling (x2.97 today). */
  medianError: 3.0,
  /** The planner is never slower than measured (x0.54 at most today): it has no inter-Region mechanism. */
  maxRatio: 1,
  /** The farthest pair, Sydney to Paris, is x0.25 today. */
  minRatio: 0.24,
};

describe("public DataSync measurements (held out, issue 41)", () => {
  const rows = runCopies().filter((r) => r.method === "datasync");

  it("runs every DataSync measurement, each held by the task's 10 Gbps", () => {
    expect(rows.length).toBe(5);
    for (const r of rows) {
      expect(r.issues).toEqual([]);
      expect(r.bottleneck).toMatch(/DataSync task/);
    }
  });

  it("records the gap between Regions the planner does not model: fast on every run, within the bounds above", () => {
    const medianError = median(rows.map((r) => factorOff(r.ratio)));
    expect(medianError).toBeLessThanOrEqual(DATASYNC_BOUNDS.medianError);
    expect(Math.max(...rows.map((r) => r.ratio))).toBeLessThanOrEqual(DATASYNC_BOUNDS.maxRatio);
    expect(Math.min(...rows.map((r) => r.ratio))).toBeGreaterThanOrEqual(DATASYNC_BOUNDS.minRatio);
    // Better than the ceiling by more than the margin: tighten it (and the comment above).
    expect(medianError).toBeGreaterThan(DATASYNC_BOUNDS.medianError - TIGHTEN_MARGIN * 2);
  });
});
