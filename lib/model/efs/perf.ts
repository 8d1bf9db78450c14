import { efsModeLimits } from "./catalog";
import type { EfsConfig } from "../configured-option";
import {
  EFS_BASELINE_MIBPS_PER_TIB,
  EFS_BASELINE_MIN_MIBPS,
  EFS_BURST_MIBPS_PER_TIB,
  EFS_BURST_MIN_MIBPS,
  EFS_CREDIT_CAP_BYTES_PER_TIB_STORED,
  EFS_CREDIT_CAP_MIN_BYTES,
  EFS_IA_EXTRA_LATENCY_SECONDS,
  EFS_INITIAL_CREDIT_BYTES,
  EFS_MAX_IO_READ_IOPS,
  EFS_MAX_IO_WRITE_IOPS,
  EFS_METADATA_OPS_PER_FILE,
  EFS_NFS_MAX_REQUEST_BYTES,
  EFS_PER_CLIENT_ELASTIC_MIBPS,
  EFS_PER_CLIENT_OTHER_MIBPS,
  EFS_READ_REQUEST_LATENCY_SECONDS,
  EFS_WRITE_REQUEST_LATENCY_ONEZONE_SECONDS,
  EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS,
  efsElasticLimitsIn,
} from "./limits";
import { efsMeteredBytesPerRun } from "./metering";
import {
  efsGenerationOn,
  efsGpAllOperationsLimitOn,
  efsPerClientScaleOn,
  efsReadMeteringDivisorOn,
} from "./generations";
import { ROUND_TRIPS_PER_FILE } from "../engine/latency-constants";
import { clientNetworkLimit, requestChainLimit, requestsPerFile } from "../client/flows";
import { oneStreamSecondsPerByte } from "../engine/stream-overlap";
import { nfsCreateSeconds, perFilePlan } from "../client/directory-creates";
import {
  bytesPerRun,
  parallelism,
  requestParallelism,
  type BucketSpec,
  type LimitSpec,
  type PerfEnv,
  type PerfModel,
} from "../engine/perf-types";
import { GIB_BYTES, MIB_BYTES, GIB_PER_TIB } from "@/lib/units";
import { formatCount, formatRate } from "../common/message-format";
import type { Operation } from "../workload-schema";

/** GiB held in the Standard (not IA) class: what the Bursting baseline is computed from. */
export function efsStandardGiB(cfg: EfsConfig): number {
  return (cfg.storedBytes * (1 - cfg.infrequentAccessFraction)) / GIB_BYTES;
}

export function efsBaselineBytesPerSecond(cfg: EfsConfig): number {
  return Math.max(EFS_BASELINE_MIN_MIBPS, (EFS_BASELINE_MIBPS_PER_TIB * efsStandardGiB(cfg)) / GIB_PER_TIB) * MIB_BYTES;
}

export function efsBurstBytesPerSecond(cfg: EfsConfig): number {
  return Math.max(EFS_BURST_MIN_MIBPS, (EFS_BURST_MIBPS_PER_TIB * efsStandardGiB(cfg)) / GIB_PER_TIB) * MIB_BYTES;
}

export const EFS_CREDIT_BUCKET_ID = "efs-burst-credits";

function creditBucket(cfg: EfsConfig): BucketSpec {
  const capacity = Math.max(
    EFS_CREDIT_CAP_MIN_BYTES,
    (EFS_CREDIT_CAP_BYTES_PER_TIB_STORED * efsStandardGiB(cfg)) / GIB_PER_TIB,
  );
  return {
    id: EFS_CREDIT_BUCKET_ID,
    label: "EFS burst credits",
    unit: "GiB",
    unitSize: GIB_BYTES,
    capacity,
    initial: Math.min(capacity, EFS_INITIAL_CREDIT_BYTES),
    accrualPerSecond: efsBaselineBytesPerSecond(cfg),
    freeUsagePerSecond: 0,
  };
}

