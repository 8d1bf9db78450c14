import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { toClientProfile, estimateOptionsSchema, estimateFromInput } from "@/lib/model";
import { EBS_BURST_SECONDS_PER_DAY, INSTANCES, instanceSpec } from "./instances";
import { GIB_BYTES } from "@/lib/units";

const FAMILIES = ["c5", "c5n", "c6i", "c6id", "c7i", "c7g", "m5", "m6i", "m7i", "r5", "r6i", "r7i", "t3", "t4g", "i4i"];

describe("instance table", () => {
  it("covers every family the issue names, with burst >= baseline everywhere", () => {
    for (const family of FAMILIES)
      expect(
        [...INSTANCES.keys()].some((t) => t.startsWith(`${family}.`)),
        family,
      ).toBe(true);
    for (const spec of INSTANCES.values()) {
      expect(spec.networkBurstGbps, spec.type).toBeGreaterThanOrEqual(spec.networkBaselineGbps);
      expect(spec.ebsBurstMbps, spec.type).toBeGreaterThanOrEqual(spec.ebsBaselineMbps);
      expect(spec.ebsBurstIops, spec.type).toBeGreaterThanOrEqual(spec.ebsBaselineIops);
    }
  });

  it("reads AWS's 'up to' figures: r5.xlarge up to 10 Gbps network, 1,150 Mbps EBS baseline up to 4,750 Mbps", () => {
    const r5 = instanceSpec("r5.xlarge")!;
    expect(r5.networkBurstGbps).toBe(10);
    expect(r5.networkBaselineGbps).toBe(1.25);
    expect([r5.ebsBaselineMbps, r5.ebsBurstMbps]).toEqual([1150, 4750]);
    expect(instanceSpec("c5n.18xlarge")).toMatchObject({
      networkBaselineGbps: 100,
      ebsBaselineMbps: 19000,
      ebsBurstIops: 80000,
    });
  });

  it("resolves a client by type; explicit numbers override; an unknown type without numbers is a clear error", () => {
    const byName = estimateOptionsSchema.parse({ client: { instanceType: "r5.xlarge" } });
    const profile = toClientProfile(byName.client);
    expect(profile.ebsBandwidthBytesPerSecond).toBe((4750 * 1e6) / 8);
    expect(profile.ebsBaselineBytesPerSecond).toBe((1150 * 1e6) / 8);
    const overridden = toClientProfile(
      estimateOptionsSchema.parse({ client: { instanceType: "r5.xlarge", networkGbps: 2 } }).client,
    );
    expect(overridden.networkBytesPerSecond).toBe(overridden.networkBaselineBytesPerSecond);
    const bad = estimateOptionsSchema.safeParse({ client: { instanceType: "x9.huge" } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/not in the instance table/);
  });

  it("bursts EBS bandwidth for 30 minutes, then falls to the baseline (a credit bucket, not a constant)", () => {
    // A 2 TiB gp3 volume at 1,000 MiB/s behind an r5.xlarge: 593.75 MB/s burst, 143.75 MB/s baseline.
    const book = bundledPriceBook("us-east-2")!;
    const run = (bytes: number) => {
      const result = estimateFromInput(
        {
          region: "us-east-2",
          storedBytes: 2048 * GIB_BYTES,
          days: 1,
          operations: [{ name: "read", direction: "read", fileCount: 64, fileSizeBytes: bytes / 64, concurrency: 64 }],
          options: [{ id: "ebs-gp3", params: { throughputMiBps: 1000, iops: 16000 } }],
        },
        book,
        { client: { instanceType: "r5.xlarge" } },
      );
      if (!result.ok) throw new Error(result.error.message);
      return result.value.results[0]!;
    };
    const burst = 593.75e6;
    const base = 143.75e6;
    // Within the bucket: the burst rate.
    const short = run(100e9);
    expect(short.durationSecondsPerDay).toBeCloseTo(100e9 / burst, 0);
    // Far beyond it: the bucket holds (burst - base) x 30 min; after that the baseline.
    const long = run(3000e9);
    // It refills over a day ("30 minutes at least once every 24 hours"): capacity / 86,400 s.
    const bucket = (burst - base) * EBS_BURST_SECONDS_PER_DAY;
    const refill = bucket / 86_400;
    const drainSeconds = bucket / (burst - base - refill);
    const expected = drainSeconds + (3000e9 - burst * drainSeconds) / (base + refill);
    expect(long.durationSecondsPerDay / expected).toBeGreaterThan(0.99);
    expect(long.durationSecondsPerDay / expected).toBeLessThan(1.01);
    expect(long.bottleneck).toMatch(/baseline/);
  });
});
