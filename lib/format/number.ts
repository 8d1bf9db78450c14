/**
 * Number formatting shared by every formatter here. Always en-US so the server render
 * and the browser's hydration produce the same text whatever the visitor's locale.
 */
const LOCALE = "en-US";

/** Significant digits shown for a measured value that is not exact ("1.21 GiB"). */
export const DISPLAY_SIGNIFICANT_DIGITS = 3;
/** Up to this many significant digits, a value that is exact is printed exactly ("287.5 MB/s"). */
export const EXACT_SIGNIFICANT_DIGITS = 4;

/** Relative error below which a float counts as the short decimal it was written as. */
const EXACTNESS_TOLERANCE = 1e-12;

const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

export function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${value}`);
}

/** "74,999": whole numbers with thousands separators. */
export function formatInteger(value: number): string {
  assertFinite(value, "value");
  return integerFormat.format(value);
}

/**
 * A plain number for people: exact when it has at most four significant digits
 * (287.5, 0.742), otherwise three ("1.21"). Values of 1,000 or more keep every integer
 * digit ("1,868", never "1.87e3").
 */
export function formatNumber(value: number): string {
  assertFinite(value, "value");
  if (Math.abs(value) >= 1000) {
    const rounded = Math.round(value);
    return Math.abs(value - rounded) < 1e-9
      ? integerFormat.format(rounded)
      : new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }).format(value);
  }
  const digits = isExact(value, EXACT_SIGNIFICANT_DIGITS) ? EXACT_SIGNIFICANT_DIGITS : DISPLAY_SIGNIFICANT_DIGITS;
  return new Intl.NumberFormat(LOCALE, { maximumSignificantDigits: digits }).format(value);
}

/** True when `value` is written exactly with at most `digits` significant digits. */
export function isExact(value: number, digits: number): boolean {
  if (value === 0) return true;
  // Relative tolerance: 1299227607.04 / 2^30 is 1.2100000000000002 in floating point.
  return Math.abs(Number(value.toPrecision(digits)) - value) <= Math.abs(value) * EXACTNESS_TOLERANCE;
}

/** "3,000 IOPS" */
export function formatIops(value: number): string {
  return `${formatNumber(value)} IOPS`;
}

/** "98.7 req/s" */
export function formatRequestsPerSecond(value: number): string {
  return `${formatNumber(value)} req/s`;
}

/** "1,011 ms" */
export function formatMilliseconds(value: number): string {
  return `${formatNumber(value)} ms`;
}

/** "20%" from a fraction 0..1. */
export function formatPercentFraction(fraction: number): string {
  return `${formatNumber(fraction * 100)}%`;
}

/** "-12.5%" from a percentage. */
export function formatPercent(percent: number): string {
  return `${formatNumber(percent)}%`;
}
