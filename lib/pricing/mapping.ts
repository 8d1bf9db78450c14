/**
 * Applies the mapping table (mapping-table.ts) to normalised price items and builds one
 * PriceBook per region, reporting everything it could not use: items no row matched,
 * items in a unit the key does not use, keys two different prices claim, and keys no
 * item priced. Nothing is guessed: a key that is not cleanly priced stays absent.
 */
import { decimalsEqual } from "./decimal";
import { MAPPING_TABLE, type AttributeTest, type MappingRow } from "./mapping-table";
import type { PriceItem } from "./normalise";
import {
  ALL_PRICE_KEYS,
  priceEntries,
  priceKeyDefinition,
  type PriceBook,
  type PriceEntry,
  type PriceKey,
  type PriceUnit,
} from "./price-keys";
import { priceInUnit } from "./price-units";
import { usageTypeBase } from "./usage-type";

/** The first tier of a price starts at 0; later tiers (S3 beyond 50 TB) are not used. */
const FIRST_TIER_BEGIN = "0";

/** How many unmapped items per reason a report keeps as examples. */
const EXAMPLES_PER_REASON = 5;

function comparable(value: string): string {
  return value.toLowerCase().replace(/[\s_-]+/g, "");
}

function attributeValue(attributes: Readonly<Record<string, string | undefined>>, name: string): string | undefined {
  const value = attributes[name];
  if (value === undefined) return undefined;
  return name === "usagetype" ? usageTypeBase(value) : value;
}

function leadingNumber(value: string): number | null {
  const match = /\d+(\.\d+)?/.exec(value);
  return match ? Number(match[0]) : null;
}

function passes(test: AttributeTest, value: string | undefined): boolean {
  if ("equals" in test) return value !== undefined && comparable(value) === comparable(test.equals);
  if ("equalsIfPresent" in test) return value === undefined || comparable(value) === comparable(test.equalsIfPresent);
  if ("number" in test) return value !== undefined && leadingNumber(value) === test.number;
  if ("absentOrOneOf" in test)
    return value === undefined || test.absentOrOneOf.some((v) => comparable(v) === comparable(value));
  return value !== undefined && !test.presentAndNotOneOf.some((v) => comparable(v) === comparable(value));
}

export function rowMatches(row: MappingRow, item: PriceItem): boolean {
  if (row.service !== item.service) return false;
  if (row.productFamily !== undefined && comparable(row.productFamily) !== comparable(item.productFamily)) return false;
  if (row.usageType !== undefined && usageTypeBase(item.usageType) !== row.usageType) return false;
  return attributesPass(row, item.attributes);
}

/** Whether product attributes pass a row's attribute tests (family and usage type aside). */
export function attributesPass(row: MappingRow, attributes: Readonly<Record<string, string | undefined>>): boolean {
  for (const [name, test] of Object.entries(row.attributes ?? {})) {
    if (!passes(test, attributeValue(attributes, name))) return false;
  }
  return true;
}

/** Every row that matches the item; a well-formed table gives at most one. */
export function matchingRows(item: PriceItem, table: readonly MappingRow[] = MAPPING_TABLE): MappingRow[] {
  return table.filter((row) => rowMatches(row, item));
}

export type UnmappedReason = "no-row" | "ambiguous" | "later-tier" | "unit-mismatch" | "other-region" | "conflict";

export interface UnmappedExample {
  reason: UnmappedReason;
  service: string;
  region: string;
  sku: string;
  productFamily: string;
  usageType: string;
  unit: string;
  usd: string;
  description: string;
  /** The key(s) the item matched, for the reasons that have one. */
  keys: PriceKey[];
}

export interface UnmappedReport {
  count: number;
  byReason: Partial<Record<UnmappedReason, number>>;
  examples: UnmappedExample[];
}

export interface UnitMismatch {
  key: PriceKey;
  region: string;
  expectedUnit: PriceUnit;
  awsUnit: string;
  sku: string;
  reason: string;
}

export interface PriceConflict {
  key: PriceKey;
  region: string;
  candidates: { usd: string; sku: string; rateCode: string }[];
}

export interface MappedPrice {
  key: PriceKey;
  region: string;
  usd: string;
  item: PriceItem;
  /** How the unit was converted, when it was. */
  converted: string | null;
}

export interface SnapshotMeta {
  snapshotId: string;
  /** Date for a book with no prices (an ISO date, YYYY-MM-DD). */
  asOf: string;
  /** Regions to build books for; items of other regions are reported. Default: the items' regions. */
  regions?: readonly string[];
}

export interface PriceBooksResult {
  books: Record<string, PriceBook>;
  mapped: MappedPrice[];
  unmapped: UnmappedReport;
  /** Per region, the price keys no item priced (or whose candidates conflicted). */
  missingKeys: Record<string, PriceKey[]>;
  unitMismatches: UnitMismatch[];
  conflicts: PriceConflict[];
}

