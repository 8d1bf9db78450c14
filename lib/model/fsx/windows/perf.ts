import { windowsCapacityRow } from "./catalog";
import type { WindowsConfig } from "../../configured-option";
import {
  FSX_DISK_BURST_SECONDS,
  FSX_NETWORK_BURST_SECONDS,
  FSX_WINDOWS_NETWORK_BURST_CONFIRMED,
  mbpsToBytes,
  WINDOWS_HDD_DISK_BASE_MBPS_PER_TIB,
  WINDOWS_HDD_CREDIT_BYTES_PER_TIB,
  WINDOWS_HDD_DISK_BURST_MBPS_PER_TIB,
  WINDOWS_HDD_DISK_MAX_MBPS,
  WINDOWS_SSD_DISK_MBPS_PER_TIB,
  WINDOWS_SSD_IOPS_PER_TIB,
  windowsNetworkBurstSecondsOn,
} from "../limits";
import { EFS_READ_REQUEST_LATENCY_SECONDS, EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS } from "../../efs/limits";
import {
  clientNetworkLimit,
  fsxCreditBucket,
  perFileLabel,
  requestChainLimit,
  requestsPerFile,
} from "../../client/flows";
import {
  bytesPerRun,
  parallelism,
  requestParallelism,
  type BucketSpec,
  type LimitSpec,
  type PerfEnv,
  type PerfModel,
} from "../../engine/perf-types";
import { GIB_BYTES, MB_BYTES, MIB_BYTES, GIB_PER_TIB } from "@/lib/units";
import { formatCount, formatRate } from "../../common/message-format";
import type { Operation } from "../../workload-schema";

export const WINDOWS_NETWORK_BUCKET_ID = "windows-network-credits";
export const WINDOWS_DISK_BUCKET_ID = "windows-disk-credits";
export const WINDOWS_HDD_BUCKET_ID = "windows-hdd-storage-credits";

/** SMB moves data in requests of up to 1 MiB (the DiskSpd tests in the FSx Windows article use 1 MiB blocks). */
const SMB_REQUEST_BYTES = MIB_BYTES;

/**
 * HDD storage volumes: their own bucket of 1 TiB of credit per TiB, filled at the storage
 * baseline and spent by every byte that reaches the disks (AWS FSx Windows User Guide,
 * "Impact of storage capacity on performance"), like an EBS st1/sc1 volume.
 */
function hddStorageBucket(tib: number, base: number): BucketSpec {
  const capacity = tib * WINDOWS_HDD_CREDIT_BYTES_PER_TIB;
  return {
    id: WINDOWS_HDD_BUCKET_ID,
    label: "FSx Windows HDD storage credits",
    unit: "GiB",
    unitSize: GIB_BYTES,
    capacity,
    initial: capacity,
    accrualPerSecond: base,
    freeUsagePerSecond: 0,
  };
}

/** Says when the bucket's length comes from the older user guide (flagged: unconfirmed). */
function networkBucketLabel(measuredOn: string | undefined): string {
  const older = windowsNetworkBurstSecondsOn(measuredOn) !== FSX_NETWORK_BURST_SECONDS;
  return older && !FSX_WINDOWS_NETWORK_BURST_CONFIRMED
    ? "FSx Windows network credits (30 minutes a day, user guide before 2022-10; unconfirmed)"
    : "FSx Windows network credits";
}

/**
 * FSx for Windows: network and file-server disk throughput, each with a baseline and a daily
 * burst; HDD storage with its own credit bucket; an in-memory cache for reads. The disks run
 * at the lower of the file server's and the storage's rate (AWS: "the lower of"), which the
 * two limits give by both binding on the same bytes.
 */
