/**
 * fio's latency buckets and percentiles, reproduced from fio's stat.c.
 *
 * fio never keeps raw latencies: each I/O goes into one of FIO_IO_U_PLAT_NR buckets
 * (64 linear buckets per power of two above 128, exact values below), and every
 * latency fio reports from them (the `percentile` map, json+ `bins`) is the bucket's
 * midpoint, `plat_idx_to_val(idx)`. So percentiles computed from json+ bins are exactly
 * fio's own, provided we use fio's rule (calc_clat_percentiles):
 *
 *   walk the buckets upwards accumulating counts; the p-th percentile is the value of the
 *   first bucket where  cumulative >= (long double) p / 100.0 * N
 *
 * with N the sample count (clat_ns.N; equal to the sum of the bins). There is no
 * interpolation and no rounding of the rank. The threshold is compared exactly here
 * (BigInt rational arithmetic on the double p), which is what fio's 80-bit (x86) or
 * 128-bit (arm64) long double computes for any realistic N: the double for 99.9 is
 * 99.900000000000005684..., so with N = 1000 the 99.9th percentile needs 1000 samples,
 * not 999 - plain double arithmetic can get such cases wrong.
 */

/** fio >= 3.0 (nanosecond buckets). fio 2.x wrote its own constants into json+ bins. */
export const FIO_IO_U_PLAT_BITS = 6;
export const FIO_IO_U_PLAT_VAL = 1 << FIO_IO_U_PLAT_BITS;

/** fio's plat_idx_to_val: the value (midpoint) a bucket index stands for. */
export function platIdxToVal(idx: number, bits = FIO_IO_U_PLAT_BITS, val = 1 << bits): number {
  if (idx < val * 2) return idx;
  const errorBits = Math.floor(idx / val) - 1;
  const base = 2 ** (errorBits + bits);
  const k = idx % val;
  return base + Math.floor((k + 0.5) * 2 ** errorBits);
}

/** A double as m * 2^e with integer m. */
function decompose(x: number): { m: bigint; e: number } {
  let m = x;
  let e = 0;
  while (!Number.isInteger(m)) {
    m *= 2;
    e--;
  }
  return { m: BigInt(m), e };
}

/**
 * p * N / 100 in doubles rounds twice, so it is within 2^-52 (relative) of the exact value:
 * below 2^31 that is under 2^-21 absolute, less than the margin of 2^-20 the fast path asks for.
 */
const FAST_THRESHOLD_LIMIT = 2 ** 31;

/** Smallest integer count c with c >= p / 100 * n, computed exactly. */
export function percentileRankThreshold(p: number, n: number): number {
  if (!(p > 0) || !(n > 0)) return 0;
  const rounded = Math.round(n);
  // Fast path: when the double estimate of p * N / 100 is clearly between two integers
  // (more than 2^-20 from both), the exact value is too, so its ceiling is the answer.
  const estimate = (p * rounded) / 100;
  if (estimate < FAST_THRESHOLD_LIMIT) {
    const ceiling = Math.ceil(estimate);
    if (ceiling - estimate > 2 ** -20 && estimate - (ceiling - 1) > 2 ** -20) return ceiling;
  }
  const { m, e } = decompose(p);
  const N = BigInt(rounded);
  // c >= m * 2^e * N / 100
  let num = m * N;
  let den = 100n;
  if (e >= 0) num *= 1n << BigInt(e);
  else den *= 1n << BigInt(-e);
  return Number((num + den - 1n) / den);
}

/** One json+ bin: fio's bucket value (already in ns) and its count. */
export type LatencyBin = readonly [valueNs: number, count: number];

/**
 * json+ bins as two parallel columns (the parser's form: no object per bin): values in ns
 * ascending, counts > 0.
 */
export interface BinColumns {
  values: Float64Array;
  counts: Float64Array;
  /** The sum of the counts in order, when already known. */
  total?: number;
}

export function binColumns(bins: ReadonlyArray<LatencyBin>): BinColumns {
  const values = new Float64Array(bins.length);
  const counts = new Float64Array(bins.length);
  for (let i = 0; i < bins.length; i++) {
    const bin = bins[i] as LatencyBin;
    values[i] = bin[0];
    counts[i] = bin[1];
  }
  return { values, counts };
}

