import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { lustreRates } from "./catalog-fsx-lustre";
import type { EfsConfig } from "./configured-option";
import { estimateFromInput } from "./estimate";
import { efsBaselineBytesPerSecond, efsBurstBytesPerSecond } from "./perf-efs";
import { GIB_BYTES, MIB_BYTES } from "@/lib/units";

/**
 * Public statements and measurements in data/measurements/ (source and exact quote kept
 * with each): held-out checks, nothing in the model is fitted on them.
 */

const fileSchema = z.object({
  measurements: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(["documented", "measured"]),
      source: z.url(),
      quote: z.string().min(20),
      check: z.object({ option: z.string(), storedGiB: z.number().optional(), quantity: z.string(), value: z.number() }),
    }),
  ),
});

const file = fileSchema.parse(JSON.parse(readFileSync(resolve(__dirname, "../../data/measurements/aws-public-statements.json"), "utf8")));
const byId = (id: string) => file.measurements.find((m) => m.id === id)!;

describe("public AWS statements (held out)", () => {
  it("keeps a source and a quote with every entry", () => {
    for (const m of file.measurements) expect(m.quote).toMatch(/\d/);
  });

  it("Bursting: 1 MiB/s floor below 20 GiB, 100 MiB/s burst at any size", () => {
    const small = { storedBytes: byId("efs-bursting-small-fs-floor").check.storedGiB! * GIB_BYTES, infrequentAccessFraction: 0 } as EfsConfig;
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
