/**
 * Bench: a full price refresh (fetch + parse + validate + normalise + map) of 20,000
 * records served by the local Price List stub through the real SDK client, with time
 * and peak memory. Run: npx tsx bench/pricing-refresh.ts [records]
 */
import { parsePriceListEntry, type ParsedPriceListEntry } from "@/lib/pricing/aws-record";
import { fetchPrices } from "@/lib/pricing/fetch";
import { buildPriceBooks } from "@/lib/pricing/mapping";
import { normaliseRecords } from "@/lib/pricing/normalise";
import { startPricingStub } from "@/tests/support/pricing-stub-server";
import { syntheticRecordTexts } from "@/tests/support/pricing-synthetic";

const DEFAULT_RECORDS = 20_000;
/** Memory is sampled this often (ms) while the refresh runs. */
const SAMPLE_EVERY_MS = 10;
const MIB = 1024 * 1024;

const count = Number(process.argv[2] ?? DEFAULT_RECORDS);

/** The same work without HTTP and the SDK: how much of the refresh is ours. */
function processOnly(texts: readonly string[]): number {
  const start = performance.now();
  const entries: ParsedPriceListEntry[] = [];
  for (const text of texts) {
    const parsed = parsePriceListEntry(text);
    if (parsed.ok) entries.push(parsed.entry);
  }
  buildPriceBooks(normaliseRecords(entries).items, {
    snapshotId: "bench",
    asOf: "2024-07-01",
    regions: ["us-east-1", "us-east-2"],
  });
  return performance.now() - start;
}
const records = syntheticRecordTexts(count);
const stub = await startPricingStub({ records });

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
const started = performance.now();
try {
  const result = await fetchPrices({
    regions: ["us-east-1", "us-east-2"],
    endpoint: stub.url,
    credentials: { accessKeyId: "AKIDBENCH", secretAccessKey: "bench" },
    onProgress: (p) => {
      if (p.kind === "page") pages += 1;
    },
  });
  const elapsedMs = performance.now() - started;
  clearInterval(sampler);
  const after = process.memoryUsage();
  peakRss = Math.max(peakRss, after.rss);
  peakHeap = Math.max(peakHeap, after.heapUsed);

  const priced = Object.values(result.books).reduce((n, book) => n + Object.keys(book.prices).length, 0);
  const report = {
    records: result.rawRecords.length,
    served: count,
    requests: stub.requests.length,
    pages,
    items: result.items.length,
    skipped: result.skipped.length,
    unmapped: result.unmapped.count,
    conflicts: result.conflicts.length,
    pricedKeys: priced,
    elapsedMs: Math.round(elapsedMs),
    recordsPerSecond: Math.round(result.rawRecords.length / (elapsedMs / 1000)),
    parseNormaliseMapOnlyMs: Math.round(processOnly(records)),
    rssBeforeMiB: +(before.rss / MIB).toFixed(1),
    peakRssMiB: +(peakRss / MIB).toFixed(1),
    heapBeforeMiB: +(before.heapUsed / MIB).toFixed(1),
    peakHeapUsedMiB: +(peakHeap / MIB).toFixed(1),
    note: "the stub runs in the same process: its records and response buffers count in these figures",
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  clearInterval(sampler);
  await stub.close();
}
