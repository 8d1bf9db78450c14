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
 * Copies m = 1..times of the vertices [from, to), each m x shift seconds later (times
 * t[from + k] + m * shift, balances the same), standing after the buffer's first `at`
 * vertices. A day of 90 identical cycles is one stepped cycle and such a block: charting
 * it takes a look per chart window, not per vertex (TimelineRecorder.addShifted).
 */
export interface RepeatBlock {
  at: number;
  from: number;
  to: number;
  times: number;
  shift: number;
}

/**
 * A bucket's vertices (time, balance) as numbers: a day of 360 runs has thousands of
 * them, and objects for each cost more in garbage collection than the simulation itself.
 * Copied cycles stay blocks (RepeatBlock) until something needs their vertices one by one.
 */
export class VertexBuffer {
  t = new Float64Array(64);
  balance = new Float64Array(64);
  /** Vertices held one by one; the blocks' copies come on top. */
  length = 0;
  readonly blocks: RepeatBlock[] = [];

  push(t: number, balance: number): void {
    if (this.length === this.t.length) this.grow(this.length + 1);
    this.t[this.length] = t;
    this.balance[this.length] = balance;
    this.length++;
  }

  clear(): void {
    this.length = 0;
    this.blocks.length = 0;
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

  /** Vertices [from, to) again `times` times, each copy `shift` seconds after the one before: a block, not copies. */
  repeatLater(from: number, to: number, times: number, shift: number): void {
    if (to > from && times > 0) this.blocks.push({ at: this.length, from, to, times, shift });
  }

  /**
   * Vertices [from, to) again `times` times, copy m m x shift seconds later and m x drift
   * higher, written out (a drifting cycle is stepped past, not charted as a block).
   * Returns the lowest balance written.
   */
  repeatDrifting(from: number, to: number, times: number, shift: number, drift: number): number {
    const count = to - from;
    let lowest = Infinity;
    if (count <= 0 || times <= 0) return lowest;
    this.grow(this.length + count * times);
    const t = this.t;
    const balance = this.balance;
    let at = this.length;
    for (let m = 1; m <= times; m++) {
      const later = m * shift;
      const higher = m * drift;
      for (let k = from; k < to; k++) {
        t[at] = t[k]! + later;
        const value = balance[k]! + higher;
        balance[at] = value;
        if (value < lowest) lowest = value;
        at++;
      }
    }
    this.length = at;
    return lowest;
  }

  /** Writes the blocks' copies out as vertices, in place: the same numbers, one by one. */
  expandBlocks(): void {
    if (this.blocks.length === 0) return;
    const blocks = this.blocks.slice();
    this.blocks.length = 0;
    const t = this.t.slice(0, this.length);
    const balance = this.balance.slice(0, this.length);
    const n = this.length;
    this.length = 0;
    let next = 0;
    for (const block of blocks) {
      for (; next < block.at; next++) this.push(t[next]!, balance[next]!);
      for (let m = 1; m <= block.times; m++) {
        const shift = m * block.shift;
        for (let k = block.from; k < block.to; k++) this.push(t[k]! + shift, balance[k]!);
      }
    }
    for (; next < n; next++) this.push(t[next]!, balance[next]!);
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
  buffer.clear();
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
    const { t, balance, runStarts, pieces } = template;
    const count = t.length;
    template.used();
    if (!template.finite) {
      for (let i = 0; i < count; i++) this.add(t[i]! + shift, balance[i]!);
      return;
    }
    // Within a run of the template times only grow, and so do windows: a run's charted
    // vertices are a prefix of it, each window's a stretch of that prefix. Runs and the
    // repeated cycles' pieces (standing before vertex `at`) go in order.
    let p = 0;
    for (let r = 0; r < runStarts.length; r++) {
      let start = runStarts[r]!;
      const runEnd = r + 1 < runStarts.length ? runStarts[r + 1]! : count;
      while (p < pieces.length && pieces[p]!.at <= start) this.addCopies(template, pieces[p++]!, shift);
      while (p < pieces.length && pieces[p]!.at < runEnd) {
        const at = pieces[p]!.at;
        this.addStretch(template, shift, start, at);
        start = at;
        while (p < pieces.length && pieces[p]!.at === at) this.addCopies(template, pieces[p++]!, shift);
      }
      this.addStretch(template, shift, start, runEnd);
    }
    while (p < pieces.length) this.addCopies(template, pieces[p++]!, shift);
  }

  /** Vertices [start, end) of the template, their times in order. */
  private addStretch(template: ChartTemplate, shift: number, start: number, end: number): void {
    if (end <= start) return;
    const last = this.firstPast(template.t, shift, start, end, this.windows);
    if (last > start) this.addRun(template, shift, start, last);
  }

  /**
   * A repeated cycle's copies, in stretches whose times only grow as far as the chart can
   * tell: a step back where copies meet splits them only when the two vertices fall in
   * different windows (or on either side of the period's end) at this shift.
   */
  private addCopies(template: ChartTemplate, piece: RepeatPiece, shift: number): void {
    const { t } = template;
    let m0 = 1;
    for (const m of piece.stepBacks) {
      const end = t[piece.to - 1]! + m * piece.shift + shift;
      const next = t[piece.from]! + (m + 1) * piece.shift + shift;
      if (end > this.periodSeconds === next > this.periodSeconds && this.windowOf(end) === this.windowOf(next)) continue;
      this.addPiece(template, piece, shift, m0, m + 1);
      m0 = m + 1;
    }
    this.addPiece(template, piece, shift, m0, piece.times + 1);
  }

  /**
   * Copies m0..m1 - 1 of a repeated cycle: vertex k of copy m is at t[from + k] + m * shift (as the
   * copy's vertex would be), with the cycle's balance. Each window takes the stretch of
   * copies that lands in it: found from the copies' first vertices (the window's end over
   * the cycle's shift gives the copy, corrected with the same arithmetic as add()), then a
   * search within one copy. Every copy holds the same balances, so a window's first
   * lowest and highest are in its first partial copy, its first whole copy or its last
   * partial copy: a few looks per window, whatever the number of copies.
   */
  private addPiece(template: ChartTemplate, piece: RepeatPiece, shift: number, m0: number, m1: number): void {
    const t = template.t;
    const balance = template.balance;
    const { from, to } = piece;
    const cycle = to - from;
    const step = piece.shift;
    const windows = this.windows;
    // The charted copies: up to the first vertex past the period.
    this.locateEnd(t, piece, shift, m0, 0, windows, m1);
    const endM = this.endM;
    const endK = this.endK;
    if (endM === m0 && endK === 0) return;
    const lastM = endK === 0 ? endM - 1 : endM;
    const lastK = endK === 0 ? cycle - 1 : endK - 1;
    if (!this.hasFirst) {
      this.hasFirst = true;
      this.firstT = t[from]! + m0 * step + shift;
      this.firstBalance = balance[from]!;
    }
    this.lastT = t[from + lastK]! + lastM * step + shift;
    this.lastBalance = balance[from + lastK]!;
    let m = m0;
    let k = 0;
    while (m < endM || (m === endM && k < endK)) {
      const index = this.windowOf(t[from + k]! + m * step + shift);
      let toM = endM;
      let toK = endK;
      if (index < windows - 1) {
        this.locateEnd(t, piece, shift, m, k, index, m1);
        if (this.endM < toM || (this.endM === toM && this.endK < toK)) {
          toM = this.endM;
          toK = this.endK;
        }
      }
      // First lowest and highest of copies m (from k) .. toM (before toK), in order.
      let lowM: number;
      let lowK: number;
      let highM: number;
      let highK: number;
      if (m === toM) {
        template.extremes(from + k, from + toK);
        lowM = highM = m;
        lowK = template.low - from;
        highK = template.high - from;
      } else {
        let whole = m;
        if (k > 0) {
          lowM = highM = m;
          lowK = piece.extremes[SUFFIX_LOW * (cycle + 1) + k]! - from;
          highK = piece.extremes[SUFFIX_HIGH * (cycle + 1) + k]! - from;
          whole = m + 1;
        } else {
          lowM = highM = m;
          lowK = piece.low - from;
          highK = piece.high - from;
          whole = m + 1;
        }
        if (whole < toM) {
          if (balance[piece.low]! < balance[from + lowK]!) {
            lowM = whole;
            lowK = piece.low - from;
          }
          if (balance[piece.high]! > balance[from + highK]!) {
            highM = whole;
            highK = piece.high - from;
          }
        }
        if (toK > 0) {
          const low = piece.extremes[PREFIX_LOW * (cycle + 1) + toK]!;
          const high = piece.extremes[PREFIX_HIGH * (cycle + 1) + toK]!;
          if (balance[low]! < balance[from + lowK]!) {
            lowM = toM;
            lowK = low - from;
          }
          if (balance[high]! > balance[from + highK]!) {
            highM = toM;
            highK = high - from;
          }
        }
      }
      const lowBalance = balance[from + lowK]!;
      const highBalance = balance[from + highK]!;
      const filled = this.filled[index] === 1;
      if (!filled || lowBalance < this.lowBalance[index]!) {
        this.lowT[index] = t[from + lowK]! + lowM * step + shift;
        this.lowBalance[index] = lowBalance;
      }
      if (!filled || highBalance > this.highBalance[index]!) {
        this.highT[index] = t[from + highK]! + highM * step + shift;
        this.highBalance[index] = highBalance;
      }
      this.filled[index] = 1;
      m = toM;
      k = toK;
    }
  }

  /** Where locateEnd() leaves its answer: copy and vertex. */
  private endM = 0;
  private endK = 0;

  /**
   * The first vertex of the piece at or after vertex k of copy m that lies past window
   * `index` (index = windows: past the period), as copy and vertex into endM and endK;
   * (m1, 0) if none. Times only grow through the piece.
   */
  private locateEnd(t: Float64Array, piece: RepeatPiece, shift: number, m: number, k: number, index: number, m1: number): void {
    const { from, to } = piece;
    const step = piece.shift;
    const period = index === this.windows;
    const limit = period ? this.periodSeconds : (index + 1) * this.windowSeconds;
    const windowSeconds = this.windowSeconds;
    // past(at), as add() windows it: past the period, or in a later window than `index`
    // (for index >= 0 below the last window, windowOf(at) > index is floor(at / windowSeconds) > index).
    // The last copy whose first vertex is not past, from an estimate corrected both ways.
    const first = t[from]!;
    let last = m;
    if (m + 1 < m1) {
      let guess = m + Math.floor((limit - (first + m * step + shift)) / step);
      if (!(guess >= m)) guess = m;
      if (guess > m1 - 1) guess = m1 - 1;
      while (guess > m) {
        const at = first + guess * step + shift;
        if (!(period ? at > limit : Math.floor(at / windowSeconds) > index)) break;
        guess--;
      }
      while (guess + 1 < m1) {
        const at = first + (guess + 1) * step + shift;
        if (period ? at > limit : Math.floor(at / windowSeconds) > index) break;
        guess++;
      }
      last = guess;
    }
    // Within that copy, the first vertex past (from k if it is copy m).
    let lo = last === m ? k : 0;
    let hi = to - from;
    const base = last * step;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = t[from + mid]! + base + shift;
      if (period ? at > limit : Math.floor(at / windowSeconds) > index) hi = mid;
      else lo = mid + 1;
    }
    if (lo < to - from) {
      this.endM = last;
      this.endK = lo;
    } else {
      this.endM = last + 1;
      this.endK = 0;
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
    if (!this.hasFirst) return out;
    // The first vertex, each window's lowest and highest in time order, the last vertex;
    // a point repeating the one before or earlier than it is left out. Written as one loop
    // over the windows' columns: a chart has a few hundred points and an estimate dozens
    // of charts.
    const unitSize = this.unitSize;
    const { filled, lowT, lowBalance, highT, highBalance } = this;
    let previousT = this.firstT;
    let previousBalance = this.firstBalance;
    // round(t, 3) and round(balance / unitSize, 6) with their factors written out.
    out.push({ tSeconds: Math.round(previousT * 1000) / 1000, balance: Math.round((previousBalance / unitSize) * 1e6) / 1e6 });
    for (let i = 0; i <= this.windows; i++) {
      let count: number;
      let t1: number;
      let b1: number;
      let t2 = 0;
      let b2 = 0;
      if (i === this.windows) {
        count = 1;
        t1 = this.lastT;
        b1 = this.lastBalance;
      } else {
        if (filled[i] !== 1) continue;
        count = 2;
        if (lowT[i]! <= highT[i]!) {
          t1 = lowT[i]!;
          b1 = lowBalance[i]!;
          t2 = highT[i]!;
          b2 = highBalance[i]!;
        } else {
          t1 = highT[i]!;
          b1 = highBalance[i]!;
          t2 = lowT[i]!;
          b2 = lowBalance[i]!;
        }
      }
      if (!((t1 === previousT && b1 === previousBalance) || t1 < previousT)) {
        out.push({ tSeconds: Math.round(t1 * 1000) / 1000, balance: Math.round((b1 / unitSize) * 1e6) / 1e6 });
        previousT = t1;
        previousBalance = b1;
      }
      if (count === 2 && !((t2 === previousT && b2 === previousBalance) || t2 < previousT)) {
        out.push({ tSeconds: Math.round(t2 * 1000) / 1000, balance: Math.round((b2 / unitSize) * 1e6) / 1e6 });
        previousT = t2;
        previousBalance = b2;
      }
    }
    return out;
  }

}


const BLOCK = 32;

/**
 * A repeated cycle (RepeatBlock) as the chart reads it: the cycle's first lowest and
 * highest vertex (`low`, `high`), and the copies m whose last vertex comes after the
 * first of copy m + 1 (by rounding, times stepping back a hair where copies meet).
 */
export interface RepeatPiece {
  at: number;
  from: number;
  to: number;
  shift: number;
  times: number;
  stepBacks: number[];
  low: number;
  high: number;
  /**
   * First lowest and highest of the cycle's vertices [from, from + k) and [from + k, to),
   * by k: four columns of cycle + 1 (PREFIX_LOW, PREFIX_HIGH, SUFFIX_LOW, SUFFIX_HIGH), in
   * one array as a template has a block per bucket and day.
   */
  extremes: Int32Array;
}

const PREFIX_LOW = 0;
const PREFIX_HIGH = 1;
const SUFFIX_LOW = 2;
const SUFFIX_HIGH = 3;

/**
 * A day's vertices, charted again for every later day of a steady period: their times
 * and balances, and the first lowest and highest of each block of 32, so the extremes of
 * any stretch of them take a few blocks' look instead of every vertex. Times may step
 * back by a rounding error (a vertex copied a cycle later against one computed there):
 * `runStarts` splits the vertices where they do, and `pieces` split a repeated cycle's
 * copies. `finite` is false when a value is not a finite number: then each vertex is
 * added (repeated cycles written out first).
 */
export class ChartTemplate {
  readonly t: Float64Array;
  readonly balance: Float64Array;
  readonly finite: boolean;
  readonly runStarts: number[];
  readonly pieces: RepeatPiece[] = [];
  /** The buffer's vertices and blocks when the template was made. */
  readonly vertexCount: number;
  readonly blockCount: number;
  /** Where extremes() leaves its answer: returning a pair per window was garbage per window. */
  low = 0;
  high = 0;
  private blockLow: Int32Array | null = null;
  private blockHigh: Int32Array | null = null;
  private uses = 0;

