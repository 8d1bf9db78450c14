/**
 * fio's own rules for option values such as bs=4k, size=8m, runtime=1m, as implemented
 * in fio's parse.c (str_to_decimal, get_mult_bytes, get_mult_time, check_int) and
 * checked against fio 3.33 itself (`fio --debug=parse --parse-only`):
 *
 * Sizes (kb_base=1024, the default):
 *   4k = 4kb = 4KB = 4096;  1m = 1mi = 1048576;  1g = 2^30;  t, p likewise;  4096b = 4096
 *   4KiB = 4000 and 1MiB = 1000000  (!) fio's "compatibility mode" gives the IEC spellings
 *   k(i)b/m(i)b... the *decimal* meaning when kb_base=1024; with kb_base=1000 it is the
 *   other way round (4k = 4000, 4KiB = 4096). Only the three-letter "kib"/"mib"/... forms
 *   swap; "1mi" is 1048576 under kb_base=1024.
 *   Only the integer part counts: "1.5k" is 1 (strtoll stops at "."), "0x1000" is 4096,
 *   "10%" is a percentage of the file or device (no byte count).
 * Times (runtime, default unit seconds):
 *   60 = 60s = 1m(inute); 500ms = 500msec = 0.5 s; 100us; 2h; 1d. Any other suffix,
 *   e.g. "60sec" or "1min", fio reads as microseconds (60 us, 1 us): we do the same and
 *   say so in a warning, because that is what the fio run really used.
 */

export type KbBase = 1000 | 1024;

export interface ParsedOption {
  value: number | null;
  /** Why the value is null, or how fio's reading differs from the obvious one. */
  note: string | null;
}

const LEADING_INT = /^[ \t]*([+-]?)(?:0[xX]([0-9a-fA-F]+)|([0-9]+))/;

/** strtoll(str, NULL, base) where base is 16 when the text contains "0x" anywhere. */
function strtoll(text: string): number | null {
  const hex = text.includes("0x") || text.includes("0X");
  const m = LEADING_INT.exec(text);
  if (!m) return null;
  const sign = m[1] === "-" ? -1 : 1;
  if (m[2] !== undefined) return sign * parseInt(m[2], 16);
  if (hex) {
    // base 16 without a 0x prefix at the start: strtoll reads hex digits.
    const h = /^[ \t]*[+-]?([0-9a-fA-F]+)/.exec(text);
    return h?.[1] !== undefined ? sign * parseInt(h[1], 16) : null;
  }
  return sign * Number(m[3]);
}

function isAlpha(c: string | undefined): boolean {
  return c !== undefined && /^[A-Za-z]$/.test(c);
}
function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= "0" && c <= "9";
}

/** fio's __get_mult_bytes: the multiplier of a suffix, or "percent". */
function multiplierOfSuffix(suffix: string, kbBase: KbBase): number | "percent" {
  let c = suffix.toLowerCase();
  const sep = c.search(/[:\-,/]/);
  if (sep >= 0) c = c.slice(0, sep);
  const swapped = kbBase === 1000 ? 1024 : 1000;
  const iec: Array<[string, number]> = [
    ["pib", 5],
    ["tib", 4],
    ["gib", 3],
    ["mib", 2],
    ["kib", 1],
  ];
  for (const [prefix, pow] of iec) if (c.startsWith(prefix)) return swapped ** pow;
  const si: Array<[string, number]> = [
    ["p", 5],
    ["t", 4],
    ["g", 3],
    ["m", 2],
    ["k", 1],
  ];
  for (const [prefix, pow] of si) if (c.startsWith(prefix)) return kbBase ** pow;
  if (c.startsWith("%")) return "percent";
  return 1;
}

/**
 * A byte count (or any fio "int" option: iodepth, numjobs...) exactly as fio reads it.
 * A value with several parts ("4k,8k" for read,write) gives its first part; see
 * `splitPerDirection` for the others.
 */
