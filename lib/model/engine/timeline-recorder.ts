import {
  PREFIX_HIGH,
  PREFIX_LOW,
  SUFFIX_HIGH,
  SUFFIX_LOW,
  type ChartTemplate,
  type RepeatPiece,
} from "./chart-template";
import type { TimelinePoint } from "./credits";

/**
 * The credit chart: a bucket's vertices thinned to each time window's lowest and highest
 * balance, fed vertex by vertex or a day's template (chart-template.ts) at a time,
 * repeated cycles included without writing their copies out.
 */

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

/**
 * Where each window ends, as add() windows a time: the least time t with
 * floor(t / windowSeconds) > index. The chart's searches test a time against a window's
 * end thousands of times an estimate; a comparison with this replaces a division each.
 * Kept per window length (every option of an estimate charts the same windows), each end
 * worked out when first needed.
 */
const windowEndsByLength = new Map<number, Float64Array>();
const REMEMBERED_WINDOW_LENGTHS = 64;

function windowEndsFor(windowSeconds: number, windows: number): Float64Array {
  let ends = windowEndsByLength.get(windowSeconds);
  if (ends === undefined || ends.length !== windows) {
    if (windowEndsByLength.size >= REMEMBERED_WINDOW_LENGTHS) windowEndsByLength.clear();
    ends = new Float64Array(windows).fill(NaN);
    windowEndsByLength.set(windowSeconds, ends);
  }
  return ends;
}

const bits = new Float64Array(1);
const bitsAsInteger = new BigInt64Array(bits.buffer);

/** The next double above (step 1) or below (step -1) a positive finite x. */
function adjacent(x: number, step: 1 | -1): number {
  bits[0] = x;
  bitsAsInteger[0] = bitsAsInteger[0]! + BigInt(step);
  return bits[0]!;
}

/** The least t with floor(t / windowSeconds) > index (division rounds monotonically in t): NaN if not found near (index + 1) x windowSeconds. */
function windowEnd(windowSeconds: number, index: number): number {
  let x = (index + 1) * windowSeconds;
  if (!(x > 0 && Number.isFinite(x))) return NaN;
  if (Math.floor(x / windowSeconds) > index) {
    for (let k = 0; k < 64; k++) {
      const below = adjacent(x, -1);
      if (!(below > 0) || !(Math.floor(below / windowSeconds) > index)) return x;
      x = below;
    }
    return NaN;
  }
  for (let k = 0; k < 64; k++) {
    x = adjacent(x, 1);
    if (Math.floor(x / windowSeconds) > index) return x;
  }
  return NaN;
}

export class TimelineRecorder {
  private readonly windowSeconds: number;
  private readonly windowEnds: Float64Array;
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
    this.windowEnds = windowEndsFor(this.windowSeconds, this.windows);
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

  /** The least time in a later window than `index` (0 <= index < windows - 1), remembered; -1 if none was found (then the searches divide). */
  private endOf(index: number): number {
    let end = this.windowEnds[index]!;
    if (Number.isNaN(end)) {
      const found = windowEnd(this.windowSeconds, index);
      end = Number.isNaN(found) ? -1 : found;
      this.windowEnds[index] = end;
    }
    return end;
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
    this.keep(index, t, balance, t, balance);
  }

