/**
 * Log-scale axes people can read: domains that start and end on a tick, and tick labels
 * such as "30 s", "5 min", "2 h", "$50", "$1k". Pure functions, shared by the chart and
 * its SVG/PNG export.
 */

export interface LogAxis {
  domain: [number, number];
  ticks: number[];
}

/** Most ticks on one axis before they crowd each other at the chart's narrowest width. */
export const MAX_TICKS = 8;

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/**
 * Durations a reader recognises: 1-2-5 below a minute, then the clock's own steps
 * (5, 10, 20, 30 minutes; 2, 6, 12 hours), then days. Covers 1 ms to 100 days.
 */
export const DURATION_LADDER: readonly number[] = [
  0.001,
  0.002,
  0.005,
  0.01,
  0.02,
  0.05,
  0.1,
  0.2,
  0.5,
  1,
  2,
  5,
  10,
  20,
  30,
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  20 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  5 * DAY,
  10 * DAY,
  20 * DAY,
  50 * DAY,
  100 * DAY,
];

/** 1-2-5 dollars per decade, from one cent to $10M a month. */
export const COST_LADDER: readonly number[] = (() => {
  const steps: number[] = [];
  for (let exponent = -2; exponent <= 6; exponent += 1)
    for (const m of [1, 2, 5]) steps.push(Number((m * 10 ** exponent).toPrecision(1)));
  steps.push(1e7);
  return steps;
})();

/**
 * The ladder's values from the largest at or below `min` to the smallest at or above
 * `max`, thinned (every other one, keeping both ends) until at most `maxTicks` remain.
 * Values outside the ladder clamp to its ends; no positive value gives the ladder's
 * first decade, so an empty chart still has axes.
 */
export function logAxis(values: readonly number[], ladder: readonly number[], maxTicks = MAX_TICKS): LogAxis {
  const positive = values.filter((v) => Number.isFinite(v) && v > 0);
  const first = ladder[0] ?? 1;
  const last = ladder[ladder.length - 1] ?? 10;
  if (positive.length === 0) return fromIndices(ladder, 0, Math.min(ladder.length - 1, 3), maxTicks);
  const min = Math.max(first, Math.min(...positive));
  const max = Math.min(last, Math.max(...positive));
  let low = ladder.findLastIndex((step) => step <= min * (1 + 1e-9));
  let high = ladder.findIndex((step) => step >= max * (1 - 1e-9));
  if (low < 0) low = 0;
  if (high < 0) high = ladder.length - 1;
  // One value (or all equal on a step): widen by a step each side so the point is not on the frame.
  if (low === high) {
    low = Math.max(0, low - 1);
    high = Math.min(ladder.length - 1, high + 1);
  }
  return fromIndices(ladder, low, high, maxTicks);
}

function fromIndices(ladder: readonly number[], low: number, high: number, maxTicks: number): LogAxis {
  let ticks = ladder.slice(low, high + 1);
  while (ticks.length > Math.max(2, maxTicks)) {
    const end = ticks[ticks.length - 1] as number;
    const thinned = ticks.filter((_, i) => i % 2 === 0);
    if (thinned[thinned.length - 1] !== end) thinned.push(end);
    ticks = thinned;
  }
  return { domain: [ticks[0] as number, ticks[ticks.length - 1] as number], ticks };
}

export function durationAxis(seconds: readonly number[], maxTicks = MAX_TICKS): LogAxis {
  return logAxis(seconds, DURATION_LADDER, maxTicks);
}

export function costAxis(usd: readonly number[], maxTicks = MAX_TICKS): LogAxis {
  return logAxis(usd, COST_LADDER, maxTicks);
}

/** Three significant digits at most, no trailing zeros: 1.5, 20, 0.25. */
function short(value: number): string {
  return String(Number(value.toPrecision(3)));
}

/** "500 ms", "30 s", "5 min", "1.5 h", "2 d": one unit, as short as the value allows. */
export function formatDurationTick(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return "0 s";
  if (seconds < 1) return `${short(seconds * 1000)} ms`;
  if (seconds < MINUTE) return `${short(seconds)} s`;
  if (seconds < HOUR) return `${short(seconds / MINUTE)} min`;
  if (seconds < DAY) return `${short(seconds / HOUR)} h`;
  return `${short(seconds / DAY)} d`;
}

/** "$0.05", "$20", "$500", "$1k", "$2.5k", "$1M". */
export function formatCostTick(usd: number): string {
  if (!Number.isFinite(usd) || usd <= 0) return "$0";
  if (usd < 1000) return `$${short(usd)}`;
  if (usd < 1e6) return `$${short(usd / 1000)}k`;
  return `$${short(usd / 1e6)}M`;
}
