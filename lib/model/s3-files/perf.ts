import type { S3FilesConfig } from "../configured-option";
import { nfsCreateSeconds, perFilePlan } from "../client/directory-creates";
import {
  EFS_METADATA_OPS_PER_FILE,
  EFS_NFS_MAX_REQUEST_BYTES,
  EFS_PER_CLIENT_ELASTIC_MIBPS,
  EFS_READ_REQUEST_LATENCY_SECONDS,
  EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS,
} from "../efs/limits";
import { s3ClassSpec } from "../s3/classes";
import {
  S3_FILES_DIRECT_READ_BYTES,
  S3_FILES_PER_CLIENT_READ_BYTES_PER_SECOND,
  S3_FILES_READ_IOPS,
  S3_FILES_WRITE_BYTES_PER_SECOND,
  S3_FILES_WRITE_IOPS,
} from "./limits";
import { formatCount, formatRate } from "../common/message-format";
import { clientNetworkLimit, requestChainLimit, requestsPerFile } from "../client/flows";
import {
  bytesPerRun,
  parallelism,
  requestParallelism,
  type LimitSpec,
  type OpPlan,
  type PerfEnv,
  type PerfModel,
} from "../engine/perf-types";
import { MIB_BYTES } from "@/lib/units";
import type { Operation } from "../workload-schema";

/**
 * Reads of 128 KiB or more of files above the 128 KiB threshold stream from the bucket
 * (S3_FILES_DIRECT_READ_BYTES): the file's data was never loaded onto the high-performance storage.
 */
export function s3FilesStreamsFromS3(op: Operation): boolean {
  return (
    op.direction === "read" &&
    op.fileSizeBytes > S3_FILES_DIRECT_READ_BYTES &&
    op.ioSizeBytes >= S3_FILES_DIRECT_READ_BYTES
  );
}

/**
 * S3 Files: the NFS layer is EFS's (its per-file round trips and request latencies, the
 * same infrastructure), with S3 Files' own file-system IOPS and write throughput; large
 * reads add an S3 first byte per file and are held only by the 3 GiB/s per client (AWS
 * gives no file-system read ceiling below terabytes per second). Writes per client: EFS
 * Elastic's per-client limit, assumed (AWS gives none for S3 Files writes).
 */
export function s3FilesPerf(cfg: S3FilesConfig, env: PerfEnv): PerfModel {
  const firstByte = s3ClassSpec(cfg.bucketClass).firstByteLatencySeconds;
  const writePerClient = EFS_PER_CLIENT_ELASTIC_MIBPS * MIB_BYTES;
  const clientsText = env.clients > 1 ? ` x ${formatCount(env.clients)} clients` : " x 1 client";

  function plan(op: Operation): OpPlan {
    const read = op.direction === "read";
    const bytes = bytesPerRun(op);
    const streamed = s3FilesStreamsFromS3(op);
    const requestBytes = Math.min(op.ioSizeBytes, EFS_NFS_MAX_REQUEST_BYTES);
    const dataOps = op.fileCount * requestsPerFile(op.fileSizeBytes, requestBytes);
    const metadataOps = op.fileCount * (EFS_METADATA_OPS_PER_FILE + (op.metadataUpdatesPerFile ?? 0));
    const perClient = read ? S3_FILES_PER_CLIENT_READ_BYTES_PER_SECOND : writePerClient;
    const limits: LimitSpec[] = [
      {
        label: read
          ? `S3 Files per-client read limit ${formatRate(perClient)}${clientsText}`
          : `S3 Files per-client write limit ${formatRate(perClient)} (EFS Elastic's, assumed)${clientsText}`,
        ratePerSecond: perClient * env.clients,
        demand: bytes,
        shares: env.clients,
      },
      clientNetworkLimit(env, bytes),
      {
        label: `S3 Files file system ${read ? "read" : "write"} IOPS ${formatCount(read ? S3_FILES_READ_IOPS : S3_FILES_WRITE_IOPS)}`,
        ratePerSecond: read ? S3_FILES_READ_IOPS : S3_FILES_WRITE_IOPS,
        // Streamed reads are S3 GETs, not file-system I/O; their metadata still is.
        demand: (streamed ? 0 : dataOps) + metadataOps,
      },
    ];
    if (!read)
      limits.push({
        label: `S3 Files file system write limit ${formatRate(S3_FILES_WRITE_BYTES_PER_SECOND)} (the low end of AWS's 1-5 GiB/s)`,
        ratePerSecond: S3_FILES_WRITE_BYTES_PER_SECOND,
        demand: bytes,
      });
    if (dataOps > 0 && !streamed && (op.access === "random" || op.direct === true)) {
      const latency = read ? EFS_READ_REQUEST_LATENCY_SECONDS : EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS;
      const waiting = op.access === "random" ? requestParallelism(op, env.clients) : parallelism(op, env.clients);
      limits.push(
        requestChainLimit(
          dataOps,
          waiting,
          latency,
          `S3 Files ${read ? "read" : "write"} request latency (EFS's)`,
          op,
          env.clients,
        ),
      );
    }
    const perFile = read
      ? env.latency.efsPerFileReadSeconds + (streamed ? firstByte : 0)
      : env.latency.efsPerFileWriteSeconds;
    return perFilePlan(
      op,
      env.clients,
      { perFileSeconds: perFile, createSeconds: nfsCreateSeconds(env.latency.efsPerFileWriteSeconds) },
      limits,
    );
  }

  return { buckets: [], plan };
}
