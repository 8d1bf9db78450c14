import type { ClientProfile } from "../client/client";
import type { LatencyConstants } from "./latency-constants";
import type { S3Client } from "../s3/clients";
import type { Operation } from "../workload-schema";

/**
 * The contract between the per-family performance models and the simulation.
 *
 * A run of an operation is: a per-file overhead (latency), and a transfer whose speed is
 * the tightest of several limits. Each limit is a rate in its own unit (bytes, metered
 * bytes, I/Os, counted bytes) and the run's demand in that unit; the transfer progresses
 * at min(rate / demand) of the run per second. A limit may be gated by a credit bucket:
 * full rate while the bucket holds credit, the sustainable rate after. One stream waits
 * for its round trips and then moves its bytes; several streams overlap one stream's
 * waits with the others' bytes (lib/model/engine/stream-overlap.ts).
 */

export interface BucketSpec {
  id: string;
  /** "EFS burst credits" */
  label: string;
  /** Display unit of balances ("GiB", "I/O credits"). */
  unit: string;
  /** Internal units per display unit (GIB_BYTES for byte buckets, 1 for I/O credits). */
  unitSize: number;
  capacity: number;
  initial: number;
  /** Credit earned per second. */
  accrualPerSecond: number;
  /** Usage up to this rate costs no credit (FSx Windows: the baseline); 0 where all usage drains. */
  freeUsagePerSecond: number;
}

export interface LimitSpec {
  /** What a person reads when this limit binds: "gp3 throughput 250 MiB/s". */
  label: string;
  /** Units per second: the burst rate when gated. */
  ratePerSecond: number;
  /** Units one run needs. A limit with no demand never binds. */
  demand: number;
  /** The bucket that gates this limit; its demand drains the bucket. */
  bucketId?: string;
  /** Label when running at the sustainable rate: "EFS Bursting baseline 48.8 MiB/s". */
  sustainedLabel?: string;
  /**
   * The rate is this many equal parts, one stream using at most one of them: per stream,
   * per connection or per client limits. Absent: a shared limit, one stream alone may use
   * all of it (a file system's or a link's throughput).
   */
  shares?: number;
}

export interface OpPlan {
  overheadSeconds: number;
  overheadLabel: string;
  limits: LimitSpec[];
  /** Streams whose per-file waits overlap each other's bytes (files in flight); absent: 1, waits and bytes add up. */
  streams?: number;
}

export interface PerfModel {
  buckets: BucketSpec[];
  plan(op: Operation): OpPlan;
}

export interface PerfEnv {
  client: ClientProfile;
  clients: number;
  latency: LatencyConstants;
  /** Override of the EFS per-client limit (bytes/s), e.g. the 500 MiB/s per mount of late 2023. */
  efsPerClientBytesPerSecond: number | null;
  /** When the workload ran (YYYY[-MM[-DD]]): EFS then uses that date's generation (../efs/generations.ts). */
  measuredOn?: string;
  /** The workload's Region, where a limit depends on it (EFS Elastic throughput); absent: the lowest figure. */
  region?: string;
  /** How S3 objects are moved (../s3/clients.ts); absent: one plain request per object. */
  s3Client?: S3Client;
}

/** Files that can be in flight at once: concurrency per client x clients, at most the files there are. */
export function parallelism(op: Operation, clients: number): number {
  return Math.max(1, Math.min(op.concurrency * clients, op.fileCount));
}

/**
 * Requests in flight at once. Random I/O keeps `concurrency` requests in flight per client
 * even inside one file (a queue depth); sequential copies keep one stream per file.
 */
export function requestParallelism(op: Operation, clients: number): number {
  return op.access === "random" ? op.concurrency * clients : parallelism(op, clients);
}

export function bytesPerRun(op: Operation): number {
  return op.fileCount * op.fileSizeBytes;
}

/** A bucket's rate once empty: what it earns plus what it lets through for free. */
export function sustainableRate(bucket: BucketSpec): number {
  return bucket.freeUsagePerSecond + bucket.accrualPerSecond;
}
