import type { ByteUnits } from "@/lib/format/bytes";
import { MB_BYTES, MIB_BYTES } from "@/lib/units";

/** One per-unit price column: the unit it prices, its CSV name and how to get it from the model's figure. */
export interface PerUnitColumn {
  /** The unit as the table writes it: "GiB", "MiB/s", "GB", "MB/s". */
  unit: string;
  csvName: string;
  /** The column's value from the model's figure (per GiB-month or per MiB/s); null stays empty. */
  of: (modelValue: number | null) => number | null;
}

function column(unit: string, csvName: string, factor: number | null): PerUnitColumn {
  // The model's own unit is passed through untouched (not multiplied by 1), so an auto or
  // binary CSV stays byte-identical to the files saved before the setting existed.
  return { unit, csvName, of: (v) => (v === null || factor === null ? v : v * factor) };
}

/**
 * The table's and the CSV's two per-unit prices in the view's units (issue 40). The model
 * computes them per GiB-month and per MiB/s; a decimal view prices a MB/s, a smaller rate,
 * so that dollar figure shrinks by MB/MiB. Storage stays per GiB-month in every view: AWS
 * bills storage by the "GB-month" of 2^30 bytes (Amazon S3 and EBS pricing pages), so a
 * price per decimal GB would read 7% under the figure on AWS's own page.
 */
export function perUnitColumns(units: ByteUnits): { storage: PerUnitColumn; rate: PerUnitColumn } {
  return units === "decimal"
    ? {
        storage: column("GiB", "usd_per_gib_month", null),
        rate: column("MB/s", "usd_per_mbps", MB_BYTES / MIB_BYTES),
      }
    : { storage: column("GiB", "usd_per_gib_month", null), rate: column("MiB/s", "usd_per_mibps", null) };
}
