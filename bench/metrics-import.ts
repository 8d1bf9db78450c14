/**
 * CloudWatch metrics import: `npx tsx bench/metrics-import.ts`
 *
 * Times lib/metrics analyseMetrics (parse, hourly grid, derivation, the model's estimate
 * for costs, the hour-by-hour replay on every catalog option, credit forecasts up to three
 * years ahead) on get-metric-data JSON generated from a known EFS workload:
 *  - 30 days at 1-hour periods, 365 days at 1-hour periods, 7 days at 1-minute periods;
 *  - 10 MB of junk, which must be refused by its size without being read.
 * The ceiling beside each: JSON.parse alone on the same bytes (the least any import does).
 * Median of several rounds after a warm-up. Prints its figures (no JSON file).
 */
import { analyseMetrics } from "../lib/metrics";
import { syntheticMetricData } from "../lib/metrics/synthetic";
import { workloadSchema } from "@/lib/model";
import { bundledPriceBook } from "../lib/pricing/bundled";
import { GIB_BYTES, MIB_BYTES, TIB_BYTES } from "../lib/units";

const book = bundledPriceBook("us-east-1")!;
const workload = workloadSchema.parse({
  region: "us-east-1",
  storedBytes: 100 * GIB_BYTES,
  days: 30,
  operations: [
    {
      name: "ingest",
      direction: "write",
      fileCount: 128_000,
      fileSizeBytes: MIB_BYTES,
      concurrency: 16,
      timesPerDay: 4,
      ioSizeBytes: MIB_BYTES,
    },
  ],
});

function hourly(days: number): Uint8Array {
  return new TextEncoder().encode(
    JSON.stringify(
      syntheticMetricData(workload, {
        system: "efs",
        startIso: "2026-01-01T00:00:00Z",
        days,
        balanceAt: (h) => Math.max(0, 2.1 * TIB_BYTES - h * 3 * GIB_BYTES),
      }),
    ),
  );
}

/** 1-minute periods: each hourly value spread over its 60 minutes. */
function perMinute(days: number): Uint8Array {
  const doc = syntheticMetricData(workload, { system: "efs", startIso: "2026-01-01T00:00:00Z", days });
  for (const r of doc.MetricDataResults) {
    const stamps: string[] = [];
    const values: number[] = [];
    r.Timestamps.forEach((t, i) => {
      for (let m = 59; m >= 0; m--) {
        stamps.push(new Date(Date.parse(t) + m * 60_000).toISOString());
        values.push(r.Values[i]! / (r.Label.startsWith("Storage") ? 1 : 60));
      }
    });
    r.Timestamps = stamps;
    r.Values = values;
  }
  return new TextEncoder().encode(JSON.stringify(doc));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function time(rounds: number, work: () => void): number {
  work();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    work();
    times.push(performance.now() - t0);
  }
  return median(times);
}

const cases: [string, Uint8Array, number][] = [
  ["30 days, 1-hour periods", hourly(30), 5],
  ["365 days, 1-hour periods", hourly(365), 3],
  ["7 days, 1-minute periods", perMinute(7), 3],
];
console.log("case | file | analyseMetrics (median) | JSON.parse alone (ceiling)");
for (const [name, bytes, rounds] of cases) {
  const text = new TextDecoder().decode(bytes);
  const full = time(rounds, () => {
    const r = analyseMetrics([{ name: "bench.json", bytes }], { region: "us-east-1" }, book);
    if (!r.ok) throw new Error(r.error.message);
  });
  const ceiling = time(rounds, () => JSON.parse(text));
  console.log(
    `${name} | ${(bytes.byteLength / MIB_BYTES).toFixed(2)} MiB | ${full.toFixed(0)} ms | ${ceiling.toFixed(1)} ms`,
  );
}
const junk = new Uint8Array(10_000_000).fill(0x41);
const refused = time(20, () => {
  const r = analyseMetrics([{ name: "junk.bin", bytes: junk }], { region: "us-east-1" }, book);
  if (r.ok || r.error.code !== "too_large") throw new Error("junk was not refused by size");
});
const junkText = JSON.stringify(new TextDecoder().decode(junk));
const junkCeiling = time(5, () => JSON.parse(junkText));
console.log(`10 MB of junk (refused: too_large) | 9.54 MiB | ${refused.toFixed(3)} ms | ${junkCeiling.toFixed(1)} ms`);
