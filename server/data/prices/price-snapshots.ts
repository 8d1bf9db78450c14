import { AppError } from "@/lib/errors/app-error";
/**
 * Reading stored price snapshots: which one is in use, the list, a snapshot's prices as
 * the cost model's PriceBooks, and the changes between two snapshots.
 *
 * Stored live items keep AWS's own unit and price (exact, as published); the key's unit
 * is reached here with the same exact conversion the mapping used (lib/pricing/units),
 * so a price never goes through a rounded intermediate in the database.
 */
import { z } from "zod";
import type { Db } from "@/server/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import { normaliseDecimal } from "@/lib/pricing/decimal";
import { diffPriceBooks, type PriceDiff } from "@/lib/pricing/diff";
import { ALL_PRICE_KEYS, priceKeyDefinition, isPriceKey, type PriceBook, type PriceEntry, type PriceKey } from "@/lib/pricing/price-keys";
import { priceInUnit } from "@/lib/pricing/price-units";
import { ensureBundledSnapshot } from "./price-bundled";
import { LruCache } from "../results/result-cache";

export const BUNDLED_SOURCE = "bundled";
export const LIVE_SOURCE = "aws-price-list-api";
/** Snapshots refreshed from the public Price List bulk files (no credentials). */
export const BULK_SOURCE = "aws-price-list-bulk";
export const COMPLETE = "complete";

export interface ServiceCountsSummary {
  queries?: number;
  pages?: number;
  records?: number;
  items?: number;
  skipped?: number;
}

export interface SnapshotCounts {
  records?: number;
  items?: number;
  mapped?: number;
  skipped?: number;
  bytesRead?: number;
  failedRegions?: { region: string; service: string | null; message: string }[];
  /** Services a bulk refresh's offer index did not list. */
  unreadServices?: { service: string; message: string }[];
  /** Keys a refresh did not find, carried over from the snapshot that last found them. */
  carriedOver?: { region: string; key: string; fromSnapshot: string }[];
  byService?: Record<string, ServiceCountsSummary>;
}

export interface UnmappedSummary {
  count?: number;
  byReason?: Record<string, number>;
}

export interface SnapshotSummary {
  id: string;
  source: string;
  regions: string[];
  fetchedAt: Date;
  publicationDate: Date | null;
  asOf: string;
  status: string;
  counts: SnapshotCounts;
  missingKeys: Record<string, string[]>;
  unmapped: UnmappedSummary;
  note: string | null;
}

/** An id that names no stored snapshot. Routes answer 404 (path: the request's snapshot field), the CLI exit 2. */
export class SnapshotNotFoundError extends AppError {
  constructor(
    readonly snapshotId: string,
    path = "snapshotId",
  ) {
    super("snapshot_not_found", `No price snapshot with id ${JSON.stringify(snapshotId)}.`, path);
    this.name = "SnapshotNotFoundError";
  }
}

// JSON columns are read defensively: an old row with another shape shows as empty, not a crash.
const countNumber = z.number().int().nonnegative().optional().catch(undefined);
const countsSchema = z
  .object({
    records: countNumber,
    items: countNumber,
    mapped: countNumber,
    skipped: countNumber,
    bytesRead: countNumber,
    failedRegions: z
      .array(z.object({ region: z.string(), service: z.string().nullable(), message: z.string() }))
      .optional()
      .catch(undefined),
    unreadServices: z.array(z.object({ service: z.string(), message: z.string() })).optional().catch(undefined),
    carriedOver: z.array(z.object({ region: z.string(), key: z.string(), fromSnapshot: z.string() })).optional().catch(undefined),
    byService: z
      .record(z.string(), z.object({ queries: countNumber, pages: countNumber, records: countNumber, items: countNumber, skipped: countNumber }))
      .optional()
      .catch(undefined),
  })
  .catch({});
const missingKeysSchema = z.record(z.string(), z.array(z.string())).catch({});
const unmappedSchema = z.object({ count: countNumber, byReason: z.record(z.string(), z.number()).optional().catch(undefined) }).catch({});

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const SUMMARY_SELECT = {
  id: true,
  source: true,
  regions: true,
  fetchedAt: true,
  publicationDate: true,
  asOf: true,
  status: true,
  counts: true,
  missingKeys: true,
  unmapped: true,
  note: true,
} as const satisfies Prisma.PriceSnapshotSelect;

type SnapshotRow = Prisma.PriceSnapshotGetPayload<{ select: typeof SUMMARY_SELECT }>;

