/**
 * fio JSON / json+ output (fio 2.x and 3.x) to the FioDocument contract.
 *
 * Contract of the entry points: parseFio / parseFioDetailed never throw. They return
 * `{ ok: true, document }` or `{ ok: false, error: FioParseError }` whatever the input
 * (any bytes, any string, even a non-string from JavaScript callers).
 *
 * Units. fio 2.x writes latencies (slat/clat/lat, percentile values, json+ bins) in
 * microseconds and io_bytes in KiB; fio 3.x writes slat_ns/clat_ns/lat_ns in nanoseconds
 * and io_bytes in bytes (with io_kbytes beside it). The latency unit is read from the
 * field name itself (clat vs clat_ns), which cannot be wrong; io_bytes is in bytes when
 * io_kbytes is present, else by the major version in "fio version", else by the latency
 * field names. Output is always bytes, bytes/s and ns.
 *
 * Bandwidth: bw_bytes when fio wrote it (3.1+); otherwise computed as fio 3.x does,
 * floor(io_bytes * 1000 / runtime_ms), which is more precise than fio 2.x's `bw` (KiB/s,
 * already truncated).
 *
 * Percentiles: fio's own percentile map when it has the percentile; otherwise computed
 * from json+ bins with fio's own rule (percentiles.ts); otherwise null. When both exist
 * they are cross-checked and a disagreement is reported as a warning.
 *
 * Duplicate keys (fio 2.x): fio keeps a fixed 20-slot percentile list and pads unused
 * slots with `"0.00" : 0`, several times in one object. Those entries are not a 0th
 * percentile (fio ends its list at the first 0.0) and are dropped. Any other duplicate
 * key, which fio never writes, keeps its last value (as JSON.parse, jq and Python do,
 * so every tool reads the same number) and produces a warning.
 */
import { FioParseError } from "./errors";
import { decodeInput, locateReport, type LocatedReport } from "./input";
import { formatPath, isJsonObject, JsonBins, type JsonObject, type JsonValue } from "./json";
import {
  MAX_BANDWIDTH_BYTES_PER_SEC,
  MAX_IO_BYTES,
  MAX_IOPS,
  MAX_LATENCY_NS,
  MAX_RUNTIME_MS,
  MAX_TOTAL_IOS,
  MAX_WARNINGS,
} from "./limits";
import {
  binColumns,
  log2HistogramOfColumns,
  percentilesFromColumns,
  platIdxToVal,
  type BinColumns,
  type LatencyBin,
} from "./percentiles";
import type {
  FioClatNs,
  FioDetailedResult,
  FioDetails,
  FioDirection,
  FioDirectionDetails,
  FioDiskUtil,
  FioDocument,
  FioJob,
  FioJobDetails,
  FioParseOptions,
  FioParseResult,
  FioWorkload,
  LatencyDistributionBucket,
  PercentileSource,
} from "./types";
import {
  parseFioBool,
  parseFioSize,
  parseFioTimeSeconds,
  splitPerDirection,
  type KbBase,
  type ParsedOption,
} from "./option-values";

type Path = ReadonlyArray<string | number>;

/**
 * MAX_LATENCY_NS read once: compiled to CommonJS (tsx, bundlers) an imported binding is a
 * getter, and readCompactBins compares every bin with it.
 */
const LATENCY_LIMIT_NS = MAX_LATENCY_NS;

/** The percentiles of the contract, as fio's percentile_list spells them. */
const CONTRACT_PERCENTILES = [
  ["p50", 50],
  ["p90", 90],
  ["p99", 99],
  ["p99_9", 99.9],
] as const;
const CONTRACT_PERCENTILE_VALUES: readonly number[] = CONTRACT_PERCENTILES.map(([, p]) => p);

const DIRECTIONS = ["read", "write", "trim"] as const;
type DirectionName = (typeof DIRECTIONS)[number];

/** Linux errno names for the errors fio jobs usually end with. */
const ERRNO: Record<number, string> = {
  1: "EPERM, operation not permitted",
  2: "ENOENT, no such file or directory",
  5: "EIO, I/O error",
  9: "EBADF, bad file descriptor",
  12: "ENOMEM, out of memory",
  13: "EACCES, permission denied",
  16: "EBUSY, device or resource busy",
  17: "EEXIST, file exists",
  19: "ENODEV, no such device",
  21: "EISDIR, is a directory",
  22: "EINVAL, invalid argument",
  24: "EMFILE, too many open files",
  27: "EFBIG, file too large",
  28: "ENOSPC, no space left on device",
  30: "EROFS, read-only file system",
  95: "EOPNOTSUPP, operation not supported",
  110: "ETIMEDOUT, timed out",
  122: "EDQUOT, disk quota exceeded",
};

export function describeFioError(code: number): string {
  const name = ERRNO[code];
  return name ? `error ${code} (${name})` : `error ${code}`;
}

class Warnings {
  readonly list: string[] = [];
  private dropped = 0;
  add(message: string): void {
    if (this.list.length < MAX_WARNINGS) this.list.push(message);
    else this.dropped++;
  }
  finish(): string[] {
    if (this.dropped > 0) this.list.push(`... and ${this.dropped} more warnings.`);
    return this.list;
  }
}

/* ------------------------------------------------------------------ field readers */

