import type { FioParseError } from "./errors";
import type { HistogramBucket } from "./percentiles";

/*
 * The document is the CLI contract: `storage-advisor parse-fio` prints exactly this, the
 * HTTP API stores and returns it. Units are always bytes, bytes per second and
 * nanoseconds, whatever fio version wrote the file. Do not add fields here: extra data
 * for the web page lives in FioDetails.
 */

export interface FioClatNs {
  mean: number;
  p50: number | null;
  p90: number | null;
  p99: number | null;
  p99_9: number | null;
  max: number;
}

export interface FioDirection {
  ioBytes: number;
  bandwidthBytesPerSec: number;
  iops: number;
  runtimeMs: number;
  totalIos: number | null;
  clatNs: FioClatNs;
}

export interface FioWorkload {
  rw: string;
  blockSizeBytes: number | null;
  ioDepth: number | null;
  numJobs: number | null;
  ioEngine: string | null;
  direct: boolean | null;
  sizeBytes: number | null;
  runtimeSeconds: number | null;
}

export interface FioJob {
  name: string;
  groupId: number;
  error: number;
  workload: FioWorkload;
  read: FioDirection | null;
  write: FioDirection | null;
  trim: FioDirection | null;
}

export interface FioDocument {
  fioVersion: string | null;
  jobs: FioJob[];
  warnings: string[];
}

export type FioParseResult = { ok: true; document: FioDocument } | { ok: false; error: FioParseError };

/* ---- Extra data for the web page (not part of the CLI contract) ---- */

export type PercentileSource = "fio_map" | "bins" | "mixed" | null;

export interface FioDirectionDetails {
  /** Power-of-two latency buckets from json+ clat bins; null without json+. */
  histogram: HistogramBucket[] | null;
  /** Where p50..p99_9 came from: fio's percentile map, the json+ bins, both, or nowhere. */
  percentileSource: PercentileSource;
  /** fio's whole clat percentile map in ns, keyed like "99.9" (fio 2.x padding dropped). */
  clatPercentilesNs: Record<string, number> | null;
  /** Sum of the json+ bin counts (equals clat N), null without bins. */
  binSamples: number | null;
  /** Mean / max of total latency (submission + completion), ns; null if fio gave none. */
  latNs: { mean: number; max: number } | null;
  /** Mean / max of submission latency, ns; null if fio gave none. */
  slatNs: { mean: number; max: number } | null;
}

export interface LatencyDistributionBucket {
  lowerNs: number;
  /** Exclusive; null for fio's open-ended ">=2000" ms bucket. */
  upperNs: number | null;
  /** Percent of the job's I/Os (fio's latency_ns / latency_us / latency_ms maps). */
  percent: number;
}

export interface FioJobDetails {
  name: string;
  read: FioDirectionDetails | null;
  write: FioDirectionDetails | null;
  trim: FioDirectionDetails | null;
  /** unified_rw_reporting=mixed|both: fio's combined stats; not part of the document. */
  mixed: FioDirection | null;
  /** fsync/fdatasync operations (fio 3.6+ "sync"), not part of the document. */
  syncOps: number | null;
  latencyDistribution: LatencyDistributionBucket[] | null;
  /** `global options` merged under `job options` (job wins), as fio wrote them. */
  options: Record<string, string>;
  /** Workload fields taken from fio's documented defaults because no option set them. */
  workloadDefaults: string[];
}

export interface FioDiskUtil {
  name: string;
  readIos: number | null;
  writeIos: number | null;
  utilPercent: number | null;
}

export interface FioDetails {
  /** Same order and length as document.jobs. */
  jobs: FioJobDetails[];
  diskUtil: FioDiskUtil[];
  /** JSON reports found in the input (more than 1 with --status-interval; the last is used). */
  reportsInInput: number;
  /** "us" for fio 2.x latency fields, "ns" for fio 3.x. */
  latencyUnit: "us" | "ns" | "mixed";
}

export type FioDetailedResult =
  { ok: true; document: FioDocument; details: FioDetails } | { ok: false; error: FioParseError };

export interface FioParseOptions {
  /**
   * Reject (code no_usable_jobs) when no job is usable. Default true: a file in which
   * every job failed is not a benchmark result. Pass false to get the document anyway.
   */
  requireUsableJob?: boolean;
}
