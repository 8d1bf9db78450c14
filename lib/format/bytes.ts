// Relative import: next.config.ts reads byte limits through server/api/body-limits.ts, which
// formats them with this file, and its loader does not resolve the "@/" alias.
import { KB_BYTES, KIB_BYTES } from "../units";
import { assertFinite, DISPLAY_SIGNIFICANT_DIGITS, EXACT_SIGNIFICANT_DIGITS, formatInteger, isExact } from "./number";

/**
 * Which prefixes to print. "auto" picks whichever of binary (KiB, MiB, ...) and decimal
 * (kB, MB, ...) writes the value exactly in the fewest digits, so a 32 GiB file reads
 * "32 GiB" and a 1 TB volume "1 TB", as their sources said; a value exact in neither
 * falls back to binary, the way AWS bills storage.
 */
export const BYTE_UNITS = ["auto", "binary", "decimal"] as const;
export type ByteUnits = (typeof BYTE_UNITS)[number];

// The factors are lib/units' own: one table of what a prefix means.
const BINARY_BASE = KIB_BYTES;
const DECIMAL_BASE = KB_BYTES;
const BINARY_PREFIXES = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"] as const;
const DECIMAL_PREFIXES = ["B", "kB", "MB", "GB", "TB", "PB", "EB"] as const;

interface Candidate {
  text: string;
  exact: boolean;
  digits: number;
}

function scaled(bytes: number, base: number, prefixes: readonly string[]): Candidate {
  let exponent = 0;
  while (exponent < prefixes.length - 1 && bytes >= base ** (exponent + 1)) exponent += 1;
  const value = bytes / base ** exponent;
  const unit = prefixes[exponent] ?? "B";
  if (exponent === 0)
    return {
      text: `${formatInteger(value)} ${unit}`,
      exact: Number.isInteger(value),
      digits: String(Math.round(value)).length,
    };
  const exact = isExact(value, EXACT_SIGNIFICANT_DIGITS);
  const digits = exact ? significantDigits(value) : DISPLAY_SIGNIFICANT_DIGITS;
  const number = new Intl.NumberFormat("en-US", {
    maximumSignificantDigits: Math.max(digits, integerDigits(value)),
  }).format(value);
  return { text: `${number} ${unit}`, exact, digits };
}

function integerDigits(value: number): number {
  return Math.max(1, Math.floor(Math.log10(Math.max(1, value))) + 1);
}

function significantDigits(value: number): number {
  for (let digits = 1; digits <= EXACT_SIGNIFICANT_DIGITS; digits += 1) if (isExact(value, digits)) return digits;
  return EXACT_SIGNIFICANT_DIGITS;
}

function pick(bytes: number, units: ByteUnits): string {
  const binary = scaled(bytes, BINARY_BASE, BINARY_PREFIXES);
  if (units === "binary") return binary.text;
  const decimal = scaled(bytes, DECIMAL_BASE, DECIMAL_PREFIXES);
  if (units === "decimal") return decimal.text;
  if (decimal.exact && (!binary.exact || decimal.digits < binary.digits)) return decimal.text;
  return binary.text;
}

/** "1.21 GiB", "32 GiB", "1 TB", "512 B". */
export function formatBytes(bytes: number, units: ByteUnits = "auto"): string {
  assertFinite(bytes, "bytes");
  if (bytes < 0) return `-${formatBytes(-bytes, units)}`;
  return pick(bytes, units);
}

/** A rate in bytes per second: "625 MB/s", "500 MiB/s", "48.8 MiB/s". */
export function formatRate(bytesPerSecond: number, units: ByteUnits = "auto"): string {
  return `${formatBytes(bytesPerSecond, units)}/s`;
}
