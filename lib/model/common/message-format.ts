import { GIB_BYTES, KIB_BYTES, MIB_BYTES, TIB_BYTES } from "@/lib/units";

/**
 * How the model writes figures into its warnings, bottlenecks and sizing notes: plain,
 * en-US, three significant digits. Pages format values with lib/format instead.
 *
 * An estimate writes thousands of figures (every limit of every option is labelled), and
 * Intl.NumberFormat took about a fifth of its time. The figures are written here from the
 * number's shortest round-trip digits (String(value)), rounded half away from zero, which
 * is what Intl.NumberFormat does (ICU rounds that same decimal, not the binary value:
 * 1.005 with two decimals is "1.01" there, "1.00" with toFixed). Values outside the plain
 * range (negative, non-finite, exponent notation) go to Intl itself;
 * message-format.test.ts checks both paths agree on random and tie values.
 */
const integerFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const threeSignificantFormat = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 3 });

/** value = 0.digits x 10^point, digits without leading zeros; null outside String's plain notation. */
interface Decimal {
  digits: string;
  point: number;
}

function decimalOf(value: number): Decimal | null {
  if (!(value > 0) || value >= 1e21) return null;
  const text = String(value);
  if (text.includes("e")) return null;
  const dot = text.indexOf(".");
  const all = dot < 0 ? text : text.slice(0, dot) + text.slice(dot + 1);
  let point = dot < 0 ? text.length : dot;
  let start = 0;
  while (all.charCodeAt(start) === 48) start++;
  point -= start;
  return { digits: all.slice(start), point };
}

/** Keeps the first `keep` digits, rounding half away from zero (the value is positive). */
function roundTo(decimal: Decimal, keep: number): Decimal {
  const { digits, point } = decimal;
  if (keep >= digits.length) return decimal;
  if (keep < 0) return { digits: "", point };
  const up = digits.charCodeAt(keep) >= 53;
  if (!up) return { digits: digits.slice(0, keep), point };
  let i = keep - 1;
  while (i >= 0 && digits.charCodeAt(i) === 57) i--;
  // All nines (or nothing kept): the value rounds up to the next power of ten.
  if (i < 0) return { digits: "1", point: point + 1 };
  return { digits: digits.slice(0, i) + String.fromCharCode(digits.charCodeAt(i) + 1), point };
}

function group(integer: string): string {
  if (integer.length <= 3) return integer;
  let out = integer.slice(0, integer.length % 3 || 3);
  for (let i = out.length; i < integer.length; i += 3) out += `,${integer.slice(i, i + 3)}`;
  return out;
}

function render(decimal: Decimal): string {
  let end = decimal.digits.length;
  while (end > 0 && decimal.digits.charCodeAt(end - 1) === 48) end--;
  if (end === 0) return "0";
  const digits = decimal.digits.slice(0, end);
  const { point } = decimal;
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return group(digits + "0".repeat(point - digits.length));
  return `${group(digits.slice(0, point))}.${digits.slice(point)}`;
}

function withFractionDigits(value: number, fractionDigits: number, fallback: Intl.NumberFormat): string {
  if (value === 0 && !Object.is(value, -0)) return "0";
  const decimal = decimalOf(value);
  return decimal === null ? fallback.format(value) : render(roundTo(decimal, decimal.point + fractionDigits));
}

function withSignificantDigits(value: number, significant: number, fallback: Intl.NumberFormat): string {
  if (value === 0 && !Object.is(value, -0)) return "0";
  const decimal = decimalOf(value);
  return decimal === null ? fallback.format(value) : render(roundTo(decimal, significant));
}

/** Most figures recur (a catalog's rates and latencies, a workload's file counts): each writer remembers its last few thousand. */
const REMEMBERED = 4096;

function remembered(write: (value: number) => string): (value: number) => string {
  const seen = new Map<number, string>();
  return (value) => {
    // -0 and 0 are one Map key but are written differently ("-0", "0"): -0 is not remembered.
    if (Object.is(value, -0)) return write(value);
    let text = seen.get(value);
    if (text === undefined) {
      if (seen.size >= REMEMBERED) seen.clear();
      text = write(value);
      seen.set(value, text);
    }
    return text;
  };
}

/** "74,999" */
export const formatCount = remembered((value) => withFractionDigits(value, 0, integerFormat));

const oneDecimal = remembered((value) => withFractionDigits(value, 1, oneDecimalFormat));

const threeSignificant = remembered((value) => withSignificantDigits(value, 3, threeSignificantFormat));

/** Throughput for people: "48.8 MiB/s", "2,265 MiB/s", "20 GiB/s". */
export function formatRate(bytesPerSecond: number): string {
  const mib = bytesPerSecond / MIB_BYTES;
  if (mib >= 10_240) return `${oneDecimal(mib / 1024)} GiB/s`;
  if (mib >= 100) return `${formatCount(mib)} MiB/s`;
  return `${oneDecimal(mib)} MiB/s`;
}

/** Seconds for people: "9.5 ms", "0.25 ms". */
export function formatMilliseconds(seconds: number): string {
  return `${threeSignificant(seconds * 1000)} ms`;
}

/** Sizes for people: "1.2 TiB", "160 GiB", "17 KiB". */
export function formatBytes(bytes: number): string {
  if (bytes >= TIB_BYTES) return `${threeSignificant(bytes / TIB_BYTES)} TiB`;
  if (bytes >= GIB_BYTES) return `${threeSignificant(bytes / GIB_BYTES)} GiB`;
  if (bytes >= MIB_BYTES) return `${threeSignificant(bytes / MIB_BYTES)} MiB`;
  if (bytes >= KIB_BYTES) return `${threeSignificant(bytes / KIB_BYTES)} KiB`;
  return `${formatCount(bytes)} B`;
}

/** Each writer beside the Intl.NumberFormat it stands for, for message-format.test.ts. */
export const NUMBER_WRITERS = [
  { name: "integer", write: formatCount, intl: integerFormat },
  { name: "one decimal", write: oneDecimal, intl: oneDecimalFormat },
  { name: "three significant digits", write: threeSignificant, intl: threeSignificantFormat },
] as const;
