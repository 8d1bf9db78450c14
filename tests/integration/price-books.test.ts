/**
 * priceBookFor keeps the books it read (server/data/prices/price-snapshots.ts): a complete snapshot
 * is immutable, so its book is read once per database client. These tests hold the three
 * things that keeps true: a repeat read does not touch the database, a snapshot that is
 * not complete is read again every time, and another database's snapshot of the same id
 * gets its own prices.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBundledSnapshot, priceBookFor } from "@/server/data/prices/prices";
import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

const REGION = "us-east-1";
const GP3_KEY = "ebs.gp3.storage";

let first: TestDatabase;
let second: TestDatabase;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await ensureBundledSnapshot(first.db);
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.drop(), second?.drop()]);
});

/** A snapshot with one gp3 price, written as the app never would when `status` is not complete. */
async function writeSnapshot(db: TestDatabase["db"], id: string, status: string, usd: string): Promise<void> {
  await db.priceSnapshot.create({
    data: {
      id,
      source: "test",
      regions: [REGION],
      asOf: "2026-11-24",
      status,
      counts: {},
      missingKeys: {},
      unmapped: {},
      note: "price-books.test.ts",
    },
  });
  await db.priceItem.create({
    data: {
      snapshotId: id,
      priceKey: GP3_KEY,
      service: "AmazonEC2",
      region: REGION,
      sku: `test:${id}`,
      attributes: {},
      unit: "GB-Mo",
      usd,
      unconfirmed: false,
      source: "test",
      asOf: "2026-11-24",
    },
  });
}

describe("priceBookFor's books", () => {
  it("answers a complete snapshot's book from memory after the first read", async () => {
    const book = await priceBookFor(first.db, BUNDLED_SNAPSHOT.id, REGION);
    expect(Object.keys(book.prices).length).toBeGreaterThan(50);
    // Rows the app never writes to a complete snapshot: a repeat read would see them.
    await first.db.priceItem.deleteMany({
      where: { snapshotId: BUNDLED_SNAPSHOT.id, region: REGION, priceKey: GP3_KEY },
    });
    const again = await priceBookFor(first.db, BUNDLED_SNAPSHOT.id, REGION);
    expect(again).toBe(book);
    expect(again.prices[GP3_KEY]).toBeDefined();
  });

  it("reads a snapshot that is not complete again every time", async () => {
    await writeSnapshot(first.db, "test-running", "running", "0.08");
    const before = await priceBookFor(first.db, "test-running", REGION);
    expect(before.prices[GP3_KEY]?.usd).toBe("0.08");
    await first.db.priceItem.updateMany({ where: { snapshotId: "test-running" }, data: { usd: "0.09" } });
    const after = await priceBookFor(first.db, "test-running", REGION);
    expect(after.prices[GP3_KEY]?.usd).toBe("0.09");
  });

  it("keeps each database's books apart", async () => {
    await writeSnapshot(first.db, "test-same-id", "complete", "0.08");
    await writeSnapshot(second.db, "test-same-id", "complete", "0.10");
    expect((await priceBookFor(first.db, "test-same-id", REGION)).prices[GP3_KEY]?.usd).toBe("0.08");
    expect((await priceBookFor(second.db, "test-same-id", REGION)).prices[GP3_KEY]?.usd).toBe("0.1");
  });
});
