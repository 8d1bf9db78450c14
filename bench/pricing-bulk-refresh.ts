/**
 * Bench: a full refresh of every commercial region from the Price List bulk files,
 * into the database. A local stub in a CHILD process (so its memory is not counted)
 * serves the offer index, region indexes and region offer files in AWS's layout for
 * every region it knows (tests/support/pricing-bulk-regions.ts, GovCloud included and
 * left out by "all"), each AmazonEC2 file padded to --ec2-mb with instance products and
 * their on-demand and reserved terms, generated while it is sent. refreshPrices reads,
 * maps and stores the snapshot in one transaction on a fresh PostgreSQL database
 * (TEST_DATABASE_URL, dropped afterwards). Reports the time, peak RSS (aim: < 600 MB)
 * and the bytes read beside the size of the files.
 *
 * Run: npx tsx bench/pricing-bulk-refresh.ts [--ec2-mb 300] [--regions N]
 * (writes bench/results/pricing-bulk-refresh.json)
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { ensureBundledSnapshot, refreshPrices } from "@/server/data/prices/prices";
import { isCommercialRegion } from "@/lib/pricing/bulk-index";
import { STUB_REGION_CODES } from "@/tests/support/pricing-bulk-regions";
import { startBulkPricingStub } from "@/tests/support/pricing-bulk-stub";
import { createTestDatabase } from "@/tests/support/test-database";

const SAMPLE_EVERY_MS = 10;
const MIB = 1024 * 1024;
const KIB = 1024;
const MB = 1e6;
const ROOT = join(import.meta.dirname, "..");

const { values } = parseArgs({
  options: {
    "ec2-mb": { type: "string", default: "300" },
    regions: { type: "string" },
    serve: { type: "boolean", default: false },
  },
});
const ec2Bytes = Number(values["ec2-mb"]) * MB;
const regions =
  values.regions === undefined ? [...STUB_REGION_CODES] : STUB_REGION_CODES.slice(0, Number(values.regions));

if (values.serve) {
  // The child: serve until stopped; print the URL for the parent.
  const stub = await startBulkPricingStub({ regions, ec2BytesPerRegion: ec2Bytes, generateOnRequest: true });
  const sizes = [...stub.fileSizes.entries()].filter(([key]) => isCommercialRegion(key.split("/")[1] ?? ""));
  const sum = (entries: [string, number][]) => entries.reduce((n, [, size]) => n + size, 0);
  console.log(
    JSON.stringify({
      url: stub.url,
      allFilesBytes: sum(sizes),
      ec2FilesBytes: sum(sizes.filter(([key]) => key.startsWith("AmazonEC2/"))),
    }),
  );
  process.on("SIGTERM", () => void stub.close().then(() => process.exit(0)));
} else {
  const child = spawn(
    process.execPath,
    [
      join(ROOT, "node_modules/tsx/dist/cli.mjs"),
      "bench/pricing-bulk-refresh.ts",
      "--serve",
      "--ec2-mb",
      String(values["ec2-mb"]),
      ...(values.regions ? ["--regions", values.regions] : []),
    ],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const messages: Record<string, unknown>[] = [];
  const firstMessage = new Promise<Record<string, unknown>>((resolve) =>
    lines.on("line", (line) => {
      if (!line.startsWith("{")) return;
      const message = JSON.parse(line) as Record<string, unknown>;
      messages.push(message);
      if (messages.length === 1) resolve(message);
    }),
  );
  const { url, allFilesBytes, ec2FilesBytes } = (await firstMessage) as {
    url: string;
    allFilesBytes: number;
    ec2FilesBytes: number;
  };
  const database = await createTestDatabase();
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

    const loadBefore = loadavg()[0] ?? 0;
    let storeMs = 0;
    const started = performance.now();
    const result = await refreshPrices(database.db, {
      source: "bulk",
      regions: "all",
      endpoint: url,
      onStage: (s) => {
        if (s.stage === "stored") storeMs = s.elapsedMs;
      },
    });
    const totalMs = performance.now() - started;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);

    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    const snapshot = result.snapshot;
    const report = {
      regionsServed: regions.length,
      regionsRefreshed: snapshot.regions.length,
      failedRegions: result.failedRegions.length,
      files: Object.values(snapshot.counts.byService ?? {}).reduce((n, c) => n + (c.queries ?? 0), 0),
      ec2FileMBEach: ec2Bytes / MB,
      filesMBTotal: +(allFilesBytes / MB).toFixed(1),
      ec2FilesMBTotal: +(ec2FilesBytes / MB).toFixed(1),
      bytesReadMB: +(result.bytesRead / MB).toFixed(1),
      readShareOfFiles: +(result.bytesRead / allFilesBytes).toFixed(3),
      storedRecords: snapshot.counts.records ?? 0,
      storedItems: snapshot.counts.items ?? 0,
      mappedPrices: snapshot.counts.mapped ?? 0,
      unmappedItems: snapshot.unmapped.count ?? 0,
      totalMs: Math.round(totalMs),
      fetchAndMapMs: Math.round(totalMs - storeMs),
      storeTransactionMs: Math.round(storeMs),
      readMBPerSecond: +(result.bytesRead / MB / ((totalMs - storeMs) / 1000)).toFixed(1),
      rssBeforeMiB: +(before.rss / MIB).toFixed(1),
      peakRssMiB: +(peakRss / MIB).toFixed(1),
      // getrusage's high-water mark: catches peaks between samples.
      maxRssMiB: +((process.resourceUsage().maxRSS * KIB) / MIB).toFixed(1),
      peakHeapUsedMiB: +(peakHeap / MIB).toFixed(1),
      // The machine is shared: its load says how much the times are stretched.
      loadAverage1mBeforeAfter: [+loadBefore.toFixed(1), +(loadavg()[0] ?? 0).toFixed(1)],
      cores: cpus().length,
      database: "PostgreSQL on TEST_DATABASE_URL (separate server process: its memory is not counted)",
      note: "the stub runs in a child process and sends the EC2 files from memory; reading stops at each file's reserved terms (readShareOfFiles)",
    };
    console.log(JSON.stringify(report, null, 2));
    const out = join(import.meta.dirname, "results");
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, "pricing-bulk-refresh.json"),
      `${JSON.stringify({ ...report, ranAt: new Date().toISOString(), node: process.version }, null, 2)}\n`,
    );
  } finally {
    if (child.exitCode === null) child.kill("SIGTERM");
    await database.drop();
  }
}