function toSummary(row: SnapshotRow): SnapshotSummary {
  return {
    ...row,
    counts: withoutUndefined(countsSchema.parse(row.counts)),
    missingKeys: missingKeysSchema.parse(row.missingKeys),
    unmapped: withoutUndefined(unmappedSchema.parse(row.unmapped)),
  };
}

/** Every snapshot, newest first (failed ones too, so the history is complete). */
export async function listSnapshots(db: Db): Promise<SnapshotSummary[]> {
  const rows = await db.priceSnapshot.findMany({ select: SUMMARY_SELECT, orderBy: [{ fetchedAt: "desc" }, { id: "asc" }] });
  return rows.map(toSummary);
}

export async function findSnapshot(db: Db, id: string): Promise<SnapshotSummary | null> {
  const row = await db.priceSnapshot.findUnique({ where: { id }, select: SUMMARY_SELECT });
  return row ? toSummary(row) : null;
}

/** `path`: the request field that named the snapshot, for the error when there is none. */
export async function getSnapshot(db: Db, id: string, path?: string): Promise<SnapshotSummary> {
  const snapshot = await findSnapshot(db, id);
  if (!snapshot) throw new SnapshotNotFoundError(id, path);
  return snapshot;
}

/**
 * The regions a region selection stands for: a list as given; "all" is the pinned
 * snapshot's regions, else every region some complete snapshot covers (each then priced
 * from its newest covering snapshot). By code.
 */
export async function selectedRegions(db: Db, regions: "all" | readonly string[], snapshotId: string | null | undefined): Promise<string[]> {
  if (regions !== "all") return [...regions];
  if (snapshotId) return [...(await getSnapshot(db, snapshotId)).regions].sort();
  const covered = new Set<string>();
  for (const s of await listSnapshots(db)) if (s.status === COMPLETE) for (const r of s.regions) covered.add(r);
  return [...covered].sort();
}

/**
 * The snapshot in use: the latest complete live refresh by fetchedAt; without one, the
 * most recently loaded bundled snapshot. A bundled snapshot never outranks a live one,
 * even when it was loaded later (a restart re-checks it). With no snapshot at all (a
 * database set up without reference data) the bundled one is loaded first.
 */
export async function currentSnapshot(db: Db): Promise<SnapshotSummary> {
  const live = await db.priceSnapshot.findFirst({
    where: { status: COMPLETE, source: { not: BUNDLED_SOURCE } },
    orderBy: { fetchedAt: "desc" },
    select: SUMMARY_SELECT,
  });
  if (live) return toSummary(live);
  const bundled = await db.priceSnapshot.findFirst({ where: { status: COMPLETE, source: BUNDLED_SOURCE }, orderBy: { fetchedAt: "desc" }, select: SUMMARY_SELECT });
  if (bundled) return toSummary(bundled);
  try {
    await ensureBundledSnapshot(db);
  } catch {
    // Another request may have loaded it at the same moment (unique id): read it below.
  }
  return getSnapshot(db, BUNDLED_SNAPSHOT.id);
}

/** Prisma's Decimal as an exact canonical decimal string (toFixed: never exponent notation). */
export function decimalText(value: Prisma.Decimal): string {
  return normaliseDecimal(value.toFixed());
}

export const ENTRY_SELECT = { priceKey: true, region: true, usd: true, unit: true, unconfirmed: true, source: true, asOf: true } as const satisfies Prisma.PriceItemSelect;
export type EntryRow = Prisma.PriceItemGetPayload<{ select: typeof ENTRY_SELECT }>;

/** A mapped item as the model sees it, in the key's unit; null for a key this version does not know. */
export function toEntry(row: EntryRow): PriceEntry | null {
  if (row.priceKey === null || !isPriceKey(row.priceKey)) return null;
  const unit = priceKeyDefinition(row.priceKey).unit;
  const resolved = priceInUnit(decimalText(row.usd), row.unit, unit);
  if (!resolved.ok) return null;
  return { key: row.priceKey, region: row.region, usd: resolved.usd, unit, unconfirmed: row.unconfirmed, source: row.source, asOf: row.asOf };
}

function bookOf(snapshot: SnapshotSummary, region: string, entries: readonly PriceEntry[]): PriceBook {
  const prices: PriceBook["prices"] = {};
  // Key order as ALL_PRICE_KEYS lists them, so every listing reads the same way.
  const byKey = new Map(entries.map((e) => [e.key, e]));
  for (const key of ALL_PRICE_KEYS) {
    const entry = byKey.get(key);
    if (entry) prices[key] = entry;
  }
  // The snapshot's own date (a refresh's publication date; the bundled file's newest
  // figure): the same as the bundled book in lib/pricing. Each price keeps its own asOf.
  return { snapshotId: snapshot.id, asOf: snapshot.asOf, region, prices };
}

