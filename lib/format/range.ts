/** A reported figure: one number, or an inclusive range when the source gives a span. */
export type ValueOrRange = number | { min: number; max: number };

const EN_DASH = "\u2013";

/**
 * Joins two formatted ends with an en dash. Each end keeps its unit ("$323–$324"), and
 * ends that contain spaces get a spaced dash so the range reads as one:
 * "4 min 38 s – 8 min 45 s".
 */
export function joinRange(min: string, max: string): string {
  if (min === max) return min;
  return min.includes(" ") || max.includes(" ") ? `${min} ${EN_DASH} ${max}` : `${min}${EN_DASH}${max}`;
}

/** Formats a value or a range with the same formatter on each end. */
export function formatValue(value: ValueOrRange, format: (n: number) => string): string {
  return typeof value === "number" ? format(value) : joinRange(format(value.min), format(value.max));
}

export function lowerBoundOf(value: ValueOrRange): number {
  return typeof value === "number" ? value : value.min;
}

export function upperBoundOf(value: ValueOrRange): number {
  return typeof value === "number" ? value : value.max;
}
