/**
 * Exact decimal strings for money. AWS publishes prices as decimal strings such as
 * "0.0000004000"; a float round trip could turn them into 4.0000000000000003e-7, so
 * prices stay strings and any arithmetic goes through BigInt.
 */

const DECIMAL_PATTERN = /^(\d+)(?:\.(\d+))?$/;

/** A non-negative decimal as an integer and a power-of-ten scale: value = units / 10^scale. */
interface ScaledDecimal {
  units: bigint;
  scale: number;
}

/**
 * The longest expansion `divideExact` tries. 1/1024 needs 10 digits; 40 leaves room for
 * any divisor made of 2s and 5s that a unit conversion could need.
 */
const MAX_DIVISION_SCALE = 40;

export function isDecimalString(value: string): boolean {
  return DECIMAL_PATTERN.test(value);
}

function parse(value: string): ScaledDecimal {
  const match = DECIMAL_PATTERN.exec(value);
  if (!match) throw new RangeError(`not a non-negative decimal string: ${JSON.stringify(value)}`);
  const whole = match[1] ?? "0";
  const fraction = match[2] ?? "";
  return { units: BigInt(whole + fraction), scale: fraction.length };
}

function format({ units, scale }: ScaledDecimal): string {
  const digits = units.toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, "");
  return fraction.length > 0 ? `${whole}.${fraction}` : whole;
}

/**
 * The canonical form of a decimal string: no leading zeros in the whole part, no
 * trailing zeros in the fraction ("0.0800000000" -> "0.08", "6.0000000000" -> "6").
 */
export function normaliseDecimal(value: string): string {
  return format(parse(value));
}

function align(a: ScaledDecimal, b: ScaledDecimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
}

/** -1, 0 or 1, comparing the exact values ("0.30" equals "0.3"). */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = align(parse(a), parse(b));
  return x === y ? 0 : x < y ? -1 : 1;
}

export function decimalsEqual(a: string, b: string): boolean {
  return compareDecimals(a, b) === 0;
}

/**
 * `value / divisor`, exactly. Only divisors whose quotient terminates (made of 2s and
 * 5s, such as 1024) are accepted: anything else would need rounding, and money is not
 * rounded here.
 */
export function divideExact(value: string, divisor: bigint): string {
  if (divisor <= 0n) throw new RangeError("divisor must be positive");
  const { units, scale } = parse(value);
  for (let extra = 0; extra <= MAX_DIVISION_SCALE; extra += 1) {
    const numerator = units * 10n ** BigInt(extra);
    if (numerator % divisor === 0n) return format({ units: numerator / divisor, scale: scale + extra });
  }
  throw new RangeError(`${value} / ${divisor} has no exact decimal expansion`);
}

/**
 * (after - before) / before, for display only (a ratio, not money), or null when
 * `before` is zero. Computed on the exact values and converted once at the end.
 */
export function relativeChange(before: string, after: string): number | null {
  const [x, y] = align(parse(before), parse(after));
  if (x === 0n) return null;
  // Twelve significant fractional digits are far more than a price change report shows.
  const PRECISION = 10n ** 12n;
  return Number(((y - x) * PRECISION) / x) / Number(PRECISION);
}
