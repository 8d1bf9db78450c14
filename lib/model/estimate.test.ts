import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { estimateFromInput, MODEL_VERSION } from "./estimate";
import type { OptionEstimate } from "./estimate-types";
import { OPTION_IDS } from "./option-ids";
import { GIB_BYTES, KIB_BYTES, MIB_BYTES, TIB_BYTES } from "@/lib/units";
import type { WorkloadInput } from "./workload-schema";

const book = bundledPriceBook("us-east-2")!;
const KERNEL_FILES = 74_999;
const KERNEL_FILE_BYTES = (1.21 * GIB_BYTES) / KERNEL_FILES;

function one(workload: WorkloadInput, priceBook: PriceBook = book, opts?: unknown): OptionEstimate {
  const result = estimateFromInput(workload, priceBook, opts);
  if (!result.ok) throw new Error(`${result.error.path}: ${result.error.message}`);
  expect(result.value.results).toHaveLength(1);
  return result.value.results[0]!;
}

function storageOnly(id: string, params: Record<string, unknown> = {}, storedBytes = 1000 * GIB_BYTES): WorkloadInput {
  return { region: "us-east-2", storedBytes, options: [{ id: id as never, params }] };
}

function line(option: OptionEstimate, priceKey: string) {
  return option.costLines.find((l) => l.priceKey === priceKey);
}

describe("estimate: input errors come back as issues, never exceptions", () => {
  it.each([
    [{ region: "us-east-2", storedBytes: -1 }, "storedBytes", "too_small"],
    [{ region: "us-east-2", storedBytes: 2 ** 61 }, "storedBytes", "too_big"],
    [{ region: "us-east-2", storedBytes: 1, days: 0 }, "days", "too_small"],
    [{ region: "us-east-2", storedBytes: 1, days: 367 }, "days", "too_big"],
    [
      {
        region: "us-east-2",
        storedBytes: 1,
        operations: [{ name: "x", direction: "read", fileCount: 2e9, fileSizeBytes: 1 }],
      },
      "operations[0].fileCount",
      "too_big",
    ],
    [
      {
        region: "us-east-2",
        storedBytes: 1,
        operations: [{ name: "x", direction: "sideways", fileCount: 1, fileSizeBytes: 1 }],
      },
      "operations[0].direction",
      "invalid_value",
    ],
    [{ region: "ohio", storedBytes: 1 }, "region", "invalid_format"],
    [{ region: "us-east-2", storedBytes: 1, options: [{ id: "ebs-gp4" }] }, "options[0].id", "invalid_value"],
    [
      {
        region: "us-east-2",
        storedBytes: 1,
        options: [{ id: "efs-onezone-elastic", params: { performanceMode: "maxIo" } }],
      },
      "options[0].params.performanceMode",
      "efs_max_io_with_elastic",
    ],
  ])("%j -> %s (%s)", (workload, path, code) => {
    const result = estimateFromInput(workload, book);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.path).toBe(path);
    expect(result.error.code).toBe(code);
    expect(result.error.message.length).toBeGreaterThan(5);
  });

  it("rejects non-objects and bad options without throwing", () => {
    expect(estimateFromInput(null, book).ok).toBe(false);
    expect(estimateFromInput("{}", book).ok).toBe(false);
    const opts = estimateFromInput({ region: "us-east-2", storedBytes: 1 }, book, { timelinePoints: 5 });
    expect(opts.ok === false && opts.error.path).toBe("opts.timelinePoints");
  });

  it("rejects a price book for another region", () => {
    const result = estimateFromInput({ region: "us-east-1", storedBytes: 1 }, book);
    expect(result.ok === false && result.error.code).toBe("price_book_region_mismatch");
  });

  it("lists every violated rule, each with its option's path", () => {
    const result = estimateFromInput(
      {
        region: "us-east-2",
        storedBytes: 10 * GIB_BYTES,
        options: [
          { id: "efs-onezone-bursting", params: { performanceMode: "maxIo" } },
          { id: "ebs-gp3", params: { iops: 16_000 } },
        ],
      },
      book,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.path, i.code])).toEqual([
      ["options[0].params.performanceMode", "efs_max_io_with_one_zone"],
      ["options[1].params.iops", "gp3_iops_per_gib"],
    ]);
  });
});

