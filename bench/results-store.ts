/**
 * Upload storage throughput: `npx tsx bench/results-store.ts`
 *
 * Parses and stores fio results into a fresh PostgreSQL database (TEST_DATABASE_URL, as
 * the integration tests do; dropped at the end) through the same path the API uses
 * (ingestFioUpload: SHA-256, duplicate check, parseFioDetailed, one transaction writing
 * UploadedResult with the raw bytes and its UploadedJob rows). Inputs, made from real fio
 * output in fixtures/fio:
 *  - one ~5 MB json+ file: the fio 3.33 json+ randrw job repeated until the file passes
 *    5 MB (110 jobs, as numjobs without group_reporting writes them), each direction
 *    given ~800 latency bins over fio's real bucket values, with N and the percentile
 *    map recomputed to match (as bench/fio-parse.ts builds it);
 *  - 500 small json files: the accepted fixtures (fio 2.18 to 3.34) in turn, each copy
 *    with its own job name (so none is a duplicate).
 * Every timed round stores new bytes (a round number in the job names). Beside it: the
 * same bytes through the POST /api/v1/results handler (multipart body included), parsing
 * alone, and JSON.parse alone (UTF-8 decode + JSON.parse of the bare JSON) on the same
 * bytes. Median of the timed rounds after a warm-up. Writes bench/results/results-store.json.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ingestFioUpload } from "../server/data/results/result-ingest";
import { parseFioDetailed, percentilesFromBins, platIdxToVal, type LatencyBin } from "../lib/fio";
import { createTestDatabase } from "../tests/support/test-database";

const ROOT = join(import.meta.dirname, "..");
const FIXTURES = join(ROOT, "fixtures/fio");
const BIG_TARGET_BYTES = 5 * 1024 * 1024;
const SMALL_FILE_COUNT = 500;
const BIG_ROUNDS = 5;
const SMALL_ROUNDS = 3;
const BYTES_PER_MB = 1024 * 1024;
const NO_LABELS = {};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = any;

function fioStyle(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/^(\s*"[^"]*"): /gm, "$1 : ");
}

function rng(seed: number): () => number {
  let x = seed || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** ~5 MB of json+ whose job names carry the marker ROUND, replaced per round. */
function synthesizeJsonPlus(targetBytes: number): string {
  const seed = JSON.parse(readFileSync(join(FIXTURES, "generated/fio-3.33_randrw_psync_jsonplus.json"), "utf8"));
  const template = seed.jobs[0];
  const random = rng(42);
  const jobs: Raw[] = [];
  const makeJob = (index: number): Raw => {
    const job = structuredClone(template);
    job.jobname = `ROUND-job-${index}`;
    for (const dir of ["read", "write"]) {
      const clat = job[dir].clat_ns;
      const bins: Record<string, number> = {};
      const entries: LatencyBin[] = [];
      const first = 560 + Math.floor(random() * 40);
      let n = 0;
      for (let idx = first; idx < first + 800; idx++) {
        const count = Math.max(1, Math.round(200 * Math.exp(-((idx - first - 150) ** 2) / 20000) * (0.5 + random())));
        const value = platIdxToVal(idx);
        bins[String(value)] = count;
        entries.push([value, count]);
        n += count;
      }
      const ps = Object.keys(clat.percentile).map(Number);
      const values = percentilesFromBins(entries, ps, n);
      clat.N = n;
      clat.percentile = Object.fromEntries(ps.map((p, k) => [p.toFixed(6), values[k]]));
      clat.bins = bins;
      clat.min = entries[0]![0];
      clat.max = entries[entries.length - 1]![0];
      job[dir].total_ios = n;
      job[dir].io_bytes = n * 4096;
      job[dir].io_kbytes = n * 4;
    }
    return job;
  };
  let text = "";
  while (text.length < targetBytes) {
    jobs.push(makeJob(jobs.length));
    if (jobs.length % 10 === 0) text = fioStyle({ ...seed, jobs });
  }
  return fioStyle({ ...seed, jobs });
}

/** Accepted fixtures, each copy with job names carrying ROUND and its index. */
function smallTemplates(count: number): string[] {
  const sources = [
    ...readdirSync(FIXTURES)
      .filter((f) => f.endsWith(".json"))
      .map((f) => join(FIXTURES, f)),
    join(FIXTURES, "generated/fio-3.33_randrw_psync_jsonplus.json"),
    join(FIXTURES, "generated/fio-3.33_jobfile_two_jobs_group_reporting.json"),
  ].map((f) => readFileSync(f, "utf8"));
  return Array.from({ length: count }, (_, i) =>
    sources[i % sources.length]!.replace(/"jobname" : "[^"]*"/g, `"jobname" : "ROUND-${i}"`),
  );
}

