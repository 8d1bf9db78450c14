import { GB_BYTES, GIB_BYTES, KB_BYTES, KIB_BYTES, MB_BYTES, MIB_BYTES, TB_BYTES, TIB_BYTES } from "../units";
import { formatRate, type ByteUnits } from "./bytes";

/** Bytes per second of each rate unit a model or AWS text writes. */
const RATE_UNITS: Record<string, number> = {
  kB: KB_BYTES,
  KiB: KIB_BYTES,
  MB: MB_BYTES,
  MiB: MIB_BYTES,
  GB: GB_BYTES,
  GiB: GIB_BYTES,
  TB: TB_BYTES,
  TiB: TIB_BYTES,
};

const RATE = /(\d[\d,]*(?:\.\d+)?) ?(kB|KiB|MB|MiB|GB|GiB|TB|TiB)\/s/g;

/**
 * A sentence or label with every rate in it ("Persistent 2 125 MB/s/TiB", "500 MiB/s per
 * mount") rewritten in the chosen units through formatRate; "auto" leaves the text as its
 * source wrote it. Labels and notes come from the model and AWS's own words, so this is
 * how the units setting reaches them without a second formatter.
 */
export function restateRates(text: string, units: ByteUnits): string {
  if (units === "auto") return text;
  return text.replace(RATE, (whole, number: string, unit: string) => {
    const value = Number(number.replaceAll(",", ""));
    const factor = RATE_UNITS[unit];
    return factor === undefined || !Number.isFinite(value) ? whole : formatRate(value * factor, units);
  });
}