describe("estimate: output", () => {
  it("estimates every catalog option at default params when none are given", () => {
    const result = estimateFromInput(
      {
        region: "us-east-2",
        storedBytes: TIB_BYTES,
        operations: [{ name: "r", direction: "read", fileCount: 10, fileSizeBytes: GIB_BYTES }],
      },
      book,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.modelVersion).toBe(MODEL_VERSION);
    expect(result.value.results.map((r) => r.optionId)).toEqual([...OPTION_IDS]);
    for (const r of result.value.results) {
      expect(r.operations).toHaveLength(1);
      expect(r.operations[0]!.durationSecondsPerDay).toBeGreaterThan(0);
      expect(r.monthlyCostUsd.total).toBeCloseTo(
        r.monthlyCostUsd.storage +
          r.monthlyCostUsd.throughput +
          r.monthlyCostUsd.requests +
          r.monthlyCostUsd.provisioned +
          r.monthlyCostUsd.other,
        4,
      );
      expect(r.costLines.reduce((sum, l) => sum + l.usd, 0)).toBeCloseTo(r.monthlyCostUsd.total, 3);
    }
  });

  it("bills a month as 30 days: the period cost scales with days", () => {
    const month = one(storageOnly("efs-standard-elastic"));
    const twoMonths = one({ ...storageOnly("efs-standard-elastic"), days: 60 });
    expect(month.monthlyCostUsd.total).toBeCloseTo(300, 6);
    expect(twoMonths.monthlyCostUsd.total).toBeCloseTo(300, 6);
    expect(twoMonths.periodCostUsd).toBeCloseTo(600, 6);
    expect(line(month, "efs.storage.standard")?.unit).toContain("2^30");
  });
});

describe("estimate: costs", () => {
  it("meters EFS Elastic at 32 KiB per data request and 4 KiB per metadata request: 75k small files cost more than their bytes", () => {
    const option = one({
      ...storageOnly("efs-standard-elastic"),
      operations: [{ name: "kernel", direction: "write", fileCount: KERNEL_FILES, fileSizeBytes: KERNEL_FILE_BYTES }],
    });
    const write = line(option, "efs.elastic.write")!;
    const billedPerDay = (KERNEL_FILES * (32 + 4) * KIB_BYTES) / GIB_BYTES;
    expect(write.quantity).toBeCloseTo(billedPerDay * 30, 4);
    expect(write.quantity).toBeGreaterThan(1.21 * 30 * 2);
    expect(write.usd).toBeCloseTo(billedPerDay * 30 * 0.06, 4);
    expect(option.monthlyCostUsd.throughput).toBeCloseTo(write.usd, 4);
  });

  it("bills EFS Provisioned above storedGB / 20", () => {
    const option = one(storageOnly("efs-standard-provisioned", { throughputMiBps: 500 }));
    expect(line(option, "efs.provisioned.throughput")).toMatchObject({ quantity: 450, usd: 2700 });
    expect(option.monthlyCostUsd.total).toBeCloseTo(3000, 6);
    const covered = one(storageOnly("efs-standard-provisioned", { throughputMiBps: 40 }));
    expect(line(covered, "efs.provisioned.throughput")).toBeUndefined();
  });

  it("bills EFS Infrequent Access storage, reads and re-tiering", () => {
    const option = one({
      ...storageOnly("efs-standard-bursting", { infrequentAccessFraction: 0.5 }),
      operations: [{ name: "read", direction: "read", fileCount: 1, fileSizeBytes: 10 * GIB_BYTES }],
    });
    expect(line(option, "efs.storage.standard")?.usd).toBeCloseTo(150, 6);
    expect(line(option, "efs.storage.ia")?.usd).toBeCloseTo(500 * 0.025, 6);
    expect(line(option, "efs.ia.read")?.quantity).toBeCloseTo(5 * 30, 6);
    expect(line(option, "efs.ia.tiering")?.quantity).toBeCloseTo(5 * 30, 6);
    const elastic = one(storageOnly("efs-standard-elastic", { infrequentAccessFraction: 0.5 }));
    expect(line(elastic, "efs.storage.ia-et")?.usd).toBeCloseTo(500 * 0.016, 6);
  });

  it("bills gp3 IOPS above 3,000 and throughput above 125 MiB/s", () => {
    const option = one(storageOnly("ebs-gp3", { iops: 6000, throughputMiBps: 500 }));
    expect(line(option, "ebs.gp3.iops")).toMatchObject({ quantity: 3000, usd: 15 });
    expect(line(option, "ebs.gp3.throughput")).toMatchObject({ quantity: 375, usd: 15 });
    expect(option.monthlyCostUsd.provisioned).toBeCloseTo(30, 6);
  });

  it("bills io2 IOPS in tiers", () => {
    const option = one(storageOnly("ebs-io2", { iops: 70_000 }));
    expect(option.monthlyCostUsd.provisioned).toBeCloseTo(32_000 * 0.065 + 32_000 * 0.0455 + 6000 * 0.03185, 4);
  });

  it("bills S3 a PUT per file written, multipart parts for files over 5 GiB, a GET per file read", () => {
    const option = one({
      ...storageOnly("s3-standard"),
      operations: [
        { name: "small", direction: "write", fileCount: 1000, fileSizeBytes: 1000 },
        { name: "big", direction: "write", fileCount: 1, fileSizeBytes: 32 * GIB_BYTES },
        { name: "get", direction: "read", fileCount: 1000, fileSizeBytes: 1000, timesPerDay: 2 },
      ],
    });
    const puts = option.costLines.filter((l) => l.priceKey === "s3.requests.tier1");
    expect(puts.map((l) => l.quantity)).toEqual([1000 * 30, (4096 + 2) * 30]);
    expect(line(option, "s3.requests.tier2")?.quantity).toBe(2000 * 30);
  });

  it("bills FSx for Windows storage and throughput capacity by deployment", () => {
    const option = one(storageOnly("fsx-windows", { throughputCapacityMBps: 64 }));
    expect(line(option, "fsx.windows.multiaz.throughput")?.usd).toBeCloseTo(64 * 4.5, 6);
    expect(line(option, "fsx.windows.multiaz.ssd.storage")?.usd).toBeCloseTo(1000 * 0.23, 6);
    const single = one(storageOnly("fsx-windows", { deployment: "singleAz", storageType: "hdd" }));
    expect(single.pricesUnconfirmed).toBe(true);
    expect(line(single, "fsx.windows.singleaz.hdd.storage")?.quantity).toBe(2000);
  });
});