function forRound(templates: string[], round: string): Uint8Array[] {
  const encoder = new TextEncoder();
  return templates.map((t) => encoder.encode(t.replaceAll("ROUND", round)));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function timed(rounds: number, fn: (round: number) => Promise<void> | void): Promise<number> {
  await fn(-1); // warm-up
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    await fn(r);
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

interface Row {
  case: string;
  files: number;
  mb: number;
  jobsStored: number;
  storeMs: number;
  routeMs: number;
  parseMs: number;
  jsonParseMs: number;
}

const database = await createTestDatabase();
process.env.DATABASE_URL = database.url;
const { POST } = await import("../app/api/v1/results/route");
const db = database.db;

async function bench(name: string, templates: string[], rounds: number): Promise<Row> {
  const sample = forRound(templates, "check");
  const totalBytes = sample.reduce((s, b) => s + b.byteLength, 0);
  let jobsStored = 0;
  for (const b of sample) {
    const r = parseFioDetailed(b);
    if (!r.ok) throw new Error(`${name}: the bench input was rejected: ${r.error.code}: ${r.error.message}`);
    jobsStored += r.document.jobs.length;
  }
  // Inputs for every round are built before timing, so only parse + store is measured.
  const inputs = new Map<string, Uint8Array[]>();
  for (let r = -1; r < rounds; r++) {
    inputs.set(`store${r}`, forRound(templates, `store${r}`));
    inputs.set(`route${r}`, forRound(templates, `route${r}`));
  }
  const storeMs = await timed(rounds, async (r) => {
    for (const bytes of inputs.get(`store${r}`)!) {
      const outcome = await ingestFioUpload(db, { fileName: "bench.json", bytes, labels: NO_LABELS });
      if (outcome.kind !== "created") throw new Error(`${name}: expected a new result, got ${outcome.kind}`);
    }
  });
  const routeMs = await timed(rounds, async (r) => {
    for (const bytes of inputs.get(`route${r}`)!) {
      const form = new FormData();
      form.set("file", new File([new Uint8Array(bytes)], "bench.json", { type: "application/json" }));
      const response = await POST(new Request("http://bench/api/v1/results", { method: "POST", body: form }));
      if (response.status !== 201)
        throw new Error(`${name}: the route answered ${response.status}: ${await response.text()}`);
    }
  });
  const parseMs = await timed(rounds, () => {
    for (const b of sample) parseFioDetailed(b);
  });
  const decoder = new TextDecoder();
  const jsonParseMs = await timed(rounds, () => {
    for (const b of sample) {
      const text = decoder.decode(b);
      JSON.parse(text.slice(text.indexOf("{")));
    }
  });
  return {
    case: name,
    files: templates.length,
    mb: totalBytes / BYTES_PER_MB,
    jobsStored,
    storeMs,
    routeMs,
    parseMs,
    jsonParseMs,
  };
}

try {
  const rows = [
    await bench("one json+ file (110 jobs, bins)", [synthesizeJsonPlus(BIG_TARGET_BYTES)], BIG_ROUNDS),
    await bench(`${SMALL_FILE_COUNT} small json files`, smallTemplates(SMALL_FILE_COUNT), SMALL_ROUNDS),
  ];
  const pad = (x: number, d = 1, w = 9) => x.toFixed(d).padStart(w);
  console.log(`node ${process.version}, PostgreSQL at ${new URL(database.url).host}, ${new Date().toISOString()}`);
  console.log(
    [
      "case".padEnd(32),
      "files",
      "   MB",
      "parse+store ms",
      "    MB/s",
      " files/s",
      "via POST ms",
      "    MB/s",
      " files/s",
      "parse ms",
      "JSON.parse ms",
    ].join(" | "),
  );
  for (const r of rows) {
    console.log(
      [
        r.case.padEnd(32),
        String(r.files).padStart(5),
        r.mb.toFixed(2).padStart(5),
        pad(r.storeMs, 1, 14),
        pad(r.mb / (r.storeMs / 1000), 1, 8),
        pad(r.files / (r.storeMs / 1000), 0, 8),
        pad(r.routeMs, 1, 11),
        pad(r.mb / (r.routeMs / 1000), 1, 8),
        pad(r.files / (r.routeMs / 1000), 0, 8),
        pad(r.parseMs, 1, 8),
        pad(r.jsonParseMs, 1, 13),
      ].join(" | "),
    );
  }
  console.log(
    "parse+store: ingestFioUpload (sha-256, duplicate check, parseFioDetailed, one transaction). via POST: the route handler with a multipart body.",
  );
  mkdirSync(join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(
    join(ROOT, "bench/results/results-store.json"),
    JSON.stringify({ node: process.version, date: new Date().toISOString(), rows }, null, 2),
  );
} finally {
  const shared = (globalThis as { storageAdvisorDb?: { $disconnect(): Promise<void> } }).storageAdvisorDb;
  await shared?.$disconnect();
  await database.drop();
}
