/**
 * Large fio json+ output made from real fio output (the fio 3.33 json+ randrw job in
 * fixtures/fio/generated), for benches and long tests that need a file of many MB without
 * committing one: the job repeated (as numjobs=N without group_reporting writes), each
 * direction given ~800 latency bins over fio's real bucket values, with N and the
 * percentile map recomputed to match. Deterministic (seeded).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { percentilesFromBins, platIdxToVal, type LatencyBin } from "../../lib/fio";

const FIXTURES = join(import.meta.dirname, "../../fixtures/fio");

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = any;

/** fio's own layout: two-space indent, `"key" : value`. */
export function fioStyle(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/^(\s*"[^"]*"): /gm, "$1 : ");
}

/** Deterministic pseudo-random numbers. */
function rng(seed: number): () => number {
  let x = seed || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** fio json+ text of at least `targetBytes` (UTF-8, ASCII only). */
export function synthesizeJsonPlus(targetBytes: number): string {
  const seed = JSON.parse(readFileSync(join(FIXTURES, "generated/fio-3.33_randrw_psync_jsonplus.json"), "utf8"));
  const template = seed.jobs[0];
  const random = rng(42);
  const jobs: Raw[] = [];
  const makeJob = (): Raw => {
    const job = structuredClone(template);
    for (const dir of ["read", "write"]) {
      const clat = job[dir].clat_ns;
      const bins: Record<string, number> = {};
      const entries: LatencyBin[] = [];
      const first = 560 + Math.floor(random() * 40); // ~ 4-10 us
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
  // One job's share of the text, measured in place (indented as in the document): printing
  // the whole document after every job made a 24 MB file take 20 s.
  const base = fioStyle({ ...seed, jobs: [] }).length;
  const perJob = fioStyle({ ...seed, jobs: [makeJob()] }).length - base;
  const count = Math.max(1, Math.ceil((targetBytes - base) / perJob));
  while (jobs.length < count) jobs.push(makeJob());
  let text = fioStyle({ ...seed, jobs });
  while (text.length < targetBytes) {
    jobs.push(makeJob());
    text = fioStyle({ ...seed, jobs });
  }
  return text;
}