describe("estimate: missing prices", () => {
  it("warns with the missing key, marks the option unpriced and sums the known parts", () => {
    const noHdd: PriceBook = { ...book, prices: { ...book.prices } };
    delete noHdd.prices["fsx.lustre.hdd.40.storage"];
    delete noHdd.prices["fsx.lustre.hdd.ssdcache.storage"];
    const option = one(storageOnly("fsx-lustre-hdd", { throughputPerTiB: 40, ssdCache: true }), noHdd);
    expect(option.priced).toBe(false);
    expect(option.missingPriceKeys.sort()).toEqual(["fsx.lustre.hdd.40.storage", "fsx.lustre.hdd.ssdcache.storage"]);
    expect(option.warnings.some((w) => w.includes("fsx.lustre.hdd.40.storage"))).toBe(true);
    expect(option.monthlyCostUsd.total).toBe(0);
    expect(option.feasible).toBe(true);
  });

  it("still prices what it can when one key of several is missing", () => {
    const partial: PriceBook = { ...book, prices: { ...book.prices } };
    delete partial.prices["efs.elastic.read"];
    const option = one(
      {
        ...storageOnly("efs-standard-elastic"),
        operations: [{ name: "r", direction: "read", fileCount: 1, fileSizeBytes: GIB_BYTES }],
      },
      partial,
    );
    expect(option.priced).toBe(false);
    expect(option.missingPriceKeys).toEqual(["efs.elastic.read"]);
    expect(option.warnings.join(" ")).toContain("efs.elastic.read");
    expect(option.monthlyCostUsd.total).toBeCloseTo(300, 6);
  });
});

describe("estimate: feasibility", () => {
  const twoClients = (id: string): WorkloadInput => ({ ...storageOnly(id), clients: 2 });

  it("does not share a gp3 volume between clients; io1 Multi-Attach reaches 16", () => {
    const gp3 = one(twoClients("ebs-gp3"));
    expect(gp3.feasible).toBe(false);
    expect(gp3.infeasibleReason).toContain("one instance");
    expect(one(twoClients("ebs-io1")).feasible).toBe(true);
    expect(one({ ...storageOnly("ebs-io2"), clients: 17 }).infeasibleReason).toContain("16");
    expect(one(twoClients("efs-standard-elastic")).feasible).toBe(true);
  });
});

