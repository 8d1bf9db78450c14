/** Behaviour of parseFio on variations of real files that the fixtures do not cover. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseFio, parseFioDetailed, platIdxToVal, type FioDocument } from "./index";
import { REAL_FIO_3_34_RANDREAD } from "./samples";

const REAL = REAL_FIO_3_34_RANDREAD.slice(REAL_FIO_3_34_RANDREAD.indexOf("{"));
const FIO_2_18 = readFileSync(join(__dirname, "../../fixtures/fio/fio-2.18_randread_single.json"), "utf8");

function ok(input: string | Uint8Array): FioDocument {
  const result = parseFio(input);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.document;
}

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`"${from}" not found`);
  return text.replace(from, to);
}

describe("input framing", () => {
  it("accepts a UTF-8 BOM, CRLF line endings and trailing text", () => {
    const variant = `\ufeff${REAL.replace(/\n/g, "\r\n")}\r\nfio: some trailing message\r\n`;
    const doc = ok(new TextEncoder().encode(variant));
    expect(doc.jobs[0]!.read!.ioBytes).toBe(114540544);
    expect(doc.warnings.join(" ")).toMatch(/Text after the JSON was ignored: "fio: some trailing message"/);
    expect(ok(`\ufeff${REAL}`).jobs).toHaveLength(1);
  });

  it("skips log lines that start with [ or { before the report", () => {
    const doc = ok(
      `[2026-11-21 12:00:00] starting fio\n{not json: a log line}\nrbd engine: RBD version: 1.12.0\n${REAL}`,
    );
    expect(doc.jobs[0]!.name).toBe("FIOJOB");
    expect(doc.warnings[0]).toMatch(/Text before the JSON was ignored/);
  });

  it("reports a run interrupted after the JSON too", () => {
    const doc = ok(`${REAL}\nfio: terminating on signal 2\n`);
    expect(doc.warnings.join(" ")).toMatch(/interrupted/);
  });
});

describe("duplicates and non-finite values", () => {
  it("warns about a duplicate key fio would not write, keeping the last value", () => {
    const text = replaceOnce(REAL, '"iops" : 10102.601156,', '"iops" : 1.0,\n        "iops" : 10102.601156,');
    const doc = ok(text);
    expect(doc.jobs[0]!.read!.iops).toBe(10102.601156);
    expect(doc.warnings.join(" ")).toMatch(/Duplicate key "iops" in jobs\[0\]\.read: the last value was used/);
  });

  it("accepts fio's -nan in a field it does not use, with a warning", () => {
    const text = replaceOnce(REAL, '"bw_dev" : ', '"bw_dev" : -nan, "unused_before_bw_dev" : ');
    const doc = ok(text);
    expect(doc.warnings.join(" ")).toMatch(
      /1 nan\/inf value\(s\) in fields this parser does not use \(first: jobs\[0\]\.read\.bw_dev\)/,
    );
  });
});

describe("units and versions", () => {
  it("without a version, clat_ns means bytes and ns", () => {
    const doc = ok(replaceOnce(REAL, '"fio version" : "fio-3.34",', ""));
    expect(doc.fioVersion).toBeNull();
    expect(doc.jobs[0]!.read!.ioBytes).toBe(114540544);
  });

  it("without a version, clat (fio 2.x) means KiB and us", () => {
    const doc = ok(replaceOnce(FIO_2_18, '"fio version" : "fio-2.18-59-g618e",', ""));
    expect(doc.jobs[0]!.read!.ioBytes).toBe(17568 * 1024);
    expect(doc.jobs[0]!.read!.clatNs.p50).toBe(13504 * 1000);
  });

  it("fio 2.x json+ bins (bucket indices plus FIO_IO_U_PLAT_* constants) in microseconds", () => {
    // 2.x json+ wrote every bucket by index and the constants needed to decode them.
    const counts: Record<string, number> = {};
    for (let i = 0; i < 1216; i++) counts[String(i)] = 0;
    counts["300"] = 60;
    counts["310"] = 30;
    counts["400"] = 10;
    const bins = JSON.stringify({ ...counts, FIO_IO_U_PLAT_BITS: 6, FIO_IO_U_PLAT_VAL: 64, FIO_IO_U_PLAT_NR: 1216 });
    // Drop the percentile map so the bins are used.
    const withoutMap = FIO_2_18.replace(/"percentile" : \{[^}]*\}/, `"bins" : ${bins}`);
    const result = parseFioDetailed(withoutMap);
    if (!result.ok) throw new Error(result.error.message);
    const read = result.document.jobs[0]!.read!;
    expect(read.clatNs.p50).toBe(platIdxToVal(300) * 1000);
    expect(read.clatNs.p90).toBe(platIdxToVal(310) * 1000);
    expect(read.clatNs.p99).toBe(platIdxToVal(400) * 1000);
    expect(result.details.jobs[0]!.read!.percentileSource).toBe("bins");
    expect(result.details.jobs[0]!.read!.binSamples).toBe(100);
  });

  it("percentile_list without 99.9 and no bins gives null for p99_9 only", () => {
    const doc = ok(replaceOnce(REAL, /"99\.900000" : \d+,/.exec(REAL)![0], ""));
    expect(doc.jobs[0]!.read!.clatNs.p99_9).toBeNull();
    expect(doc.jobs[0]!.read!.clatNs.p99).not.toBeNull();
  });
});

describe("workload options", () => {
  const withOptions = (extra: string) =>
    ok(replaceOnce(REAL, '"ioengine" : "sync",', `"ioengine" : "sync",\n        ${extra}`));

  it("bs=4KiB is 4000 bytes in fio's default mode, with a warning", () => {
    const doc = ok(replaceOnce(REAL, '"bs" : "4k"', '"bs" : "4KiB"'));
    expect(doc.jobs[0]!.workload.blockSizeBytes).toBe(4000);
    expect(doc.warnings.join(" ")).toMatch(/decimal/);
  });

  it("kb_base=1000 applies", () => {
    const doc = withOptions('"kb_base" : "1000",');
    expect(doc.jobs[0]!.workload.blockSizeBytes).toBe(4000);
    expect(doc.jobs[0]!.workload.sizeBytes).toBe(1e9);
  });

  it("bs per direction: the one the job uses", () => {
    const doc = ok(replaceOnce(REAL, '"bs" : "4k"', '"bs" : "4k,64k"'));
    expect(doc.jobs[0]!.workload.blockSizeBytes).toBe(4096); // randread uses the read size
  });

  it("runtime suffixes as fio reads them", () => {
    expect(ok(replaceOnce(REAL, '"runtime" : "10"', '"runtime" : "1m"')).jobs[0]!.workload.runtimeSeconds).toBe(60);
    const sec = ok(replaceOnce(REAL, '"runtime" : "10"', '"runtime" : "10sec"'));
    expect(sec.jobs[0]!.workload.runtimeSeconds).toBe(0.00001);
    expect(sec.warnings.join(" ")).toMatch(/microseconds/);
  });

  it("buffered=0 means direct", () => {
    const doc = ok(replaceOnce(REAL, '"direct" : "1",', '"buffered" : "0",'));
    expect(doc.jobs[0]!.workload.direct).toBe(true);
  });

  it("fills fio's documented defaults and says which", () => {
    const bare = REAL.replace(/"job options" : \{[^}]*\}/, '"job options" : { "name" : "FIOJOB" }');
    const result = parseFioDetailed(bare);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.document.jobs[0]!.workload).toEqual({
      rw: "read",
      blockSizeBytes: 4096,
      ioDepth: 1,
      numJobs: 1,
      ioEngine: null,
      direct: false,
      sizeBytes: null,
      runtimeSeconds: null,
    });
    expect(result.details.jobs[0]!.workloadDefaults).toEqual(["rw", "blockSizeBytes", "ioDepth", "numJobs", "direct"]);
  });
});

describe("jobs", () => {
  it("a failed job beside a good one: listed, unusable, the file accepted", () => {
    const start = REAL.indexOf('    {\n      "jobname"');
    const end = REAL.lastIndexOf("\n  ]");
    const job = REAL.slice(start, end);
    const failed = job.replace('"jobname" : "FIOJOB"', '"jobname" : "broken"').replace('"error" : 0', '"error" : 5');
    const text = `${REAL.slice(0, end)},\n${failed}${REAL.slice(end)}`;
    const doc = ok(text);
    expect(doc.jobs).toHaveLength(2);
    expect(doc.jobs[1]).toMatchObject({ name: "broken", error: 5, read: null, write: null, trim: null });
    expect(doc.warnings.join(" ")).toMatch(/"broken" failed with error 5 \(EIO/);
  });

  it("client/server output (client_stats)", () => {
    const doc = ok(REAL.replace('"jobs" :', '"client_stats" :'));
    expect(doc.jobs).toHaveLength(1);
    expect(doc.warnings.join(" ")).toMatch(/client_stats/);
  });
});
