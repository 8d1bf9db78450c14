/**
 * One entry of a GetProducts `PriceList`, as the AWS Price List Query API returns it
 * (facts file, section 1: shared/reference/aws-storage-facts.md). Entries arrive as
 * JSON strings; the SDK hands them over as `String` objects (typeof "object"), so they
 * go through `String()` before `JSON.parse`. The parsed JSON is kept beside the
 * validated record so that nothing AWS sent is lost (stored as the item's `raw`).
 */
import { z } from "zod";
import { isDecimalString } from "./decimal";
import type { PricingIssue, PricingPath } from "./errors";

const decimalString = z.string().refine(isDecimalString, { message: "expected a non-negative decimal string" });

/** "Inf" is how the API marks an open-ended tier. */
export const INFINITE_RANGE = "Inf";

export const priceDimensionSchema = z.object({
  unit: z.string(),
  beginRange: decimalString,
  endRange: z.union([z.literal(INFINITE_RANGE), decimalString]),
  description: z.string(),
  rateCode: z.string().min(1).optional(),
  // Prices are per currency; regions outside China publish USD. Absence is reported later.
  pricePerUnit: z.record(z.string(), decimalString),
});

export const offerTermSchema = z.object({
  sku: z.string().min(1).optional(),
  effectiveDate: z.string().min(1),
  offerTermCode: z.string().min(1).optional(),
  priceDimensions: z.record(z.string(), priceDimensionSchema),
});

export const awsPriceListRecordSchema = z.object({
  product: z.object({
    sku: z.string().min(1),
    // Some products (fees, bundles) carry no family; ours always do, but do not reject.
    productFamily: z.string().optional(),
    attributes: z.record(z.string(), z.string()),
  }),
  serviceCode: z.string().min(1),
  terms: z.object({
    // Keyed by "<sku>.<offerTermCode>"; Reserved terms are not used by the cost model.
    OnDemand: z.record(z.string(), offerTermSchema).optional(),
  }),
  version: z.string().min(1),
  publicationDate: z.string().min(1),
});

export type AwsPriceListRecord = z.infer<typeof awsPriceListRecordSchema>;

/** A validated record and the JSON it was parsed from. */
export interface ParsedPriceListEntry {
  record: AwsPriceListRecord;
  raw: unknown;
}

export type ParseEntryResult = { ok: true; entry: ParsedPriceListEntry } | { ok: false; issue: PricingIssue };

/** The text of a PriceList element: a primitive string or a `String` object. */
function entryText(entry: unknown): string | null {
  if (typeof entry === "string") return entry;
  if (entry instanceof String) return String(entry);
  return null;
}

function describeZodError(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return "record does not match the Price List shape";
  const where = first.path.length > 0 ? first.path.join(".") : "(record)";
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : "";
  return `${where}: ${first.message}${more}`;
}

/** Parse and validate one PriceList element; never throws. */
export function parsePriceListEntry(entry: unknown, path: PricingPath = []): ParseEntryResult {
  const text = entryText(entry);
  if (text === null) {
    return {
      ok: false,
      issue: { code: "not-a-string", message: `PriceList element is a ${typeof entry}, not a JSON string`, path },
    };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      issue: { code: "invalid-json", message: `PriceList element is not valid JSON: ${reason}`, path },
    };
  }
  return validatePriceListRecord(raw, path);
}

/**
 * Validate a record that is already parsed JSON: a bulk offer file's product joined
 * with its on-demand terms (bulk-offer.ts) takes this path; never throws.
 */
export function validatePriceListRecord(raw: unknown, path: PricingPath = []): ParseEntryResult {
  const parsed = awsPriceListRecordSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, issue: { code: "invalid-record", message: describeZodError(parsed.error), path } };
  }
  return { ok: true, entry: { record: parsed.data, raw } };
}
