/**
 * Every file in fixtures/fio/ through the parser, with the expected numbers computed
 * here from the raw values in the file (JSON.parse of the same text), not copied from
 * the parser's output.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseFio, parseFioDetailed, usableJobCount, type FioDirection, type FioDocument } from "./index";

const DIR = join(__dirname, "../../fixtures/fio");

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = any;

function fixtureFiles(): string[] {
  const top = readdirSync(DIR).filter((f) => f.endsWith(".json"));
  const generated = readdirSync(join(DIR, "generated"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => `generated/${f}`);
  return [...top, ...generated];
}

function text(file: string): string {
  return readFileSync(join(DIR, file), "utf8");
}

/** The raw JSON with JSON.parse (after fio's leading text); the last report if several. */
function raw(file: string): Raw {
  const t = text(file);
  const reports = t.slice(t.indexOf("{")).split(/\n(?=\{)/);
  return JSON.parse(reports[reports.length - 1] as string);
}

function parsed(file: string): FioDocument {
  const result = parseFio(readFileSync(join(DIR, file)));
  if (!result.ok) throw new Error(`${file}: ${result.error.code}: ${result.error.message}`);
  return result.document;
}

/** Expected direction computed from fio's raw fields. `v2`: fio 2.x units (us, KiB). */
function expectedDirection(rawDir: Raw, v2: boolean): FioDirection | null {
  if (!rawDir || rawDir.io_bytes === 0 || rawDir.total_ios === 0) return null;
  const ioBytes = v2 ? rawDir.io_bytes * 1024 : rawDir.io_bytes;
  const clat = v2 ? rawDir.clat : rawDir.clat_ns;
  const toNs = (x: number) => (v2 ? x * 1000 : x);
  const pct = (key: string) => (clat.percentile?.[key] === undefined ? null : toNs(clat.percentile[key]));
  return {
    ioBytes,
    bandwidthBytesPerSec: rawDir.bw_bytes ?? Math.floor((ioBytes * 1000) / rawDir.runtime),
    iops: rawDir.iops,
    runtimeMs: rawDir.runtime,
    totalIos: rawDir.total_ios ?? null,
    clatNs: {
      mean: v2 ? Number((clat.mean * 1000).toFixed(3)) : clat.mean,
      p50: pct("50.000000"),
      p90: pct("90.000000"),
      p99: pct("99.000000"),
      p99_9: pct("99.900000"),
      max: toNs(clat.max),
    },
  };
}

const REJECTED: Record<string, string> = {
  "generated/fio-3.33_read_error_only.json": "no_usable_jobs",
  "generated/fio-3.33_randrw_unified_mixed.json": "no_usable_jobs",
};

describe("every fixture file", () => {
  const files = fixtureFiles();

  it("includes the five public files and the generated ones", () => {
    expect(files.length).toBeGreaterThanOrEqual(11);
    expect(files).toContain("fio-2.18_randread_single.json");
  });

  for (const file of files) {
    it(`${file}: numbers match fio's raw values`, () => {
      const result = parseFioDetailed(readFileSync(join(DIR, file)));
      const expectedCode = REJECTED[file];
      if (expectedCode) {
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error.code).toBe(expectedCode);
        // The document is still available on request, with the job listed.
        const lenient = parseFio(readFileSync(join(DIR, file)), { requireUsableJob: false });
        expect(lenient.ok).toBe(true);
        if (lenient.ok) expect(usableJobCount(lenient.document)).toBe(0);
        return;
      }
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const doc = result.document;
      const r = raw(file);
      const v2 = r["fio version"].startsWith("fio-2.");
      expect(doc.fioVersion).toBe(r["fio version"]);
      expect(doc.jobs).toHaveLength(r.jobs.length);
      r.jobs.forEach((job: Raw, i: number) => {
        const j = doc.jobs[i]!;
        expect(j.name).toBe(job.jobname);
        expect(j.groupId).toBe(job.groupid);
        expect(j.error).toBe(job.error);
        for (const dir of ["read", "write", "trim"] as const) {
          expect(j[dir], `${file} job ${i} ${dir}`).toEqual(job.error === 0 ? expectedDirection(job[dir], v2) : null);
        }
      });
      expect(usableJobCount(doc)).toBeGreaterThan(0);
      // The CLI contract is plain JSON: it survives a round trip unchanged.
      expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    });
  }
});

