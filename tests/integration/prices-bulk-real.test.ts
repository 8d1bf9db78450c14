/**
 * The bulk refresh against a mirror built from real AWS Price List records only
 * (fixtures/pricing/real and the captured records beside it; sources.json names where each
 * was copied from): the local stub serves them in AWS's bulk layout, the real refresh path
 * reads them through the CLI into a real PostgreSQL database. Every key a real record
 * prices is updated from that record, with its price, SKU and offer date; every other key
 * the bundled snapshot priced is carried over with its previous figure; the services no
 * real record exists for are named as not read.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CliIo } from "@/cli/command";
import { createPricesCommand } from "@/cli/commands/prices";
import { currentPriceBook, currentSnapshot, ensureBundledSnapshot } from "@/server/data/prices/prices";
import { parseEnv } from "@/server/env";
import { parsePriceListEntry } from "@/lib/pricing/aws-record";
import { buildPriceBooks } from "@/lib/pricing/mapping";
import { normaliseRecords } from "@/lib/pricing/normalise";
import { priceEntries, type PriceKey } from "@/lib/pricing/price-keys";
import { regionOfAttributes } from "@/lib/pricing/regions";
import { startBulkPricingStub, type BulkStub } from "@/tests/support/pricing-bulk-stub";
import { realRecords } from "@/tests/support/pricing-fixtures";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

interface RealRecord {
  product: { sku: string; attributes: Record<string, string> };
  serviceCode: string;
}

const REAL = realRecords() as RealRecord[];
const regionOf = (r: RealRecord) => regionOfAttributes(r.product.attributes) ?? "";
/** The regions real records exist for: us-east-1 (S3, Deep Archive), ap-southeast-1 (io1), af-south-1 (gp3, c5ad). */
const REGIONS = [...new Set(REAL.map(regionOf))].sort();
/** Services the refresh reads for which no real record was found: the mirror's index lacks them. */
const NO_REAL_RECORD = ["AmazonEFS", "AmazonFSx", "AWSBackup", "AWSDataTransfer", "AWSDataSync"];

/** What the real records price, per region: key -> {usd, sku}, by the same mapping a refresh uses. */
function pricedByRealRecords(): Record<string, Map<string, { usd: string; source: string }>> {
  const entries = REAL.flatMap((r) => {
    const parsed = parsePriceListEntry(JSON.stringify(r));
    return parsed.ok ? [parsed.entry] : [];
  });
  const { books } = buildPriceBooks(normaliseRecords(entries).items, { snapshotId: "real", asOf: "2026-09-18" });
  return Object.fromEntries(
    Object.entries(books).map(([region, book]) => [
      region,
      new Map(priceEntries(book.prices).map((p) => [p.key as string, { usd: p.usd, source: p.source }])),
    ]),
  );
}

let database: TestDatabase;
let stub: BulkStub | null = null;
let savedDatabaseUrl: string | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureBundledSnapshot(database.db);
  // The CLI opens its own connection from DATABASE_URL.
  savedDatabaseUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
});
afterEach(async () => {
  await stub?.close();
  stub = null;
});
afterAll(async () => {
  await database?.drop();
  if (savedDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedDatabaseUrl;
});

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { stdout: (t) => out.push(t), stderr: (t) => err.push(t) };
  return { io, stdout: () => out.join("\n"), stderr: () => err.join("") };
}

const command = () =>
  createPricesCommand({
    env: () => parseEnv({ DATABASE_URL: database.url }),
    sharedAwsFiles: () => ({ credentials: false, config: false }),
    stderrIsTTY: false,
  });

describe("prices refresh from a mirror built from real records", () => {
  it("updates every key a real record prices from that record and carries over every other key priced before", async () => {
    stub = await startBulkPricingStub({
      regions: REGIONS,
      records: (service, region) => REAL.filter((r) => r.serviceCode === service && regionOf(r) === region),
      omitFromIndex: NO_REAL_RECORD,
    });
    const before = await currentSnapshot(database.db);
    const previousUsEast1 = await currentPriceBook(database.db, "us-east-1");
    const { io, stdout } = capture();
    const code = await command().run(["refresh", "--regions", REGIONS.join(","), "--endpoint", stub.url], io);
    expect(code).toBe(0);

    // The services without a real record are named, and only they.
    const current = await currentSnapshot(database.db);
    expect(current.id).not.toBe(before.id);
    expect((current.counts.unreadServices ?? []).map((u) => u.service).sort()).toEqual([...NO_REAL_RECORD].sort());
    for (const service of NO_REAL_RECORD) expect(stdout()).toMatch(new RegExp(`^Not read: .*${service}`, "m"));

    // Every key a real record prices is updated from it: its price, and the record's SKU as the source.
    const expected = pricedByRealRecords();
    const updated: Record<string, string[]> = {};
    for (const region of REGIONS) {
      const book = await currentPriceBook(database.db, region);
      const real = expected[region] ?? new Map();
      for (const [key, { usd, source }] of real) {
        const entry = book?.prices[key as PriceKey];
        expect(entry?.usd, `${region} ${key}`).toBe(usd);
        expect(entry?.source, `${region} ${key}`).toBe(source);
        expect(entry?.unconfirmed, `${region} ${key}`).toBe(false);
      }
      updated[region] = [...real.keys()].sort();
    }
    // us-east-1: all 41 S3 keys (Standard, Intelligent-Tiering, Standard-IA, One Zone-IA, the three Glacier
    // classes, Express One Zone, S3 Files); ap-southeast-1: io1 (2018 record); af-south-1: gp3.
    expect(updated["us-east-1"]).toHaveLength(41);
    expect(updated["us-east-1"]?.every((k) => k.startsWith("s3."))).toBe(true);
    expect(updated["ap-southeast-1"]).toEqual(["ebs.io1.storage"]);
    expect(updated["af-south-1"]).toEqual(["ebs.gp3.storage"]);
    const useast1 = await currentPriceBook(database.db, "us-east-1");
    expect(useast1?.prices["s3.glacier-deep-archive.storage"]).toMatchObject({ usd: "0.00099", asOf: "2026-09-11" });
    expect(useast1?.prices["s3.standard.storage"]).toMatchObject({ usd: "0.023", asOf: "2026-09-18" });

    // Every other key us-east-1 priced before is carried over unchanged: no option loses its price.
    const previousKeys = Object.keys(previousUsEast1?.prices ?? {}) as PriceKey[];
    const carriedKeys = previousKeys.filter((k) => !updated["us-east-1"]?.includes(k)).sort();
    expect(Object.keys(useast1?.prices ?? {})).toEqual(expect.arrayContaining(previousKeys));
    for (const key of carriedKeys) {
      expect(useast1?.prices[key], key).toEqual(previousUsEast1?.prices[key]);
    }
    const carried = (current.counts.carriedOver ?? []).filter((c) => c.region === "us-east-1").map((c) => c.key);
    expect(carried.sort()).toEqual(carriedKeys);
    expect(current.missingKeys["us-east-1"] ?? []).not.toEqual(expect.arrayContaining(carriedKeys));
  });
});
