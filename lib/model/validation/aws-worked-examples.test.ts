import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { lustreRates } from "../fsx/lustre/catalog";
import type { EfsConfig } from "../configured-option";
import { estimateFromInput } from "../estimate";
import { efsBaselineBytesPerSecond, efsBurstBytesPerSecond } from "../efs/perf";
import { GIB_BYTES, MIB_BYTES, TIB_BYTES } from "@/lib/units";

/** AWS documentation's own worked examples, as unit tests of the model. */

const book = bundledPriceBook("us-east-2")!;

function one(workload: object, opts?: object) {
  const result = estimateFromInput(workload, book, opts);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.results[0]!;
}

describe("AWS worked examples", () => {
  it("gp2: a 100 GiB volume bursts 3,000 IOPS for about 2,000 s from a full bucket, then runs at its 300 IOPS baseline", () => {
    // EBS User Guide (gp2 I/O credits and burst performance): 5.4 million credits / (3,000 - 300) IOPS = 2,000 s.
    const burstIos = 3000 * 2000;
    const baselineIos = 300 * 1000;
    const option = one({
      region: "us-east-2",
      storedBytes: 100 * GIB_BYTES,
      days: 1,
      operations: [
        {
          name: "random reads",
          direction: "read",
          fileCount: 1,
          fileSizeBytes: (burstIos + baselineIos) * 16384,
          access: "random",
          ioSizeBytes: 16384,
          concurrency: 256,
        },
      ],
      options: [{ id: "ebs-gp2", params: { capacityGiB: 100 } }],
    });
    // 2,000 s at 3,000 IOPS then 1,000 s at 300 IOPS (plus one metadata I/O).
    expect(option.durationSecondsPerDay).toBeGreaterThan(2990);
    expect(option.durationSecondsPerDay).toBeLessThan(3010);
    expect(option.credits?.ranOutOnDay).toBe(1);
  });

  it("EFS Bursting: 50 MiB/s baseline and 100 MiB/s burst per TiB of Standard storage", () => {
    const cfg = { storedBytes: TIB_BYTES, infrequentAccessFraction: 0 } as EfsConfig;
    expect(efsBaselineBytesPerSecond(cfg)).toBe(50 * MIB_BYTES);
    expect(efsBurstBytesPerSecond(cfg)).toBe(100 * MIB_BYTES);
    const ten = { storedBytes: 10 * TIB_BYTES, infrequentAccessFraction: 0 } as EfsConfig;
    expect(efsBaselineBytesPerSecond(ten)).toBe(500 * MIB_BYTES);
  });

  it("EFS Bursting bursts up to 12 hours a day: a day's writes that fit in 12 h at burst never run the credits out", () => {
    // EFS User Guide, Managing file system throughput: Bursting "supports bursting to higher
    // levels for up to 12 hours per day" (burst = 2 x baseline above 1 TiB: 86,400 s x 1/2).
    const stored = 2 * TIB_BYTES;
    const burst = 200 * MIB_BYTES;
    const day = (fraction: number) =>
      one(
        {
          region: "us-east-2",
          storedBytes: stored,
          days: 30,
          // Two runs a day (each half the day's bytes) so the first day's 2.1 TiB of initial credit suffices.
          operations: [
            {
              name: "daily write",
              direction: "write",
              fileCount: 1000,
              fileSizeBytes: (burst * 21_600 * fraction) / 1000,
              concurrency: 64,
              timesPerDay: 2,
            },
          ],
          options: [{ id: "efs-standard-bursting", params: {} }],
        },
        { client: { instanceType: "c5n.18xlarge" }, efsPerClientMiBps: 100_000 },
      );
    const within = day(0.95);
    expect(within.credits?.ranOutOnDay ?? null).toBeNull();
    expect(within.durationSecondsPerDay / (43_200 * 0.95)).toBeCloseTo(1, 1);
    const beyond = day(1.1);
    expect(beyond.credits?.ranOutOnDay).not.toBeNull();
  });

  it("FSx for Lustre: throughput per TiB of storage (Persistent-2 125-1000 MB/s/TiB, HDD 12 and 40 MB/s/TiB)", () => {
    for (const tier of [125, 250, 500, 1000] as const) expect(lustreRates("persistent2", tier).diskReadBase).toBe(tier);
    expect(lustreRates("hdd", 12).diskReadBase).toBe(12);
    expect(lustreRates("hdd", 40).diskReadBase).toBe(40);
    // A 4.8 TiB Persistent-2 250 file system read at full parallelism: at least its 250 MB/s per TiB
    // baseline, at most its per-TiB burst table allows.
    const option = one(
      {
        region: "us-east-2",
        storedBytes: 4000 * GIB_BYTES,
        days: 1,
        operations: [
          { name: "read", direction: "read", fileCount: 1000, fileSizeBytes: 4 * GIB_BYTES, concurrency: 1000 },
        ],
        options: [{ id: "fsx-lustre-persistent2", params: { throughputPerTiB: 250, capacityGiB: 4800 } }],
      },
      { client: { instanceType: "c5n.18xlarge" } },
    );
    const rate = (1000 * 4 * GIB_BYTES) / option.durationSecondsPerDay;
    expect(rate / (250e6 * (4800 / 1024))).toBeGreaterThan(0.95);
    const rates = lustreRates("persistent2", 250);
    expect(rate).toBeLessThanOrEqual(Math.min(rates.networkBurst, rates.diskReadBurst) * 1e6 * (4800 / 1024) * 1.001);
  });

  it("EC2 single-flow limit: one file copied to or from Lustre over TCP runs at 5 Gbps, more files in flight use more connections", () => {
    // EC2 User Guide: "Bandwidth for single-flow traffic is limited to 5 Gbps when instances are
    // not in the same cluster placement group"; FSx for Lustre stores each file on one disk by
    // default. A 100 Gbps client on a 12 TiB Persistent-2 1000 file system (12 GB/s) is held
    // to 625 MB/s by one file, and to 8 x 625 MB/s by eight.
    const copy = (files: number, direction: "read" | "write") =>
      one(
        {
          region: "us-east-2",
          storedBytes: 1000 * GIB_BYTES,
          days: 1,
          operations: [
            { name: "copy", direction, fileCount: files, fileSizeBytes: 100 * GIB_BYTES, concurrency: files },
          ],
          options: [{ id: "fsx-lustre-persistent2", params: { throughputPerTiB: 1000, capacityGiB: 12_000 } }],
        },
        { client: { instanceType: "c5n.18xlarge" } },
      );
    for (const direction of ["read", "write"] as const) {
      const single = copy(1, direction);
      expect((100 * GIB_BYTES) / single.durationSecondsPerDay / 625e6).toBeCloseTo(1, 2);
      expect(single.bottleneck).toMatch(/single-flow limit .* x 1 connection/);
      const eight = copy(8, direction);
      expect((8 * 100 * GIB_BYTES) / eight.durationSecondsPerDay / (8 * 625e6)).toBeCloseTo(1, 2);
    }
    // EFA is not TCP ("a unique 5-tuple TCP or UDP flow"): one file over EFA is held by the file system and the client instead.
    const efa = one(
      {
        region: "us-east-2",
        storedBytes: 1000 * GIB_BYTES,
        days: 1,
        operations: [{ name: "copy", direction: "read", fileCount: 1, fileSizeBytes: 100 * GIB_BYTES, concurrency: 1 }],
        options: [{ id: "fsx-lustre-persistent2", params: { throughputPerTiB: 1000, capacityGiB: 12_000, efa: true } }],
      },
      { client: { instanceType: "c5n.18xlarge" } },
    );
    expect(efa.bottleneck).not.toMatch(/single-flow/);
    expect((100 * GIB_BYTES) / efa.durationSecondsPerDay).toBeGreaterThan(10 * 625e6);
    expect(efa.label).toMatch(/with EFA/);
  });

  it("EFS General Purpose before 2020: 7,000 file system operations per second, every operation counted", () => {
    // AWS Knowledge Center (last updated 2019-11-11): "General Purpose performance mode is
    // limited to 7,000 file system operations per second." 70,000 lookups take 10 s then;
    // today reads are limited to 35,000 a second (2 s).
    const lookups = (measuredOn?: string) =>
      one(
        {
          region: "us-east-2",
          storedBytes: GIB_BYTES,
          days: 1,
          operations: [{ name: "stat", direction: "read", fileCount: 70_000, fileSizeBytes: 0, concurrency: 10_000 }],
          options: [{ id: "efs-standard-bursting", params: {} }],
        },
        measuredOn === undefined ? {} : { measuredOn },
      );
    const then = lookups("2016-12-14");
    expect(then.durationSecondsPerDay).toBeCloseTo(10, 1);
    expect(then.bottleneck).toMatch(/7,000 operations/);
    expect(lookups().durationSecondsPerDay).toBeCloseTo(2, 1);
  });

  it("FSx for Windows: 2 TiB HDD at 32 MBps writes to disk at 160 MBps burst, the lower of file server and storage", () => {
    // FSx for Windows User Guide, "Example: storage capacity and throughput capacity": disk 24 baseline /
    // 160 burst MBps (storage 12 x 2 / 80 x 2 under the file server's 32 / 260); network 32 / 600.
    const bytes = 16e9;
    const option = one(
      {
        region: "us-east-2",
        storedBytes: 2 * TIB_BYTES,
        days: 1,
        operations: [
          { name: "one large write", direction: "write", fileCount: 1, fileSizeBytes: bytes, concurrency: 1 },
        ],
        options: [{ id: "fsx-windows", params: { storageType: "hdd", throughputCapacityMBps: 32, capacityGiB: 2048 } }],
      },
      { client: { instanceType: "c5n.18xlarge" } },
    );
    expect(option.durationSecondsPerDay).toBeGreaterThan(bytes / 160e6);
    expect(option.durationSecondsPerDay).toBeLessThan(bytes / 160e6 + 1);
    expect(option.operations[0]?.bottleneck).toMatch(/HDD storage burst/);
  });
});
