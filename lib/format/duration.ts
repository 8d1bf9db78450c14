import { assertFinite, formatNumber } from "./number";
import { MILLISECONDS_PER_SECOND, SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from "@/lib/units";

/**
 * A duration for people: "532 ms", "54 s", "5 min 27 s", "4 h 14 min 52 s", "2 h".
 * Under a minute keeps the measured precision (three or four significant digits); from
 * a minute on it is whole seconds, and from a day on whole minutes, because a reader
 * compares those magnitudes, not the last second. Parts between the largest and the
 * smallest non-zero one are kept ("1 h 0 min 5 s") so the reading is never ambiguous.
 */
export function formatDuration(seconds: number): string {
  assertFinite(seconds, "duration");
  if (seconds < 0) return `-${formatDuration(-seconds)}`;
  if (seconds === 0) return "0 s";
  if (seconds < 1) return `${formatNumber(seconds * MILLISECONDS_PER_SECOND)} ms`;
  if (seconds < SECONDS_PER_MINUTE - 0.5) return `${formatNumber(seconds)} s`;

  const step = seconds >= SECONDS_PER_DAY ? SECONDS_PER_MINUTE : 1;
  let rest = Math.round(seconds / step) * step;
  const parts: [number, string][] = [];
  for (const [size, unit] of [
    [SECONDS_PER_DAY, "d"],
    [SECONDS_PER_HOUR, "h"],
    [SECONDS_PER_MINUTE, "min"],
    [1, "s"],
  ] as const) {
    parts.push([Math.floor(rest / size), unit]);
    rest %= size;
  }
  const first = parts.findIndex(([n]) => n > 0);
  const last = parts.findLastIndex(([n]) => n > 0);
  return parts
    .slice(first, last + 1)
    .map(([n, unit]) => `${n} ${unit}`)
    .join(" ");
}
