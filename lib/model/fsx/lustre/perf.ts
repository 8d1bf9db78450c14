import { lustreRates } from "./catalog";
import type { LustreConfig } from "../../configured-option";
import { FSX_DISK_BURST_SECONDS, FSX_NETWORK_BURST_SECONDS, mbpsToBytes } from "../limits";
import {
  clientNetworkLimit,
  fsxCreditBucket,
  requestChainLimit,
  requestsPerFile,
  singleFlowLimit,
} from "../../client/flows";
import { lustreCreateSeconds, perFilePlan } from "../../client/directory-creates";
import {
  bytesPerRun,
  parallelism,
  requestParallelism,
  type BucketSpec,
  type LimitSpec,
  type PerfEnv,
  type PerfModel,
} from "../../engine/perf-types";
import { GIB_BYTES, MIB_BYTES, GIB_PER_TIB } from "@/lib/units";
import { formatCount, formatRate } from "../../common/message-format";
import { lustreP2AutomaticMetadataIops, lustreP2FilesPerSecond } from "./metadata";
import type { Operation } from "../../workload-schema";

export const LUSTRE_NETWORK_BUCKET_ID = "lustre-network-credits";
export const LUSTRE_DISK_BUCKET_ID = "lustre-disk-credits";

/** Lustre moves data in 1 MiB RPCs (the unit of the random-request latency). */
const LUSTRE_RPC_BYTES = MIB_BYTES;

/**
 * Why a sequential stream is held to one TCP connection: "By default, each file created in
 * Amazon FSx for Lustre using standard Linux tools is stored on a single disk" (FSx for
 * Lustre User Guide, Performance, "Striping data in your file system",
 * github.com/awsdocs/amazon-fsx-lustre-user-guide doc_source/performance.md; still so in
 * AWS re:Post Knowledge Center, "improve the performance of my FSx for Lustre file system",
 * retrieved 2026-11: the default stripe count is 1, a file sits on one OST), and the
 * client reaches that disk's file server over one TCP connection (Lustre's socket network
 * driver without EFA). So each file in flight is one flow at EC2's single-flow rate. The
 * client keeps several RPCs in flight per connection (Lustre's max_rpcs_in_flight), so the
 * RPC latency does not bound a stream; it bounds random requests. Not modelled: files
 * striped over several disks (more connections), EFA clients, and more files in flight
 * than the file system has storage servers (they would share connections).
 */
export const LUSTRE_FLOW_TEXT = "Lustre over TCP: one connection per file in flight, each file on one storage server";

/** FSx for Lustre: per-TiB network and disk throughput, each bursting on its own credits, plus the client and latency. */
export function lustrePerf(cfg: LustreConfig, env: PerfEnv): PerfModel {
  const rates = lustreRates(cfg.deployment, cfg.throughputPerTiB);
  const tib = cfg.capacityGiB / GIB_PER_TIB;
  const networkBase = mbpsToBytes(
    (cfg.ssdCache ? (rates.cachedNetworkBase ?? rates.networkBase) : rates.networkBase) * tib,
  );
  const networkBurst = mbpsToBytes(
    (cfg.ssdCache ? (rates.cachedNetworkBurst ?? rates.networkBurst) : rates.networkBurst) * tib,
  );
  const diskBase = { read: mbpsToBytes(rates.diskReadBase * tib), write: mbpsToBytes(rates.diskWriteBase * tib) };
  const diskBurst = { read: mbpsToBytes(rates.diskReadBurst * tib), write: mbpsToBytes(rates.diskWriteBurst * tib) };
  const diskBursts = diskBurst.read > diskBase.read || diskBurst.write > diskBase.write;
  const buckets: BucketSpec[] = [];
  if (networkBurst > networkBase) {
    buckets.push(
      fsxCreditBucket(
        LUSTRE_NETWORK_BUCKET_ID,
        "Lustre network credits",
        networkBase,
        networkBurst,
        FSX_NETWORK_BURST_SECONDS,
      ),
    );
  }
  if (diskBursts) {
    const base = Math.min(diskBase.read, diskBase.write);
    const burst = Math.max(diskBurst.read, diskBurst.write);
    buckets.push(fsxCreditBucket(LUSTRE_DISK_BUCKET_ID, "Lustre disk credits", base, burst, FSX_DISK_BURST_SECONDS));
  }

  // Persistent 2's metadata servers pass so many file opens and closes a second (Automatic mode).
  const metadataCeiling =
    cfg.deployment === "persistent2"
      ? {
          perSecond: lustreP2FilesPerSecond(cfg.capacityGiB),
          label: () =>
            `FSx Lustre metadata IOPS ${formatCount(lustreP2AutomaticMetadataIops(cfg.capacityGiB))} (Automatic at ${formatCount(cfg.capacityGiB)} GiB): ${formatCount(lustreP2FilesPerSecond(cfg.capacityGiB))} files a second, each opened (or created) and closed`,
        }
      : null;

  function plan(op: Operation) {
    const read = op.direction === "read";
    const direction = read ? "read" : "write";
    const bytes = bytesPerRun(op);
    const parallel = parallelism(op, env.clients);
    const inFlight = requestParallelism(op, env.clients);
    const limits: LimitSpec[] = [clientNetworkLimit(env, bytes)];
    limits.push(
      networkBurst > networkBase
        ? {
            label: `Lustre network burst ${formatRate(networkBurst)}`,
            ratePerSecond: networkBurst,
            demand: bytes,
            bucketId: LUSTRE_NETWORK_BUCKET_ID,
            sustainedLabel: `Lustre network baseline ${formatRate(networkBase)}`,
          }
        : { label: `Lustre network ${formatRate(networkBase)}`, ratePerSecond: networkBase, demand: bytes },
    );
    // A read whose data fits in the SSD read cache is served from it, not from the HDDs.
    const fromCache = read && cfg.ssdCache && bytes <= cfg.cacheGiB * GIB_BYTES;
    if (!fromCache) {
      const base = diskBase[direction];
      const burst = diskBurst[direction];
      limits.push(
        burst > base
          ? {
              label: `Lustre disk ${direction} burst ${formatRate(burst)}`,
              ratePerSecond: burst,
              demand: bytes,
              bucketId: LUSTRE_DISK_BUCKET_ID,
              sustainedLabel: `Lustre disk ${direction} baseline ${formatRate(base)}`,
            }
          : { label: `Lustre disk ${direction} ${formatRate(base)}`, ratePerSecond: base, demand: bytes },
      );
    }
    const rpc = env.latency.lustreRpcLatencySeconds;
    if (op.access === "sequential") {
      // EFA is not TCP: EC2's single-flow limit is for "a unique 5-tuple TCP or UDP flow".
      if (!cfg.efa) limits.push(singleFlowLimit(bytes, parallel, LUSTRE_FLOW_TEXT));
    } else {
      const requests = op.fileCount * requestsPerFile(op.fileSizeBytes, Math.min(op.ioSizeBytes, LUSTRE_RPC_BYTES));
      limits.push(requestChainLimit(requests, inFlight, rpc, `Lustre ${direction} RPC latency`, op, env.clients));
    }
    const perFile = read ? env.latency.lustrePerFileReadSeconds : env.latency.lustrePerFileWriteSeconds;
    const costs = {
      perFileSeconds: perFile,
      createSeconds: lustreCreateSeconds(env.latency.lustrePerFileWriteSeconds),
      serverFiles: metadataCeiling,
    };
    return perFilePlan(op, env.clients, costs, limits);
  }

  return { buckets, plan };
}
