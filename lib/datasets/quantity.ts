import { z } from "zod";

/**
 * A reported figure is either one number or a range when the source gives a span
 * ("$323–$324", "278-525s"). Ranges keep both ends rather than a midpoint so nothing
 * the article said is lost. `min <= max` is checked at dataset level (cross-checks.ts)
 * so the error can name the exact field. Measured quantities (time, bytes, money) are
 * never negative.
 */
export const rangeSchema = z
  .strictObject({
    min: z.number().nonnegative(),
    max: z.number().nonnegative(),
  })
  .meta({ description: "Inclusive range reported by the source, in the unit named by the field." });

export type Range = z.infer<typeof rangeSchema>;

export const valueSchema = z
  .union([z.number().nonnegative(), rangeSchema])
  .meta({ description: "A single non-negative number or an inclusive {min, max} range." });

export type ReportedValue = z.infer<typeof valueSchema>;

export function isRange(value: ReportedValue): value is Range {
  return typeof value === "object";
}

export function lowerBound(value: ReportedValue): number {
  return isRange(value) ? value.min : value;
}

export function upperBound(value: ReportedValue): number {
  return isRange(value) ? value.max : value;
}
