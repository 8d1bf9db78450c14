import type { LustreItConfig, OntapConfig, OpenZfsConfig } from "../configured-option";
import { mbpsToBytes } from "./limits";
import {
  FSX_SSD_REQUEST_LATENCY_SECONDS,
  FSX_TIERED_REQUEST_LATENCY_SECONDS,
  ONTAP_GEN1_MAX_WRITE_MBPS,
  ONTAP_GEN1_PERFORMANCE,
  ONTAP_MAX_SSD_IOPS,
  ONTAP_THROUGHPUT_MBPS,
  OPENZFS_GEN1_PERFORMANCE,
  OPENZFS_MAX_SSD_IOPS,
  OPENZFS_NETWORK_TO_DISK_RATIO,
  OPENZFS_THROUGHPUT_MBPS,
  type FileServerRow,
} from "./server-limits";
import { FSX_DISK_BURST_SECONDS, FSX_NETWORK_BURST_SECONDS } from "./limits";
import {
  clientNetworkLimit,
  fsxCreditBucket,
  perFileLabel,
  requestChainLimit,
  requestsPerFile,
  singleFlowLimit,
} from "../client/flows";
import { LUSTRE_FLOW_TEXT } from "./lustre/perf";
import { nfsConnectionsText } from "./nfs-connections";
import { lustreCreateSeconds, nfsCreateSeconds, perFilePlan } from "../client/directory-creates";
import {
  bytesPerRun,
  parallelism,
  requestParallelism,
  type BucketSpec,
  type LimitSpec,
  type PerfEnv,
  type PerfModel,
} from "../engine/perf-types";
import { GIB_BYTES, MIB_BYTES } from "@/lib/units";
import { formatCount, formatMilliseconds, formatRate } from "../common/message-format";
import type { Operation } from "../workload-schema";

/**
 * A file server with a provisioned throughput capacity (FSx ONTAP, OpenZFS, the
 * Intelligent-Tiering classes): its network, its disk throughput and IOPS, a fast tier
 * (SSD or an SSD read cache) and, for part of the data, a slower tier answering in tens
 * of milliseconds (ONTAP capacity pool, Intelligent-Tiering storage).
 */
export interface FileServerProfile {
  name: string;
  networkBytesPerSecond: number;
  /** Throughput from storage (SSD or tiered storage), bytes/s. */
  diskBytesPerSecond: number;
  /** SSD IOPS; null where storage is not IOPS-limited (tiered storage). */
  diskIops: number | null;
  fastLatencySeconds: number;
  /** Share of reads served by the slow tier, and its latency. */
  slowReadFraction: number;
  slowLatencySeconds: number;
  slowLabel: string;
  /** Bytes per request on the wire: NFS/SMB 1 MiB, Lustre RPC 1 MiB. */
  requestBytes: number;
  /** Per-file round trips: NFS stand-in or Lustre's. */
  perFileReadSeconds: number;
  perFileWriteSeconds: number;
  /** One create's round trip where Linux clients create files (a directory takes one at a time); null: not modelled (SMB-only). */
  createSeconds: number | null;
  /** Set where a sequential stream gets one TCP connection per file in flight (Lustre): why. */
  connectionPerFile?: string;
  /** Set where each client reaches the server over a fixed number of TCP connections (an NFS mount): how many. */
  connectionsPerClient?: number;
  /** Documented bursts above the baselines (network, disk), bytes/s, each on its credit bucket. */
  networkBurstBytesPerSecond?: number;
  diskBurstBytesPerSecond?: number;
  /** The file server's read caches (memory, NVMe), bytes: reads that fit are network I/O only. */
  cacheBytes?: number;
  /** A documented write ceiling below the read rates, bytes/s. */
  writeBytesPerSecond?: number;
  /** Where the figures come from, for the labels: "first-generation table". */
  tableNote?: string;
}

export const FSX_SERVER_NETWORK_BUCKET_ID = "fsx-server-network-credits";
export const FSX_SERVER_DISK_BUCKET_ID = "fsx-server-disk-credits";

/** A documented row's figures as a profile's (MB/s to bytes/s, GB to bytes). */
function fromRow(row: FileServerRow, nvme: boolean) {
  return {
    networkBytesPerSecond: mbpsToBytes(row.networkBase),
    diskBytesPerSecond: mbpsToBytes(row.diskBase),
    ...(row.networkBurst === null ? {} : { networkBurstBytesPerSecond: mbpsToBytes(row.networkBurst) }),
    ...(row.diskBurst === null ? {} : { diskBurstBytesPerSecond: mbpsToBytes(row.diskBurst) }),
    cacheBytes: (row.memoryGB + (nvme ? row.nvmeGB : 0)) * 1e9,
  };
}

/** Scaled share of the deployment's top IOPS at this throughput capacity (model assumption: linear). */
export function scaledMaxIops(maxIops: number, capacities: readonly number[], capacityMBps: number): number {
  const top = capacities[capacities.length - 1] ?? capacityMBps;
  return Math.round((maxIops * Math.min(capacityMBps, top)) / top);
}

