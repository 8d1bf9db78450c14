/**
 * Bench: a full price refresh INTO THE DATABASE. The local Price List stub serves
 * 20,000 records (tests/support/pricing-synthetic.ts) to the real SDK client;
 * refreshPrices fetches, maps and stores them (snapshot, raw records, every item) in
 * one transaction on a fresh, migrated PostgreSQL database (TEST_DATABASE_URL), which
 * is dropped afterwards. Reports total time, the storing share, and peak RSS.
 *
 * With --embedded, the same on the embedded database `npm start` uses by default (PGlite
 * over TCP, in this process, files in a temporary directory).
 *
 * Run: npx tsx bench/pricing-refresh-db.ts [records] [--embedded]
 * (writes bench/results/pricing-refresh-db[-embedded].json)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@/server/db/client";
import { startEmbeddedServer } from "@/server/db/embedded";
import { applyMigrations } from "@/server/db/migrate";
import { ensureBundledSnapshot, refreshPrices } from "@/server/data/prices/prices";
import { createTestDatabase } from "@/tests/support/test-database";
import { startPricingStub } from "@/tests/support/pricing-stub-server";
import { syntheticRecordTexts } from "@/tests/support/pricing-synthetic";

const DEFAULT_RECORDS = 20_000;
/** Memory is sampled this often (ms) while the refresh runs. */
const SAMPLE_EVERY_MS = 10;
const MIB = 1024 * 1024;
const KIB = 1024;

/** A port away from the app's (54329) and the e2e tests' (54339) embedded databases. */
const BENCH_EMBEDDED_PORT = 54_349;

const embedded = process.argv.includes("--embedded");
const count = Number(process.argv.slice(2).find((a) => !a.startsWith("--")) ?? DEFAULT_RECORDS);

async function openDatabase(): Promise<{ db: Db; kind: string; drop: () => Promise<void> }> {
  if (!embedded) {
    const test = await createTestDatabase();
    return {
      db: test.db,
      kind: "PostgreSQL on TEST_DATABASE_URL (separate server process: its memory is not counted)",
      drop: test.drop,
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "sa-bench-pglite-"));
  const server = await startEmbeddedServer(dir, BENCH_EMBEDDED_PORT);
  await applyMigrations(server.url);
  const db = createDb(server.url);
  return {
    db,
    kind: "embedded PGlite over TCP, in this process (its memory is counted)",
    drop: async () => {
      await db.$disconnect();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const records = syntheticRecordTexts(count);
const stub = await startPricingStub({ records });
const database = await openDatabase();

try {
  await ensureBundledSnapshot(database.db);
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, SAMPLE_EVERY_MS);

  let pages = 0;
  let storeMs = 0;
  const started = performance.now();
  const result = await refreshPrices(database.db, {
    source: "query",
    regions: ["us-east-1", "us-east-2"],
    endpoint: stub.url,
    credentials: { accessKeyId: "AKIDBENCH", secretAccessKey: "bench" },
    onProgress: (p) => {
      if (p.kind === "page") pages += 1;
    },
    onStage: (s) => {
      if (s.stage === "stored") storeMs = s.elapsedMs;
    },
  });
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);

  const id = result.snapshot.id;
  const [storedRecords, storedItems, mappedItems] = await Promise.all([
    database.db.priceRecord.count({ where: { snapshotId: id } }),
    database.db.priceItem.count({ where: { snapshotId: id } }),
    database.db.priceItem.count({ where: { snapshotId: id, priceKey: { not: null } } }),
  ]);
  const report = {
    served: count,
    requests: stub.requests.length,
    pages,
    storedRecords,
    storedItems,
    mappedItems,
    changesFromBundled: result.changes,
    totalMs: Math.round(totalMs),
    fetchAndMapMs: Math.round(totalMs - storeMs),
    storeTransactionMs: Math.round(storeMs),
    rssBeforeMiB: +(before.rss / MIB).toFixed(1),
    peakRssMiB: +(peakRss / MIB).toFixed(1),
    // getrusage's high-water mark: catches peaks between samples.
    maxRssMiB: +((process.resourceUsage().maxRSS * KIB) / MIB).toFixed(1),
    heapBeforeMiB: +(before.heapUsed / MIB).toFixed(1),
    peakHeapUsedMiB: +(peakHeap / MIB).toFixed(1),
    database: database.kind,
    note: "the stub runs in the same process: its records and response buffers count in the RSS figures",
  };
  console.log(JSON.stringify(report, null, 2));
  const out = join(import.meta.dirname, "results");
  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, `pricing-refresh-db${embedded ? "-embedded" : ""}.json`),
    `${JSON.stringify({ ...report, ranAt: new Date().toISOString(), node: process.version }, null, 2)}\n`,
  );
} finally {
  await stub.close();
  await database.drop();
}
