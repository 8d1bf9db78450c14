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
 * t[from + k] + m * shift) and m x drift higher (balances balance[from + k] + m * drift;
 * drift 0 for a cycle repeated exactly), standing after the buffer's first `at` vertices.
 * A day of 90 identical cycles is one stepped cycle and such a block: charting it takes
 * a look per chart window, not per vertex (TimelineRecorder.addShifted).
 */
export interface RepeatBlock {
  at: number;
  from: number;
  to: number;
  times: number;
  shift: number;
  drift: number;
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
  repeatLater(from: number, to: number, times: number, shift: number, drift = 0): void {
    if (to > from && times > 0) this.blocks.push({ at: this.length, from, to, times, shift, drift });
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
        if (block.drift === 0) for (let k = block.from; k < block.to; k++) this.push(t[k]! + shift, balance[k]!);
        else {
          const higher = m * block.drift;
          for (let k = block.from; k < block.to; k++) this.push(t[k]! + shift, balance[k]! + higher);
        }
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
