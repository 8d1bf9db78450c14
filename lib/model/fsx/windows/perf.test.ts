import { describe, expect, it } from "vitest";
import { C5N_18XLARGE, toClientProfile } from "../../client/client";
import type { WindowsConfig } from "../../configured-option";
import { LATENCY_CONSTANTS } from "../../engine/latency-constants";
import { FSX_DISK_BURST_SECONDS, FSX_NETWORK_BURST_SECONDS, windowsNetworkBurstSecondsOn } from "../limits";
import { WINDOWS_DISK_BUCKET_ID, WINDOWS_HDD_BUCKET_ID, WINDOWS_NETWORK_BUCKET_ID, windowsPerf } from "./perf";
import {
  sustainableRate,
  type BucketSpec,
  type LimitSpec,
  type PerfEnv,
  type PerfModel,
} from "../../engine/perf-types";
import { operationSchema } from "../../workload-schema";
import { GIB_BYTES, MB_BYTES, TIB_BYTES } from "@/lib/units";

const env: PerfEnv = {
  client: toClientProfile(C5N_18XLARGE),
  clients: 1,
  latency: LATENCY_CONSTANTS,
  efsPerClientBytesPerSecond: null,
};

function hdd(capacityGiB: number, throughputCapacityMBps: number): WindowsConfig {
  return { storageType: "hdd", deployment: "multiAz", throughputCapacityMBps, capacityGiB } as WindowsConfig;
}

function fileSystemLimits(model: PerfModel, direction: "read" | "write", bytes: number): LimitSpec[] {
  const op = operationSchema.parse({
    name: "one file",
    direction,
    fileCount: 1,
    fileSizeBytes: bytes,
    concurrency: 32,
  });
  // Throughput limits of the file system only: not the client's network, not IOPS.
  return model.plan(op).limits.filter((l) => l.label.startsWith("FSx Windows") && !l.label.includes("IOPS"));
}

function bucket(model: PerfModel, id: string): BucketSpec {
  const found = model.buckets.find((b) => b.id === id);
  if (found === undefined) throw new Error(`no bucket ${id}`);
  return found;
}

/** The rate a limit allows with a full bucket, and with an empty one. */
function burstRate(limits: LimitSpec[]): number {
  return Math.min(...limits.map((l) => l.ratePerSecond));
}
function emptyRate(model: PerfModel, limits: LimitSpec[]): number {
  return Math.min(
    ...limits.map((l) =>
      l.bucketId === undefined
        ? l.ratePerSecond
        : Math.min(l.ratePerSecond, sustainableRate(bucket(model, l.bucketId))),
    ),
  );
}

describe("FSx for Windows performance", () => {
  it("AWS worked example: 2 TiB HDD at 32 MBps has network 32 / 600 and disk 24 / 160 MBps", () => {
    // AWS FSx for Windows User Guide, "Example: storage capacity and throughput capacity": disk is
    // the lower of the file server's 32 / 260 and the storage's 12 x 2 / 80 x 2 MBps.
    const model = windowsPerf(hdd(2 * 1024, 32), env);
    // Reads that fit the in-memory cache meet the network limit only.
    const cached = fileSystemLimits(model, "read", GIB_BYTES);
    expect(cached).toHaveLength(1);
    expect(burstRate(cached)).toBe(600 * MB_BYTES);
    expect(emptyRate(model, cached)).toBe(32 * MB_BYTES);
    const disk = fileSystemLimits(model, "write", 100 * GIB_BYTES);
    expect(burstRate(disk)).toBeCloseTo(160 * MB_BYTES, 0);
    expect(emptyRate(model, disk)).toBeCloseTo(24 * MB_BYTES, 0);
  });

  it("file-server credits accrue at baseline minus usage; a full bucket lasts the documented burst time", () => {
    // AWS: "file systems accrue credits when their throughput and IOPS usage is below their
    // baseline limits"; table: network burst "for a few minutes a day", disk "for 30 mins a day".
    const model = windowsPerf(hdd(2 * 1024, 32), env);
    const network = bucket(model, WINDOWS_NETWORK_BUCKET_ID);
    expect(network.accrualPerSecond).toBe(32 * MB_BYTES);
    expect(network.freeUsagePerSecond).toBe(0);
    expect(network.capacity).toBe((600 - 32) * MB_BYTES * FSX_NETWORK_BURST_SECONDS);
    const disk = bucket(model, WINDOWS_DISK_BUCKET_ID);
    expect(disk.accrualPerSecond).toBe(32 * MB_BYTES);
    expect(disk.capacity).toBe((260 - 32) * MB_BYTES * FSX_DISK_BURST_SECONDS);
  });

  it("HDD storage has its own bucket: 1 TiB of credit per TiB, filled at the 12 MBps per TiB baseline", () => {
    // AWS: "For a 1-TiB HDD volume, burst throughput is limited to 80 MiB/s, the bucket fills with
    // credits at 12 MiB/s, and it can hold up to 1 TiB-worth of credits" (the table's MB/s kept).
    const model = windowsPerf(hdd(5 * 1024, 512), env);
    const storage = bucket(model, WINDOWS_HDD_BUCKET_ID);
    expect(storage.capacity).toBe(5 * TIB_BYTES);
    expect(storage.initial).toBe(5 * TIB_BYTES);
    expect(storage.accrualPerSecond).toBeCloseTo(60 * MB_BYTES, 0);
    expect(storage.freeUsagePerSecond).toBe(0);
    // The 512 MBps file server does not burst its disks: the storage's 400 MBps burst binds.
    const disk = fileSystemLimits(model, "write", 100 * GIB_BYTES);
    expect(burstRate(disk)).toBeCloseTo(400 * MB_BYTES, 0);
    expect(emptyRate(model, disk)).toBeCloseTo(60 * MB_BYTES, 0);
  });

  it("SSD storage has no bucket, and the storage throughput caps the disk", () => {
    const model = windowsPerf(
      { storageType: "ssd", deployment: "multiAz", throughputCapacityMBps: 2048, capacityGiB: 1024 } as WindowsConfig,
      env,
    );
    expect(model.buckets.find((b) => b.id === WINDOWS_HDD_BUCKET_ID)).toBeUndefined();
    expect(burstRate(fileSystemLimits(model, "write", 100 * GIB_BYTES))).toBeCloseTo(750 * MB_BYTES, 0);
  });

  it("network burst lasts as the user guide of the measurement's date says: 30 minutes before 2022-10-04, a few minutes since", () => {
    // 2018-12 text: "at least 30 minutes of bursting each day"; 2020-2022 texts gave no duration;
    // the 2022-10-04 table heads network burst "for a few minutes a day".
    expect(windowsNetworkBurstSecondsOn("2020")).toBe(FSX_DISK_BURST_SECONDS);
    expect(windowsNetworkBurstSecondsOn("2022-10-03")).toBe(FSX_DISK_BURST_SECONDS);
    expect(windowsNetworkBurstSecondsOn("2022-10-04")).toBe(FSX_NETWORK_BURST_SECONDS);
    expect(windowsNetworkBurstSecondsOn(undefined)).toBe(FSX_NETWORK_BURST_SECONDS);
    const then = bucket(windowsPerf(hdd(5120, 32), { ...env, measuredOn: "2020" }), WINDOWS_NETWORK_BUCKET_ID);
    expect(then.capacity).toBe((600 - 32) * MB_BYTES * FSX_DISK_BURST_SECONDS);
  });
});