  /**
   * Window `index` takes a stretch whose first lowest and first highest vertex are given:
   * each replaces the window's own unless the window holds one at least as low (as high)
   * already, as adding the vertices one by one would.
   */
  private keep(index: number, lowT: number, lowBalance: number, highT: number, highBalance: number): void {
    const filled = this.filled[index] === 1;
    if (!filled || lowBalance < this.lowBalance[index]!) {
      this.lowT[index] = lowT;
      this.lowBalance[index] = lowBalance;
    }
    if (!filled || highBalance > this.highBalance[index]!) {
      this.highT[index] = highT;
      this.highBalance[index] = highBalance;
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
    const t = template.t;
    const last = t[end - 1]! + shift <= this.periodSeconds ? end : this.firstPast(t, shift, start, end, this.windows);
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
      if (end > this.periodSeconds === next > this.periodSeconds && this.windowOf(end) === this.windowOf(next))
        continue;
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
    if (piece.drift !== 0) {
      this.addDriftingPiece(template, piece, shift, m0, m1);
      return;
    }
    const t = template.t;
    const balance = template.balance;
    const { from, to } = piece;
    const cycle = to - from;
    const step = piece.shift;
    const lastIndex = this.chartedSpan(template, piece, shift, m0, m1);
    if (lastIndex < 0) return;
    const endM = this.spanEndM;
    const endK = this.spanEndK;
    let m = m0;
    let k = 0;
    while (m < endM || (m === endM && k < endK)) {
      const index = this.windowStop(t, piece, shift, m, k, lastIndex, m1);
      const toM = this.stopM;
      const toK = this.stopK;
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
        // Copy m from vertex k: a suffix of the cycle, or the whole cycle.
        lowM = highM = m;
        lowK = (k > 0 ? piece.extremes[SUFFIX_LOW * (cycle + 1) + k]! : piece.low) - from;
        highK = (k > 0 ? piece.extremes[SUFFIX_HIGH * (cycle + 1) + k]! : piece.high) - from;
        const whole = m + 1;
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
      this.keep(
        index,
        t[from + lowK]! + lowM * step + shift,
        balance[from + lowK]!,
        t[from + highK]! + highM * step + shift,
        balance[from + highK]!,
      );
      m = toM;
      k = toK;
    }
  }

  /**
   * addPiece() for copies whose balances drift: vertex k of copy m is
   * balance[from + k] + m * drift. Every vertex is higher in each copy than in the one
   * before when the drift is up (lower when down; the block is made only where rounding
   * cannot tie them), so the whole copies of a window have their first lowest in the
   * first of them (up) or the last (down), their first highest the other way round: each
   * window scans at most four copies, in order.
   */
  private addDriftingPiece(template: ChartTemplate, piece: RepeatPiece, shift: number, m0: number, m1: number): void {
    const t = template.t;
    const balance = template.balance;
    const { from, to, drift } = piece;
    const cycle = to - from;
    const step = piece.shift;
    const lastIndex = this.chartedSpan(template, piece, shift, m0, m1);
    if (lastIndex < 0) return;
    const endM = this.spanEndM;
    const endK = this.spanEndK;
    let m = m0;
    let k = 0;
    while (m < endM || (m === endM && k < endK)) {
      const index = this.windowStop(t, piece, shift, m, k, lastIndex, m1);
      const toM = this.stopM;
      const toK = this.stopK;
      this.driftLow = NaN;
      this.driftHigh = NaN;
      if (m === toM) this.scanCopy(balance, piece, m, k, toK, true, true);
      else {
        let whole = m;
        if (k > 0) {
          this.scanCopy(balance, piece, m, k, cycle, true, true);
          whole = m + 1;
        }
        if (whole < toM) {
          this.scanCopy(balance, piece, drift > 0 ? whole : toM - 1, 0, cycle, true, false);
          this.scanCopy(balance, piece, drift > 0 ? toM - 1 : whole, 0, cycle, false, true);
        }
        if (toK > 0) this.scanCopy(balance, piece, toM, 0, toK, true, true);
      }
      this.keep(
        index,
        t[from + this.driftLowK]! + this.driftLowM * step + shift,
        this.driftLow,
        t[from + this.driftHighK]! + this.driftHighM * step + shift,
        this.driftHigh,
      );
      m = toM;
      k = toK;
    }
  }

  /** The first lowest and highest so far of a window's drifting copies: balance, copy and vertex. */
  private driftLow = NaN;
  private driftLowM = 0;
  private driftLowK = 0;
  private driftHigh = NaN;
  private driftHighM = 0;
  private driftHighK = 0;

  /** Vertices [kFrom, kTo) of copy m, taking each that is lower (higher) than the lowest (highest) so far, or the first. */
  private scanCopy(
    balance: Float64Array,
    piece: RepeatPiece,
    m: number,
    kFrom: number,
    kTo: number,
    lows: boolean,
    highs: boolean,
  ): void {
    const higher = m * piece.drift;
    const from = piece.from;
    for (let k = kFrom; k < kTo; k++) {
      const value = balance[from + k]! + higher;
      if (lows && (Number.isNaN(this.driftLow) || value < this.driftLow)) {
        this.driftLow = value;
        this.driftLowM = m;
        this.driftLowK = k;
      }
      if (highs && (Number.isNaN(this.driftHigh) || value > this.driftHigh)) {
        this.driftHigh = value;
        this.driftHighM = m;
        this.driftHighK = k;
      }
    }
  }

  /** Where chartedSpan() leaves the end of a piece's charted copies, and windowStop() a window's end: copy and vertex. */
  private spanEndM = 0;
  private spanEndK = 0;
  private stopM = 0;
  private stopK = 0;

  /**
   * The copies m0..m1 - 1 of a piece that are charted: up to the first vertex past the
   * period (all of them on most days: their last vertex says so without a search), left
   * in spanEndM / spanEndK. Records the chart's first and last vertex among them (a
   * drifting piece's balances moved on by its copy) and returns the window of the last
   * one, or -1 when none is charted.
   */
  private chartedSpan(template: ChartTemplate, piece: RepeatPiece, shift: number, m0: number, m1: number): number {
    const t = template.t;
    const balance = template.balance;
    const { from, to, drift } = piece;
    const step = piece.shift;
    if (t[to - 1]! + (m1 - 1) * step + shift > this.periodSeconds)
      this.locateEnd(t, piece, shift, m0, 0, this.windows, m1);
    else {
      this.endM = m1;
      this.endK = 0;
    }
    const endM = (this.spanEndM = this.endM);
    const endK = (this.spanEndK = this.endK);
    if (endM === m0 && endK === 0) return -1;
    const lastM = endK === 0 ? endM - 1 : endM;
    const lastK = endK === 0 ? to - from - 1 : endK - 1;
    if (!this.hasFirst) {
      this.hasFirst = true;
      this.firstT = t[from]! + m0 * step + shift;
      this.firstBalance = drift === 0 ? balance[from]! : balance[from]! + m0 * drift;
    }
    this.lastT = t[from + lastK]! + lastM * step + shift;
    this.lastBalance = drift === 0 ? balance[from + lastK]! : balance[from + lastK]! + lastM * drift;
    return this.windowOf(this.lastT);
  }

  /**
   * The window of vertex k of copy m, returned, and where the stretch of copies starting
   * there stops: the first vertex past that window, or the span's end (spanEndM /
   * spanEndK) for the last window and for the window of the last charted vertex, which
   * hold the rest. Left in stopM / stopK.
   */
  private windowStop(
    t: Float64Array,
    piece: RepeatPiece,
    shift: number,
    m: number,
    k: number,
    lastIndex: number,
    m1: number,
  ): number {
    const index = this.windowOf(t[piece.from + k]! + m * piece.shift + shift);
    this.stopM = this.spanEndM;
    this.stopK = this.spanEndK;
    if (index >= this.windows - 1 || index === lastIndex) return index;
    const end = this.endOf(index);
    if (end > 0) this.locateFrom(t, piece, shift, m, k, end, m1);
    else this.locateEnd(t, piece, shift, m, k, index, m1);
    if (this.endM < this.stopM || (this.endM === this.stopM && this.endK < this.stopK)) {
      this.stopM = this.endM;
      this.stopK = this.endK;
    }
    return index;
  }

  /** Where locateEnd() leaves its answer: copy and vertex. */
  private endM = 0;
  private endK = 0;

  /**
   * The first vertex of the piece at or after vertex k of copy m that lies past window
   * `index` (index = windows: past the period), as copy and vertex into endM and endK;
   * (m1, 0) if none. Times only grow through the piece. Where the window's end is known,
   * locateFrom() answers instead, so here past is by division.
   */
  private locateEnd(
    t: Float64Array,
    piece: RepeatPiece,
    shift: number,
    m: number,
    k: number,
    index: number,
    m1: number,
  ): void {
    const { from, to } = piece;
    const step = piece.shift;
    const period = index === this.windows;
    const windowSeconds = this.windowSeconds;
    // past(at), as add() windows it: past the period, or in a later window than `index`
    // (for index >= 0 below the last window, windowOf(at) > index is floor(at / windowSeconds) > index).
    const limit = period ? this.periodSeconds : (index + 1) * windowSeconds;
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
    this.endAt(last, lo, to - from);
  }

  /** The first vertex past, found at vertex k of copy m of a cycle of `cycle` vertices (k = cycle: the next copy's first). */
  private endAt(m: number, k: number, cycle: number): void {
    if (k < cycle) {
      this.endM = m;
      this.endK = k;
    } else {
      this.endM = m + 1;
      this.endK = 0;
    }
  }

  /**
   * locateEnd() below the last window when the window's end is known, the case of nearly
   * every window: past is at >= end, one comparison where locateEnd() picks among three
   * in each step of its searches.
   */
  private locateFrom(
    t: Float64Array,
    piece: RepeatPiece,
    shift: number,
    m: number,
    k: number,
    end: number,
    m1: number,
  ): void {
    const { from, to } = piece;
    const step = piece.shift;
    const first = t[from]!;
    let last = m;
    if (m + 1 < m1) {
      let guess = m + Math.floor((end - (first + m * step + shift)) / step);
      if (!(guess >= m)) guess = m;
      if (guess > m1 - 1) guess = m1 - 1;
      while (guess > m && first + guess * step + shift >= end) guess--;
      while (guess + 1 < m1 && !(first + (guess + 1) * step + shift >= end)) guess++;
      last = guess;
    }
    let lo = last === m ? k : 0;
    let hi = to - from;
    const base = last * step;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (t[from + mid]! + base + shift >= end) hi = mid;
      else lo = mid + 1;
    }
    this.endAt(last, lo, to - from);
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
    const lastIndex = this.windowOf(this.lastT);
    let from = start;
    while (from < end) {
      const index = this.windowOf(t[from]! + shift);
      // The window of the run's last vertex holds the rest of it.
      const to = index === lastIndex ? end : this.firstPast(t, shift, from + 1, end, index);
      template.extremes(from, to);
      const low = template.low;
      const high = template.high;
      this.keep(index, t[low]! + shift, balance[low]!, t[high]! + shift, balance[high]!);
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
    // Below the last window, a window's end when known: a comparison instead of a division.
    const end = index < this.windows - 1 ? this.endOf(index) : -1;
    if (end > 0) {
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (t[mid]! + shift >= end) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    }
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
    out.push({
      tSeconds: Math.round(previousT * 1000) / 1000,
      balance: Math.round((previousBalance / unitSize) * 1e6) / 1e6,
    });
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
