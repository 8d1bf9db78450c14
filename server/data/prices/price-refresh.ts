import { AppError } from "@/lib/errors/app-error";
/**
 * A live price refresh: fetch every record from the AWS Price List (lib/pricing: the
 * public bulk files by default, or the Query API with credentials), then store a new
 * complete snapshot with its raw records and every price item in ONE transaction.
 * Nothing is written before the fetch has finished, and the transaction (bulk inserts:
 * price-store.ts) either stores the whole snapshot or nothing, so a failure at any
 * point leaves the last complete snapshot in use. A bulk region whose files could not
 * be read is left out of the snapshot's regions: readers keep taking that region's
 * prices from the newest snapshot that covers it (currentPriceBook). Older snapshots
 * are kept: saved recommendations point at them.
 */
import type { ErrorCode } from "@/lib/errors/codes";
import { randomBytes } from "node:crypto";
import type { Db } from "@/server/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { fetchBulkPrices, type BulkFetchOptions, type FailedRegion, type UnreadService } from "@/lib/pricing/bulk-fetch";
import { fetchPrices, type FetchPricesOptions, type FetchPricesResult } from "@/lib/pricing/fetch";
import type { PriceItem } from "@/lib/pricing/normalise";
import type { PriceEntry } from "@/lib/pricing/price-keys";
import { LOCK_IDS, withAdvisoryLock } from "../shared/advisory-lock";
import { insertItems, insertRecords, type ItemRow, type RecordRow } from "./price-store";
import { BULK_SOURCE, COMPLETE, LIVE_SOURCE, currentPriceBook, currentSnapshot, diffSnapshots, getSnapshot, type SnapshotSummary } from "./price-snapshots";

/** Storing 20,000 records takes seconds on PostgreSQL, longer on the embedded database. */
const STORE_TRANSACTION_TIMEOUT_MS = 15 * 60 * 1000;
const STORE_TRANSACTION_MAX_WAIT_MS = 60 * 1000;
/** PriceItem.usd is Decimal(24, 12): a price with more digits could not be stored exactly. */
const USD_MAX_FRACTION_DIGITS = 12;
const USD_MAX_WHOLE_DIGITS = 12;
/** How many skipped entries the snapshot's summary keeps as examples. */
const SKIPPED_EXAMPLES = 10;

export type PriceRefreshErrorCode = Extract<ErrorCode, "refresh_in_progress" | "aws_no_prices" | "aws_not_exact">;

/** A refresh that fetched but will not store (PricingError covers fetch failures). */
export class PriceRefreshError extends AppError {
  declare readonly code: PriceRefreshErrorCode;

  constructor(code: PriceRefreshErrorCode, message: string) {
    super(code, message);
    this.name = "PriceRefreshError";
  }
}

export type RefreshStage = { stage: "storing"; records: number; items: number } | { stage: "stored"; snapshotId: string; elapsedMs: number };

interface StageOptions {
  /** Called when the fetch is done and the transaction starts, and when it commits. */
  onStage?: (stage: RefreshStage) => void;
}

/** Where the prices come from: the public bulk files (no credentials) or the Query API. */
export type RefreshPricesOptions =
  | ({ source: "bulk" } & Omit<BulkFetchOptions, "snapshotId"> & StageOptions)
  | ({ source: "query" } & Omit<FetchPricesOptions, "snapshotId"> & StageOptions);

export type RefreshSource = RefreshPricesOptions["source"];

export interface RefreshPricesResult {
  snapshot: SnapshotSummary;
  /** The snapshot that was in use before this refresh. */
  previous: SnapshotSummary;
  changes: { added: number; removed: number; changed: number; unchanged: number };
  /** Per region, how many price keys the refresh priced. */
  pricedByRegion: Record<string, number>;
  /** Regions whose files could not be read: left out, their previous prices stay current. */
  failedRegions: FailedRegion[];
  /** Services the offer index did not list: their keys were carried over. */
  unreadServices: UnreadService[];
  /** Keys the refresh did not find, carried over from the snapshot that priced them. */
  carriedOver: CarriedKey[];
  /** Bytes of bulk files read (0 for the Query API). */
  bytesRead: number;
}

