import "./zod-config";
import { z } from "zod";
import { BYTE_UNITS, type ByteUnits } from "@/lib/format/bytes";

/**
 * The `units` URL parameter every page with sizes and rates reads (issue 40): "binary"
 * (KiB, MiB/s), "decimal" (kB, MB/s), or absent for "auto" (each figure in the prefixes
 * that write it exactly, as its source did). Anything else is "auto", not an error.
 */
export const unitsSchema = z.enum(BYTE_UNITS).catch("auto");

export function parseUnits(value: string | string[] | undefined | null): ByteUnits {
  return unitsSchema.parse(Array.isArray(value) ? value[0] : (value ?? undefined));
}