export function windowsPerf(cfg: WindowsConfig, env: PerfEnv): PerfModel {
  const row = windowsCapacityRow(cfg.throughputCapacityMBps);
  if (row === undefined)
    throw new Error(`no FSx Windows row for ${cfg.throughputCapacityMBps} MB/s: params were not validated`);
  const tib = cfg.capacityGiB / GIB_PER_TIB;
  const ssd = cfg.storageType === "ssd";
  const serverDiskBase = mbpsToBytes(row.diskBase);
  const serverDiskBurst = Math.max(serverDiskBase, mbpsToBytes(row.diskBurst));
  const storageBase = mbpsToBytes(
    ssd
      ? WINDOWS_SSD_DISK_MBPS_PER_TIB * tib
      : Math.min(WINDOWS_HDD_DISK_MAX_MBPS, WINDOWS_HDD_DISK_BASE_MBPS_PER_TIB * tib),
  );
  const storageBurst = Math.max(
    storageBase,
    mbpsToBytes(
      ssd
        ? WINDOWS_SSD_DISK_MBPS_PER_TIB * tib
        : Math.min(WINDOWS_HDD_DISK_MAX_MBPS, WINDOWS_HDD_DISK_BURST_MBPS_PER_TIB * tib),
    ),
  );
  const networkBase = mbpsToBytes(row.networkBase);
  const networkBurst = mbpsToBytes(row.networkBurst);
  const diskIops = ssd ? Math.min(row.diskIopsBase, WINDOWS_SSD_IOPS_PER_TIB * tib) : row.diskIopsBase;
  const cacheBytes = row.cacheGB * 1e9;
  const buckets: BucketSpec[] = [];
  if (networkBurst > networkBase)
    buckets.push(
      fsxCreditBucket(
        WINDOWS_NETWORK_BUCKET_ID,
        networkBucketLabel(env.measuredOn),
        networkBase,
        networkBurst,
        windowsNetworkBurstSecondsOn(env.measuredOn),
      ),
    );
  if (serverDiskBurst > serverDiskBase)
    buckets.push(
      fsxCreditBucket(
        WINDOWS_DISK_BUCKET_ID,
        "FSx Windows disk credits",
        serverDiskBase,
        serverDiskBurst,
        FSX_DISK_BURST_SECONDS,
      ),
    );
  if (storageBurst > storageBase) buckets.push(hddStorageBucket(tib, storageBase));

  const storageLimit = (bytes: number): LimitSpec =>
    storageBurst > storageBase
      ? {
          label: `FSx Windows HDD storage burst ${formatRate(storageBurst)}`,
          ratePerSecond: storageBurst,
          demand: bytes,
          bucketId: WINDOWS_HDD_BUCKET_ID,
          sustainedLabel: `FSx Windows HDD storage baseline ${formatRate(storageBase)} (${formatCount(storageBase / MB_BYTES)} MB/s)`,
        }
      : {
          label: `FSx Windows ${ssd ? "SSD" : "HDD"} storage ${formatRate(storageBase)}`,
          ratePerSecond: storageBase,
          demand: bytes,
        };

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
        serverDiskBurst > serverDiskBase
          ? {
              label: `FSx Windows disk burst ${formatRate(serverDiskBurst)}`,
              ratePerSecond: serverDiskBurst,
              demand: bytes,
              bucketId: WINDOWS_DISK_BUCKET_ID,
              sustainedLabel: `FSx Windows disk baseline ${formatRate(serverDiskBase)} (${formatCount(serverDiskBase / MB_BYTES)} MB/s)`,
            }
          : { label: `FSx Windows disk ${formatRate(serverDiskBase)}`, ratePerSecond: serverDiskBase, demand: bytes },
        storageLimit(bytes),
        { label: `FSx Windows disk IOPS ${formatCount(diskIops)}`, ratePerSecond: diskIops, demand: requests },
      );
    }
    if (op.access === "random" && requests > 0) {
      // SMB request latency is not in our sources: the EFS figures stand in (catalog warning says so).
      const latency = read ? EFS_READ_REQUEST_LATENCY_SECONDS : EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS;
      limits.push(
        requestChainLimit(requests, inFlight, latency, `SMB ${op.direction} request latency`, op, env.clients),
      );
    }
    const perFile = read ? env.latency.efsPerFileReadSeconds : env.latency.efsPerFileWriteSeconds;
    return {
      overheadSeconds: (op.fileCount * perFile) / parallel,
      overheadLabel: perFileLabel(op, env.clients, perFile),
      limits,
      streams: parallel,
    };
  }

  return { buckets, plan };
}
