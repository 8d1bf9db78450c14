import type { ByteUnits } from "@/lib/format/bytes";
import { csvField } from "@/lib/format/csv";
import { FAMILY_LABELS } from "./families";
import type { CompareRow } from "./rows";
import { SERIES_LABELS } from "./types";
import { rateColumn, type PerUnitColumn } from "./unit-columns";

/**
 * The compare table as CSV (RFC 4180): comma separated, CRLF line ends, a field with a
 * comma, quote or line break quoted and its quotes doubled. Numbers are plain (no
 * thousands separators, full precision) so a spreadsheet reads them as numbers.
 */

const CRLF = "\r\n";
export { csvField };

export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return values.map(csvField).join(",");
}

/** The header of an auto or binary view; a decimal view renames the per-throughput column (compareCsvHeader). */
export const COMPARE_CSV_HEADER = [
  "option",
  "source_type",
  "family",
  "option_id",
  "region",
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

/** The header for a view's units: its per-throughput column named for the unit it prices (usd_per_mbps in a decimal view). */
export function compareCsvHeader(units: ByteUnits): readonly string[] {
  const rate = rateColumn(units);
  return COMPARE_CSV_HEADER.map((name) => (name === "usd_per_mibps" ? rate.csvName : name));
}

/** The rows of one region, as the table shows them there. */
export interface CsvRegionRows {
  region: string;
  rows: readonly CompareRow[];
}

/**
 * Header plus one line per row, in the table's order, region after region (a view with
 * `region=all` or a list has several; the region column tells them apart); ends with CRLF.
 * `units` is the view's: the price per unit of throughput follows it as the table's column does.
 */
export function compareCsv(sections: readonly CsvRegionRows[], units: ByteUnits = "auto"): string {
  const rate = rateColumn(units);
  const lines = [csvLine(compareCsvHeader(units))];
  for (const { region, rows } of sections) for (const row of rows) lines.push(csvRow(region, row, rate));
  return lines.join(CRLF) + CRLF;
}

function csvRow(region: string, { point: p, usdPerGibMonth, usdPerMibps }: CompareRow, rate: PerUnitColumn): string {
  return csvLine([
    p.label,
    SERIES_LABELS[p.series],
    FAMILY_LABELS[p.family],
    p.optionId,
    region,
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
    rate.of(usdPerMibps),
    p.bottleneck,
    p.priceStatus,
    p.source,
    p.notes.join(" "),
  ]);
}