function describeValue(value: JsonValue | undefined): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string")
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)}`;
  return `${typeof value} ${String(value)}`;
}

function invalid(path: Path, message: string): FioParseError {
  const p = formatPath(path);
  return new FioParseError("invalid_field", `${p}: ${message}`, p);
}

function absurd(path: Path, message: string): FioParseError {
  const p = formatPath(path);
  return new FioParseError("absurd_value", `${p}: ${message}`, p);
}

/** A non-negative finite number, or undefined when absent and not required. */
function readNumber(obj: JsonObject, key: string, path: Path, required: true): number;
function readNumber(obj: JsonObject, key: string, path: Path, required: false): number | undefined;
function readNumber(obj: JsonObject, key: string, path: Path, required: boolean): number | undefined {
  const value = obj.get(key);
  if (typeof value === "number" && value >= 0 && value < Infinity) return value; // the common case, no allocation
  const at = [...path, key];
  if (value === undefined) {
    if (required) throw invalid(at, `missing; fio always writes "${key}" here.`);
    return undefined;
  }
  if (typeof value !== "number") throw invalid(at, `must be a number, found ${describeValue(value)}.`);
  if (Number.isNaN(value)) throw absurd(at, "is NaN, not a measurement.");
  if (!Number.isFinite(value)) throw absurd(at, "is infinite (or a number too large to represent), not a measurement.");
  throw absurd(at, `is negative (${value}); fio never reports a negative ${key}.`);
}

function readObject(obj: JsonObject, key: string, path: Path): JsonObject | undefined {
  const value = obj.get(key);
  if (value === undefined) return undefined;
  if (!isJsonObject(value)) throw invalid([...path, key], `must be an object, found ${describeValue(value)}.`);
  return value;
}

/** `path` and `key` name the field; the path is built only for the error. */
function checkMax(
  value: number,
  max: number,
  maxName: string,
  unit: string,
  path: Path,
  key: string,
  what: string,
): void {
  if (value > max) {
    throw absurd(
      [...path, key],
      `${what} of ${value.toExponential(3)} ${unit} is beyond ${maxName} (${max.toExponential(0)} ${unit}); no real storage measurement is that large.`,
    );
  }
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/* --------------------------------------------------------------------- workload */

// One Set per rw mode, shared: directionsOfRw runs for every job, and no caller changes them.
const READ_ONLY: ReadonlySet<DirectionName> = new Set(["read"]);
const WRITE_ONLY: ReadonlySet<DirectionName> = new Set(["write"]);
const TRIM_ONLY: ReadonlySet<DirectionName> = new Set(["trim"]);
const READ_WRITE: ReadonlySet<DirectionName> = new Set(["read", "write"]);
const TRIM_WRITE: ReadonlySet<DirectionName> = new Set(["trim", "write"]);
const ALL_DIRECTIONS: ReadonlySet<DirectionName> = new Set(DIRECTIONS);

function directionsOfRw(rw: string): ReadonlySet<DirectionName> {
  const mode = rw.split(":")[0]?.trim().toLowerCase() ?? "";
  switch (mode) {
    case "read":
    case "randread":
      return READ_ONLY;
    case "write":
    case "randwrite":
      return WRITE_ONLY;
    case "trim":
    case "randtrim":
      return TRIM_ONLY;
    case "rw":
    case "readwrite":
    case "randrw":
      return READ_WRITE;
    case "trimwrite":
    case "randtrimwrite":
      return TRIM_WRITE;
    default:
      return ALL_DIRECTIONS;
  }
}

function mergeOptions(
  globalOptions: JsonObject | undefined,
  jobOptions: JsonObject | undefined,
  label: string,
  warnings: Warnings,
): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const source of [globalOptions, jobOptions]) {
    if (!source) continue;
    for (let k = 0; k < source.size; k++) {
      const key = source.keyAt(k);
      const value = source.valueAt(k);
      if (typeof value === "string") merged[key] = value;
      else if (typeof value === "number" || typeof value === "boolean") merged[key] = String(value);
      else warnings.add(`${label}: option "${key}" is ${describeValue(value)}, not a string; ignored.`);
    }
  }
  return merged;
}

/**
 * parseFioSize results by option text, one cache per kb_base: the same few values ("4k",
 * "1") come back in every job. Only short texts are kept: a long string may be a slice of
 * the whole input, which the cache would then keep alive. Callers only read the results.
 */
const SIZE_CACHE_LIMIT = 512;
const sizeCache1024 = new Map<string, ParsedOption>();
const sizeCache1000 = new Map<string, ParsedOption>();

function fioSize(text: string, kbBase: KbBase): ParsedOption {
  const cache = kbBase === 1000 ? sizeCache1000 : sizeCache1024;
  let parsed = cache.get(text);
  if (parsed === undefined) {
    parsed = parseFioSize(text, kbBase);
    if (text.length < 13 && cache.size < SIZE_CACHE_LIMIT) cache.set(text, parsed);
  }
  return parsed;
}

// Module-level helpers rather than closures inside buildWorkload: no function object per
// job (and under tsx, whose keepNames wraps each closure, no helper call per job either).
function noteOption(warnings: Warnings, label: string, option: string, text: string | null): void {
  if (text) warnings.add(`${label}: ${option}: ${text}.`);
}

function intOption(
  warnings: Warnings,
  label: string,
  defaults: string[],
  kbBase: KbBase,
  name: string,
  value: string | undefined,
  fallback: number,
  field: string,
): number | null {
  if (value === undefined) {
    defaults.push(field);
    return fallback;
  }
  const parsed = fioSize(value, kbBase);
  noteOption(warnings, label, name, parsed.note);
  return parsed.value;
}

function buildWorkload(
  opts: Record<string, string>,
  label: string,
  warnings: Warnings,
): { workload: FioWorkload; defaults: string[] } {
  const defaults: string[] = [];

  let kbBase: KbBase = 1024;
  if (opts.kb_base !== undefined) {
    const kb = parseFioSize(opts.kb_base).value;
    if (kb === 1000 || kb === 1024) kbBase = kb;
    else noteOption(warnings, label, "kb_base", `"${opts.kb_base}" is neither 1000 nor 1024; sizes read with 1024`);
  }

  let rw = opts.rw ?? opts.readwrite;
  if (rw === undefined) {
    rw = "read";
    defaults.push("rw");
  }
  const used = directionsOfRw(rw);

  let blockSizeBytes: number | null = null;
  const bs = opts.bs ?? opts.blocksize;
  if (bs !== undefined) {
    const [r, w, t] = splitPerDirection(bs);
    const perDirection: Record<DirectionName, string> = { read: r, write: w, trim: t };
    const sizes = new Set<number | null>();
    for (const dir of used) {
      const part = perDirection[dir].trim();
      if (part === "") {
        sizes.add(4096); // an empty part keeps fio's default
        continue;
      }
      const parsed = fioSize(part, kbBase);
      noteOption(warnings, label, "bs", parsed.note);
      sizes.add(parsed.value);
    }
    if (sizes.size === 1) blockSizeBytes = [...sizes][0] ?? null;
    else
      noteOption(
        warnings,
        label,
        "bs",
        `"${bs}" gives different block sizes to the directions this job uses; blockSizeBytes left null`,
      );
  } else if (opts.bsrange !== undefined || opts.blocksize_range !== undefined || opts.bssplit !== undefined) {
    blockSizeBytes = null; // variable block sizes: no single value
  } else {
    blockSizeBytes = 4096;
    defaults.push("blockSizeBytes");
  }

  const ioDepth = intOption(warnings, label, defaults, kbBase, "iodepth", opts.iodepth, 1, "ioDepth");
  const numJobs = intOption(warnings, label, defaults, kbBase, "numjobs", opts.numjobs, 1, "numJobs");

  let direct: boolean | null;
  if (opts.direct !== undefined) {
    direct = parseFioBool(opts.direct);
    if (direct === null) noteOption(warnings, label, "direct", `"${opts.direct}" is not 0 or 1`);
  } else if (opts.buffered !== undefined) {
    const buffered = parseFioBool(opts.buffered);
    direct = buffered === null ? null : !buffered;
  } else {
    direct = false;
    defaults.push("direct");
  }

  let sizeBytes: number | null = null;
  if (opts.size !== undefined) {
    const parsed = fioSize(opts.size, kbBase);
    noteOption(warnings, label, "size", parsed.note);
    sizeBytes = parsed.value;
  }

  let runtimeSeconds: number | null = null;
  const runtime = opts.runtime ?? opts.timeout;
  if (runtime !== undefined) {
    const parsed = parseFioTimeSeconds(runtime);
    noteOption(warnings, label, "runtime", parsed.note);
    runtimeSeconds = parsed.value === 0 ? null : parsed.value; // 0 means "no limit"
  }

  return {
    workload: {
      rw,
      blockSizeBytes,
      ioDepth,
      numJobs,
      ioEngine: opts.ioengine ?? null,
      direct,
      sizeBytes,
      runtimeSeconds,
    },
    defaults,
  };
}

/* -------------------------------------------------------------------- direction */

interface UnitContext {
  /** Major version from "fio version", null when unknown. */
  major: number | null;
  /**
   * False for parseFio, which returns no details: the parts of them that can neither fail
   * nor warn (histograms, percentile records, latency distribution) are then not built.
   */
  details: boolean;
}

interface DirectionResult {
  direction: FioDirection | null;
  details: FioDirectionDetails | null;
  latencyUnit: "us" | "ns" | null;
}

/**
 * percentileOfKey by key: fio writes the same ~20 keys in every map, and they are the same
 * string objects from parse to parse (json.ts shares keys between objects of one shape),
 * so a lookup is cheaper than reading the number again. Short keys only, as in fioSize.
 */
const percentileByKey = new Map<string, number>();

/** fio's percentile map: numeric percentile -> value in ns; 2.x padding ("0.00") dropped. */
function readPercentileMap(map: JsonObject, factor: number, path: Path): Map<number, number> {
  const out = new Map<number, number>();
  for (let k = 0; k < map.size; k++) {
    const key = map.keyAt(k);
    const raw = map.valueAt(k);
    let p = percentileByKey.get(key);
    if (p === undefined) {
      p = percentileOfKey(key);
      if (key.length < 13 && percentileByKey.size < 256) percentileByKey.set(key, p); // see fioSize
    }
    if (!Number.isFinite(p) || p <= 0) continue; // fio 2.x "0.00" padding
    if (p > 100) throw invalid([...path, key], "a percentile above 100.");
    const value =
      (typeof raw === "number" && raw >= 0 && raw < Infinity ? raw : readNumber(map, key, path, true)) * factor;
    checkMax(value, MAX_LATENCY_NS, "MAX_LATENCY_NS", "ns", path, key, "a latency percentile");
    out.set(p, value);
  }
  return out;
}

/** POWERS_OF_TEN[k] = 10^k, exact for k <= 15. */
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, k) => 10 ** k);

/**
 * Number(key) for a percentile key. fio's form ("99.900000", "50.00") is read digit by
 * digit: at most 15 digits make an exact integer, and one division by an exact power of
 * ten rounds once, correctly, as Number() does. Anything else goes to Number().
 */
function percentileOfKey(key: string): number {
  const n = key.length;
  if (n > 16) return Number(key);
  let value = 0;
  let dot = -1;
  for (let i = 0; i < n; i++) {
    const c = key.charCodeAt(i);
    if (c >= 48 && c <= 57) value = value * 10 + (c - 48);
    else if (c === 46 && dot < 0 && i > 0 && i < n - 1) dot = i;
    else return Number(key);
  }
  if (n === 0 || (dot >= 0 ? n - 1 : n) > 15) return Number(key);
  return dot < 0 ? value : value / (POWERS_OF_TEN[n - 1 - dot] as number);
}

/** json+ bins, sorted, in ns, without empty ones. fio 3.x keys are bucket values; fio 2.x keys are bucket indices. */
function readBins(bins: JsonObject, factor: number, path: Path): BinColumns {
  if (bins instanceof JsonBins) return readCompactBins(bins, factor, path);
  const bitsRaw = bins.get("FIO_IO_U_PLAT_BITS");
  const valRaw = bins.get("FIO_IO_U_PLAT_VAL");
  const indexed = bitsRaw !== undefined || valRaw !== undefined || bins.has("FIO_IO_U_PLAT_NR");
  let bits = 6;
  let val = 64;
  if (indexed) {
    if (typeof bitsRaw !== "number" || !Number.isInteger(bitsRaw) || bitsRaw < 1 || bitsRaw > 16)
      throw invalid([...path, "FIO_IO_U_PLAT_BITS"], "must be a small positive integer.");
    bits = bitsRaw;
    val = typeof valRaw === "number" ? valRaw : 1 << bits;
    if (val !== 1 << bits) throw invalid([...path, "FIO_IO_U_PLAT_VAL"], "must be 2^FIO_IO_U_PLAT_BITS.");
  }
  const out: LatencyBin[] = [];
  for (let m = 0; m < bins.size; m++) {
    const key = bins.keyAt(m);
    const count = bins.valueAt(m);
    if (key.startsWith("FIO_IO_U_PLAT_")) continue;
    const k = Number(key);
    const c0 = key.charCodeAt(0);
    if (!(c0 >= 48 && c0 <= 57) || !Number.isInteger(k))
      throw invalid([...path, key], "a json+ bin key must be a non-negative integer.");
    if (typeof count !== "number" || !(count >= 0) || count === Infinity) readNumber(bins, key, path, true); // throws the right error
    if (count === 0) continue;
    const valueNs = (indexed ? platIdxToVal(k, bits, val) : k) * factor;
    if (valueNs > MAX_LATENCY_NS) checkMax(valueNs, MAX_LATENCY_NS, "MAX_LATENCY_NS", "ns", path, key, "a latency bin");
    out.push([valueNs, count as number]);
  }
  out.sort((a, b) => a[0] - b[0]);
  return binColumns(out);
}

/**
 * readBins for bins the JSON parser kept as arrays: keys already checked to be canonical
 * non-negative integers in ascending order (so no FIO_IO_U_PLAT_* constants, no sort
 * needed: factor > 0 keeps the order) and counts non-negative integers.
 */
function readCompactBins(bins: JsonBins, factor: number, path: Path): BinColumns {
  const keys = bins.bucketKeys;
  const counts = bins.counts;
  // fio 3.x writes only non-empty bins, in ns: then the arrays are the columns as they are
  // (nobody writes to them), once the largest key, the last, is within the limit.
  if (
    factor === 1 &&
    keys.length > 0 &&
    (keys[keys.length - 1] as number) <= LATENCY_LIMIT_NS &&
    counts.indexOf(0) < 0
  ) {
    return { values: keys, counts, total: bins.total };
  }
  const values = new Float64Array(keys.length);
  const kept = new Float64Array(keys.length);
  let length = 0;
  for (let i = 0; i < keys.length; i++) {
    const count = counts[i] as number;
    if (count === 0) continue;
    const valueNs = (keys[i] as number) * factor;
    if (valueNs > LATENCY_LIMIT_NS)
      checkMax(valueNs, MAX_LATENCY_NS, "MAX_LATENCY_NS", "ns", path, String(keys[i]), "a latency bin");
    values[length] = valueNs;
    kept[length] = count;
    length++;
  }
  // Dropping empty bins leaves the sum as it was (adding 0 never changes it).
  return length === keys.length
    ? { values, counts: kept, total: bins.total }
    : { values: values.subarray(0, length), counts: kept.subarray(0, length), total: bins.total };
}

function readMeanMax(obj: JsonObject | undefined, factor: number, path: Path): { mean: number; max: number } | null {
  if (!obj) return null;
  const mean = readNumber(obj, "mean", path, false);
  const max = readNumber(obj, "max", path, false);
  if (mean === undefined || max === undefined) return null;
  return { mean: factor === 1 ? mean : round3(mean * factor), max: max * factor };
}

function parseDirection(
  job: JsonObject,
  key: string,
  jobPath: Path,
  ctx: UnitContext,
  label: string,
  warnings: Warnings,
): DirectionResult {
  const none: DirectionResult = { direction: null, details: null, latencyUnit: null };
  const raw = readObject(job, key, jobPath);
  if (!raw) return none;
  const path = [...jobPath, key];

  const latKey = raw.has("clat_ns") ? "clat_ns" : raw.has("clat") ? "clat" : null;
  const usLatency = latKey === "clat" || (latKey === null && raw.has("lat"));
  const factor = usLatency ? 1000 : 1;
  const ioBytesInKiB = !raw.has("io_kbytes") && (ctx.major !== null ? ctx.major < 3 : usLatency);

  const ioBytesRaw = readNumber(raw, "io_bytes", path, true);
  const totalIos = readNumber(raw, "total_ios", path, false) ?? null;
  const ioBytes = ioBytesInKiB ? ioBytesRaw * 1024 : ioBytesRaw;
  checkMax(ioBytes, MAX_IO_BYTES, "MAX_IO_BYTES", "bytes", path, "io_bytes", "an I/O volume");
  if (ioBytes === 0 || totalIos === 0) return { ...none, latencyUnit: latKey ? (usLatency ? "us" : "ns") : null };
  if (totalIos !== null) checkMax(totalIos, MAX_TOTAL_IOS, "MAX_TOTAL_IOS", "I/Os", path, "total_ios", "an I/O count");

  const runtimeMs = readNumber(raw, "runtime", path, true);
  checkMax(runtimeMs, MAX_RUNTIME_MS, "MAX_RUNTIME_MS", "ms", path, "runtime", "a run time");
  const iops = readNumber(raw, "iops", path, true);
  checkMax(iops, MAX_IOPS, "MAX_IOPS", "IOPS", path, "iops", "an I/O rate");

  let bandwidth: number;
  const bwBytes = readNumber(raw, "bw_bytes", path, false);
  if (bwBytes !== undefined) {
    bandwidth = bwBytes;
    checkMax(
      bandwidth,
      MAX_BANDWIDTH_BYTES_PER_SEC,
      "MAX_BANDWIDTH_BYTES_PER_SEC",
      "B/s",
      path,
      "bw_bytes",
      "a bandwidth",
    );
  } else {
    const bwKiB = readNumber(raw, "bw", path, true);
    checkMax(
      bwKiB * 1024,
      MAX_BANDWIDTH_BYTES_PER_SEC,
      "MAX_BANDWIDTH_BYTES_PER_SEC",
      "B/s",
      path,
      "bw",
      "a bandwidth",
    );
    bandwidth = runtimeMs > 0 ? Math.floor((ioBytes * 1000) / runtimeMs) : bwKiB * 1024;
    checkMax(
      bandwidth,
      MAX_BANDWIDTH_BYTES_PER_SEC,
      "MAX_BANDWIDTH_BYTES_PER_SEC",
      "B/s",
      path,
      "io_bytes",
      "a bandwidth (io_bytes / runtime)",
    );
  }

  if (latKey === null)
    throw invalid(
      [...path, "clat_ns"],
      "missing: the direction did I/O but has no completion latency (clat_ns, or clat in fio 2.x).",
    );
  const clatPath = [...path, latKey];
  const clat = readObject(raw, latKey, path);
  if (!clat) throw invalid(clatPath, "missing.");
  const mean = readNumber(clat, "mean", clatPath, true) * factor;
  const max = readNumber(clat, "max", clatPath, true) * factor;
  checkMax(mean, MAX_LATENCY_NS, "MAX_LATENCY_NS", "ns", clatPath, "mean", "a mean latency");
  checkMax(max, MAX_LATENCY_NS, "MAX_LATENCY_NS", "ns", clatPath, "max", "a latency");

  const mapObj = readObject(clat, "percentile", clatPath);
  const map = mapObj ? readPercentileMap(mapObj, factor, [...clatPath, "percentile"]) : null;
  const binsObj = readObject(clat, "bins", clatPath);
  const bins = binsObj ? readBins(binsObj, factor, [...clatPath, "bins"]) : null;
  const samples = readNumber(clat, "N", clatPath, false);
  let binSamples: number | null = null;
  if (bins) {
    binSamples = bins.total ?? 0;
    if (bins.total === undefined) for (let i = 0; i < bins.counts.length; i++) binSamples += bins.counts[i] as number;
    if (samples !== undefined && samples !== binSamples) {
      warnings.add(`${label}: ${key} clat N is ${samples} but the json+ bins hold ${binSamples} samples.`);
    }
  }
  const haveBins = bins !== null && bins.counts.length > 0;

  const percentiles: Record<string, number | null> = {};
  let fromMap = 0;
  let fromBinCount = 0;
  // One walk over the bins for the contract's percentiles and, to cross-check, the map's.
  const mapPercentiles = map && haveBins ? [...map.keys()] : [];
  const allFromBins = haveBins
    ? percentilesFromColumns(bins, [...CONTRACT_PERCENTILE_VALUES, ...mapPercentiles], samples)
    : null;
  for (let idx = 0; idx < CONTRACT_PERCENTILES.length; idx++) {
    const [name, p] = CONTRACT_PERCENTILES[idx] as (typeof CONTRACT_PERCENTILES)[number];
    const mapped = map?.get(p);
    if (mapped !== undefined) {
      percentiles[name] = mapped;
      fromMap++;
    } else {
      const computed = allFromBins?.[idx] ?? null;
      percentiles[name] = computed;
      if (computed !== null) fromBinCount++;
    }
  }
  if (map && allFromBins) {
    const ps = mapPercentiles;
    const computed = allFromBins.slice(CONTRACT_PERCENTILE_VALUES.length);
    const disagreements = ps.filter((p, i) => computed[i] !== map.get(p));
    if (disagreements.length > 0) {
      const p = disagreements[0] as number;
      warnings.add(
        `${label}: ${key} percentile map and json+ bins disagree at p${p} (map ${map.get(p)} ns, bins ${computed[ps.indexOf(p)]} ns); the map was used.`,
      );
    }
  }
  const source: PercentileSource =
    fromMap > 0 && fromBinCount > 0 ? "mixed" : fromMap > 0 ? "fio_map" : fromBinCount > 0 ? "bins" : null;

  const clatNs: FioClatNs = {
    mean: factor === 1 ? mean : round3(mean),
    p50: percentiles.p50 ?? null,
    p90: percentiles.p90 ?? null,
    p99: percentiles.p99 ?? null,
    p99_9: percentiles.p99_9 ?? null,
    max,
  };
  const direction: FioDirection = {
    ioBytes,
    bandwidthBytesPerSec: bandwidth,
    iops,
    runtimeMs,
    totalIos,
    clatNs,
  };
  const latObj = readObject(raw, usLatency ? "lat" : "lat_ns", path);
  const slatObj = readObject(raw, usLatency ? "slat" : "slat_ns", path);
  const details: FioDirectionDetails = {
    histogram: ctx.details && bins && bins.counts.length > 0 ? log2HistogramOfColumns(bins) : null,
    percentileSource: source,
    clatPercentilesNs: ctx.details && map ? percentileRecord(map) : null,
    binSamples,
    latNs: readMeanMax(latObj, factor, [...path, usLatency ? "lat" : "lat_ns"]),
    slatNs: readMeanMax(slatObj, factor, [...path, usLatency ? "slat" : "slat_ns"]),
  };
  return { direction, details, latencyUnit: usLatency ? "us" : "ns" };
}

/** String(p) of the percentiles seen so far (fio uses ~20): printing a double is slow. */
const percentileNames = new Map<number, string>();

/** fio's percentile map for the details: { "99.9": ns, ... }. */
function percentileRecord(map: Map<number, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [p, v] of map) {
    let name = percentileNames.get(p);
    if (name === undefined) {
      name = String(p);
      if (percentileNames.size < 256) percentileNames.set(p, name);
    }
    out[name] = v;
  }
  return out;
}

/* --------------------------------------------------------------- job-level extras */

interface LatencyEntry {
  upper: number | null;
  lower: number | null;
  percent: number;
}

function byUpperThenLower(a: LatencyEntry, b: LatencyEntry): number {
  return (a.upper ?? Infinity) - (b.upper ?? Infinity) || (a.lower ?? 0) - (b.lower ?? 0);
}

/** With `build` false only the warnings (parseFio, which returns no details). */
function latencyDistribution(
  job: JsonObject,
  path: Path,
  label: string,
  warnings: Warnings,
  build: boolean,
): LatencyDistributionBucket[] | null {
  const maps: Array<[string, number]> = [
    ["latency_ns", 1],
    ["latency_us", 1e3],
    ["latency_ms", 1e6],
  ];
  const entries: LatencyEntry[] = [];
  for (const [key, factor] of maps) {
    const map = job.get(key);
    if (map === undefined) continue;
    if (!isJsonObject(map)) {
      warnings.add(`${label}: ${formatPath([...path, key])} is not an object; latency distribution skipped.`);
      return null;
    }
    if (!build) continue;
    for (let k = 0; k < map.size; k++) {
      const bucket = map.keyAt(k);
      const value = map.valueAt(k);
      if (typeof value !== "number" || !Number.isFinite(value) || value < 0) continue;
      if (bucket.startsWith(">=")) {
        const lower = Number(bucket.slice(2));
        if (Number.isFinite(lower)) entries.push({ upper: null, lower: lower * factor, percent: value });
      } else {
        const upper = Number(bucket);
        if (Number.isFinite(upper)) entries.push({ upper: upper * factor, lower: null, percent: value });
      }
    }
  }
  if (entries.length === 0) return null;
  // fio writes the buckets in order, so this is usually sorted already (a stable sort
  // would leave it as it is).
  let sorted = true;
  for (let i = 1; i < entries.length && sorted; i++)
    sorted = byUpperThenLower(entries[i - 1] as LatencyEntry, entries[i] as LatencyEntry) <= 0;
  if (!sorted) entries.sort(byUpperThenLower);
  const out: LatencyDistributionBucket[] = [];
  let previousUpper = 0;
  for (const e of entries) {
    out.push({ lowerNs: e.lower ?? previousUpper, upperNs: e.upper, percent: e.percent });
    if (e.upper !== null) previousUpper = e.upper;
  }
  return out;
}

function diskNumber(v: JsonValue | undefined): number | null {
  return typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : null;
}

function diskUtil(root: JsonObject, warnings: Warnings): FioDiskUtil[] {
  const raw = root.get("disk_util");
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    warnings.add(`disk_util is ${describeValue(raw)}, not an array; ignored.`);
    return [];
  }
  const out: FioDiskUtil[] = [];
  for (const entry of raw) {
    const name = isJsonObject(entry) ? entry.get("name") : undefined;
    if (!isJsonObject(entry) || typeof name !== "string") continue;
    out.push({
      name,
      readIos: diskNumber(entry.get("read_ios")),
      writeIos: diskNumber(entry.get("write_ios")),
      utilPercent: diskNumber(entry.get("util")),
    });
  }
  return out;
}

/* ----------------------------------------------------------------------- driver */

function majorVersion(version: string | null): number | null {
  const m = version ? /fio-(\d+)\./.exec(version) : null;
  return m?.[1] !== undefined ? Number(m[1]) : null;
}

export function usableJobCount(doc: FioDocument): number {
  return doc.jobs.filter((j) => j.error === 0 && (j.read !== null || j.write !== null || j.trim !== null)).length;
}

function reportInputNotes(located: LocatedReport, warnings: Warnings): void {
  if (located.leadingText.length > 0) {
    const shown = located.leadingText
      .slice(0, 3)
      .map((l) => `"${l}"`)
      .join(", ");
    const more = located.leadingText.length > 3 ? ` and ${located.leadingText.length - 3} more line(s)` : "";
    warnings.add(`Text before the JSON was ignored: ${shown}${more}.`);
  }
  const allText = [...located.leadingText, ...located.otherText];
  if (allText.some((l) => /terminating on signal/i.test(l))) {
    warnings.add("fio was interrupted by a signal: the numbers cover only the time before it stopped.");
  }
  if (located.reports > 1) {
    warnings.add(
      `The input holds ${located.reports} fio reports (--status-interval); the last one, fio's final report, was used.`,
    );
  }
  if (located.otherText.length > 0) {
    warnings.add(
      `Text after the JSON was ignored: "${located.otherText[0]}"${located.otherText.length > 1 ? ` and ${located.otherText.length - 1} more line(s)` : ""}.`,
    );
  }
  if (located.replacementChars > 0) {
    warnings.add(`${located.replacementChars} byte sequence(s) were not valid UTF-8 and were replaced (U+FFFD).`);
  }
  let reported = 0;
  for (const dup of located.duplicates) {
    const isPadding = /(^|\.)percentile$/.test(dup.objectPath) && Number(dup.key) === 0;
    if (isPadding) continue;
    if (reported++ < 5)
      warnings.add(
        `Duplicate key "${dup.key}" in ${dup.objectPath || "the top-level object"}: the last value was used.`,
      );
  }
  if (located.duplicateCount > located.duplicates.length) {
    warnings.add(
      `${located.duplicateCount} duplicate keys in all; only the first ${located.duplicates.length} were inspected.`,
    );
  }
  if (located.nonFiniteCount > 0) {
    warnings.add(
      `${located.nonFiniteCount} nan/inf value(s) in fields this parser does not use (first: ${located.nonFinitePaths[0] ?? "?"}); ignored.`,
    );
  }
}

