/**
 * What changed between two sets of prices (a stored snapshot and a fresh refresh):
 * keys added, removed and changed per region, with the old and new exact prices.
 * Prices are compared by value, so "0.30" and "0.3" are the same price.
 */
import { decimalsEqual, relativeChange } from "./decimal";
import { priceEntries, type PriceBook, type PriceEntry, type PriceKey, type PriceUnit } from "./price-keys";

export interface PriceChange {
  region: string;
  key: PriceKey;
  unit: PriceUnit;
  oldUsd: string;
  newUsd: string;
  /** (new - old) / old; null when the old price is 0. For display, not for money. */
  relativeChange: number | null;
  before: PriceEntry;
  after: PriceEntry;
}

export interface PriceDiff {
  added: PriceEntry[];
  removed: PriceEntry[];
  changed: PriceChange[];
  unchanged: number;
}

function slot(entry: PriceEntry): string {
  return `${entry.region}\u0000${entry.key}`;
}

function byRegionAndKey(a: { region: string; key: PriceKey }, b: { region: string; key: PriceKey }): number {
  return a.region === b.region ? a.key.localeCompare(b.key) : a.region.localeCompare(b.region);
}

function index(entries: readonly PriceEntry[]): Map<string, PriceEntry> {
  const map = new Map<string, PriceEntry>();
  for (const entry of entries) map.set(slot(entry), entry);
  return map;
}

export function diffPriceEntries(before: readonly PriceEntry[], after: readonly PriceEntry[]): PriceDiff {
  const old = index(before);
  const fresh = index(after);
  const diff: PriceDiff = { added: [], removed: [], changed: [], unchanged: 0 };
  for (const [id, entry] of fresh) {
    const previous = old.get(id);
    if (previous === undefined) {
      diff.added.push(entry);
    } else if (decimalsEqual(previous.usd, entry.usd)) {
      diff.unchanged += 1;
    } else {
      diff.changed.push({
        region: entry.region,
        key: entry.key,
        unit: entry.unit,
        oldUsd: previous.usd,
        newUsd: entry.usd,
        relativeChange: relativeChange(previous.usd, entry.usd),
        before: previous,
        after: entry,
      });
    }
  }
  for (const [id, entry] of old) if (!fresh.has(id)) diff.removed.push(entry);
  diff.added.sort(byRegionAndKey);
  diff.removed.sort(byRegionAndKey);
  diff.changed.sort(byRegionAndKey);
  return diff;
}

export function priceBookEntries(books: readonly PriceBook[]): PriceEntry[] {
  return books.flatMap((book) => priceEntries(book.prices));
}

/** Diff two sets of price books (any regions; a region missing on one side counts as added or removed). */
export function diffPriceBooks(before: readonly PriceBook[], after: readonly PriceBook[]): PriceDiff {
  return diffPriceEntries(priceBookEntries(before), priceBookEntries(after));
}