const MODE_NAME = { elastic: "Elastic", bursting: "Bursting", provisioned: "Provisioned" } as const;

/** EFS: per-client and file-system limits, metered throughput for Bursting and Provisioned, per-file latency. */
export function efsPerf(cfg: EfsConfig, env: PerfEnv): PerfModel {
  const mode = cfg.throughputMode;
  const fsLimits =
    cfg.storageClass === "standard" && mode === "elastic"
      ? efsElasticLimitsIn(env.region)
      : efsModeLimits(cfg.storageClass, mode);
  const maxIo = cfg.performanceMode === "maxIo";
  const perClient =
    env.efsPerClientBytesPerSecond ??
    (mode === "elastic" ? EFS_PER_CLIENT_ELASTIC_MIBPS : EFS_PER_CLIENT_OTHER_MIBPS) *
      MIB_BYTES *
      efsPerClientScaleOn(env.measuredOn);
  const buckets = mode === "bursting" ? [creditBucket(cfg)] : [];
  const name = `EFS ${MODE_NAME[mode]}`;
  const writeLatencyRatio =
    cfg.storageClass === "onezone"
      ? EFS_WRITE_REQUEST_LATENCY_ONEZONE_SECONDS / EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS
      : 1;
  // The EFS of the measurement's date (today's without one): its latency and, before
  // 2020, General Purpose's 7,000 operations per second over every operation.
  const generation = efsGenerationOn(env.measuredOn);
  const allOpsLimit = maxIo ? null : efsGpAllOperationsLimitOn(env.measuredOn);
  const readDivisor = efsReadMeteringDivisorOn(env.measuredOn);

  function plan(op: Operation) {
    const read = op.direction === "read";
    const bytes = bytesPerRun(op);
    const inFlight = requestParallelism(op, env.clients);
    const requestBytes = Math.min(op.ioSizeBytes, EFS_NFS_MAX_REQUEST_BYTES);
    const dataOpsPerFile = requestsPerFile(op.fileSizeBytes, requestBytes);
    const dataOps = op.fileCount * dataOpsPerFile;
    const updates = op.metadataUpdatesPerFile ?? 0;
    const metadataOps = op.fileCount * (EFS_METADATA_OPS_PER_FILE + updates);
    const metered = efsMeteredBytesPerRun(op, readDivisor);
    const direction = read ? "read" : "write";
    const clientsText = env.clients > 1 ? ` x ${formatCount(env.clients)} clients` : " x 1 client";
    const iops =
      allOpsLimit ??
      (maxIo ? (read ? EFS_MAX_IO_READ_IOPS : EFS_MAX_IO_WRITE_IOPS) : read ? fsLimits.readIops : fsLimits.writeIops);
    const iopsLabel =
      allOpsLimit === null
        ? `${name} file system ${direction} IOPS ${formatCount(iops)}`
        : `EFS General Purpose ${formatCount(iops)} operations/s (every operation, until 2019)`;
    const fsRate = read ? fsLimits.readBytesPerSecond : fsLimits.writeBytesPerSecond;
    const limits: LimitSpec[] = [
      {
        label: `EFS per-client limit ${formatRate(perClient)}${clientsText}`,
        ratePerSecond: perClient * env.clients,
        demand: bytes,
        shares: env.clients,
      },
      clientNetworkLimit(env, bytes),
      { label: `${name} file system ${direction} limit ${formatRate(fsRate)}`, ratePerSecond: fsRate, demand: bytes },
      { label: iopsLabel, ratePerSecond: iops, demand: dataOps + metadataOps },
    ];
    const meteredNote = !read
      ? ""
      : readDivisor === 1
        ? " metered (reads count in full before 2021-01-28)"
        : " metered (reads count a third)";
    if (mode === "bursting") {
      const burst = efsBurstBytesPerSecond(cfg);
      limits.push({
        label: `EFS Bursting burst ${formatRate(burst)}${meteredNote} on credits`,
        ratePerSecond: burst,
        demand: metered,
        bucketId: EFS_CREDIT_BUCKET_ID,
        sustainedLabel: `EFS Bursting baseline ${formatRate(efsBaselineBytesPerSecond(cfg))}${meteredNote}`,
      });
    }
    if (mode === "provisioned") {
      const provisioned = Math.max((cfg.provisionedMiBps ?? 0) * MIB_BYTES, efsBaselineBytesPerSecond(cfg));
      limits.push({
        label: `EFS Provisioned throughput ${formatRate(provisioned)}${meteredNote}`,
        ratePerSecond: provisioned,
        demand: metered,
      });
    }
    // A write request's bytes take their time on top of its latency (efsWriteSecondsPerMiB).
    const writeTransfer = (size: number) =>
      read ? 0 : (Math.min(size, requestBytes) / MIB_BYTES) * env.latency.efsWriteSecondsPerMiB;
    if (dataOps > 0 && (op.access === "random" || op.direct === true)) {
      const latency = read
        ? EFS_READ_REQUEST_LATENCY_SECONDS
        : EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS * writeLatencyRatio + writeTransfer(op.ioSizeBytes);
      // Random requests wait `concurrency` at a time; direct sequential ones (O_DIRECT: no
      // read-ahead or write-back) one after another in each stream.
      const random = op.access === "random";
      const waiting = random ? inFlight : parallelism(op, env.clients);
      limits.push(
        requestChainLimit(
          dataOps,
          waiting,
          latency,
          `EFS ${random ? "" : "direct "}${direction} request latency`,
          op,
          env.clients,
        ),
      );
    }
    // A metadata update (SETATTR, RENAME) is one write-class round trip: a third of a copied file's write overhead.
    const writePerFile = env.latency.efsPerFileWriteSeconds * writeLatencyRatio;
    const basePerFile =
      (read
        ? env.latency.efsPerFileReadSeconds * generation.readLatencyScale
        : writePerFile * generation.writeLatencyScale) +
      (updates * writePerFile * generation.writeLatencyScale) / ROUND_TRIPS_PER_FILE;
    // Archive, like IA, answers in tens of milliseconds (AWS EFS User Guide, storage classes).
    const iaExtra = read ? (cfg.infrequentAccessFraction + cfg.archiveFraction) * EFS_IA_EXTRA_LATENCY_SECONDS : 0;
    // A sequential file's first (or only) WRITE is sent before CLOSE returns: its bytes are
    // serial with the round trips. The run already charges those bytes their share of its
    // transfer under every limit (stream-overlap.ts), and EFS's write transfer includes moving
    // them (the constant's prior is a MiB at EC2's single-flow rate, calibration.ts): the
    // request waits for the longer of the two, so only what the transfer exceeds that share
    // by is added here. The share is taken under every limit, IOPS too, not the byte limits
    // alone: then more throughput can only shorten a run (the first requests' share of a
    // limit that frees up would otherwise come back as transfer while another limit holds).
    const streamSecondsPerByte = read ? 0 : oneStreamSecondsPerByte(limits, bytes);
    const firstRequestBytes = Math.min(op.fileSizeBytes, requestBytes);
    const firstWrite =
      op.access === "sequential"
        ? Math.max(0, writeTransfer(op.fileSizeBytes) - firstRequestBytes * streamSecondsPerByte)
        : 0;
    const perFile = basePerFile + iaExtra + firstWrite;
    // A create is one write-class round trip, like a metadata update.
    const create = nfsCreateSeconds(writePerFile * generation.writeLatencyScale);
    const opPlan = perFilePlan(op, env.clients, { perFileSeconds: perFile, createSeconds: create }, limits);
    if (generation.id === "launch") opPlan.overheadLabel += ` [${generation.label}]`;
    return opPlan;
  }

  return { buckets, plan };
}
