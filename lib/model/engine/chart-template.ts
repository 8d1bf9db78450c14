import type { RepeatBlock, VertexBuffer } from "./credits";

/**
 * A day's vertices ready to chart again for every later day (TimelineRecorder.addShifted):
 * extremes by blocks, runs where times step back, and repeated cycles as pieces.
 */

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
  /** How much higher each copy's balances are than the one before's (0: the same). */
  drift: number;
  times: number;
  stepBacks: number[];
  low: number;
  high: number;
  /**
   * First lowest and highest of the cycle's vertices [from, from + k) and [from + k, to),
   * by k: four columns of cycle + 1 (PREFIX_LOW, PREFIX_HIGH, SUFFIX_LOW, SUFFIX_HIGH), in
   * one array as a template has a block per bucket and day. A plain array of small
   * integers: an Int32Array of a few dozen entries took about five times as long to make,
   * and a 360-a-day estimate makes one per repeated cycle charted.
   */
  extremes: number[];
}

export const PREFIX_LOW = 0;
export const PREFIX_HIGH = 1;
export const SUFFIX_LOW = 2;
export const SUFFIX_HIGH = 3;

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
    // Drifting copies are scanned copy by copy (TimelineRecorder.addDriftingPiece): no tables.
    const extremes = block.drift === 0 ? new Array<number>(4 * n).fill(0) : NO_EXTREMES;
    if (block.drift !== 0) {
      this.pieces.push({
        at: block.at,
        from,
        to,
        shift: block.shift,
        drift: block.drift,
        times: block.times,
        stepBacks: stepBacksOf(t, block),
        low: from,
        high: from,
        extremes,
      });
      return;
    }
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
    this.pieces.push({
      at: block.at,
      from,
      to,
      shift: block.shift,
      drift: 0,
      times: block.times,
      stepBacks: stepBacksOf(t, block),
      low,
      high,
      extremes,
    });
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

const NO_EXTREMES: number[] = [];

/** The copies m whose last vertex comes after the first of copy m + 1. */
function stepBacksOf(t: Float64Array, block: RepeatBlock): number[] {
  const first = t[block.from]!;
  const last = t[block.to - 1]!;
  const shift = block.shift;
  const stepBacks: number[] = [];
  for (let m = 1; m < block.times; m++) if (last + m * shift > first + (m + 1) * shift) stepBacks.push(m);
  return stepBacks;
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
    if (
      !Number.isFinite(block.shift) ||
      !Number.isFinite(t[block.to - 1]! + block.times * block.shift) ||
      !Number.isFinite(block.drift * block.times)
    )
      return false;
    for (let i = block.from + 1; i < block.to; i++) if (t[i]! < t[i - 1]!) return false;
  }
  return true;
}
