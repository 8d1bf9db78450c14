/**
 * How many of the prices behind a figure are unconfirmed, and how old they are, told
 * plainly next to every cost and on the prices page (issue 38): "3 of 12 prices
 * unconfirmed", never a summary that everything is priced.
 */
import { ALL_PRICE_KEYS, type PriceBook, type PriceKey } from "./price-keys";

export interface UnconfirmedCount {
  /** Prices the source itself flags as unconfirmed. */
  unconfirmed: number;
  /** Prices the book holds for the keys asked about (keys without a price are not counted). */
  total: number;
}

/** Counts the priced keys of a book (all keys, or the given ones) and how many are unconfirmed. */
export function countUnconfirmed(book: PriceBook, keys: readonly PriceKey[] = ALL_PRICE_KEYS): UnconfirmedCount {
  let unconfirmed = 0;
  let total = 0;
  for (const key of new Set(keys)) {
    const entry = book.prices[key];
    if (!entry) continue;
    total += 1;
    if (entry.unconfirmed) unconfirmed += 1;
  }
  return { unconfirmed, total };
}

/** Counts per-line flags, one per distinct price key (a cost may use a key on several lines). */
export function countUnconfirmedLines(lines: readonly { priceKey: string; unconfirmed: boolean }[]): UnconfirmedCount {
  const byKey = new Map<string, boolean>();
  for (const line of lines) byKey.set(line.priceKey, (byKey.get(line.priceKey) ?? false) || line.unconfirmed);
  return { unconfirmed: [...byKey.values()].filter(Boolean).length, total: byKey.size };
}

/** "3 of 12 prices unconfirmed"; "1 of 1 price unconfirmed". */
export function describeUnconfirmed({ unconfirmed, total }: UnconfirmedCount): string {
  return `${unconfirmed} of ${total} price${total === 1 ? "" : "s"} unconfirmed`;
}

/** The oldest and newest as-of dates of the given keys' prices, or null when none is priced. */
export function figureDates(
  book: PriceBook,
  keys: readonly PriceKey[] = ALL_PRICE_KEYS,
): { oldest: string; newest: string } | null {
  const dates = [...new Set(keys)].flatMap((key) => (book.prices[key] ? [book.prices[key].asOf] : [])).sort();
  return dates.length === 0 ? null : { oldest: dates[0]!, newest: dates[dates.length - 1]! };
}
