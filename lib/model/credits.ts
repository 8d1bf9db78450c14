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

/**
 * A bucket's vertices (time, balance) as numbers: a day of 360 runs has thousands of
 * them, charted and copied for every cycle, and objects for each cost more in garbage
 * collection than the simulation itself.
 */
export class VertexBuffer {
  t = new Float64Array(64);
  balance = new Float64Array(64);
  length = 0;

  push(t: number, balance: number): void {
    if (this.length === this.t.length) this.grow(this.length + 1);
    this.t[this.length] = t;
    this.balance[this.length] = balance;
    this.length++;
  }

  /** Doubles the capacity until it holds `size` vertices. */
  private grow(size: number): void {
    let capacity = this.t.length;
    while (capacity < size) capacity *= 2;
    if (capacity === this.t.length) return;
    const times = new Float64Array(capacity);
    const balances = new Float64Array(capacity);
    times.set(this.t);
    balances.set(this.balance);
    this.t = times;
    this.balance = balances;
  }

  /** Appends vertices [from, to) again, `shift` seconds later. */
  repeat(from: number, to: number, shift: number): void {
    const at = this.length;
    const count = to - from;
    if (count <= 0) return;
    // Room made once, then plain copies: a cycle copied 89 times was a push per vertex.
    this.grow(at + count);
    const t = this.t;
    for (let k = 0; k < count; k++) t[at + k] = t[from + k]! + shift;
    this.balance.copyWithin(at, from, to);
    this.length = at + count;
  }
}

/**
 * Buffers of finished simulations, for the next ones: a day of 360 runs fills thousands
 * of vertices per bucket, and growing fresh buffers for every option of every estimate
 * was much of the garbage collector's work. Only modest buffers are kept.
 */
const spareBuffers: VertexBuffer[] = [];
const MAX_SPARE_BUFFERS = 64;
const MAX_SPARE_VERTICES = 1 << 16;

export function takeVertexBuffer(): VertexBuffer {
  const buffer = spareBuffers.pop() ?? new VertexBuffer();
  buffer.length = 0;
  return buffer;
}

