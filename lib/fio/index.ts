/**
 * fio benchmark-result parser: fio's JSON / json+ output (fio 2.x and 3.x) to the
 * FioDocument contract. See lib/fio/README.md for the decisions behind it.
 */
export { parseFio, parseFioDetailed, usableJobCount, describeFioError } from "./parse";
export { FioParseError, FIO_ERROR_CODES, type FioErrorCode } from "./errors";
export {
  FIO_MAX_BYTES,
  FIO_MAX_DEPTH,
  MAX_BANDWIDTH_BYTES_PER_SEC,
  MAX_IOPS,
  MAX_IO_BYTES,
  MAX_TOTAL_IOS,
  MAX_RUNTIME_MS,
  MAX_LATENCY_NS,
} from "./limits";
export { parseFioSize, parseFioTimeSeconds, parseFioBool, type KbBase } from "./option-values";
export { percentilesFromBins, log2Histogram, platIdxToVal, type HistogramBucket, type LatencyBin } from "./percentiles";
export type {
  FioDocument,
  FioJob,
  FioWorkload,
  FioDirection,
  FioClatNs,
  FioParseResult,
  FioParseOptions,
  FioDetailedResult,
  FioDetails,
  FioJobDetails,
  FioDirectionDetails,
  FioDiskUtil,
  LatencyDistributionBucket,
  PercentileSource,
} from "./types";
