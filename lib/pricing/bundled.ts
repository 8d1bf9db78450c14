import { z } from "zod";
import bundledJson from "@/data/prices/bundled-snapshot.json";
import { priceKeyDefinition, isPriceKey, type PriceBook, type PriceEntry, type PriceKey } from "./price-keys";

const decimalString = z.string().regex(/^\d+(\.\d+)?$/, "expected a non-negative decimal string");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected an ISO date (YYYY-MM-DD)");
const priceKey = z.string().refine(isPriceKey, { message: "unknown price key" });

export const bundledSnapshotSchema = z.object({
  formatVersion: z.literal(1),
  id: z.string().min(1),
  source: z.literal("bundled"),
  description: z.string(),
  asOf: isoDate,
  regions: z.array(z.string().min(1)).min(1),
  missing: z.object({ reason: z.string(), keys: z.array(priceKey) }),
  prices: z.array(
    z.object({
      key: priceKey,
      regions: z.array(z.string().min(1)).min(1),
      usd: decimalString,
      unconfirmed: z.boolean(),
      source: z.string().min(1),
      asOf: isoDate,
    }),
  ),
});

export type BundledSnapshot = z.infer<typeof bundledSnapshotSchema>;

/** The bundled snapshot, validated once: a broken data file must fail loudly at start. */
export const BUNDLED_SNAPSHOT: BundledSnapshot = bundledSnapshotSchema.parse(bundledJson);

/** Every price of the bundled snapshot, one entry per key and region. */
export function bundledPriceEntries(snapshot: BundledSnapshot = BUNDLED_SNAPSHOT): PriceEntry[] {
  return snapshot.prices.flatMap((p) =>
    p.regions.map((region) => ({
      key: p.key as PriceKey,
      region,
      usd: p.usd,
      unit: priceKeyDefinition(p.key as PriceKey).unit,
      unconfirmed: p.unconfirmed,
      source: p.source,
      asOf: p.asOf,
    })),
  );
}

/** The bundled prices of one region as a price book, or null for a region it does not cover. */
export function bundledPriceBook(region: string, snapshot: BundledSnapshot = BUNDLED_SNAPSHOT): PriceBook | null {
  if (!snapshot.regions.includes(region)) return null;
  const prices: PriceBook["prices"] = {};
  for (const entry of bundledPriceEntries(snapshot)) {
    if (entry.region === region) prices[entry.key] = entry;
  }
  return { snapshotId: snapshot.id, asOf: snapshot.asOf, region, prices };
}