export function parseFioSize(raw: string, kbBase: KbBase = 1024): ParsedOption {
  let text = raw.trim();
  if (text === "") return { value: null, note: "empty value" };
  if (text.startsWith("(")) return { value: null, note: `"${raw}" is an arithmetic expression; not evaluated` };
  const comma = text.indexOf(",");
  if (comma >= 0) text = text.slice(0, comma);
  const base = strtoll(text);
  if (base === null) return { value: null, note: `"${raw}" is not a number fio can read` };
  if (base < 0) return { value: null, note: `"${raw}" is negative` };
  // get_mult_bytes: skip a sign and digits, then look at what follows.
  let p = 0;
  if (text.length >= 2) {
    let digitSeen = false;
    while (p < text.length) {
      const ch = text[p];
      if (!isDigit(ch) && ((ch !== "+" && ch !== "-") || digitSeen)) break;
      digitSeen ||= isDigit(ch);
      p++;
    }
  }
  const rest = text.length >= 2 ? text.slice(p) : text;
  let mult: number | "percent" = 1;
  if (isAlpha(rest[0]) || rest[0] === "%") mult = multiplierOfSuffix(rest, kbBase);
  else if (text.length < 2) mult = multiplierOfSuffix(text, kbBase);
  if (mult === "percent") return { value: null, note: `"${raw}" is a percentage, not a byte count` };
  const value = base * mult;
  let note: string | null = null;
  if (/^\s*[0-9]+\.[0-9]/.test(text)) note = `fio reads "${raw}" as ${value} (it ignores the fraction)`;
  else if (/^[kmgtp]ib/i.test(rest))
    note = `fio (kb_base=${kbBase}) reads "${raw}" as ${value} bytes: its "${rest.slice(0, 3)}" suffix is ${kbBase === 1024 ? "decimal" : "binary"}`;
  return { value, note };
}

/**
 * A time option in seconds, exactly as fio reads it (fio stores microseconds).
 * `defaultUnitSeconds` is fio's is_seconds flag (true for runtime, ramp_time...).
 */
export function parseFioTimeSeconds(raw: string, defaultUnitSeconds = true): ParsedOption {
  const text = raw.trim();
  if (text === "") return { value: null, note: "empty value" };
  if (text.startsWith("(")) return { value: null, note: `"${raw}" is an arithmetic expression; not evaluated` };
  const base = strtoll(text);
  if (base === null) return { value: null, note: `"${raw}" is not a time fio can read` };
  if (base < 0) return { value: null, note: `"${raw}" is negative` };
  let p = 0;
  while (p < text.length && (isDigit(text[p]) || text[p] === "+" || text[p] === "-")) p++;
  const rest = text.slice(p);
  let microsPerUnit: number;
  let note: string | null = null;
  if (!isAlpha(rest[0])) {
    microsPerUnit = defaultUnitSeconds ? 1_000_000 : 1;
    if (rest.startsWith(".")) note = `fio reads "${raw}" as ${base} (it ignores the fraction)`;
  } else {
    const c = rest.toLowerCase();
    if (c.startsWith("us")) microsPerUnit = 1;
    else if (c.startsWith("ms")) microsPerUnit = 1000;
    else if (c === "s") microsPerUnit = 1_000_000;
    else if (c === "m") microsPerUnit = 60_000_000;
    else if (c === "h") microsPerUnit = 3_600_000_000;
    else if (c === "d") microsPerUnit = 86_400_000_000;
    else {
      microsPerUnit = 1;
      note = `fio does not know the suffix "${rest}" in "${raw}" and reads the number as microseconds`;
    }
  }
  return { value: (base * microsPerUnit) / 1_000_000, note };
}

/** fio's check_int for bool options: an unsigned integer (or 0x hex); non-zero is true. */
export function parseFioBool(raw: string): boolean | null {
  const text = raw.trim();
  if (/^0[xX][0-9a-fA-F]+/.test(text)) return parseInt(text.slice(2), 16) !== 0;
  const m = /^[+-]?([0-9]+)/.exec(text);
  if (!m?.[1]) return null;
  return Number(m[1]) !== 0;
}

/**
 * Per-direction values: fio options such as bs take "read,write,trim" (or "read:write").
 * An empty part means "fio's default"; a missing part repeats the last one given.
 */
export function splitPerDirection(raw: string): [string, string, string] {
  const parts = raw.includes(",") ? raw.split(",") : raw.includes(":") ? raw.split(":") : [raw];
  const read = parts[0] ?? "";
  const write = parts.length > 1 ? (parts[1] ?? "") : read;
  const trim = parts.length > 2 ? (parts[2] ?? "") : write;
  return [read, write, trim];
}