export function ontapProfile(cfg: OntapConfig, env: PerfEnv): FileServerProfile {
  const perPair = cfg.throughputCapacityMBps / cfg.haPairs;
  const maxIops =
    scaledMaxIops(ONTAP_MAX_SSD_IOPS[cfg.deployment], ONTAP_THROUGHPUT_MBPS[cfg.deployment], perPair) * cfg.haPairs;
  // First generation: the documented table (network above capacity, bursts, caches, write ceiling).
  const gen1 = cfg.deployment === "singleAz1" || cfg.deployment === "multiAz1";
  const row = gen1 ? ONTAP_GEN1_PERFORMANCE[cfg.throughputCapacityMBps] : undefined;
  const documented =
    row === undefined
      ? {}
      : {
          ...fromRow(row, cfg.deployment === "multiAz1"),
          writeBytesPerSecond: mbpsToBytes(ONTAP_GEN1_MAX_WRITE_MBPS[cfg.deployment as "singleAz1" | "multiAz1"]),
          tableNote: "first-generation table",
        };
  return {
    name: "FSx ONTAP",
    networkBytesPerSecond: mbpsToBytes(cfg.throughputCapacityMBps),
    diskBytesPerSecond: mbpsToBytes(cfg.throughputCapacityMBps),
    ...documented,
    diskIops: Math.min(cfg.ssdIops, maxIops),
    fastLatencySeconds: FSX_SSD_REQUEST_LATENCY_SECONDS,
    slowReadFraction: cfg.capacityPoolFraction,
    slowLatencySeconds: FSX_TIERED_REQUEST_LATENCY_SECONDS,
    slowLabel: "capacity pool",
    requestBytes: MIB_BYTES,
    perFileReadSeconds: env.latency.efsPerFileReadSeconds,
    perFileWriteSeconds: env.latency.efsPerFileWriteSeconds,
    // Windows clients over SMB do not take the Linux directory lock.
    createSeconds: cfg.protocols.includes("nfs") ? nfsCreateSeconds(env.latency.efsPerFileWriteSeconds) : null,
    connectionsPerClient: cfg.nfsConnections,
  };
}

export function openZfsProfile(cfg: OpenZfsConfig, env: PerfEnv): FileServerProfile {
  const disk = mbpsToBytes(cfg.throughputCapacityMBps);
  const it = cfg.storageClass === "intelligentTiering";
  const maxIops = scaledMaxIops(
    OPENZFS_MAX_SSD_IOPS[cfg.deployment],
    OPENZFS_THROUGHPUT_MBPS[cfg.deployment],
    cfg.throughputCapacityMBps,
  );
  // Single-AZ 1: the documented in-memory (ARC) cache and disk tables, with their bursts.
  const row = cfg.deployment === "singleAz1" && !it ? OPENZFS_GEN1_PERFORMANCE[cfg.throughputCapacityMBps] : undefined;
  return {
    name: it ? "FSx OpenZFS Intelligent-Tiering" : "FSx OpenZFS",
    networkBytesPerSecond: disk * OPENZFS_NETWORK_TO_DISK_RATIO,
    diskBytesPerSecond: disk,
    ...(row === undefined ? {} : { ...fromRow(row, false), tableNote: "Single-AZ 1 tables" }),
    diskIops: it ? null : Math.min(cfg.ssdIops ?? 0, maxIops),
    fastLatencySeconds: FSX_SSD_REQUEST_LATENCY_SECONDS,
    slowReadFraction: it ? 1 : 0,
    slowLatencySeconds: FSX_TIERED_REQUEST_LATENCY_SECONDS,
    slowLabel: "Intelligent-Tiering storage",
    requestBytes: MIB_BYTES,
    perFileReadSeconds: env.latency.efsPerFileReadSeconds,
    perFileWriteSeconds: env.latency.efsPerFileWriteSeconds,
    createSeconds: nfsCreateSeconds(env.latency.efsPerFileWriteSeconds),
    connectionsPerClient: cfg.nfsConnections,
  };
}

export function lustreItProfile(cfg: LustreItConfig, env: PerfEnv): FileServerProfile {
  const bytes = mbpsToBytes(cfg.throughputCapacityMBps);
  return {
    name: "FSx Lustre Intelligent-Tiering",
    networkBytesPerSecond: bytes,
    diskBytesPerSecond: bytes,
    diskIops: null,
    fastLatencySeconds: env.latency.lustreRpcLatencySeconds,
    slowReadFraction: 1,
    slowLatencySeconds: FSX_TIERED_REQUEST_LATENCY_SECONDS,
    slowLabel: "Intelligent-Tiering storage",
    requestBytes: MIB_BYTES,
    perFileReadSeconds: env.latency.lustrePerFileReadSeconds,
    perFileWriteSeconds: env.latency.lustrePerFileWriteSeconds,
    createSeconds: lustreCreateSeconds(env.latency.lustrePerFileWriteSeconds),
    connectionPerFile: LUSTRE_FLOW_TEXT,
  };
}

/**
 * Reads that fit the SSD read cache come from it (Intelligent-Tiering); the rest of the
 * slow-tier share pays the tiered latency once per file and per random request.
 */