function interpret(
  located: LocatedReport,
  options: FioParseOptions,
  withDetails: boolean,
): { document: FioDocument; details: FioDetails } {
  const root = located.value;
  if (Array.isArray(root)) {
    throw new FioParseError(
      "not_fio",
      'The JSON is an array, but fio\'s report is a single object with "fio version" and "jobs". Upload one fio output file as fio wrote it.',
    );
  }
  if (!isJsonObject(root)) {
    throw new FioParseError("not_fio", `The JSON is ${describeValue(root)}, not fio's report object.`);
  }
  const warnings = new Warnings();
  const versionRaw = root.get("fio version");
  if (versionRaw !== undefined && typeof versionRaw !== "string")
    throw invalid(["fio version"], `must be a string, found ${describeValue(versionRaw)}.`);
  const fioVersion = versionRaw ?? null;

  let jobsKey = "jobs";
  let jobsRaw = root.get("jobs");
  if (jobsRaw === undefined && root.has("client_stats")) {
    jobsKey = "client_stats";
    jobsRaw = root.get("client_stats");
  }
  const looksLikeFio =
    fioVersion !== null ||
    (Array.isArray(jobsRaw) &&
      (jobsRaw.length === 0 || jobsRaw.some((j) => isJsonObject(j) && typeof j.get("jobname") === "string")));
  if (!looksLikeFio) {
    const keys = [...root.keys()]
      .slice(0, 8)
      .map((k) => JSON.stringify(k))
      .join(", ");
    throw new FioParseError(
      "not_fio",
      `This JSON is not fio output: it has no "fio version" and no "jobs" list of fio jobs (its top-level keys: ${keys || "none"}). Upload the file fio wrote with --output-format=json or json+.`,
    );
  }
  if (jobsRaw === undefined)
    throw new FioParseError("no_jobs", 'The fio output has no "jobs" list: fio ran no job.', "jobs");
  if (!Array.isArray(jobsRaw)) throw invalid([jobsKey], `must be an array of jobs, found ${describeValue(jobsRaw)}.`);
  if (jobsRaw.length === 0)
    throw new FioParseError(
      "no_jobs",
      "The fio output lists no jobs: fio ran nothing. Check the job file or command line.",
      jobsKey,
    );

  reportInputNotes(located, warnings);
  if (jobsKey === "client_stats") warnings.add('Client/server output: jobs read from "client_stats".');

  const globalOptions = readObject(root, "global options", []);
  const ctx: UnitContext = { major: majorVersion(fioVersion), details: withDetails };
  const jobs: FioJob[] = [];
  const jobDetails: FioJobDetails[] = [];
  const units = new Set<"us" | "ns">();

  jobsRaw.forEach((jobRaw, index) => {
    const path: Path = [jobsKey, index];
    if (!isJsonObject(jobRaw)) throw invalid(path, `must be an object, found ${describeValue(jobRaw)}.`);
    let name: string;
    const jobname = jobRaw.get("jobname");
    if (jobname === undefined) {
      name = `job ${index + 1}`;
      warnings.add(`${formatPath(path)} has no jobname; called "${name}".`);
    } else if (typeof jobname !== "string") {
      throw invalid([...path, "jobname"], `must be a string, found ${describeValue(jobname)}.`);
    } else {
      name = jobname;
    }
    if (jobsKey === "client_stats" && name === "All clients") {
      warnings.add(`${formatPath(path)} "All clients" is fio's sum over the other entries; skipped.`);
      return;
    }
    const label = `job ${index} "${name}"`;
    const groupIdRaw = jobRaw.get("groupid");
    if (
      groupIdRaw !== undefined &&
      (typeof groupIdRaw !== "number" || !Number.isInteger(groupIdRaw) || groupIdRaw < 0)
    ) {
      throw invalid([...path, "groupid"], `must be a non-negative integer, found ${describeValue(groupIdRaw)}.`);
    }
    const errorRaw = jobRaw.get("error");
    if (errorRaw !== undefined && (typeof errorRaw !== "number" || !Number.isInteger(errorRaw))) {
      throw invalid([...path, "error"], `must be an integer (fio's errno), found ${describeValue(errorRaw)}.`);
    }
    const groupId = groupIdRaw ?? 0;
    const error = errorRaw ?? 0;
    const jobOptions = readObject(jobRaw, "job options", path);
    const opts = mergeOptions(globalOptions, jobOptions, label, warnings);
    const { workload, defaults } = buildWorkload(opts, label, warnings);

    const job: FioJob = { name, groupId, error, workload, read: null, write: null, trim: null };
    const details: FioJobDetails = {
      name,
      read: null,
      write: null,
      trim: null,
      mixed: null,
      syncOps: null,
      latencyDistribution: null,
      options: opts,
      workloadDefaults: defaults,
    };
    if (error === 0) {
      for (const dir of DIRECTIONS) {
        const result = parseDirection(jobRaw, dir, path, ctx, label, warnings);
        job[dir] = result.direction;
        details[dir] = result.details;
        if (result.latencyUnit) units.add(result.latencyUnit);
      }
      if (jobRaw.has("mixed")) {
        details.mixed = parseDirection(jobRaw, "mixed", path, ctx, label, warnings).direction;
        if (details.mixed) {
          warnings.add(
            `${label}: fio reported unified "mixed" statistics (unified_rw_reporting)${job.read || job.write || job.trim ? " besides" : " instead of"} read/write/trim; the document holds read/write/trim only.`,
          );
        }
      }
      const sync = jobRaw.get("sync");
      const syncOps = isJsonObject(sync) ? sync.get("total_ios") : undefined;
      if (typeof syncOps === "number" && Number.isFinite(syncOps)) {
        details.syncOps = syncOps;
        if (syncOps > 0) {
          warnings.add(
            `${label}: ${syncOps} fsync/fdatasync operations are not in the document (it reports read/write/trim data I/O only).`,
          );
        }
      }
      details.latencyDistribution = latencyDistribution(jobRaw, path, label, warnings, ctx.details);
      const expected = directionsOfRw(workload.rw);
      const unexpected = DIRECTIONS.filter((d) => job[d] !== null && !expected.has(d));
      if (unexpected.length > 0) {
        warnings.add(
          `${label}: rw=${workload.rw} but the ${unexpected.join(" and ")} direction has I/O; with group_reporting fio merges several jobs (and its job options then describe only one of them), or verify added reads.`,
        );
      }
    } else {
      warnings.add(`${label} failed with ${describeFioError(error)}: listed without measurements.`);
    }
    jobs.push(job);
    jobDetails.push(details);
  });

  const document: FioDocument = { fioVersion, jobs, warnings: [] };
  if ((options.requireUsableJob ?? true) && usableJobCount(document) === 0) {
    const reasons = jobs.slice(0, 5).map((j, i) => {
      if (j.error !== 0) return `"${j.name}" failed with ${describeFioError(j.error)}`;
      if (jobDetails[i]?.mixed)
        return `"${j.name}" has only unified "mixed" statistics (rerun without unified_rw_reporting)`;
      return `"${j.name}" did no I/O`;
    });
    const more = jobs.length > 5 ? ` and ${jobs.length - 5} more` : "";
    throw new FioParseError(
      "no_usable_jobs",
      `No usable measurement in this fio output: ${reasons.join("; ")}${more}.`,
      jobsKey,
    );
  }
  const disks = diskUtil(root, warnings);
  document.warnings = warnings.finish();
  const details: FioDetails = {
    jobs: jobDetails,
    diskUtil: disks,
    reportsInInput: located.reports,
    latencyUnit: units.size === 2 ? "mixed" : units.has("us") ? "us" : "ns",
  };
  return { document, details };
}

/** Parse fio output and return the document plus data for the web page (histograms...). Never throws. */
export function parseFioDetailed(input: string | Uint8Array, options: FioParseOptions = {}): FioDetailedResult {
  return parseWith(input, options, true);
}

function parseWith(input: string | Uint8Array, options: FioParseOptions, withDetails: boolean): FioDetailedResult {
  try {
    const { text, replacementChars } = decodeInput(input);
    const located = locateReport(text, replacementChars);
    const { document, details } = interpret(located, options, withDetails);
    return { ok: true, document, details };
  } catch (error) {
    if (error instanceof FioParseError) return { ok: false, error };
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return {
      ok: false,
      error: new FioParseError(
        "parser_failed",
        `The fio parser failed unexpectedly (${reason}); the file was not accepted. Please report this with the file.`,
      ),
    };
  }
}

/** Parse fio output (json or json+, fio 2.x or 3.x) into the CLI/API document. Never throws. */
export function parseFio(input: string | Uint8Array, options: FioParseOptions = {}): FioParseResult {
  const result = parseWith(input, options, false);
  return result.ok ? { ok: true, document: result.document } : { ok: false, error: result.error };
}