describe("fio 2.18 (microseconds, KiB, duplicate keys)", () => {
  const file = "fio-2.18_randread_single.json";
  const doc = parsed(file);
  const read = doc.jobs[0]!.read!;
  const r = raw(file).jobs[0].read;

  it("converts KiB to bytes and us to ns", () => {
    expect(read.ioBytes).toBe(17568 * 1024);
    expect(read.ioBytes).toBe(r.io_bytes * 1024);
    expect(read.clatNs.p50).toBe(13504 * 1000);
    expect(read.clatNs.p99).toBe(22912 * 1000);
    expect(read.clatNs.p99_9).toBe(24960 * 1000);
    expect(read.clatNs.max).toBe(26160 * 1000);
    expect(read.clatNs.mean).toBe(13636394.809);
    expect(read.totalIos).toBe(4392);
    expect(read.runtimeMs).toBe(60013);
  });

  it("derives bytes/s from io_bytes and runtime, consistent with fio's truncated KiB/s", () => {
    expect(read.bandwidthBytesPerSec).toBe(Math.floor((17568 * 1024 * 1000) / 60013));
    expect(Math.floor(read.bandwidthBytesPerSec / 1024)).toBe(r.bw);
  });

  it('drops fio 2.x\'s duplicate "0.00" padding without a warning', () => {
    expect(text(file).match(/"0\.00" : 0/g)?.length).toBeGreaterThanOrEqual(6);
    expect(doc.warnings).toEqual([]);
    const details = parseFioDetailed(text(file));
    if (!details.ok) throw new Error("rejected");
    expect(Object.keys(details.details.jobs[0]!.read!.clatPercentilesNs!)).not.toContain("0");
    expect(details.details.latencyUnit).toBe("us");
  });

  it('reads the workload (iodepth "01", size "1861G")', () => {
    expect(doc.jobs[0]!.workload).toEqual({
      rw: "randread",
      blockSizeBytes: 4096,
      ioDepth: 1,
      numJobs: 1,
      ioEngine: "libaio",
      direct: true,
      sizeBytes: 1861 * 1024 ** 3,
      runtimeSeconds: 60,
    });
  });

  it("keeps disk_util in the details", () => {
    const details = parseFioDetailed(text(file));
    if (!details.ok) throw new Error("rejected");
    expect(details.details.diskUtil.map((d) => d.name)).toContain("sdb");
  });
});

describe("fio 3.6, numjobs=4 without group_reporting", () => {
  const doc = parsed("fio-3.6_randwrite_4jobs_multijob.json");
  it("lists the four threads as four jobs, write only", () => {
    expect(doc.jobs).toHaveLength(4);
    expect(usableJobCount(doc)).toBe(4);
    for (const job of doc.jobs) {
      expect(job.name).toBe("random-io");
      expect(job.workload.numJobs).toBe(4);
      expect(job.read).toBeNull();
      expect(job.write).not.toBeNull();
    }
  });
});

describe("fio 3.16 randrw", () => {
  const doc = parsed("fio-3.16_randrw_single.json");
  const r = raw("fio-3.16_randrw_single.json").jobs[0];
  it("has read and write in bytes and ns unchanged", () => {
    const job = doc.jobs[0]!;
    expect(job.read!.ioBytes).toBe(r.read.io_bytes);
    expect(job.read!.bandwidthBytesPerSec).toBe(r.read.bw_bytes);
    expect(job.write!.clatNs.p99).toBe(r.write.clat_ns.percentile["99.000000"]);
    expect(job.write!.clatNs.mean).toBe(r.write.clat_ns.mean);
  });
  it('reads size "50000Mi" as fio does (Mi is binary: only the 3-letter MiB is swapped)', () => {
    expect(doc.jobs[0]!.workload.sizeBytes).toBe(50000 * 1024 * 1024);
  });
  it("turns latency_us / latency_ms into one distribution in ns", () => {
    const details = parseFioDetailed(text("fio-3.16_randrw_single.json"));
    if (!details.ok) throw new Error("rejected");
    const dist = details.details.jobs[0]!.latencyDistribution!;
    const total = dist.reduce((s, b) => s + b.percent, 0);
    expect(total).toBeGreaterThan(99);
    expect(total).toBeLessThan(101);
    for (let i = 1; i < dist.length; i++) expect(dist[i]!.lowerNs).toBeGreaterThanOrEqual(dist[i - 1]!.lowerNs);
    expect(dist.at(-1)!.upperNs).toBeNull(); // >=2000 ms
    expect(dist.at(-1)!.lowerNs).toBe(2000 * 1e6);
  });
});

