/**
 * Price snapshots in a real PostgreSQL database, refreshed through the real AWS SDK
 * client from the local Price List stub (tests/support/pricing-stub-server.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  SnapshotNotFoundError,
  currentPriceBook,
  currentSnapshot,
  diffSnapshots,
  ensureBundledSnapshot,
  listSnapshots,
  priceBookFor,
  refreshPrices,
  snapshotPrices,
  type RefreshPricesOptions,
} from "@/server/data/prices/prices";
import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import { isPricingError } from "@/lib/pricing/errors";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { fastRetryStrategy } from "@/tests/support/pricing-fast-retry";
import { BUILT_REGIONS, builtRecords } from "@/tests/support/pricing-fixtures";
import { startPricingStub, type PricingStub, type PricingStubOptions } from "@/tests/support/pricing-stub-server";
import { syntheticRecordTexts } from "@/tests/support/pricing-synthetic";

const CREDENTIALS = { accessKeyId: "AKIDSTUBSTUBSTUBSTUB", secretAccessKey: "stub-secret" };
const BUNDLED_ID = BUNDLED_SNAPSHOT.id;
/** 284 built records per region: 125 storage and transfer lines, 159 instance types (fixtures/pricing/README.md). */
const BUILT_RECORD_COUNT = builtRecords().length;
/** Keys the bundled snapshot prices, each once per region. */
const KEYS_PER_REGION = new Set(BUNDLED_SNAPSHOT.prices.map((p) => p.key)).size;
/** What a refresh must handle in one transaction (a few seconds here, fetch included). */
const LARGE_REFRESH_RECORDS = 20_000;

interface MutableRecord {
  serviceCode: string;
  product: { attributes: Record<string, string> };
  terms: { OnDemand: Record<string, { priceDimensions: Record<string, { pricePerUnit: { USD: string } }> }> };
}

/** The built records with EFS Standard storage in us-east-1 at $0.33 instead of $0.30. */
function recordsWithOneChangedPrice(): unknown[] {
  const records = structuredClone(builtRecords()) as MutableRecord[];
  const efsStandard = records.find(
    (r) =>
      r.serviceCode === "AmazonEFS" &&
      r.product.attributes["regionCode"] === "us-east-1" &&
      r.product.attributes["usagetype"] === "TimedStorage-ByteHrs",
  );
  if (!efsStandard) throw new Error("fixture changed: no EFS Standard storage record for us-east-1");
  for (const term of Object.values(efsStandard.terms.OnDemand)) {
    for (const dimension of Object.values(term.priceDimensions)) dimension.pricePerUnit.USD = "0.3300000000";
  }
  return records;
}

let database: TestDatabase;
let stub: PricingStub | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureBundledSnapshot(database.db);
});
afterEach(async () => {
  await stub?.close();
  stub = null;
});
afterAll(async () => {
  await database?.drop();
});

async function refreshFrom(
  options: Partial<PricingStubOptions>,
  refresh: Partial<Extract<RefreshPricesOptions, { source: "query" }>> = {},
) {
  stub = await startPricingStub({ records: builtRecords(), ...options });
  return refreshPrices(database.db, {
    source: "query",
    regions: [...BUILT_REGIONS],
    endpoint: stub.url,
    credentials: CREDENTIALS,
    retryStrategy: fastRetryStrategy(),
    ...refresh,
  });
}