/** A key priced before that this refresh did not find: its previous price is kept, with its own date and source. */
export interface CarriedKey {
  region: string;
  key: string;
  /** The snapshot whose fetch last found it (followed through earlier carry-overs). */
  fromSnapshot: string;
}

/** A fetch's result, whichever source it came from. */
interface Fetched extends FetchPricesResult {
  source: string;
  regions: string[];
  failedRegions: FailedRegion[];
  unreadServices: UnreadService[];
  bytesRead: number;
  from: string;
}

// One refresh at a time in the whole deployment (every replica, the schedule, the CLI):
// under a PostgreSQL advisory lock. `running` only answers isRefreshRunning for this process.
let running = false;

export function isRefreshRunning(): boolean {
  return running;
}

/** "aws-20261121-130407-3fa2": sortable, readable in a URL, unique without a lookup. */
export function newSnapshotId(fetchedAt: Date): string {
  const stamp = fetchedAt.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `aws-${stamp}-${randomBytes(2).toString("hex")}`;
}

function fitsColumn(usd: string): boolean {
  const [whole = "", fraction = ""] = usd.split(".");
  return whole.length <= USD_MAX_WHOLE_DIGITS && fraction.length <= USD_MAX_FRACTION_DIGITS;
}

function dateOrNull(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function recordKey(service: string, sku: string): string {
  return `${service}\u0000${sku}`;
}

interface RecordIdentity {
  serviceCode: string;
  product: { sku: string };
}

/** Chosen items and the book entry each became (its source names SKU, rate and conversion). */
function mappedEntriesByItem(result: FetchPricesResult): Map<PriceItem, PriceEntry> {
  const byItem = new Map<PriceItem, PriceEntry>();
  for (const mapped of result.mapped) {
    const entry = result.books[mapped.region]?.prices[mapped.key];
    if (entry) byItem.set(mapped.item, entry);
  }
  return byItem;
}

/**
 * Keys the previous prices of a refreshed region had and this fetch did not find (a
 * service missing from the index, a record AWS no longer lists under that shape): their
 * previous items are copied into the new snapshot, so no refresh leaves an option
 * unpriced that was priced before. Each keeps its own source and date.
 */
async function carryOver(db: Db, result: Fetched): Promise<{ keys: CarriedKey[]; rows: ItemRow[] }> {
  const keys: CarriedKey[] = [];
  const rows: ItemRow[] = [];
  for (const region of result.regions) {
    const before = await currentPriceBook(db, region);
    if (before === null) continue;
    const found = result.books[region]?.prices ?? {};
    const lost = Object.keys(before.prices).filter((key) => !(key in found));
    if (lost.length === 0) continue;
    const from = await getSnapshot(db, before.snapshotId);
    const earlier = from.counts.carriedOver ?? [];
    const items = await db.priceItem.findMany({ where: { snapshotId: before.snapshotId, region, priceKey: { in: lost } } });
    for (const key of lost) {
      const origin = earlier.find((c) => c.region === region && c.key === key)?.fromSnapshot ?? before.snapshotId;
      keys.push({ region, key, fromSnapshot: origin });
    }
    for (const item of items) {
      rows.push({
        recordId: null,
        priceKey: item.priceKey,
        service: item.service,
        region: item.region,
        sku: item.sku,
        productFamily: item.productFamily,
        usageType: item.usageType,
        operation: item.operation,
        attributes: item.attributes as Record<string, string>,
        unit: item.unit,
        usd: item.usd.toFixed(),
        tierBegin: item.tierBegin?.toFixed() ?? null,
        tierEnd: item.tierEnd?.toFixed() ?? null,
        effectiveDate: item.effectiveDate?.toISOString() ?? null,
        unconfirmed: item.unconfirmed,
        source: item.source,
        asOf: item.asOf,
      });
    }
  }
  return { keys, rows };
}

function missingAfterCarry(missing: Record<string, string[]>, carried: readonly CarriedKey[]): Record<string, string[]> {
  return Object.fromEntries(Object.entries(missing).map(([region, keys]) => [region, keys.filter((key) => !carried.some((c) => c.region === region && c.key === key))]));
}

function snapshotData(id: string, fetchedAt: Date, result: Fetched, records: number, carried: readonly CarriedKey[]): Prisma.PriceSnapshotCreateInput {
  const { regions } = result;
  const byCode: Record<string, number> = {};
  for (const s of result.skipped) byCode[s.code] = (byCode[s.code] ?? 0) + 1;
  const published = result.publicationDate;
  return {
    id,
    source: result.source,
    regions: [...regions],
    fetchedAt,
    publicationDate: published === null ? null : dateOrNull(published),
    asOf: (published ?? fetchedAt.toISOString()).slice(0, 10),
    status: COMPLETE,
    counts: { records, items: result.items.length, mapped: result.mapped.length, skipped: result.skipped.length, bytesRead: result.bytesRead, failedRegions: result.failedRegions.map((f) => ({ ...f })), unreadServices: result.unreadServices.map((u) => ({ ...u })), carriedOver: carried.map((c) => ({ ...c })), byService: Object.fromEntries(Object.entries(result.countsByService).map(([service, c]) => [service, { ...c }])) },
    missingKeys: missingAfterCarry(result.missingKeys, carried),
    unmapped: {
      count: result.unmapped.count,
      byReason: result.unmapped.byReason,
      examples: result.unmapped.examples,
      unitMismatches: result.unitMismatches,
      conflicts: result.conflicts,
      skipped: { count: result.skipped.length, byCode, examples: result.skipped.slice(0, SKIPPED_EXAMPLES) },
    } as unknown as Prisma.InputJsonValue,
    note:
      `Live refresh of ${regions.join(", ")} from ${result.from}.` +
      (result.failedRegions.length > 0 ? ` Not refreshed (previous prices stay): ${result.failedRegions.map((f) => f.region).join(", ")}.` : "") +
      (result.unreadServices.length > 0 ? ` Services not in the index (previous prices carried over): ${result.unreadServices.map((u) => u.service).join(", ")}.` : "") +
      (carried.length > 0 ? ` ${carried.length} price keys not found were carried over from earlier snapshots.` : ""),
  };
}

async function store(db: Db, id: string, fetchedAt: Date, result: Fetched, carried: { keys: CarriedKey[]; rows: ItemRow[] }): Promise<void> {
  // A service can list a SKU under two queries; the record is stored once.
  const records = new Map<string, RecordRow>();
  for (const raw of result.rawRecords) {
    const { serviceCode, product } = raw as RecordIdentity;
    const key = recordKey(serviceCode, product.sku);
    if (!records.has(key)) records.set(key, { service: serviceCode, sku: product.sku, raw });
  }
  const entries = mappedEntriesByItem(result);

  await db.$transaction(
    async (tx) => {
      await tx.priceSnapshot.create({ data: snapshotData(id, fetchedAt, result, records.size, carried.keys) });
      const recordIds = await insertRecords(tx, id, [...records.values()]);
      const items = result.items.map((item): ItemRow => {
        const entry = entries.get(item);
        return {
          recordId: recordIds.get(recordKey(item.service, item.sku))?.toString() ?? null,
          priceKey: entry?.key ?? null,
          service: item.service,
          region: item.region,
          sku: item.sku,
          productFamily: item.productFamily || null,
          usageType: item.usageType || null,
          operation: item.operation || null,
          attributes: item.attributes,
          // AWS's own unit and price: the key's unit is derived on read (price-snapshots.ts).
          unit: item.unit,
          usd: item.usd,
          tierBegin: item.tierBeginRange,
          tierEnd: item.tierEndRange,
          effectiveDate: dateOrNull(item.effectiveDate)?.toISOString() ?? null,
          unconfirmed: entry?.unconfirmed ?? false,
          source: entry?.source ?? `AWS Price List ${item.service} SKU ${item.sku} rate ${item.rateCode}`,
          asOf: entry?.asOf ?? (item.publicationDate || item.effectiveDate).slice(0, 10),
        };
      });
      await insertItems(tx, id, [...items, ...carried.rows]);
    },
    { timeout: STORE_TRANSACTION_TIMEOUT_MS, maxWait: STORE_TRANSACTION_MAX_WAIT_MS },
  );
}

async function fetchFrom(options: RefreshPricesOptions, snapshotId: string): Promise<Fetched> {
  if (options.source === "query") {
    const { onStage: _s, source: _q, ...fetchOptions } = options;
    const result = await fetchPrices({ ...fetchOptions, snapshotId });
    return { ...result, source: LIVE_SOURCE, regions: [...options.regions], failedRegions: [], unreadServices: [], bytesRead: 0, from: "the AWS Price List Query API" };
  }
  const { onStage: _s, source: _b, ...fetchOptions } = options;
  const result = await fetchBulkPrices({ ...fetchOptions, snapshotId });
  return { ...result, source: BULK_SOURCE, from: `the AWS Price List bulk files at ${result.endpoint}` };
}

/**
 * Fetch live prices and store them as a new complete snapshot, which becomes the
 * current one. Throws PricingError when the fetch fails and PriceRefreshError when the
 * result cannot be stored; either way nothing was written.
 */
export async function refreshPrices(db: Db, options: RefreshPricesOptions): Promise<RefreshPricesResult> {
  const outcome = await withAdvisoryLock(db, LOCK_IDS.priceRefresh, () => refreshUnderLock(db, options));
  if (!outcome.acquired) throw new PriceRefreshError("refresh_in_progress", "A price refresh is already running; wait for it to finish.");
  return outcome.value;
}

async function refreshUnderLock(db: Db, options: RefreshPricesOptions): Promise<RefreshPricesResult> {
  running = true;
  try {
    const previous = await currentSnapshot(db);
    const fetchedAt = new Date();
    const id = newSnapshotId(fetchedAt);
    const { onStage } = options;
    const result = await fetchFrom(options, id);

    if (result.mapped.length === 0) {
      // An empty answer (wrong endpoint, filters AWS changed) must not replace real prices.
      throw new PriceRefreshError(
        "aws_no_prices",
        `The Price List returned ${result.rawRecords.length} records but no price the model uses` +
          (result.failedRegions.length > 0 ? ` (failed: ${result.failedRegions.map((f) => `${f.region} ${f.service ?? ""}: ${f.message}`).join("; ")})` : "") +
          `; nothing was stored and ${previous.id} stays in use.`,
      );
    }
    const inexact = result.items.find((item) => !fitsColumn(item.usd));
    if (inexact) {
      throw new PriceRefreshError("aws_not_exact", `SKU ${inexact.sku} has the price ${inexact.usd}, which has more digits than can be stored exactly; nothing was stored.`);
    }

    onStage?.({ stage: "storing", records: result.rawRecords.length, items: result.items.length });
    const started = performance.now();
    const carried = await carryOver(db, result);
    await store(db, id, fetchedAt, result, carried);
    onStage?.({ stage: "stored", snapshotId: id, elapsedMs: performance.now() - started });

    const { diff } = await diffSnapshots(db, previous.id, id);
    const pricedByRegion = Object.fromEntries(Object.entries(result.books).map(([region, book]) => [region, Object.keys(book.prices).length]));
    return {
      snapshot: await getSnapshot(db, id),
      previous,
      changes: { added: diff.added.length, removed: diff.removed.length, changed: diff.changed.length, unchanged: diff.unchanged },
      pricedByRegion,
      failedRegions: result.failedRegions,
      unreadServices: result.unreadServices,
      carriedOver: carried.keys,
      bytesRead: result.bytesRead,
    };
  } finally {
    running = false;
  }
}