function isoDate(timestamp: string): string {
  return timestamp.slice(0, 10);
}

function sourceOf(price: MappedPrice): string {
  const { item } = price;
  const base = `AWS Price List API ${item.service} SKU ${item.sku} rate ${item.rateCode}`;
  return price.converted ? `${base}, converted ${price.converted}` : base;
}

function toEntry(price: MappedPrice): PriceEntry {
  return {
    key: price.key,
    region: price.region,
    usd: price.usd,
    unit: priceKeyDefinition(price.key).unit,
    unconfirmed: false,
    source: sourceOf(price),
    // The published price list vouches for the figure as of its publication date.
    asOf: isoDate(price.item.publicationDate || price.item.effectiveDate),
  };
}

class UnmappedCollector {
  private readonly report: UnmappedReport = { count: 0, byReason: {}, examples: [] };

  add(reason: UnmappedReason, item: PriceItem, keys: PriceKey[] = []): void {
    this.report.count += 1;
    const seen = this.report.byReason[reason] ?? 0;
    this.report.byReason[reason] = seen + 1;
    if (seen < EXAMPLES_PER_REASON) {
      const { service, region, sku, productFamily, usageType, unit, usd, description } = item;
      this.report.examples.push({
        reason,
        service,
        region,
        sku,
        productFamily,
        usageType,
        unit,
        usd,
        description,
        keys,
      });
    }
  }

  result(): UnmappedReport {
    return this.report;
  }
}

/**
 * Map items to price keys and build a price book per region.
 * `items` may come from several fetches; order does not matter.
 */
export function buildPriceBooks(
  items: Iterable<PriceItem>,
  meta: SnapshotMeta,
  table: readonly MappingRow[] = MAPPING_TABLE,
): PriceBooksResult {
  const wanted = meta.regions ? new Set(meta.regions) : null;
  const unmapped = new UnmappedCollector();
  const unitMismatches: UnitMismatch[] = [];
  // region -> key -> candidates (several identical ones are fine, different ones conflict)
  const candidates = new Map<string, Map<PriceKey, MappedPrice[]>>();
  const regions = new Set<string>(meta.regions ?? []);

  for (const item of items) {
    if (wanted && !wanted.has(item.region)) {
      unmapped.add("other-region", item);
      continue;
    }
    regions.add(item.region);
    const rows = matchingRows(item, table);
    const [row] = rows;
    if (row === undefined) {
      unmapped.add("no-row", item);
      continue;
    }
    if (rows.length > 1) {
      unmapped.add(
        "ambiguous",
        item,
        rows.map((r) => r.key),
      );
      continue;
    }
    if (item.tierBeginRange !== FIRST_TIER_BEGIN) {
      unmapped.add("later-tier", item, [row.key]);
      continue;
    }
    const expectedUnit = priceKeyDefinition(row.key).unit;
    const resolved = priceInUnit(item.usd, item.unit, expectedUnit);
    if (!resolved.ok) {
      unitMismatches.push({
        key: row.key,
        region: item.region,
        expectedUnit,
        awsUnit: item.unit,
        sku: item.sku,
        reason: resolved.reason,
      });
      unmapped.add("unit-mismatch", item, [row.key]);
      continue;
    }
    const byKey = candidates.get(item.region) ?? new Map<PriceKey, MappedPrice[]>();
    candidates.set(item.region, byKey);
    const list = byKey.get(row.key) ?? [];
    byKey.set(row.key, list);
    list.push({ key: row.key, region: item.region, usd: resolved.usd, item, converted: resolved.converted });
  }

  const books: Record<string, PriceBook> = {};
  const missingKeys: Record<string, PriceKey[]> = {};
  const mapped: MappedPrice[] = [];
  const conflicts: PriceConflict[] = [];

  for (const region of [...regions].sort()) {
    const byKey = candidates.get(region) ?? new Map<PriceKey, MappedPrice[]>();
    const prices: PriceBook["prices"] = {};
    for (const [key, list] of byKey) {
      const [first] = list;
      if (first === undefined) continue;
      if (list.every((c) => decimalsEqual(c.usd, first.usd))) {
        prices[key] = toEntry(first);
        mapped.push(first);
        continue;
      }
      conflicts.push({
        key,
        region,
        candidates: list.map((c) => ({ usd: c.usd, sku: c.item.sku, rateCode: c.item.rateCode })),
      });
      for (const c of list) unmapped.add("conflict", c.item, [key]);
    }
    const dates = priceEntries(prices)
      .map((entry) => entry.asOf)
      .sort();
    books[region] = { snapshotId: meta.snapshotId, asOf: dates[0] ?? meta.asOf, region, prices };
    missingKeys[region] = ALL_PRICE_KEYS.filter((key) => prices[key] === undefined);
  }

  return { books, mapped, unmapped: unmapped.result(), missingKeys, unitMismatches, conflicts };
}