describe("price snapshots in the database", () => {
  it("serves the bundled snapshot as current, with exact decimals and unconfirmed flags", async () => {
    const current = await currentSnapshot(database.db);
    expect(current).toMatchObject({ id: BUNDLED_ID, source: "bundled", asOf: "2024-07-01", status: "complete" });

    const book = await priceBookFor(database.db, BUNDLED_ID, "us-east-1");
    expect(book).toMatchObject({ snapshotId: BUNDLED_ID, region: "us-east-1", asOf: "2024-07-01" });
    // Exact strings, never floats: 0.0000004 would print as 4e-7 through a Number.
    expect(book.prices["s3.requests.tier2"]).toMatchObject({ usd: "0.0000004", unit: "Requests", unconfirmed: false });
    expect(book.prices["ebs.standard.io"]?.usd).toBe("0.00000005");
    expect(book.prices["efs.storage.standard"]).toMatchObject({ usd: "0.3", unit: "GB-Mo", unconfirmed: false });
    expect(book.prices["fsx.windows.singleaz.throughput"]).toMatchObject({
      usd: "2.2",
      unit: "MBps-Mo",
      unconfirmed: true,
    });
    expect(book.prices["efs.storage.onezone-ia"]?.unconfirmed).toBe(false);
    expect(book.prices["fsx.lustre.persistent1.50.storage"]).toMatchObject({ usd: "0.14", unconfirmed: true });
    expect(Object.keys(book.prices)).toHaveLength(KEYS_PER_REGION);

    const other = await priceBookFor(database.db, BUNDLED_ID, "eu-west-1");
    expect(other.prices).toEqual({});
    await expect(priceBookFor(database.db, "no-such-snapshot", "us-east-1")).rejects.toBeInstanceOf(
      SnapshotNotFoundError,
    );
  });

  it("a refresh stores a complete snapshot with records and items, and it becomes current", async () => {
    const stages: string[] = [];
    const result = await refreshFrom(
      { records: recordsWithOneChangedPrice(), pageSize: 3 },
      { onStage: (s) => stages.push(s.stage) },
    );
    const id = result.snapshot.id;
    expect(stages).toEqual(["storing", "stored"]);
    expect(id).toMatch(/^aws-\d{8}-\d{6}-[0-9a-f]{4}$/);
    expect(result.previous.id).toBe(BUNDLED_ID);
    expect(result.snapshot).toMatchObject({
      source: "aws-price-list-api",
      status: "complete",
      asOf: "2024-07-01",
      regions: [...BUILT_REGIONS],
    });
    expect(result.snapshot.publicationDate?.toISOString()).toBe("2024-07-01T00:00:00.000Z");
    expect(result.snapshot.counts).toMatchObject({ records: BUILT_RECORD_COUNT, skipped: 0 });
    expect(result.snapshot.missingKeys["us-east-1"]).toEqual(BUNDLED_SNAPSHOT.missing.keys);
    expect(result.pricedByRegion).toEqual({ "us-east-1": KEYS_PER_REGION, "us-east-2": KEYS_PER_REGION });
    expect(result.changes).toMatchObject({ changed: 1, added: 0, removed: 0 });

    const db = database.db;
    expect(await db.priceRecord.count({ where: { snapshotId: id } })).toBe(BUILT_RECORD_COUNT);
    const items = await db.priceItem.count({ where: { snapshotId: id } });
    expect(items).toBe(result.snapshot.counts.items);
    expect(await db.priceItem.count({ where: { snapshotId: id, priceKey: { not: null } } })).toBe(2 * KEYS_PER_REGION);
    expect(await db.priceItem.count({ where: { snapshotId: id, recordId: null } })).toBe(0);
    const record = await db.priceRecord.findFirstOrThrow({ where: { snapshotId: id, service: "AmazonS3" } });
    expect(record.raw).toMatchObject({ serviceCode: "AmazonS3", product: { sku: record.sku } });

    expect((await currentSnapshot(db)).id).toBe(id);
    const listed = await listSnapshots(db);
    expect(listed.map((s) => s.id)).toEqual([id, BUNDLED_ID]);

    // The stored gp3 throughput item is AWS's own (per GiB/s-month); the book converts it exactly.
    const gp3 = await db.priceItem.findFirstOrThrow({
      where: { snapshotId: id, region: "us-east-1", priceKey: "ebs.gp3.throughput" },
    });
    expect(gp3.unit).toBe("GiBps-mo");
    expect(gp3.source).toMatch(/^AWS Price List API AmazonEC2 SKU \S+ rate \S+, converted/);
    const book = await priceBookFor(db, id, "us-east-1");
    expect(book.prices["ebs.gp3.throughput"]).toMatchObject({ usd: "0.04", unit: "MiBps-Mo", unconfirmed: false });
    expect(book.prices["s3.requests.tier2"]?.usd).toBe("0.0000004");
    expect(book.prices["s3.standard.storage"]?.usd).toBe("0.023");
    expect(book.prices["fsx.windows.singleaz.throughput"]).toMatchObject({ usd: "2.2", unconfirmed: false });
    expect(book.prices["efs.storage.standard"]?.source).toMatch(/^AWS Price List API AmazonEFS SKU /);
    expect((await currentPriceBook(db, "us-east-2"))?.snapshotId).toBe(id);
    expect(await currentPriceBook(db, "sa-east-1")).toBeNull(); // a Region no snapshot covers

    const prices = await snapshotPrices(db, id);
    expect(prices.regions.map((r) => r.region)).toEqual([...BUILT_REGIONS]);
    expect(prices.regions[0]?.missing).toEqual(BUNDLED_SNAPSHOT.missing.keys);
  });

  it("the diff from the bundled snapshot shows the one changed price", async () => {
    const current = await currentSnapshot(database.db);
    const { from, to, diff } = await diffSnapshots(database.db, BUNDLED_ID, current.id);
    expect(from.id).toBe(BUNDLED_ID);
    expect(to.id).toBe(current.id);
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]).toMatchObject({
      region: "us-east-1",
      key: "efs.storage.standard",
      oldUsd: "0.3",
      newUsd: "0.33",
      unit: "GB-Mo",
    });
    expect(diff.changed[0]?.relativeChange).toBeCloseTo(0.1, 10);
    expect(diff.unchanged).toBe(2 * KEYS_PER_REGION - 1);
    await expect(diffSnapshots(database.db, BUNDLED_ID, "nope")).rejects.toBeInstanceOf(SnapshotNotFoundError);
  });

  it("a 500 in the middle of pagination stores nothing and the previous snapshot stays current", async () => {
    const before = await currentSnapshot(database.db);
    const counts = async () => ({
      snapshots: await database.db.priceSnapshot.count(),
      records: await database.db.priceRecord.count(),
      items: await database.db.priceItem.count(),
    });
    const countsBefore = await counts();

    const failure = await refreshFrom({ pageSize: 3, failPage: { serviceCode: "AmazonFSx", page: 2 } }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isPricingError(failure)).toBe(true);
    // Pages of earlier services and the first page of this query were served before the failure.
    expect(stub?.requests.some((r) => r.serviceCode === "AmazonEC2" && r.page === 2 && r.status === 200)).toBe(true);
    expect(stub?.requests.some((r) => r.serviceCode === "AmazonFSx" && r.page === 2 && r.status === 500)).toBe(true);

    expect(await counts()).toEqual(countsBefore);
    expect((await currentSnapshot(database.db)).id).toBe(before.id);
  });

  it("a refresh that prices nothing is refused, not stored", async () => {
    const before = await database.db.priceSnapshot.count();
    await expect(refreshFrom({ records: [] })).rejects.toMatchObject({
      name: "PriceRefreshError",
      code: "aws_no_prices",
    });
    expect(await database.db.priceSnapshot.count()).toBe(before);
  });

  it(`stores ${LARGE_REFRESH_RECORDS.toLocaleString("en-US")} records in one snapshot`, async () => {
    const result = await refreshFrom({ records: syntheticRecordTexts(LARGE_REFRESH_RECORDS) });
    const id = result.snapshot.id;
    expect(result.snapshot.counts.records).toBe(LARGE_REFRESH_RECORDS);
    expect(await database.db.priceRecord.count({ where: { snapshotId: id } })).toBe(LARGE_REFRESH_RECORDS);
    expect(await database.db.priceItem.count({ where: { snapshotId: id } })).toBe(result.snapshot.counts.items);
    expect(result.pricedByRegion).toEqual({ "us-east-1": KEYS_PER_REGION, "us-east-2": KEYS_PER_REGION });
    expect((await currentSnapshot(database.db)).id).toBe(id);
  });
});
