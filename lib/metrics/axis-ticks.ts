/**
 * The value axis of the CloudWatch replay's charts: ticks inside the drawn range only (a
 * tick outside it was pinned to the edge, where "100 MiB/s" and "100,000 MiB/s" landed on one
 * another), short labels (the unit is said once, in the caption), and never two labels closer
 * than a line of text.
 */

/** Linear axes get this many steps between their ends. */
const LINEAR_STEPS = 4;

/** Ticks from lo to hi (inclusive): powers of ten on a log axis, even steps on a linear one. */
export function axisTicks(lo: number, hi: number, log: boolean): number[] {
  if (!(hi > lo)) return [lo];
  if (log) {
    const out: number[] = [];
    for (let e = Math.ceil(Math.log10(lo) - 1e-9); e <= Math.floor(Math.log10(hi) + 1e-9); e++) out.push(10 ** e);
    // The floor is labelled too: lines resting on it (demand far below the permitted rate) get a figure.
    return out[0] === lo ? out : [lo, ...out];
  }
  const step = (hi - lo) / LINEAR_STEPS;
  return Array.from({ length: LINEAR_STEPS + 1 }, (_, i) => lo + step * i);
}

/** Keeps ticks whose positions are at least `gap` apart (positions in the drawing's units), lowest first. */
export function spacedTicks(ticks: readonly number[], position: (v: number) => number, gap: number): number[] {
  const kept: number[] = [];
  for (const t of [...ticks].sort((a, b) => a - b)) {
    const last = kept[kept.length - 1];
    if (last === undefined || Math.abs(position(t) - position(last)) >= gap) kept.push(t);
  }
  return kept;
}

const SUFFIXES: readonly [number, string][] = [
  [1e12, "T"],
  [1e9, "G"],
  [1e6, "M"],
  [1e3, "k"],
];

/** "0.5", "12", "1.2k", "100k", "3M": at most four characters before the suffix. */
export function formatTick(v: number): string {
  const abs = Math.abs(v);
  for (const [size, suffix] of SUFFIXES) {
    if (abs >= size) return `${Number((v / size).toPrecision(abs / size >= 100 ? 3 : 2))}${suffix}`;
  }
  if (abs === 0) return "0";
  return String(Number(v.toPrecision(abs >= 100 ? 3 : 2)));
}