/** The buffers must not be used after this (nor anything viewing them). */
export function giveBackVertexBuffers(buffers: readonly VertexBuffer[]): void {
  for (const buffer of buffers) {
    if (spareBuffers.length < MAX_SPARE_BUFFERS && buffer.t.length <= MAX_SPARE_VERTICES) spareBuffers.push(buffer);
  }
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
 * are at its vertices, so nothing is lost between them. The windows hold numbers, not
 * vertex objects: a period's vertices come through here, most of them to be dropped.
 */
interface WindowColumns {
  filled: Uint8Array;
  lowT: Float64Array;
  lowBalance: Float64Array;
  highT: Float64Array;
  highBalance: Float64Array;
}

/**
 * Columns of finished recorders, for the next ones: every bucket of every option of an
 * estimate has a recorder, and allocating its typed arrays each time was a twentieth of a
 * once-a-day estimate. Only `filled` needs clearing: no other column is read unfilled.
 */
const spareColumns: WindowColumns[] = [];
const MAX_SPARE_COLUMNS = 64;

function takeColumns(windows: number): WindowColumns {
  for (let k = spareColumns.length - 1; k >= 0; k--) {
    const spare = spareColumns[k]!;
    if (spare.filled.length !== windows) continue;
    spareColumns[k] = spareColumns[spareColumns.length - 1]!;
    spareColumns.pop();
    spare.filled.fill(0);
    return spare;
  }
  // One allocation for the four columns: a recorder per bucket per option adds up.
  const columns = new Float64Array(windows * 4);
  return {
    filled: new Uint8Array(windows),
    lowT: columns.subarray(0, windows),
    lowBalance: columns.subarray(windows, windows * 2),
    highT: columns.subarray(windows * 2, windows * 3),
    highBalance: columns.subarray(windows * 3),
  };
}

export class TimelineRecorder {
  private readonly windowSeconds: number;
  private readonly periodSeconds: number;
  private readonly windows: number;
  private readonly columns: WindowColumns;
  private readonly filled: Uint8Array;
  private readonly lowT: Float64Array;
  private readonly lowBalance: Float64Array;
  private readonly highT: Float64Array;
  private readonly highBalance: Float64Array;
  private hasFirst = false;
  private firstT = 0;
  private firstBalance = 0;
  private lastT = 0;
  private lastBalance = 0;

  constructor(
    periodSeconds: number,
    maxPoints: number,
    private readonly unitSize: number,
  ) {
    this.periodSeconds = periodSeconds;
    this.windows = Math.max(1, Math.floor((maxPoints - 2) / 2));
    this.windowSeconds = periodSeconds / this.windows;
    const columns = takeColumns(this.windows);
    this.columns = columns;
    this.filled = columns.filled;
    this.lowT = columns.lowT;
    this.lowBalance = columns.lowBalance;
    this.highT = columns.highT;
    this.highBalance = columns.highBalance;
  }

  /** Done (its points taken): its columns go to the next recorder. The recorder must not be used after this. */
  release(): void {
    if (spareColumns.length < MAX_SPARE_COLUMNS) spareColumns.push(this.columns);
  }

  private windowOf(t: number): number {
    return Math.min(this.windows - 1, Math.max(0, Math.floor(t / this.windowSeconds)));
  }

  /** Vertices after the period (work queued past its end) are not charted. */
  add(t: number, balance: number): void {
    if (t > this.periodSeconds) return;
    if (!this.hasFirst) {
      this.hasFirst = true;
      this.firstT = t;
      this.firstBalance = balance;
    }
    this.lastT = t;
    this.lastBalance = balance;
    const index = this.windowOf(t);
    // A NaN time has no window (the vertex still counts as first or last).
    if (!(index >= 0)) return;
    const filled = this.filled[index] === 1;
    if (!filled || balance < this.lowBalance[index]!) {
      this.lowT[index] = t;
      this.lowBalance[index] = balance;
    }
    if (!filled || balance > this.highBalance[index]!) {
      this.highT[index] = t;
      this.highBalance[index] = balance;
    }
    this.filled[index] = 1;
  }

  /**
   * add(v.t + shift, v.balance) for every vertex of the template, in order, with the same
   * result: each window takes the range of template vertices that lands in it at once (its
   * first lowest and first highest, as adding them one by one keeps).
   */
  addShifted(template: ChartTemplate, shift: number): void {
    const { t, balance, runStarts } = template;
    const count = t.length;
    template.used();
    if (!template.finite) {
      for (let i = 0; i < count; i++) this.add(t[i]! + shift, balance[i]!);
      return;
    }
    // Within a run of the template times only grow, and so do windows: a run's charted
    // vertices are a prefix of it, each window's a stretch of that prefix. Runs go in order.
    for (let r = 0; r < runStarts.length; r++) {
      const start = runStarts[r]!;
      const end = this.firstPast(t, shift, start, r + 1 < runStarts.length ? runStarts[r + 1]! : count, this.windows);
      if (end > start) this.addRun(template, shift, start, end);
    }
  }

  private addRun(template: ChartTemplate, shift: number, start: number, end: number): void {
    const { t, balance } = template;
    if (!this.hasFirst) {
      this.hasFirst = true;
      this.firstT = t[start]! + shift;
      this.firstBalance = balance[start]!;
    }
    this.lastT = t[end - 1]! + shift;
    this.lastBalance = balance[end - 1]!;
    let from = start;
    while (from < end) {
      const index = this.windowOf(t[from]! + shift);
      const to = this.firstPast(t, shift, from + 1, end, index);
      template.extremes(from, to);
      const low = template.low;
      const high = template.high;
      const filled = this.filled[index] === 1;
      if (!filled || balance[low]! < this.lowBalance[index]!) {
        this.lowT[index] = t[low]! + shift;
        this.lowBalance[index] = balance[low]!;
      }
      if (!filled || balance[high]! > this.highBalance[index]!) {
        this.highT[index] = t[high]! + shift;
        this.highBalance[index] = balance[high]!;
      }
      this.filled[index] = 1;
      from = to;
    }
  }

  /**
   * First index in [from, to) of an ordered template whose shifted vertex lies past window
   * `index` (index = windows: past the period); `to` if none. The same arithmetic as add().
   */
  private firstPast(t: Float64Array, shift: number, from: number, to: number, index: number): number {
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = t[mid]! + shift;
      const past = index === this.windows ? at > this.periodSeconds : this.windowOf(at) > index;
      if (past) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  points(): TimelinePoint[] {
    const out: TimelinePoint[] = [];
    let hasPrevious = false;
    let previousT = 0;
    let previousBalance = 0;
    const unitSize = this.unitSize;
    const push = (t: number, balance: number) => {
      if (hasPrevious && ((t === previousT && balance === previousBalance) || t < previousT)) return;
      // round(t, 3) and round(balance / unitSize, 6) with their factors written out.
      out.push({ tSeconds: Math.round(t * 1000) / 1000, balance: Math.round((balance / unitSize) * 1e6) / 1e6 });
      hasPrevious = true;
      previousT = t;
      previousBalance = balance;
    };
    if (this.hasFirst) push(this.firstT, this.firstBalance);
    for (let i = 0; i < this.windows; i++) {
      if (this.filled[i] !== 1) continue;
      if (this.lowT[i]! <= this.highT[i]!) {
        push(this.lowT[i]!, this.lowBalance[i]!);
        push(this.highT[i]!, this.highBalance[i]!);
      } else {
        push(this.highT[i]!, this.highBalance[i]!);
        push(this.lowT[i]!, this.lowBalance[i]!);
      }
    }
    if (this.hasFirst) push(this.lastT, this.lastBalance);
    return out;
  }
}


const BLOCK = 32;

/**
 * A day's vertices, charted again for every later day of a steady period: their times
 * and balances, and the first lowest and highest of each block of 32, so the extremes of
 * any stretch of them take a few blocks' look instead of every vertex. Times may step
 * back by a rounding error (a vertex copied a cycle later against one computed there):
 * `runStarts` splits the vertices where they do. `finite` is false when a value is not a
 * finite number: then each vertex is added.
 */
export class ChartTemplate {
  readonly t: Float64Array;
  readonly balance: Float64Array;
  readonly finite: boolean;
  readonly runStarts: number[] = [0];
  /** Where extremes() leaves its answer: returning a pair per window was garbage per window. */
  low = 0;
  high = 0;
  private blockLow: Int32Array | null = null;
  private blockHigh: Int32Array | null = null;
  private uses = 0;

  constructor(vertices: VertexBuffer) {
    const n = vertices.length;
    // Views, not copies: the buffer does not change while the template is in use.
    const t = vertices.t.subarray(0, n);
    const balance = vertices.balance.subarray(0, n);
    this.t = t;
    this.balance = balance;
    // Locals, not fields, in a loop over every vertex of every day simulated.
    const runStarts = this.runStarts;
    let finite = true;
    for (let i = 0; i < n; i++) {
      if (!Number.isFinite(t[i]!) || Number.isNaN(balance[i]!)) finite = false;
      else if (i > 0 && t[i]! < t[i - 1]!) runStarts.push(i);
    }
    this.finite = finite;
  }

  /**
   * Called once per charting of the template. Most templates are charted once (a day that
   * the next does not repeat), where the blocks cost as much as the scan they would save:
   * they are built when the template is charted a second time.
   */
  used(): void {
    this.uses++;
    if (this.uses !== 2 || !this.finite) return;
    const n = this.t.length;
    const blocks = Math.ceil(n / BLOCK);
    const blockLow = new Int32Array(blocks);
    const blockHigh = new Int32Array(blocks);
    for (let b = 0; b < blocks; b++) {
      this.scan(b * BLOCK, Math.min(n, (b + 1) * BLOCK), b * BLOCK, b * BLOCK);
      blockLow[b] = this.low;
      blockHigh[b] = this.high;
    }
    this.blockLow = blockLow;
    this.blockHigh = blockHigh;
  }

  private scan(from: number, to: number, low: number, high: number): void {
    const balance = this.balance;
    for (let i = from; i < to; i++) {
      if (balance[i]! < balance[low]!) low = i;
      if (balance[i]! > balance[high]!) high = i;
    }
    this.low = low;
    this.high = high;
  }

  /** Indices of the first lowest and first highest balance in [from, to): into `low` and `high`. */
  extremes(from: number, to: number): void {
    const blockLow = this.blockLow;
    const blockHigh = this.blockHigh;
    const firstBlock = Math.ceil(from / BLOCK);
    const lastBlock = Math.floor(to / BLOCK);
    if (blockLow === null || blockHigh === null || firstBlock >= lastBlock) {
      this.scan(from, to, from, from);
      return;
    }
    this.scan(from, firstBlock * BLOCK, from, from);
    let low = this.low;
    let high = this.high;
    const balance = this.balance;
    for (let b = firstBlock; b < lastBlock; b++) {
      const bl = blockLow[b]!;
      const bh = blockHigh[b]!;
      if (balance[bl]! < balance[low]!) low = bl;
      if (balance[bh]! > balance[high]!) high = bh;
    }
    this.scan(lastBlock * BLOCK, to, low, high);
  }
}
