/**
 * One CSV field (RFC 4180), the same for every CSV the app writes: a field with a comma,
 * quote or line break, or with spaces at either end, is quoted and its quotes doubled.
 * Numbers are plain (no thousands separators, full precision) so a spreadsheet reads
 * them as numbers. Text a spreadsheet would run as a formula (=, +, -, @, tab or CR
 * first) gets a leading apostrophe: upload file names and dataset labels are chosen by
 * whoever sent them.
 */
const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}
