import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import {
  EFS_GENERATIONS,
  EFS_PRE_2022_LATENCY_SCALE,
  efsGenerationOn,
  efsGpAllOperationsLimitOn,
  efsPerClientScaleOn,
  efsReadMeteringDivisorOn,
  firstDayOf,
} from "./generations";
import { estimateFromInput } from "../estimate";
import { LATENCY_CONSTANTS, ROUND_TRIPS_PER_FILE } from "../engine/latency-constants";
import { EFS_ELASTIC_LIMITS, EFS_READ_METERING_DIVISOR } from "./limits";
import { GIB_BYTES, KIB_BYTES, MIB_BYTES } from "@/lib/units";

const book = bundledPriceBook("us-east-2")!;

function seconds(op: object, opts: object = {}): number {
  const result = estimateFromInput(
    {
      region: "us-east-2",
      storedBytes: GIB_BYTES,
      days: 1,
      operations: [{ name: "copy", ...op }],
      options: [{ id: "efs-standard-elastic", params: {} }],
    },
    book,
    opts,
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value.results[0]!.durationSecondsPerDay;
}

/** One 100 GiB file read by one client from the option given, as of `measuredOn` (today's without). */
function read100GiB(
  option: { id: string; params: object },
  storedGiB: number,
  instanceType: string,
  measuredOn?: string,
) {
  const result = estimateFromInput(
    {
      region: "us-east-2",
      storedBytes: storedGiB * GIB_BYTES,
      days: 1,
      operations: [{ name: "read", direction: "read", fileCount: 1, fileSizeBytes: 100 * GIB_BYTES }],
      options: [option],
    },
    book,
    { client: { instanceType }, ...(measuredOn === undefined ? {} : { measuredOn }) },
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value.results[0]!;
}

/** 10,000 files of 4 KiB written one at a time: per-file latency bound. */
const SMALL_WRITES = { direction: "write", fileCount: 10_000, fileSizeBytes: 4 * KIB_BYTES };

describe("EFS generations", () => {
  it("are in date order and end with today's documented latencies (from 2022-12-17)", () => {
    const froms = EFS_GENERATIONS.map((g) => g.from);
    expect([...froms].sort()).toEqual(froms);
    expect(efsGenerationOn(undefined).id).toBe("current");
    expect(efsGenerationOn(undefined).latencyUnconfirmed).toBe(false);
  });

  it("picks the generation of a dataset's date, a month or year meaning its first day", () => {
    expect(firstDayOf("2022-11")).toBe("2022-11-01");
    expect(efsGenerationOn("2016-12-14").id).toBe("launch");
    expect(efsGenerationOn("2022-02-13").id).toBe("launch");
    expect(efsGenerationOn("2022-02-14").id).toBe("sub-ms-reads");
    expect(efsGenerationOn("2022-11").id).toBe("sub-ms-reads");
    expect(efsGenerationOn("2022-12-17").id).toBe("current");
    expect(efsGenerationOn("2023-12").id).toBe("current");
  });

  it("applies the 7,000 all-operations limit up to its last dated statement only", () => {
    expect(efsGpAllOperationsLimitOn("2016-12-14")).toBe(7000);
    expect(efsGpAllOperationsLimitOn("2019-11-11")).toBe(7000);
    expect(efsGpAllOperationsLimitOn("2020")).toBeNull();
    expect(efsGpAllOperationsLimitOn(undefined)).toBeNull();
  });

  it("scales per-file latency for a measurement before February 2022 (2x, unconfirmed)", () => {
    const overhead = 10_000 * LATENCY_CONSTANTS.efsPerFileWriteSeconds;
    // Each file's 4 KiB goes in one WRITE that CLOSE waits for: its transfer is not a latency
    // and is not scaled.
    const transfer = 10_000 * (4 / 1024) * LATENCY_CONSTANTS.efsWriteSecondsPerMiB;
    // The run's limits: each file is one create and one data request, 20,000 operations,
    // against today's Elastic write IOPS and 2016's 7,000 operations a second, and its 40 MiB
    // against Elastic's write limit. A file's one WRITE is the whole of its share of them, so
    // the run waits for the longer of the transfers and the limits (./perf.ts).
    const bytesLimit = (10_000 * 4 * KIB_BYTES) / EFS_ELASTIC_LIMITS.writeBytesPerSecond;
    expect(seconds(SMALL_WRITES)).toBeCloseTo(
      overhead + Math.max(transfer, 20_000 / EFS_ELASTIC_LIMITS.writeIops, bytesLimit),
      1,
    );
    expect(seconds(SMALL_WRITES, { measuredOn: "2016-12-14" })).toBeCloseTo(
      EFS_PRE_2022_LATENCY_SCALE * overhead + Math.max(transfer, 20_000 / 7000, bytesLimit),
      1,
    );
    expect(seconds(SMALL_WRITES, { measuredOn: "2022-11" })).toBeCloseTo(seconds(SMALL_WRITES), 6);
  });

  it("rejects a date that is not YYYY, YYYY-MM or YYYY-MM-DD", () => {
    const result = estimateFromInput({ region: "us-east-2", storedBytes: GIB_BYTES, operations: [] }, book, {
      measuredOn: "2016-13",
    });
    expect(result.ok).toBe(false);
  });
});

describe("metadata updates per file", () => {
  it("cost one write round trip each, a third of a copied file's write overhead", () => {
    const cp = seconds(SMALL_WRITES);
    const tar = seconds({ ...SMALL_WRITES, metadataUpdatesPerFile: 2 });
    const overhead = 10_000 * LATENCY_CONSTANTS.efsPerFileWriteSeconds;
    expect(tar - cp).toBeCloseTo((2 / ROUND_TRIPS_PER_FILE) * overhead, 0);
  });

  it("count against the file system's operations limit", () => {
    const parallel = { ...SMALL_WRITES, concurrency: 10_000 };
    const old = { measuredOn: "2016-12-14" };
    // 10,000 files x (create + data + 3 updates) = 50,000 operations at 7,000 a second.
    expect(seconds({ ...parallel, metadataUpdatesPerFile: 3 }, old)).toBeCloseTo(50_000 / 7000, 1);
  });

  it("per-client throughput: 250 MB/s before 2020-07-23 (the doc history's 'a 100% increase from the previous limit'), 500 since", () => {
    expect(efsPerClientScaleOn("2017-11")).toBe(0.5);
    expect(efsPerClientScaleOn("2020-07-22")).toBe(0.5);
    expect(efsPerClientScaleOn("2020-07-23")).toBe(1);
    expect(efsPerClientScaleOn(undefined)).toBe(1);
    const read = (measuredOn?: string) =>
      read100GiB(
        { id: "efs-standard-provisioned", params: { throughputMiBps: 1024 } },
        2048,
        "c5n.18xlarge",
        measuredOn,
      );
    expect(read("2017").bottleneck).toMatch(/per-client limit 250 MiB\/s/);
    expect(read("2017").durationSecondsPerDay / read().durationSecondsPerDay).toBeCloseTo(2, 1);
  });

  it("reads metered in full before 2021-01-28 (the doc history's 'now meter read requests at one-third'), a third since", () => {
    expect(efsReadMeteringDivisorOn("2020-08")).toBe(1);
    expect(efsReadMeteringDivisorOn("2021-01-27")).toBe(1);
    expect(efsReadMeteringDivisorOn("2021-01-28")).toBe(EFS_READ_METERING_DIVISOR);
    expect(efsReadMeteringDivisorOn(undefined)).toBe(EFS_READ_METERING_DIVISOR);
    // 100 GiB read from a 1 TiB Bursting file system: its 100 MiB/s burst held every read
    // byte in 2020; today the same burst meters a third of them.
    const read = (measuredOn?: string) =>
      read100GiB({ id: "efs-standard-bursting", params: {} }, 1024, "c5.2xlarge", measuredOn);
    expect(read("2020-08").bottleneck).toMatch(/burst 100 MiB\/s metered \(reads count in full before 2021-01-28\)/);
    expect(read("2020-08").durationSecondsPerDay).toBeCloseTo((100 * GIB_BYTES) / (100 * MIB_BYTES), -1);
    expect(read().durationSecondsPerDay).toBeLessThan(read("2020-08").durationSecondsPerDay / 2);
  });
});