async function mappedEntries(db: Db, snapshotId: string, region?: string): Promise<PriceEntry[]> {
  const rows = await db.priceItem.findMany({
    where: { snapshotId, priceKey: { not: null }, ...(region === undefined ? {} : { region }) },
    select: ENTRY_SELECT,
  });
  return rows.map(toEntry).filter((e): e is PriceEntry => e !== null);
}

/**
 * One region's prices of a snapshot: what the cost model consumes. A region the
 * snapshot does not cover gives a book with no prices (the model reports every key
 * missing), never another region's prices.
 */
export async function priceBookFor(db: Db, snapshotId: string, region: string): Promise<PriceBook> {
  const books = booksOf(db);
  const key = `${snapshotId}\u0000${region}`;
  const known = books.get(key);
  if (known !== undefined) return known;
  const snapshot = await getSnapshot(db, snapshotId);
  const book = bookOf(snapshot, region, await mappedEntries(db, snapshotId, region));
  if (snapshot.status === COMPLETE) books.set(key, book);
  return book;
}

/**
 * Books read before, per database client (another database may hold other prices under
 * the same snapshot id). A complete snapshot never changes: it is written whole in one
 * transaction (price-refresh.ts, price-bundled.ts) and nothing here updates or deletes
 * it, so its book answers every later estimate without the two reads (about 2 ms of an
 * estimate's 2.5 ms on PostgreSQL, issue 18). Callers must not change a book they get.
 */
const bookCaches = new WeakMap<Db, LruCache<PriceBook>>();

/** Books kept per client: one per region of a few snapshots (~100 prices each, some kB). */
export const BOOK_CACHE_ENTRIES = 256;

function booksOf(db: Db): LruCache<PriceBook> {
  let books = bookCaches.get(db);
  if (books === undefined) {
    books = new LruCache<PriceBook>(BOOK_CACHE_ENTRIES);
    bookCaches.set(db, books);
  }
  return books;
}

/**
 * The book for a region from the newest complete snapshot that covers it: the current
 * snapshot when it does, else an older refresh or the bundled prices. Null when none do.
 */
export async function currentPriceBook(db: Db, region: string): Promise<PriceBook | null> {
  const current = await currentSnapshot(db);
  if (current.regions.includes(region)) return priceBookFor(db, current.id, region);
  const covering = await db.priceSnapshot.findFirst({
    where: { status: COMPLETE, regions: { has: region } },
    orderBy: [{ fetchedAt: "desc" }],
    select: { id: true },
  });
  return covering ? priceBookFor(db, covering.id, region) : null;
}

export interface RegionPrices {
  region: string;
  book: PriceBook;
  /** Keys with no price in this region, in ALL_PRICE_KEYS order. */
  missing: PriceKey[];
}

export interface SnapshotPrices {
  snapshot: SnapshotSummary;
  regions: RegionPrices[];
}

/** Every mapped price of a snapshot, per region and key. */
export async function snapshotPrices(db: Db, id: string, path?: string): Promise<SnapshotPrices> {
  const snapshot = await getSnapshot(db, id, path);
  const entries = await mappedEntries(db, id);
  const regions = [...new Set([...snapshot.regions, ...entries.map((e) => e.region)])].sort();
  return {
    snapshot,
    regions: regions.map((region) => {
      const book = bookOf(
        snapshot,
        region,
        entries.filter((e) => e.region === region),
      );
      return { region, book, missing: ALL_PRICE_KEYS.filter((key) => book.prices[key] === undefined) };
    }),
  };
}

export interface SnapshotDiff {
  from: SnapshotSummary;
  to: SnapshotSummary;
  diff: PriceDiff;
}

/** What changed from snapshot `fromId` to snapshot `toId`, over every region of either. */
export async function diffSnapshots(db: Db, fromId: string, toId: string): Promise<SnapshotDiff> {
  const [from, to] = await Promise.all([snapshotPrices(db, fromId, "from"), snapshotPrices(db, toId, "to")]);
  return {
    from: from.snapshot,
    to: to.snapshot,
    diff: diffPriceBooks(
      from.regions.map((r) => r.book),
      to.regions.map((r) => r.book),
    ),
  };
}