describe("estimate: durations and bottlenecks", () => {
  const kernelWrite = {
    name: "kernel",
    direction: "write" as const,
    fileCount: KERNEL_FILES,
    fileSizeBytes: KERNEL_FILE_BYTES,
  };

  it("makes EFS small-file writes latency bound, and faster with concurrency", () => {
    const serial = one({ ...storageOnly("efs-standard-elastic"), operations: [kernelWrite] });
    expect(serial.operations[0]?.bottleneck).toMatch(/^per-file latency: 74,999 files at concurrency 1 \(\d/);
    const parallel = one({ ...storageOnly("efs-standard-elastic"), operations: [{ ...kernelWrite, concurrency: 16 }] });
    expect(parallel.durationSecondsPerDay).toBeLessThan(serial.durationSecondsPerDay / 10);
  });

  it("names gp3 throughput, the instance's EBS bandwidth and st1's 1 MiB accounting", () => {
    const read = [
      { name: "r", direction: "read" as const, fileCount: 4, fileSizeBytes: 32 * GIB_BYTES, concurrency: 4 },
    ];
    expect(one({ ...storageOnly("ebs-gp3"), operations: read }).bottleneck).toBe("gp3 throughput 125 MiB/s");
    const many = [
      { name: "r", direction: "read" as const, fileCount: 16, fileSizeBytes: 8 * GIB_BYTES, concurrency: 16 },
    ];
    const io2 = one({ ...storageOnly("ebs-io2", { iops: 64_000 }), operations: many });
    expect(io2.bottleneck).toBe("instance EBS bandwidth 2,265 MiB/s (c5n.18xlarge)");
    const small = one({
      ...storageOnly("ebs-st1"),
      operations: [
        {
          name: "random 4 KiB",
          direction: "read",
          fileCount: 1,
          fileSizeBytes: GIB_BYTES,
          access: "random",
          ioSizeBytes: 4 * KIB_BYTES,
          concurrency: 8,
        },
      ],
    });
    expect(small.bottleneck).toContain("every I/O counts as 1 MiB");
    // 262,144 I/Os of 4 KiB count as 256 GiB: at best the 500 IOPS limit, over 500 s for 1 GiB.
    expect(small.durationSecondsPerDay).toBeGreaterThan(500);
  });

  it("takes the instance's EBS bandwidth from the options", () => {
    const read = [
      { name: "r", direction: "read" as const, fileCount: 4, fileSizeBytes: 32 * GIB_BYTES, concurrency: 4 },
    ];
    const small = one({ ...storageOnly("ebs-io2", { iops: 64_000 }), operations: read }, book, {
      client: { instanceType: "m5.large", ebsBandwidthMbps: 650, ebsIops: 3600, networkGbps: 10 },
    });
    expect(small.bottleneck).toBe("instance EBS bandwidth 77.5 MiB/s (m5.large)");
    expect(small.durationSecondsPerDay).toBeCloseTo((128 * GIB_BYTES) / ((650e6 / 8) as number), 0);
  });

  it("counts gp2 I/O credits: a 150 GiB volume bursts to 3,000 IOPS until its 5.4M credits run out", () => {
    const option = one({
      ...storageOnly("ebs-gp2", {}, 150 * GIB_BYTES),
      days: 2,
      operations: [
        {
          name: "random",
          direction: "read",
          fileCount: 1,
          fileSizeBytes: 150 * GIB_BYTES,
          access: "random",
          ioSizeBytes: 16 * KIB_BYTES,
          concurrency: 64,
        },
      ],
    });
    expect(option.credits?.label).toBe("gp2 I/O credits");
    expect(option.credits?.capacity).toBe(5_400_000);
    expect(option.credits?.ranOutOnDay).toBe(1);
    expect(option.bottleneck).toBe("gp2 baseline 450 IOPS after credits ran out on day 1");
  });

  it("uses today's 1,500 MiB/s Elastic per-client limit unless told the 2023 per-mount 500 MiB/s", () => {
    const workload = {
      ...storageOnly("efs-standard-elastic"),
      operations: [{ name: "r", direction: "read" as const, fileCount: 1, fileSizeBytes: 150 * GIB_BYTES }],
    };
    expect(one(workload).durationSecondsPerDay).toBeCloseTo((150 * GIB_BYTES) / (1500 * MIB_BYTES), 0);
    expect(one(workload, book, { efsPerClientMiBps: 500 }).durationSecondsPerDay).toBeCloseTo(
      (150 * GIB_BYTES) / (500 * MIB_BYTES),
      0,
    );
  });

  it("serves FSx for Windows reads that fit the memory cache at network speed", () => {
    const read = (gib: number) => ({
      ...storageOnly("fsx-windows", { throughputCapacityMBps: 32 }),
      operations: [{ name: "r", direction: "read" as const, fileCount: 1, fileSizeBytes: gib * GIB_BYTES }],
    });
    expect(one(read(2)).bottleneck).toContain("network burst");
    expect(one(read(100)).bottleneck).toContain("disk");
  });
});
