import type { ByteUnits } from "@/lib/format/bytes";
import { MB_BYTES, MIB_BYTES } from "@/lib/units";

/** The per-throughput price column: the unit it prices, its CSV name and how to get it from the model's figure. */
export interface PerUnitColumn {
  /** The unit as the table writes it: "MiB/s" or "MB/s". */
  unit: string;
  csvName: string;
  /** The column's value from the model's figure (per MiB/s); null stays empty. */
  of: (modelValue: number | null) => number | null;
}

function column(unit: string, csvName: string, factor: number | null): PerUnitColumn {
  // The model's own unit is passed through untouched (not multiplied by 1), so an auto or
  // binary CSV stays byte-identical to the files saved before the setting existed.
  return { unit, csvName, of: (v) => (v === null || factor === null ? v : v * factor) };
}

/**
 * The table's and the CSV's price per unit of throughput in the view's units (issue 40).
 * The model computes it per MiB/s; a decimal view prices a MB/s, a smaller rate, so the
 * dollar figure shrinks by MB/MiB. The price per unit stored has no such column: it stays
 * per GiB-month in every view, since AWS bills storage by the "GB-month" of 2^30 bytes
 * (Amazon S3 and EBS pricing pages) and a price per decimal GB would read 7% under the
 * figure on AWS's own page.
 */
export function rateColumn(units: ByteUnits): PerUnitColumn {
  return units === "decimal"
    ? column("MB/s", "usd_per_mbps", MB_BYTES / MIB_BYTES)
    : column("MiB/s", "usd_per_mibps", null);
}
