// Relative import: next.config.ts reads FIO_MAX_BYTES (through server/api/body-limits.ts)
// and its loader does not resolve the "@/" alias.
import { MIB_BYTES } from "../units";
/**
 * Hard limits of the fio parser. Each is a named constant so a rejection message can
 * quote it and a reader can see why a value counts as absurd.
 */

/** Largest input accepted, checked before any decoding or parsing. */
export const FIO_MAX_BYTES = 25 * MIB_BYTES;

/**
 * Deepest nesting accepted (containers open at once, the top object counting as 1).
 * fio 3.33 writes at most 8: {} > jobs[] > job{} > read{} > prios[] > {} > clat_ns{} >
 * percentile{} (see fixtures/fio/generated/fio-3.33_randread_libaio_cmdprio_jsonplus.json).
 * Two levels of headroom for later fio versions; anything deeper is hostile or not fio.
 */
export const FIO_MAX_DEPTH = 10;

/** 10 TB/s: far beyond any single job on any real device or array (NVMe is ~15 GB/s). */
export const MAX_BANDWIDTH_BYTES_PER_SEC = 1e13;

/** 10 billion IOPS: even ioengine=null with many threads stays orders of magnitude below. */
export const MAX_IOPS = 1e10;

/** 1 EB moved by one job. */
export const MAX_IO_BYTES = 1e18;

/** 10^15 I/Os by one job. */
export const MAX_TOTAL_IOS = 1e15;

/** One year of run time, in milliseconds. */
export const MAX_RUNTIME_MS = 365 * 24 * 3600 * 1000;

/** One I/O taking a whole day (in ns) is not a latency measurement. */
export const MAX_LATENCY_NS = 24 * 3600 * 1e9;

/** Warnings kept per document; the rest are counted in one final warning. */
export const MAX_WARNINGS = 50;