/**
 * fio's percentiles from json+ bins (sorted ascending by value, counts > 0).
 * `n` is fio's sample count (clat_ns.N) when known, else the sum of the counts.
 * Returns null for a percentile fio could not compute either (n larger than the bins).
 */
export function percentilesFromBins(
  bins: ReadonlyArray<LatencyBin>,
  percentiles: readonly number[],
  n?: number,
): Array<number | null> {
  return percentilesFromColumns(binColumns(bins), percentiles, n);
}

/** percentilesFromBins on columns. */
export function percentilesFromColumns(
  bins: BinColumns,
  percentiles: readonly number[],
  n?: number,
): Array<number | null> {
  const { values, counts } = bins;
  let samples = n;
  if (samples === undefined) {
    samples = 0;
    for (let i = 0; i < counts.length; i++) samples += counts[i] as number;
  }
  const out: Array<number | null> = percentiles.map(() => null);
  if (!(samples > 0)) return out;
  // One upward walk, percentiles in ascending order, as fio does.
  const order = percentiles
    .map((p, i) => ({ i, threshold: percentileRankThreshold(p, samples) }))
    .sort((a, b) => a.threshold - b.threshold);
  let next = 0;
  let sum = 0;
  for (let b = 0; b < counts.length && next < order.length; b++) {
    sum += counts[b] as number;
    while (next < order.length && sum >= (order[next] as { threshold: number }).threshold) {
      out[(order[next] as { i: number }).i] = values[b] as number;
      next++;
    }
  }
  return out;
}

/**
 * log2HistogramOfColumns' sums, sums[k + 1] for bucket k (-1 for [0, 1); a double's
 * floorLog2 is below 1024), shared and left all zero after each call (calls are synchronous).
 */
const histogramScratch = new Float64Array(1026);

export interface HistogramBucket {
  lowerNs: number;
  /** Exclusive. */
  upperNs: number;
  count: number;
}

function floorLog2(v: number): number {
  if (v < 2 ** 31) return 31 - Math.clz32(v);
  let k = Math.floor(Math.log2(v));
  if (2 ** k > v) k--;
  else if (2 ** (k + 1) <= v) k++;
  return k;
}

/**
 * Power-of-two buckets [2^k, 2^(k+1)) ns for a chart, contiguous from the lowest to the
 * highest non-empty one (empty buckets in between are kept, with count 0). Each fio
 * bucket lies wholly inside one power of two (fio splits every octave into 64 linear
 * buckets), so for fio 3.x ns bins the regrouping is exact; a latency of 0 ns goes in
 * [0, 1). fio 2.x microsecond bins (scaled by 1000) are placed by their midpoint.
 */
export function log2Histogram(bins: ReadonlyArray<LatencyBin>): HistogramBucket[] {
  return log2HistogramOfColumns(binColumns(bins));
}

/** log2Histogram on columns. */
export function log2HistogramOfColumns(bins: BinColumns): HistogramBucket[] {
  const { values, counts } = bins;
  const sums = histogramScratch;
  let lo = Infinity;
  let hi = -Infinity;
  // The bucket of the previous bin, [from, to): sorted bins mostly stay in it, so the
  // logarithm is taken once per bucket rather than once per bin.
  let k = 0;
  let from = Infinity;
  let to = -Infinity;
  for (let i = 0; i < counts.length; i++) {
    const value = values[i] as number;
    const count = counts[i] as number;
    if (count <= 0) continue;
    if (!(value >= from && value < to)) {
      k = value < 1 ? -1 : floorLog2(value);
      from = k < 0 ? -Infinity : 2 ** k;
      to = k < 0 ? 1 : 2 ** (k + 1);
    }
    sums[k + 1] = (sums[k + 1] as number) + count;
    if (k < lo) lo = k;
    if (k > hi) hi = k;
  }
  const out: HistogramBucket[] = [];
  for (let k = lo; k <= hi; k++) {
    out.push({
      lowerNs: k < 0 ? 0 : 2 ** k,
      upperNs: k < 0 ? 1 : 2 ** (k + 1),
      count: sums[k + 1] as number,
    });
  }
  if (lo <= hi) sums.fill(0, lo + 1, hi + 2);
  return out;
}
