import { sustainableRate, type BucketSpec } from "./perf-types";

/**
 * Burst-credit buckets over time. Balances change linearly between events, so the
 * simulation only records the vertices (phase boundaries, the moment a bucket empties or
 * fills) and the chart timeline is those vertices thinned to a few hundred points.
 */

export interface TimelinePoint {
  tSeconds: number;
  /** Balance in the bucket's display unit. */
  balance: number;
}

export interface Vertex {
  t: number;
  balance: number;
}

/** Net change of a bucket per second while `usagePerSecond` of its unit flows. */
export function netCreditRate(bucket: BucketSpec, usagePerSecond: number): number {
  return bucket.accrualPerSecond - Math.max(0, usagePerSecond - bucket.freeUsagePerSecond);
}

export { sustainableRate };

/** Tolerance below which a balance counts as empty: a trillionth of the capacity. */
export function emptyTolerance(bucket: BucketSpec): number {
  return Math.max(bucket.capacity * 1e-12, 1e-9);
}

/**
 * Keeps at most two points (the lowest and the highest) per time window, so a dip that
 * lasts minutes in a year-long period still shows. Extremes of a piecewise-linear curve
 * are at its vertices, so nothing is lost between them.
 */
export class TimelineRecorder {
  private readonly windowSeconds: number;
  private readonly periodSeconds: number;
  private readonly lows: (Vertex | undefined)[];
  private readonly highs: (Vertex | undefined)[];
  private first: Vertex | undefined;
  private last: Vertex | undefined;

  constructor(
    periodSeconds: number,
    maxPoints: number,
    private readonly unitSize: number,
  ) {
    this.periodSeconds = periodSeconds;
    const windows = Math.max(1, Math.floor((maxPoints - 2) / 2));
    this.windowSeconds = periodSeconds / windows;
    this.lows = new Array<Vertex | undefined>(windows).fill(undefined);
    this.highs = new Array<Vertex | undefined>(windows).fill(undefined);
  }

  /** Vertices after the period (work queued past its end) are not charted. */
  add(t: number, balance: number): void {
    if (t > this.periodSeconds) return;
    const vertex = { t, balance };
    this.first ??= vertex;
    this.last = vertex;
    const index = Math.min(this.lows.length - 1, Math.max(0, Math.floor(t / this.windowSeconds)));
    const low = this.lows[index];
    if (low === undefined || balance < low.balance) this.lows[index] = vertex;
    const high = this.highs[index];
    if (high === undefined || balance > high.balance) this.highs[index] = vertex;
  }

  points(): TimelinePoint[] {
    const picked: Vertex[] = [];
    if (this.first) picked.push(this.first);
    for (let i = 0; i < this.lows.length; i++) {
      const low = this.lows[i];
      const high = this.highs[i];
      if (low && high) {
        if (low.t <= high.t) picked.push(low, high);
        else picked.push(high, low);
      }
    }
    if (this.last) picked.push(this.last);
    const out: TimelinePoint[] = [];
    let previous: Vertex | undefined;
    for (const vertex of picked) {
      if (previous && vertex.t === previous.t && vertex.balance === previous.balance) continue;
      if (previous && vertex.t < previous.t) continue;
      out.push({ tSeconds: round(vertex.t, 3), balance: round(vertex.balance / this.unitSize, 6) });
      previous = vertex;
    }
    return out;
  }
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