  constructor(vertices: VertexBuffer) {
    let scanned = scanVertices(vertices);
    if (vertices.blocks.length > 0 && !(scanned.finite && blocksChartable(vertices))) {
      vertices.expandBlocks();
      scanned = scanVertices(vertices);
    }
    const n = vertices.length;
    this.vertexCount = n;
    this.blockCount = vertices.blocks.length;
    // Views, not copies: the buffer does not change while the template is in use.
    this.t = vertices.t.subarray(0, n);
    this.balance = vertices.balance.subarray(0, n);
    this.finite = scanned.finite;
    this.runStarts = scanned.runStarts;
    for (const block of vertices.blocks) this.addPieces(block);
  }

  /** Whether the buffer is the one the template was made of, unchanged. */
  matches(vertices: VertexBuffer): boolean {
    return vertices.length === this.vertexCount && vertices.blocks.length === this.blockCount;
  }

  /** The block's copies, split where a copy's first vertex comes before the last of the copy before (by rounding). */
  private addPieces(block: RepeatBlock): void {
    const { t, balance } = this;
    const { from, to } = block;
    const cycle = to - from;
    const n = cycle + 1;
    const extremes = new Int32Array(4 * n);
    const pl = PREFIX_LOW * n;
    const ph = PREFIX_HIGH * n;
    const sl = SUFFIX_LOW * n;
    const sh = SUFFIX_HIGH * n;
    extremes[pl + 1] = extremes[ph + 1] = from;
    for (let k = 1; k < cycle; k++) {
      extremes[pl + k + 1] = balance[from + k]! < balance[extremes[pl + k]!]! ? from + k : extremes[pl + k]!;
      extremes[ph + k + 1] = balance[from + k]! > balance[extremes[ph + k]!]! ? from + k : extremes[ph + k]!;
    }
    extremes[sl + cycle - 1] = extremes[sh + cycle - 1] = to - 1;
    for (let k = cycle - 2; k >= 0; k--) {
      extremes[sl + k] = balance[from + k]! <= balance[extremes[sl + k + 1]!]! ? from + k : extremes[sl + k + 1]!;
      extremes[sh + k] = balance[from + k]! >= balance[extremes[sh + k + 1]!]! ? from + k : extremes[sh + k + 1]!;
    }
    const low = extremes[sl]!;
    const high = extremes[sh]!;
    const first = t[from]!;
    const last = t[to - 1]!;
    const shift = block.shift;
    const stepBacks: number[] = [];
    for (let m = 1; m < block.times; m++) if (last + m * shift > first + (m + 1) * shift) stepBacks.push(m);
    this.pieces.push({ at: block.at, from, to, shift, times: block.times, stepBacks, low, high, extremes });
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

/** Whether every vertex is a finite number, and where times step back (a new run starts). */
function scanVertices(vertices: VertexBuffer): { finite: boolean; runStarts: number[] } {
  const { t, balance } = vertices;
  const n = vertices.length;
  // Locals, not fields, in a loop over every vertex of every day simulated.
  const runStarts = [0];
  let finite = true;
  for (let i = 0; i < n; i++) {
    if (!Number.isFinite(t[i]!) || Number.isNaN(balance[i]!)) finite = false;
    else if (i > 0 && t[i]! < t[i - 1]!) runStarts.push(i);
  }
  return { finite, runStarts };
}

/** Blocks are charted as blocks when a copy's last time is finite and times only grow within the cycle; otherwise they are written out. */
function blocksChartable(vertices: VertexBuffer): boolean {
  const t = vertices.t;
  for (const block of vertices.blocks) {
    if (!Number.isFinite(block.shift) || !Number.isFinite(t[block.to - 1]! + block.times * block.shift)) return false;
    for (let i = block.from + 1; i < block.to; i++) if (t[i]! < t[i - 1]!) return false;
  }
  return true;
}
