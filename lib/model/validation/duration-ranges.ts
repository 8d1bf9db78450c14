/**
 * How sure the model is of a duration. Method: every measured duration cell of the five
 * articles is predicted held out (constants fitted on the other articles; see
 * validation.ts), and the cells are grouped by the mechanism that bounds them in the
 * model: a fitted latency (per-file overheads, single-stream and request latencies) or a
 * documented limit (throughput, IOPS, credits, network). Within each group the 10th and
 * 90th percentiles of model/measured give the band: a duration d bounded by that mechanism
 * is reported as [d / p90, d / p10] (always containing d). An option's range sums its
 * operations' lows and highs, so errors are taken as fully correlated (the conservative
 * choice: one article's errors run the same way across its operations).
 *
 * The bands are constants here so an estimate does not rerun the validation;
 * duration-ranges.test.ts fails when they drift from what the validation gives
 * (`npm run --silent cli -- validate-model` prints them).
 */

export type BoundingMechanism = "latency" | "limit";

export interface RatioBand {
  /** 10th percentile of model / measured. */
  p10: number;
  /** 90th percentile of model / measured. */
  p90: number;
  cells: number;
}

export interface DurationRange {
  low: number;
  high: number;
}

/** Held-out residual bands (2 significant digits), from validate-model. */
export const DURATION_ERROR_BANDS: Record<BoundingMechanism, RatioBand> = {
  latency: { p10: 0.74, p90: 1.2, cells: 37 },
  limit: { p10: 0.61, p90: 1.4, cells: 57 },
};

const LATENCY_LABEL = /latency|read-ahead|single-stream|stream|RPC/i;

/** Labels recur across options and estimates: the answer for the last few thousand is kept. */
const mechanisms = new Map<string, BoundingMechanism>();
const REMEMBERED_LABELS = 4096;

/** Which kind of mechanism a bottleneck label names. */
export function boundingMechanism(bottleneck: string): BoundingMechanism {
  let mechanism = mechanisms.get(bottleneck);
  if (mechanism === undefined) {
    if (mechanisms.size >= REMEMBERED_LABELS) mechanisms.clear();
    mechanism = LATENCY_LABEL.test(bottleneck) ? "latency" : "limit";
    mechanisms.set(bottleneck, mechanism);
  }
  return mechanism;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function durationRange(
  seconds: number,
  bottleneck: string,
  bands: Record<BoundingMechanism, RatioBand> = DURATION_ERROR_BANDS,
): DurationRange {
  if (!Number.isFinite(seconds)) return { low: seconds, high: seconds };
  const band = bands[boundingMechanism(bottleneck)];
  const p10 = Math.min(1, band.p10 > 0 ? band.p10 : 1);
  const p90 = Math.max(1, band.p90 > 0 ? band.p90 : 1);
  return { low: round3(seconds / p90), high: round3(seconds / p10) };
}

export function sumRanges(ranges: readonly DurationRange[]): DurationRange {
  return { low: round3(ranges.reduce((s, r) => s + r.low, 0)), high: round3(ranges.reduce((s, r) => s + r.high, 0)) };
}

/** The p-th percentile (0..1) by linear interpolation between order statistics. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 1;
  const sorted = [...values].sort((a, b) => a - b);
  const index = p * (sorted.length - 1);
  const lo = Math.floor(index);
  const hi = Math.ceil(index);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (index - lo);
}

/** Bands from (ratio, bottleneck) pairs of held-out cells. */
export function bandsFrom(
  cells: readonly { ratio: number; bottleneck: string }[],
): Record<BoundingMechanism, RatioBand> {
  const of = (m: BoundingMechanism): RatioBand => {
    const ratios = cells.filter((c) => boundingMechanism(c.bottleneck) === m).map((c) => c.ratio);
    return {
      p10: Number(percentile(ratios, 0.1).toPrecision(2)),
      p90: Number(percentile(ratios, 0.9).toPrecision(2)),
      cells: ratios.length,
    };
  };
  return { latency: of("latency"), limit: of("limit") };
}
