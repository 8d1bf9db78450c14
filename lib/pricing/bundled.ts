import { z } from "zod";
import bundledJson from "@/data/prices/bundled-snapshot.json";
import {
  ALL_PRICE_KEYS,
  priceKeyDefinition,
  isPriceKey,
  type PriceBook,
  type PriceEntry,
  type PriceKey,
} from "./price-keys";

const decimalString = z.string().regex(/^\d+(\.\d+)?$/, "expected a non-negative decimal string");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected an ISO date (YYYY-MM-DD)");
const priceKey = z.string().refine(isPriceKey, { message: "unknown price key" });

/**
 * Keys a Region carries no price for, with why and the searches that found none: a Region
 * is bundled only with figures read for it, never with another Region's copied in.
 */
const unpricedRegionSchema = z
  .object({ reason: z.string().min(1), searches: z.array(z.string().min(1)), keys: z.array(priceKey).min(1) })
  .strict();

export const bundledSnapshotSchema = z
  .object({
    formatVersion: z.literal(1),
    id: z.string().min(1),
    source: z.literal("bundled"),
    description: z.string(),
    asOf: isoDate,
    regions: z.array(z.string().min(1)).min(1),
    missing: z.object({ reason: z.string(), keys: z.array(priceKey) }),
    /** Optional: snapshots from before 2026-11-29 price every key in every Region they list. */
    unpricedByRegion: z.record(z.string(), unpricedRegionSchema).optional(),
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
  })
  .superRefine((snapshot, ctx) => {
    for (const issue of unpricedIssues(snapshot)) ctx.addIssue({ code: "custom", message: issue });
  });

export type BundledSnapshot = z.infer<typeof bundledSnapshotSchema>;
export type UnpricedRegion = z.infer<typeof unpricedRegionSchema>;

/**
 * Every gap is declared and every declaration is true: in each Region a key is priced,
 * listed missing snapshot-wide, or listed unpriced for that Region, exactly one of the three.
 */
function unpricedIssues(
  snapshot: Pick<BundledSnapshot, "regions" | "missing" | "unpricedByRegion" | "prices">,
): string[] {
  const issues: string[] = [];
  const unpriced = snapshot.unpricedByRegion ?? {};
  for (const region of Object.keys(unpriced))
    if (!snapshot.regions.includes(region))
      issues.push(`unpricedByRegion names ${region}, which the snapshot does not cover`);
  for (const region of snapshot.regions) {
    const priced = new Set(snapshot.prices.filter((p) => p.regions.includes(region)).map((p) => p.key));
    const declared = new Set([...snapshot.missing.keys, ...(unpriced[region]?.keys ?? [])]);
    for (const key of ALL_PRICE_KEYS) {
      if (priced.has(key) && declared.has(key))
        issues.push(`${key} is priced in ${region} and also listed as unpriced`);
      if (!priced.has(key) && !declared.has(key)) issues.push(`${key} has no price in ${region} and no reason`);
    }
  }
  return issues;
}

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

/** The keys a bundled Region carries no price for, with why; null when it prices every key. */
export function bundledUnpriced(region: string, snapshot: BundledSnapshot = BUNDLED_SNAPSHOT): UnpricedRegion | null {
  return snapshot.unpricedByRegion?.[region] ?? null;
}

/** Each Region's keys without a price (snapshot-wide missing keys and the Region's own). */
export function bundledMissingKeys(snapshot: BundledSnapshot = BUNDLED_SNAPSHOT): Record<string, PriceKey[]> {
  return Object.fromEntries(
    snapshot.regions.map((region) => [
      region,
      [...new Set([...snapshot.missing.keys, ...(bundledUnpriced(region, snapshot)?.keys ?? [])])] as PriceKey[],
    ]),
  );
}
