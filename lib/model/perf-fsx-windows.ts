import { windowsCapacityRow } from "./catalog-fsx-windows";
import type { WindowsConfig } from "./configured-option";
import {
  FSX_DISK_BURST_SECONDS,
  FSX_NETWORK_BURST_SECONDS,
  mbpsToBytes,
  WINDOWS_HDD_DISK_BASE_MBPS_PER_TIB,
  WINDOWS_HDD_DISK_BURST_MBPS_PER_TIB,
  WINDOWS_HDD_DISK_MAX_MBPS,
  WINDOWS_SSD_DISK_MBPS_PER_TIB,
  WINDOWS_SSD_IOPS_PER_TIB,
} from "./limits-fsx";
import { EFS_READ_REQUEST_LATENCY_SECONDS, EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS } from "./limits-efs";
import { clientNetworkLimit, perFileLabel, requestChainLimit, requestsPerFile } from "./perf-common";
import { bytesPerRun, parallelism, requestParallelism, type BucketSpec, type LimitSpec, type PerfEnv, type PerfModel } from "./perf-types";
import { GIB_BYTES, MB_BYTES, MIB_BYTES, SECONDS_PER_DAY, GIB_PER_TIB } from "@/lib/units";
import { formatCount, formatRate } from "./message-format";
import type { Operation } from "./workload-schema";

export const WINDOWS_NETWORK_BUCKET_ID = "windows-network-credits";
export const WINDOWS_DISK_BUCKET_ID = "windows-disk-credits";

/** SMB moves data in requests of up to 1 MiB (the DiskSpd tests in the FSx Windows article use 1 MiB blocks). */
const SMB_REQUEST_BYTES = MIB_BYTES;

/**
 * A bucket that, full, bursts for `seconds` and refills over a day: the facts give burst
 * time per day ("disk bursts last about 30 minutes a day; network bursts a few minutes a
 * day"), so the refill rate is capacity per day while usage stays at or below baseline.
 */
function dailyBucket(id: string, label: string, base: number, burst: number, seconds: number): BucketSpec {
  const capacity = (burst - base) * seconds;
  return { id, label, unit: "GiB", unitSize: GIB_BYTES, capacity, initial: capacity, accrualPerSecond: capacity / SECONDS_PER_DAY, freeUsagePerSecond: base };
}

/** FSx for Windows: network and disk, each with a baseline and a daily burst, an in-memory cache for reads. */
export function windowsPerf(cfg: WindowsConfig, env: PerfEnv): PerfModel {
  const row = windowsCapacityRow(cfg.throughputCapacityMBps);
  if (row === undefined) throw new Error(`no FSx Windows row for ${cfg.throughputCapacityMBps} MB/s: params were not validated`);
  const tib = cfg.capacityGiB / GIB_PER_TIB;
  const ssd = cfg.storageType === "ssd";
  const storageBase = ssd ? WINDOWS_SSD_DISK_MBPS_PER_TIB * tib : Math.min(WINDOWS_HDD_DISK_MAX_MBPS, WINDOWS_HDD_DISK_BASE_MBPS_PER_TIB * tib);
  const storageBurst = ssd ? WINDOWS_SSD_DISK_MBPS_PER_TIB * tib : Math.min(WINDOWS_HDD_DISK_MAX_MBPS, WINDOWS_HDD_DISK_BURST_MBPS_PER_TIB * tib);
  // Effective disk throughput is the lower of the capacity's and the storage's (facts §3).
  const diskBase = mbpsToBytes(Math.min(row.diskBase, storageBase));
  const diskBurst = Math.max(diskBase, mbpsToBytes(Math.min(row.diskBurst, storageBurst)));
  const networkBase = mbpsToBytes(row.networkBase);
  const networkBurst = mbpsToBytes(row.networkBurst);
  const diskIops = ssd ? Math.min(row.diskIopsBase, WINDOWS_SSD_IOPS_PER_TIB * tib) : row.diskIopsBase;
  const cacheBytes = row.cacheGB * 1e9;
  const buckets: BucketSpec[] = [];
  if (networkBurst > networkBase) buckets.push(dailyBucket(WINDOWS_NETWORK_BUCKET_ID, "FSx Windows network credits", networkBase, networkBurst, FSX_NETWORK_BURST_SECONDS));
  if (diskBurst > diskBase) buckets.push(dailyBucket(WINDOWS_DISK_BUCKET_ID, "FSx Windows disk credits", diskBase, diskBurst, FSX_DISK_BURST_SECONDS));

  function plan(op: Operation) {
    const read = op.direction === "read";
    const bytes = bytesPerRun(op);
    const parallel = parallelism(op, env.clients);
    const inFlight = requestParallelism(op, env.clients);
    const requests = op.fileCount * requestsPerFile(op.fileSizeBytes, Math.min(op.ioSizeBytes, SMB_REQUEST_BYTES));
    const limits: LimitSpec[] = [clientNetworkLimit(env, bytes)];
    limits.push(
      networkBurst > networkBase
        ? {
            label: `FSx Windows network burst ${formatRate(networkBurst)}`,
            ratePerSecond: networkBurst,
            demand: bytes,
            bucketId: WINDOWS_NETWORK_BUCKET_ID,
            sustainedLabel: `FSx Windows network baseline ${formatRate(networkBase)}`,
          }
        : { label: `FSx Windows network ${formatRate(networkBase)}`, ratePerSecond: networkBase, demand: bytes },
    );
    // Reads that fit the file server's memory cache do not touch the disks (article: 625 MB/s from cache).
    const fromCache = read && bytes <= cacheBytes;
    if (!fromCache) {
      limits.push(
        diskBurst > diskBase
          ? {
              label: `FSx Windows disk burst ${formatRate(diskBurst)}`,
              ratePerSecond: diskBurst,
              demand: bytes,
              bucketId: WINDOWS_DISK_BUCKET_ID,
              sustainedLabel: `FSx Windows disk baseline ${formatRate(diskBase)} (${formatCount(diskBase / MB_BYTES)} MB/s)`,
            }
          : { label: `FSx Windows disk ${formatRate(diskBase)}`, ratePerSecond: diskBase, demand: bytes },
        { label: `FSx Windows disk IOPS ${formatCount(diskIops)}`, ratePerSecond: diskIops, demand: requests },
      );
    }
    if (op.access === "random" && requests > 0) {
      // SMB request latency is not in our sources: the EFS figures stand in (catalog warning says so).
      const latency = read ? EFS_READ_REQUEST_LATENCY_SECONDS : EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS;
      limits.push(requestChainLimit(requests, inFlight, latency, `SMB ${op.direction} request latency`, op, env.clients));
    }
    const perFile = read ? env.latency.efsPerFileReadSeconds : env.latency.efsPerFileWriteSeconds;
    return { overheadSeconds: (op.fileCount * perFile) / parallel, overheadLabel: perFileLabel(op, env.clients, perFile), limits };
  }

  return { buckets, plan };
}