describe("fio 3.30, global options", () => {
  const file = "fio-3.30_gcsfuse_single_job_global_options.json";
  it("merges global options under job options", () => {
    const w = parsed(file).jobs[0]!.workload;
    expect(w).toEqual({
      rw: "read", // global
      blockSizeBytes: 1024 * 1024, // global "1M"
      ioDepth: 64, // global
      numJobs: 40, // job options
      ioEngine: null, // not set anywhere
      direct: true, // global "1"
      sizeBytes: null, // only filesize is set
      runtimeSeconds: 60, // global "60s"
    });
  });
  it("lets job options win over global options", () => {
    const patched = text(file).replace(
      '"numjobs" : "40"',
      '"numjobs" : "40",\n        "rw" : "randread",\n        "bs" : "4k"',
    );
    const result = parseFio(patched);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.document.jobs[0]!.workload.rw).toBe("randread");
    expect(result.document.jobs[0]!.workload.blockSizeBytes).toBe(4096);
    expect(result.document.jobs[0]!.workload.ioDepth).toBe(64);
  });
});

describe("fio 3.34 with text before the JSON", () => {
  const doc = parsed("fio-3.34_randread_leading_text_signal.json");
  it("skips the text, reports it and the interruption", () => {
    expect(doc.jobs[0]!.read!.ioBytes).toBe(114540544);
    expect(doc.warnings.some((w) => w.includes("fio: terminating on signal 2"))).toBe(true);
    expect(doc.warnings.some((w) => w.includes("interrupted"))).toBe(true);
  });
});

describe("generated fio 3.33 files", () => {
  it("json+: percentiles from the map, histogram from the bins", () => {
    const result = parseFioDetailed(text("generated/fio-3.33_randrw_psync_jsonplus.json"));
    if (!result.ok) throw new Error(result.error.message);
    const r = raw("generated/fio-3.33_randrw_psync_jsonplus.json").jobs[0];
    for (const dir of ["read", "write"] as const) {
      const d = result.details.jobs[0]![dir]!;
      expect(d.percentileSource).toBe("fio_map");
      const binTotal = Object.values(r[dir].clat_ns.bins as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(d.binSamples).toBe(binTotal);
      expect(d.histogram!.reduce((s, b) => s + b.count, 0)).toBe(binTotal);
    }
    // No disagreement between fio's map and the bins.
    expect(result.document.warnings).toEqual([]);
  });

  it("status-interval: uses the last of the three reports", () => {
    const t = text("generated/fio-3.33_read_status_interval.json");
    const last = JSON.parse(t.slice(t.lastIndexOf("\n{") + 1));
    const doc = parsed("generated/fio-3.33_read_status_interval.json");
    expect(doc.jobs[0]!.read!.ioBytes).toBe(last.jobs[0].read.io_bytes);
    expect(doc.warnings.join(" ")).toMatch(/3 fio reports/);
  });

  it("group_reporting over two different jobs: warns that the options describe one of them", () => {
    const doc = parsed("generated/fio-3.33_jobfile_two_jobs_group_reporting.json");
    expect(doc.jobs).toHaveLength(1);
    expect(doc.jobs[0]!.name).toBe("seqwrite");
    expect(doc.jobs[0]!.workload.rw).toBe("read"); // fio wrote the last job's options
    expect(doc.jobs[0]!.read).not.toBeNull();
    expect(doc.jobs[0]!.write).not.toBeNull();
    expect(doc.warnings.join(" ")).toMatch(/group_reporting/);
  });

  it("accepts the deepest nesting fio writes (per-priority stats)", () => {
    const doc = parsed("generated/fio-3.33_randread_libaio_cmdprio_jsonplus.json");
    expect(doc.jobs[0]!.read!.totalIos).toBe(1024);
  });

  it("an error job is listed with its error and null directions", () => {
    const result = parseFio(text("generated/fio-3.33_read_error_only.json"), { requireUsableJob: false });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.document.jobs[0]).toMatchObject({ name: "bad", error: 1, read: null, write: null, trim: null });
    const strict = parseFio(text("generated/fio-3.33_read_error_only.json"));
    expect(strict.ok).toBe(false);
    if (!strict.ok) expect(strict.error.message).toMatch(/"bad" failed with error 1 \(EPERM/);
  });

  it("unified mixed reporting is explained", () => {
    const result = parseFio(text("generated/fio-3.33_randrw_unified_mixed.json"));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/unified_rw_reporting/);
  });
});
