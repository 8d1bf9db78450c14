import { FAMILY_LABELS } from "./families";
import type { CompareRow } from "./rows";
import { SERIES_LABELS } from "./types";

/**
 * The compare table as CSV (RFC 4180): comma separated, CRLF line ends, a field with a
 * comma, quote or line break quoted and its quotes doubled. Numbers are plain (no
 * thousands separators, full precision) so a spreadsheet reads them as numbers.
 */

const CRLF = "\r\n";
const NEEDS_QUOTES = /[",\r\n]/;
/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first). Labels include
 * upload file names, which anyone can choose, so such text gets a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return values.map(csvField).join(",");
}

export const COMPARE_CSV_HEADER = [
  "option",
  "source_type",
  "family",
  "option_id",
  "configuration",
  "duration_seconds_per_day",
  "duration_min_seconds",
  "duration_max_seconds",
  "monthly_cost_usd",
  "monthly_cost_min_usd",
  "monthly_cost_max_usd",
  "storage_usd",
  "throughput_usd",
  "requests_usd",
  "provisioned_usd",
  "other_usd",
  "usd_per_gib_month",
  "usd_per_mibps",
  "bottleneck",
  "price_status",
  "source",
  "notes",
] as const;

/** Header plus one line per row, in the table's order; ends with CRLF. */
export function compareCsv(rows: readonly CompareRow[]): string {
  const lines = [csvLine(COMPARE_CSV_HEADER)];
  for (const { point: p, usdPerGibMonth, usdPerMibps } of rows) {
    lines.push(
      csvLine([
        p.label,
        SERIES_LABELS[p.series],
        FAMILY_LABELS[p.family],
        p.optionId,
        p.configuration,
        p.durationSecondsPerDay,
        p.durationRange?.[0] ?? p.durationSecondsPerDay,
        p.durationRange?.[1] ?? p.durationSecondsPerDay,
        p.monthlyCostUsd,
        p.costRange?.[0] ?? p.monthlyCostUsd,
        p.costRange?.[1] ?? p.monthlyCostUsd,
        p.costParts?.storage,
        p.costParts?.throughput,
        p.costParts?.requests,
        p.costParts?.provisioned,
        p.costParts?.other,
        usdPerGibMonth,
        usdPerMibps,
        p.bottleneck,
        p.priceStatus,
        p.source,
        p.notes.join(" "),
      ]),
    );
  }
  return lines.join(CRLF) + CRLF;
}