export function fileServerPerf(profile: FileServerProfile, env: PerfEnv, readCacheBytes = 0): PerfModel {
  function plan(op: Operation) {
    const read = op.direction === "read";
    const bytes = bytesPerRun(op);
    const parallel = parallelism(op, env.clients);
    const inFlight = requestParallelism(op, env.clients);
    const requests = op.fileCount * requestsPerFile(op.fileSizeBytes, Math.min(op.ioSizeBytes, profile.requestBytes));
    // Reads that fit the server's caches (SSD read cache, memory, NVMe) never reach its disks.
    const cache = readCacheBytes + (profile.cacheBytes ?? 0);
    const cached = read && cache > 0 && bytes <= cache;
    const slow = read && !cached ? profile.slowReadFraction : 0;
    const note = profile.tableNote === undefined ? "" : ` (${profile.tableNote})`;
    const limits: LimitSpec[] = [
      clientNetworkLimit(env, bytes),
      burstable(
        `${profile.name} network`,
        profile.networkBytesPerSecond,
        profile.networkBurstBytesPerSecond,
        FSX_SERVER_NETWORK_BUCKET_ID,
        bytes,
        note,
      ),
    ];
    if (!read && profile.writeBytesPerSecond !== undefined) {
      limits.push({
        label: `${profile.name} write ceiling ${formatRate(profile.writeBytesPerSecond)}${note}`,
        ratePerSecond: profile.writeBytesPerSecond,
        demand: bytes,
      });
    }
    if (!cached) {
      limits.push(
        burstable(
          `${profile.name} disk throughput`,
          profile.diskBytesPerSecond,
          profile.diskBurstBytesPerSecond,
          FSX_SERVER_DISK_BUCKET_ID,
          bytes,
          note,
        ),
      );
      if (profile.diskIops !== null)
        limits.push({
          label: `${profile.name} SSD IOPS ${formatCount(profile.diskIops)}`,
          ratePerSecond: profile.diskIops,
          demand: requests * (1 - slow),
        });
    }
    if (profile.connectionPerFile !== undefined && op.access === "sequential")
      limits.push(singleFlowLimit(bytes, parallel, profile.connectionPerFile));
    // Every file of a client goes over its mount's connections, whatever the concurrency.
    if (profile.connectionsPerClient !== undefined) {
      // The mount spreads every stream's requests over the client's connections (nconnect).
      const clients = Math.max(1, env.clients);
      limits.push(
        singleFlowLimit(
          bytes,
          profile.connectionsPerClient * clients,
          nfsConnectionsText(profile.connectionsPerClient),
          clients,
        ),
      );
    }
    if (op.access === "random" && requests > 0) {
      const latency = profile.fastLatencySeconds * (1 - slow) + profile.slowLatencySeconds * slow;
      limits.push(
        requestChainLimit(
          requests,
          inFlight,
          latency,
          `${profile.name} ${op.direction} request latency`,
          op,
          env.clients,
        ),
      );
    }
    const base = read ? profile.perFileReadSeconds : profile.perFileWriteSeconds;
    const perFile = base + slow * profile.slowLatencySeconds;
    const label =
      slow > 0
        ? `${perFileLabel(op, env.clients, perFile)}; ${Math.round(slow * 100)}% of reads from the ${profile.slowLabel} (${formatMilliseconds(profile.slowLatencySeconds)} first byte)`
        : perFileLabel(op, env.clients, perFile);
    return perFilePlan(
      op,
      env.clients,
      { perFileSeconds: perFile, createSeconds: profile.createSeconds, label },
      limits,
    );
  }
  const buckets: BucketSpec[] = [];
  const { networkBurstBytesPerSecond: networkBurst, diskBurstBytesPerSecond: diskBurst } = profile;
  // How long a full bucket lasts is not in these guides: the FSx figures of ./limits.ts stand in (assumption).
  if (networkBurst !== undefined)
    buckets.push(
      fsxCreditBucket(
        FSX_SERVER_NETWORK_BUCKET_ID,
        `${profile.name} network credits`,
        profile.networkBytesPerSecond,
        networkBurst,
        FSX_NETWORK_BURST_SECONDS,
      ),
    );
  if (diskBurst !== undefined)
    buckets.push(
      fsxCreditBucket(
        FSX_SERVER_DISK_BUCKET_ID,
        `${profile.name} disk credits`,
        profile.diskBytesPerSecond,
        diskBurst,
        FSX_DISK_BURST_SECONDS,
      ),
    );
  return { buckets, plan };
}

/** A baseline limit, bursting on its bucket where the guide gives a burst. */
function burstable(
  what: string,
  base: number,
  burst: number | undefined,
  bucketId: string,
  demand: number,
  note: string,
): LimitSpec {
  if (burst === undefined || !(burst > base))
    return { label: `${what} ${formatRate(base)}${note}`, ratePerSecond: base, demand };
  return {
    label: `${what} burst ${formatRate(burst)}${note}`,
    ratePerSecond: burst,
    demand,
    bucketId,
    sustainedLabel: `${what} baseline ${formatRate(base)}${note}`,
  };
}

export function readCacheBytes(gib: number): number {
  return gib * GIB_BYTES;
}
