/**
 * fio parser throughput: `npx tsx bench/fio-parse.ts`
 *
 * Inputs, all made from real fio output in fixtures/fio:
 *  - one ~5 MB json+ file: the fio 3.33 json+ randrw job repeated as 120 jobs (as
 *    numjobs=120 without group_reporting writes), each direction given ~800 latency bins
 *    over fio's real bucket values, with N and the percentile map recomputed to match;
 *  - 500 small json files: the accepted fixtures (fio 2.18 to 3.34) in turn, each copy
 *    with its own job name.
 * Reports parseFio (from a string and from bytes) beside JSON.parse alone on the same
 * text (JSON.parse does less: no leading-text search, no duplicate-key or depth checks,
 * no validation, no unit conversion). Median of several timed rounds after warm-up; the
 * three are timed in turn within each round (timeInTurn).
 * Writes bench/results/fio-parse.json.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseFio } from "../lib/fio";
import { synthesizeJsonPlus } from "../tests/support/fio-synthetic";

const ROOT = join(import.meta.dirname, "..");
const FIXTURES = join(ROOT, "fixtures/fio");

function smallFiles(count: number): string[] {
  const sources = [
    ...readdirSync(FIXTURES)
      .filter((f) => f.endsWith(".json"))
      .map((f) => join(FIXTURES, f)),
    join(FIXTURES, "generated/fio-3.33_randrw_psync_jsonplus.json"),
    join(FIXTURES, "generated/fio-3.33_jobfile_two_jobs_group_reporting.json"),
  ].map((f) => readFileSync(f, "utf8"));
  return Array.from({ length: count }, (_, i) => {
    const src = sources[i % sources.length]!;
    return src.replace(/"jobname" : "[^"]*"/g, `"jobname" : "job-${i}"`);
  });
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/**
 * Median time of each function, timed in turn within every round (after 3 warm-up rounds),
 * so that each is measured under the same machine load: on a shared machine, timing one
 * function's rounds after the other's let a burst of other work land on one side only.
 */
function timeInTurn(fns: Array<() => void>, rounds: number): number[] {
  for (let i = 0; i < 3; i++) for (const fn of fns) fn();
  const samples: number[][] = fns.map(() => []);
  for (let i = 0; i < rounds; i++) {
    fns.forEach((fn, k) => {
      const t0 = performance.now();
      fn();
      samples[k]!.push(performance.now() - t0);
    });
  }
  return samples.map(median);
}

interface Row {
  case: string;
  files: number;
  mb: number;
  parseFioMs: number;
  parseFioBytesMs: number;
  jsonParseMs: number;
}

function bench(name: string, texts: string[], rounds: number): Row {
  const bytes = texts.map((t) => new TextEncoder().encode(t));
  const totalBytes = bytes.reduce((s, b) => s + b.byteLength, 0);
  for (const t of texts) {
    const r = parseFio(t);
    if (!r.ok) throw new Error(`${name}: the bench input was rejected: ${r.error.code}: ${r.error.message}`);
  }
  // JSON.parse gets the bare JSON (no leading text), prepared outside the timing.
  const bare = texts.map((t) => t.slice(t.indexOf("{")));
  const [parseFioMs, parseFioBytesMs, jsonParseMs] = timeInTurn(
    [
      () => {
        for (const t of texts) parseFio(t);
      },
      () => {
        for (const b of bytes) parseFio(b);
      },
      () => {
        for (const t of bare) JSON.parse(t);
      },
    ],
    rounds,
  ) as [number, number, number];
  return { case: name, files: texts.length, mb: totalBytes / 1024 / 1024, parseFioMs, parseFioBytesMs, jsonParseMs };
}

const big = synthesizeJsonPlus(5 * 1024 * 1024);
const rows = [bench("one json+ file (120 jobs, bins)", [big], 15), bench("500 small json files", smallFiles(500), 10)];

const fmt = (x: number, d = 1) => x.toFixed(d).padStart(9);
console.log(`node ${process.version}, ${new Date().toISOString()}`);
console.log(
  [
    "case".padEnd(34),
    "files",
    "   MB",
    " parseFio ms",
    "     MB/s",
    "  files/s",
    " from bytes ms",
    "     MB/s",
    " JSON.parse ms",
    "     MB/s",
    "  ratio",
  ].join(" | "),
);
for (const r of rows) {
  console.log(
    [
      r.case.padEnd(34),
      String(r.files).padStart(5),
      r.mb.toFixed(2).padStart(5),
      fmt(r.parseFioMs).padStart(12),
      fmt(r.mb / (r.parseFioMs / 1000)),
      fmt(r.files / (r.parseFioMs / 1000), 0),
      fmt(r.parseFioBytesMs).padStart(14),
      fmt(r.mb / (r.parseFioBytesMs / 1000)),
      fmt(r.jsonParseMs).padStart(14),
      fmt(r.mb / (r.jsonParseMs / 1000)),
      `${(r.parseFioMs / r.jsonParseMs).toFixed(2)}x`.padStart(7),
    ].join(" | "),
  );
}
console.log("ratio = parseFio time / JSON.parse time on the same text (from a string).");

mkdirSync(join(ROOT, "bench/results"), { recursive: true });
writeFileSync(
  join(ROOT, "bench/results/fio-parse.json"),
  JSON.stringify({ node: process.version, date: new Date().toISOString(), rows }, null, 2),
);
