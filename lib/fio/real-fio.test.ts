/**
 * Real output from the fio installed on this machine (Debian's fio 3.33 at /usr/bin/fio):
 * small runs in a temporary directory, in json and json+, checked against fio's own
 * numbers; json+ bin-derived percentiles checked against fio's own percentile map; fio's
 * option parser (--debug=parse) checked against ours.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  parseFio,
  parseFioDetailed,
  parseFioSize,
  parseFioTimeSeconds,
  percentilesFromBins,
  type LatencyBin,
} from "./index";

const FIO = "/usr/bin/fio";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = any;

interface Run {
  name: string;
  args: string[];
  expectedJobs: number;
  rw: string;
  numJobs: number;
}

const RUNS: Run[] = [
  { name: "read", args: ["--rw=read"], expectedJobs: 1, rw: "read", numJobs: 1 },
  { name: "write", args: ["--rw=write"], expectedJobs: 1, rw: "write", numJobs: 1 },
  { name: "randrw", args: ["--rw=randrw"], expectedJobs: 1, rw: "randrw", numJobs: 1 },
  { name: "nj4", args: ["--rw=randread", "--numjobs=4"], expectedJobs: 4, rw: "randread", numJobs: 4 },
  {
    name: "nj4grp",
    args: ["--rw=randread", "--numjobs=4", "--group_reporting"],
    expectedJobs: 1,
    rw: "randread",
    numJobs: 4,
  },
];
const FORMATS = ["json", "json+"] as const;

let dir = "";
const outputs = new Map<string, string>();

function requireFio(): void {
  if (!existsSync(FIO)) {
    throw new Error(`${FIO} is missing: install fio: apt-get install -y fio`);
  }
}

beforeAll(() => {
  requireFio();
  dir = mkdtempSync(join(tmpdir(), "fio-parse-test-"));
  for (const run of RUNS) {
    for (const format of FORMATS) {
      const out = join(dir, `${run.name}.${format}.out`);
      execFileSync(
        FIO,
        [
          `--name=${run.name}`,
          `--directory=${dir}`,
          "--size=4m",
          "--bs=4k",
          "--ioengine=psync",
          ...run.args,
          `--output-format=${format}`,
          `--output=${out}`,
        ],
        { stdio: ["ignore", "ignore", "pipe"], timeout: 60_000 },
      );
      outputs.set(`${run.name}.${format}`, readFileSync(out, "utf8"));
    }
  }
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function bins(clat: Raw): LatencyBin[] {
  return Object.entries(clat.bins as Record<string, number>)
    .map(([k, v]) => [Number(k), v] as const)
    .sort((a, b) => a[0] - b[0]);
}

describe("fio 3.33 runs", () => {
  it("fio is installed", () => {
    requireFio();
    expect(execFileSync(FIO, ["--version"], { encoding: "utf8" })).toMatch(/^fio-3\./);
  });

  for (const run of RUNS) {
    for (const format of FORMATS) {
      it(`${run.name} (${format}): the document carries fio's own numbers`, () => {
        const text = outputs.get(`${run.name}.${format}`)!;
        const raw = JSON.parse(text);
        const result = parseFio(text);
        if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
        const doc = result.document;
        expect(doc.fioVersion).toBe(raw["fio version"]);
        expect(doc.jobs).toHaveLength(run.expectedJobs);
        raw.jobs.forEach((rawJob: Raw, i: number) => {
          const job = doc.jobs[i]!;
          expect(job.name).toBe(run.name);
          expect(job.error).toBe(0);
          expect(job.workload).toMatchObject({
            rw: run.rw,
            blockSizeBytes: 4096,
            numJobs: run.numJobs,
            ioEngine: "psync",
            sizeBytes: 4 * 1024 * 1024,
          });
          for (const dirName of ["read", "write", "trim"] as const) {
            const r = rawJob[dirName];
            const d = job[dirName];
            if (r.total_ios === 0) {
              expect(d, dirName).toBeNull();
              continue;
            }
            expect(d, dirName).not.toBeNull();
            expect(d!.ioBytes).toBe(r.io_bytes);
            expect(d!.ioBytes).toBe(r.io_kbytes * 1024);
            expect(d!.bandwidthBytesPerSec).toBe(r.bw_bytes);
            expect(d!.iops).toBe(r.iops);
            expect(d!.runtimeMs).toBe(r.runtime);
            expect(d!.totalIos).toBe(r.total_ios);
            expect(d!.clatNs.mean).toBe(r.clat_ns.mean);
            expect(d!.clatNs.max).toBe(r.clat_ns.max);
            expect(d!.clatNs.p50).toBe(r.clat_ns.percentile["50.000000"]);
            expect(d!.clatNs.p90).toBe(r.clat_ns.percentile["90.000000"]);
            expect(d!.clatNs.p99).toBe(r.clat_ns.percentile["99.000000"]);
            expect(d!.clatNs.p99_9).toBe(r.clat_ns.percentile["99.900000"]);
          }
        });
        if (run.rw === "read" || run.rw === "randread")
          expect(doc.jobs.every((j) => j.write === null && j.read !== null)).toBe(true);
        if (run.rw === "write") expect(doc.jobs.every((j) => j.read === null && j.write !== null)).toBe(true);
        if (run.rw === "randrw") expect(doc.jobs.every((j) => j.read !== null && j.write !== null)).toBe(true);
        if (run.name === "nj4grp") {
          const total = raw.jobs[0].read.total_ios;
          expect(total).toBe(4 * 1024); // four threads of 4 MiB in 4 KiB blocks, folded into one entry
        }
      });
    }

    it(`${run.name} (json+): percentiles from the bins equal fio's own percentile map`, () => {
      const raw = JSON.parse(outputs.get(`${run.name}.json+`)!);
      let checked = 0;
      for (const rawJob of raw.jobs) {
        for (const dirName of ["read", "write", "trim"]) {
          const clat = rawJob[dirName].clat_ns;
          if (!clat.N) continue;
          const map = clat.percentile as Record<string, number>;
          const ps = Object.keys(map).map(Number);
          const fromBins = percentilesFromBins(bins(clat), ps, clat.N);
          expect(fromBins).toEqual(Object.values(map));
          checked += ps.length;
        }
      }
      expect(checked).toBeGreaterThanOrEqual(17);
    });

    it(`${run.name} (json+): without the percentile map, the parser falls back to the bins and gets the same values`, () => {
      const text = outputs.get(`${run.name}.json+`)!;
      const withMap = parseFioDetailed(text);
      const raw = JSON.parse(text);
      for (const job of raw.jobs) for (const d of ["read", "write", "trim"]) delete job[d].clat_ns.percentile;
      const withoutMap = parseFioDetailed(JSON.stringify(raw, null, 2));
      if (!withMap.ok || !withoutMap.ok) throw new Error("rejected");
      expect(withoutMap.document.jobs).toEqual(withMap.document.jobs);
      const sources = withoutMap.details.jobs.flatMap((j) =>
        [j.read, j.write].filter((d) => d !== null).map((d) => d!.percentileSource),
      );
      expect(sources.length).toBeGreaterThan(0);
      expect(new Set(sources)).toEqual(new Set(["bins"]));
      // The histogram accounts for every I/O fio counted.
      withMap.document.jobs.forEach((job, i) => {
        for (const d of ["read", "write"] as const) {
          if (!job[d]) continue;
          const hist = withMap.details.jobs[i]![d]!.histogram!;
          expect(hist.reduce((s, b) => s + b.count, 0)).toBe(job[d]!.totalIos);
        }
      });
    });
  }
});

describe("fio's own option parser agrees with ours", () => {
  const SIZES = [
    "4k",
    "4K",
    "4kb",
    "4KB",
    "4KiB",
    "4kib",
    "1m",
    "1mi",
    "1MiB",
    "8m",
    "1g",
    "1G",
    "1t",
    "4096",
    "4096b",
    "0x1000",
    "512k,4k",
    "1.5k",
    "01",
    "64",
  ];
  const TIMES = ["60", "60s", "90S", "1m", "1M", "2h", "1d", "500ms", "500msec", "100us", "60sec", "1min", "1.5s"];

  /** One fio invocation, one job per value; returns fio's parsed value for each. */
  function fioParsed(option: string, values: string[], extra: string[] = []): number[] {
    const args = ["--debug=parse", "--parse-only"];
    values.forEach((v, i) => args.push(`--name=j${i}`, ...extra, `--${option}=${v}`));
    const out = execFileSync(FIO, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    const results: number[] = [];
    const lines = out.split("\n");
    for (let i = 0; i < lines.length; i++) {
      if (!lines[i]!.includes(` handle_option=${option}, ptr=`)) continue; // not "__handle_option"
      for (let j = i + 1; j < Math.min(i + 4, lines.length); j++) {
        const m = /ret=0, out=(\d+)/.exec(lines[j]!);
        if (m) {
          results.push(Number(m[1]));
          break;
        }
      }
    }
    return results;
  }

  it("sizes (kb_base=1024, the default)", () => {
    requireFio();
    const fio = fioParsed("size", SIZES);
    expect(fio).toHaveLength(SIZES.length);
    expect(SIZES.map((s) => parseFioSize(s).value)).toEqual(fio);
  });

  it("sizes with kb_base=1000", () => {
    requireFio();
    const values = ["4k", "4KiB", "1m", "1MiB", "1g"];
    const fio = fioParsed("size", values, ["--kb_base=1000"]);
    expect(values.map((s) => parseFioSize(s, 1000).value)).toEqual(fio);
  });

  it("times (runtime, default unit seconds)", () => {
    requireFio();
    const fioMicros = fioParsed("runtime", TIMES);
    expect(fioMicros).toHaveLength(TIMES.length);
    expect(TIMES.map((t) => parseFioTimeSeconds(t).value)).toEqual(fioMicros.map((us) => us / 1e6));
  });
});
