import { createHash } from "node:crypto";
import type { PriceBook } from "@/lib/pricing/price-keys";

/**
 * Model and advisor results are pure functions of their inputs (canonical workload or
 * answers, the prices, the model version, the options), so the same request is answered
 * from memory. Bounded: a least-recently-used map of at most `max` entries, so memory
 * stays flat however many distinct requests arrive. A new price snapshot changes the key
 * (its id and its prices' fingerprint), so results of older prices simply age out.
 * Callers must not mutate what they get back: the same object answers every hit.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly max: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

const fingerprints = new WeakMap<PriceBook, string>();

/** A digest of a book's prices: two books with the same id and prices give the same one. */
export function bookFingerprint(book: PriceBook): string {
  let known = fingerprints.get(book);
  if (known === undefined) {
    known = digest([book.snapshotId, book.region, book.asOf, book.prices]);
    fingerprints.set(book, known);
  }
  return known;
}

/** A fixed-length key for any JSON value (canonical inputs are parsed, so key order is the schema's). */
export function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("base64url");
}

/** Entries per cache: a full-catalog estimate is ~30 KB of JSON, so a few MB at most. */
export const RESULT_CACHE_ENTRIES = 256;
