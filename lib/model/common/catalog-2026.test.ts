import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { ALL_PRICE_KEYS, type PriceBook } from "@/lib/pricing/price-keys";
import { backupStoredGiB } from "./backup";
import { CATALOG, getCatalogOption, listCatalog, validateOptionParams } from "../catalog";
import { estimateFromInput as estimate } from "../estimate";
import type { OptionEstimate } from "../estimate-types";
import { GP3_MAX_IOPS, GP3_MAX_MIBPS, EBS_SIZE_GIB, IO2_MAX_IOPS, IO2_MAX_MIBPS } from "../ebs/limits";
import { FSX_SSD_INCLUDED_IOPS_PER_GIB, LUSTRE_IT_THROUGHPUT_STEP_MBPS } from "../fsx/server-limits";
import { S3_CLASSES, s3ClassSpec, S3_MIN_BILLABLE_OBJECT_BYTES } from "../s3/classes";
import { instanceStoreRow } from "../../ec2/instance-store";
import { GIB_BYTES, KIB_BYTES, MIB_BYTES, TIB_BYTES } from "@/lib/units";
import type { WorkloadInput } from "../workload-schema";

/**
 * The 2026 catalog on AWS-documented numbers: gp3's September 2025 maximums, ONTAP's 3
 * SSD IOPS per GiB, S3 Express One Zone's request prices, the S3 classes' minimum
 * durations and sizes, Glacier restore times, Lustre Intelligent-Tiering's 4,000 MB/s steps.
 */

const books: Record<string, PriceBook> = {
  "us-east-1": bundledPriceBook("us-east-1")!,
  "us-east-2": bundledPriceBook("us-east-2")!,
};

function one(workload: Omit<WorkloadInput, "region">, region = "us-east-1"): OptionEstimate {
  const result = estimate({ ...workload, region }, books[region]!);
  if (!result.ok) throw new Error(`${result.error.path}: ${result.error.message}`);
  return result.value.results[0]!;
}

function configured(id: string, params: unknown, storedBytes = TIB_BYTES) {
  const result = validateOptionParams(id, params, { storedBytes });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function rejection(id: string, params: unknown, storedBytes = TIB_BYTES) {
  const result = validateOptionParams(id, params, { storedBytes });
  if (result.ok) throw new Error(`${id} accepted ${JSON.stringify(params)}`);
  return result.error;
}

const line = (o: OptionEstimate, key: string) => o.costLines.filter((l) => l.priceKey === key);

describe("the catalog", () => {
  it("has at least 30 options, and every option's prices exist in both bundled regions", () => {
    expect(CATALOG.length).toBeGreaterThanOrEqual(30);
    for (const region of ["us-east-1", "us-east-2"]) {
      for (const entry of CATALOG) {
        for (const key of entry.priceKeys)
          expect(books[region]!.prices[key], `${region} ${entry.id} ${key}`).toBeDefined();
      }
      expect(ALL_PRICE_KEYS.filter((k) => books[region]!.prices[k] === undefined)).toEqual([]);
    }
  });

  it("prices every option at its defaults with no missing key, in both regions", () => {
    for (const region of ["us-east-1", "us-east-2"]) {
      const result = estimate(
        {
          region,
          storedBytes: TIB_BYTES,
          operations: [{ name: "r", direction: "read", fileCount: 100, fileSizeBytes: 100 * MIB_BYTES }],
          options: CATALOG.map((e) => ({ id: e.id })),
        },
        books[region]!,
      );
      if (!result.ok) throw new Error(result.error.message);
      for (const r of result.value.results) expect(r.missingPriceKeys, `${region} ${r.optionId}`).toEqual([]);
    }
  });

  it("lists each limit with a source for GET /api/v1/options, and Mountpoint's rules on every S3 class", () => {
    for (const option of listCatalog()) {
      for (const limit of option.limits) expect(limit.source.length, `${option.id} ${limit.name}`).toBeGreaterThan(10);
      if (option.family === "s3") {
        const ops = option.accessSemantics.filter((s) => s.when.accessMethod === "mountpoint");
        expect(ops.find((s) => s.operation === "random-write")?.allowed).toBe(false);
        expect(ops.find((s) => s.operation === "rename")?.allowed).toBe(option.id === "s3-express-one-zone");
        expect(ops.find((s) => s.operation === "append")?.allowed).toBe(option.id === "s3-express-one-zone");
      }
    }
  });
});

describe("EBS limits as AWS documents them now", () => {
  it("gp3: 64 TiB, 80,000 IOPS, 2,000 MiB/s since September 2025; 500 IOPS per GiB and 0.25 MiB/s per IOPS still hold", () => {
    expect(EBS_SIZE_GIB.gp3.maxGiB).toBe(64 * 1024);
    expect(GP3_MAX_IOPS).toBe(80_000);
    expect(GP3_MAX_MIBPS).toBe(2000);
    expect(
      configured("ebs-gp3", { iops: 80_000, throughputMiBps: 2000, capacityGiB: 160 }, 100 * GIB_BYTES).params,
    ).toMatchObject({ iops: 80_000, throughputMiBps: 2000 });
    expect(rejection("ebs-gp3", { iops: 80_001, capacityGiB: 1000 }).path).toBe("params.iops");
    expect(rejection("ebs-gp3", { iops: 8000, throughputMiBps: 2001 }).path).toBe("params.throughputMiBps");
    expect(rejection("ebs-gp3", { iops: 7999, throughputMiBps: 2000 }).code).toBe("gp3_throughput_per_iops");
    expect(rejection("ebs-gp3", { iops: 80_000 }, 100 * GIB_BYTES).code).toBe("gp3_iops_per_gib");
    // A 20 TiB gp3 volume is one volume now.
    expect(configured("ebs-gp3", {}, 20 * TIB_BYTES).infeasibleReason).toBeNull();
  });

  it("io2 Block Express: 256,000 IOPS, 4,000 MiB/s, 64 TiB, 1,000 IOPS per GiB", () => {
    expect([IO2_MAX_IOPS, IO2_MAX_MIBPS, EBS_SIZE_GIB.io2.maxGiB]).toEqual([256_000, 4000, 65_536]);
    expect(getCatalogOption("ebs-io2")!.limits.map((l) => l.name)).toEqual(
      expect.arrayContaining(["Block Express volume size", "durability"]),
    );
    expect(rejection("ebs-io2", { iops: 256_000, capacityGiB: 255 }, 100 * GIB_BYTES).code).toBe("io2_iops_per_gib");
  });
});

describe("backups as an optional cost line", () => {
  it("holds a full copy plus each day's changes for the retention period", () => {
    expect(backupStoredGiB(100 * GIB_BYTES, { retentionDays: 30, dailyChangePct: 2 })).toBeCloseTo(160, 9);
  });

  it("bills EBS snapshots, AWS Backup for EFS and FSx backups at their prices", () => {
    const backup = { retentionDays: 7, dailyChangePct: 10 };
    const gp3 = one({ storedBytes: 100 * GIB_BYTES, options: [{ id: "ebs-gp3", params: { backup } }] });
    expect(line(gp3, "ebs.snapshot.storage")[0]).toMatchObject({ quantity: 170, usdPerUnit: 0.05, usd: 8.5 });
    const efs = one({ storedBytes: 100 * GIB_BYTES, options: [{ id: "efs-standard-elastic", params: { backup } }] });
    expect(line(efs, "efs.backup.warm")[0]?.usd).toBeCloseTo(8.5, 6);
    const ontap = one({ storedBytes: 100 * GIB_BYTES, options: [{ id: "fsx-ontap", params: { backup } }] });
    expect(line(ontap, "fsx.ontap.backup")).toHaveLength(1);
    expect(line(one({ storedBytes: 100 * GIB_BYTES, options: [{ id: "ebs-gp3" }] }), "ebs.snapshot.storage")).toEqual(
      [],
    );
    expect(rejection("fsx-lustre-scratch2", { backup }).code).toBe("unrecognized_keys");
  });
});

describe("EFS Archive", () => {
  it("bills the archive share at the Archive price, Regional Elastic only", () => {
    const o = one({
      storedBytes: 1000 * GIB_BYTES,
      options: [{ id: "efs-standard-elastic", params: { archiveFraction: 0.5 } }],
    });
    expect(line(o, "efs.storage.archive")[0]).toMatchObject({ quantity: 500, usdPerUnit: 0.008 });
    expect(line(o, "efs.storage.standard")[0]?.quantity).toBe(500);
    expect(rejection("efs-standard-bursting", { archiveFraction: 0.1 }).code).toBe("efs_archive_needs_elastic");
    expect(rejection("efs-onezone-elastic", { archiveFraction: 0.1 }).code).toBe("efs_archive_with_one_zone");
    expect(rejection("efs-standard-elastic", { archiveFraction: 0.6, infrequentAccessFraction: 0.6 }).code).toBe(
      "efs_tier_fractions_above_one",
    );
  });
});

describe("S3 storage classes", () => {
  it("minimum storage durations and sizes as the S3 User Guide states them", () => {
    const days = Object.fromEntries(S3_CLASSES.map((c) => [c.storageClass, c.minStorageDays]));
    expect(days).toMatchObject({
      standard: 0,
      "intelligent-tiering": 0,
      "standard-ia": 30,
      "onezone-ia": 30,
      "glacier-instant": 90,
      "glacier-flexible": 90,
      "glacier-deep-archive": 180,
    });
    expect(S3_MIN_BILLABLE_OBJECT_BYTES).toBe(128 * KIB_BYTES);
    expect(s3ClassSpec("glacier-deep-archive").restoreTiers?.standard?.seconds).toBe(12 * 3600);
    expect(s3ClassSpec("glacier-deep-archive").restoreTiers?.bulk?.seconds).toBe(48 * 3600);
    expect(s3ClassSpec("glacier-flexible").restoreTiers?.expedited?.text).toBe("1-5 minutes");
  });

  it("bills objects deleted early for the minimum duration: Deep Archive objects kept 30 days pay 180", () => {
    const o = one({
      storedBytes: 1000 * GIB_BYTES,
      options: [
        { id: "s3-glacier-deep-archive", params: { objectLifetimeDays: 30, averageObjectBytes: 100 * MIB_BYTES } },
      ],
    });
    const storage = line(o, "s3.glacier-deep-archive.storage");
    const total = storage.reduce((sum, l) => sum + l.quantity, 0);
    // 1,000 GiB x 180/30, plus 32 KiB of metadata per object.
    expect(total).toBeCloseTo(6000 + (10_240 * 32) / (1024 * 1024), 3);
    expect(o.warnings.join(" ")).toMatch(/180-day minimum/);
  });

  it("bills small objects at 128 KB in Standard-IA", () => {
    const o = one({
      storedBytes: 64 * GIB_BYTES,
      options: [{ id: "s3-standard-ia", params: { averageObjectBytes: 32 * KIB_BYTES } }],
    });
    expect(line(o, "s3.standard-ia.storage")[0]?.quantity).toBeCloseTo(256, 9);
  });

  it("charges S3 Express One Zone's request, upload and retrieval prices (AWS S3 FAQ example 1)", () => {
    // AWS: 10 GB stored, 1,000,000 PUTs and 9,000,000 GETs of 10 KB in a month: $1.10 + $1.13 + $0.27 + $0.03 + $0.05.
    // The model counts per day x 30: the same requests every day cost 30 times the example's request lines.
    const o = one({
      storedBytes: 10 * GIB_BYTES,
      operations: [
        { name: "writes", direction: "write", fileCount: 1_000_000, fileSizeBytes: 10 * KIB_BYTES },
        { name: "reads", direction: "read", fileCount: 9_000_000, fileSizeBytes: 10 * KIB_BYTES },
      ],
      options: [{ id: "s3-express-one-zone" }],
    });
    expect(line(o, "s3.express-one-zone.storage")[0]?.usd).toBeCloseTo(1.1, 6);
    expect(line(o, "s3.express-one-zone.requests.tier1")[0]!.usd / 30).toBeCloseTo(1.13, 6);
    expect(line(o, "s3.express-one-zone.requests.tier2")[0]!.usd / 30).toBeCloseTo(0.27, 6);
    expect(line(o, "s3.express-one-zone.upload")[0]!.usd / 30).toBeCloseTo(0.0305, 4);
    expect(line(o, "s3.express-one-zone.retrieval")[0]!.usd / 30).toBeCloseTo(0.0515, 4);
  });

  it("charges Intelligent-Tiering's monitoring per object and each tier's price, with no retrieval fee", () => {
    const o = one({
      storedBytes: 1000 * GIB_BYTES,
      operations: [{ name: "r", direction: "read", fileCount: 10, fileSizeBytes: GIB_BYTES }],
      options: [{ id: "s3-intelligent-tiering", params: { infrequentFraction: 0.5, archiveInstantFraction: 0.25 } }],
    });
    expect(line(o, "s3.intelligent-tiering.monitoring")[0]).toMatchObject({ quantity: 1000 * 1024, usd: 2.56 });
    expect(line(o, "s3.intelligent-tiering.infrequent.storage")[0]?.quantity).toBe(500);
    expect(line(o, "s3.intelligent-tiering.archive-instant.storage")[0]?.quantity).toBe(250);
    expect(rejection("s3-intelligent-tiering", { infrequentFraction: 0.8, archiveInstantFraction: 0.3 }).code).toBe(
      "s3_it_fractions_above_one",
    );
  });

  it("makes Glacier reads wait for their restore: a cold archive read a few times a year", () => {
    const read = { name: "restore", direction: "read" as const, fileCount: 100, fileSizeBytes: GIB_BYTES };
    const deep = one({
      storedBytes: 100 * TIB_BYTES,
      operations: [read],
      options: [{ id: "s3-glacier-deep-archive", params: { averageObjectBytes: GIB_BYTES } }],
    });
    expect(deep.durationSecondsPerDay).toBeGreaterThan(12 * 3600);
    expect(line(deep, "s3.glacier-deep-archive.restore.standard")[0]?.quantity).toBe(3000);
    const bulk = one({
      storedBytes: 100 * TIB_BYTES,
      operations: [read],
      options: [{ id: "s3-glacier-deep-archive", params: { retrievalTier: "bulk", averageObjectBytes: GIB_BYTES } }],
    });
    expect(bulk.durationSecondsPerDay).toBeGreaterThan(48 * 3600);
    expect(rejection("s3-glacier-deep-archive", { retrievalTier: "expedited" }).path).toBe("params.retrievalTier");
    expect(rejection("s3-glacier-flexible", { accessMethod: "mountpoint" }).code).toBe("s3_mountpoint_archive");
  });

  it("splits large objects into 8 MiB parts with CRT or Mountpoint, and cannot write randomly through Mountpoint", () => {
    const write = { name: "w", direction: "write" as const, fileCount: 10, fileSizeBytes: 80 * MIB_BYTES };
    const sdk = one({ storedBytes: TIB_BYTES, operations: [write], options: [{ id: "s3-standard" }] });
    const crt = one({
      storedBytes: TIB_BYTES,
      operations: [write],
      options: [{ id: "s3-standard", params: { accessMethod: "crt" } }],
    });
    expect(line(sdk, "s3.requests.tier1")[0]?.quantity).toBe(10 * 30);
    expect(line(crt, "s3.requests.tier1")[0]?.quantity).toBe(10 * (10 + 2) * 30);
    expect(crt.durationSecondsPerDay).toBeLessThan(sdk.durationSecondsPerDay);
    const random = one({
      storedBytes: TIB_BYTES,
      operations: [{ ...write, access: "random" }],
      options: [{ id: "s3-standard", params: { accessMethod: "mountpoint" } }],
    });
    expect(random.feasible).toBe(false);
    expect(random.infeasibleReason).toMatch(/random offsets/);
  });
});

describe("FSx for NetApp ONTAP", () => {
  it("includes 3 SSD IOPS per GiB and bills only the provisioned IOPS above them", () => {
    expect(FSX_SSD_INCLUDED_IOPS_PER_GIB).toBe(3);
    const included = one({ storedBytes: 2000 * GIB_BYTES, options: [{ id: "fsx-ontap" }] });
    expect(included.params).toMatchObject({ ssdCapacityGiB: 2000, ssdIops: 6000 });
    expect(line(included, "fsx.ontap.multiaz.ssd.iops")).toEqual([]);
    const more = one({ storedBytes: 2000 * GIB_BYTES, options: [{ id: "fsx-ontap", params: { ssdIops: 10_000 } }] });
    expect(line(more, "fsx.ontap.multiaz.ssd.iops")[0]?.quantity).toBe(4000);
    expect(rejection("fsx-ontap", { ssdIops: 5000 }, 2000 * GIB_BYTES).code).toBe("fsx_ontap_iops_below_included");
  });

  it("tiers cold data to the capacity pool, billed as used, with tens of ms latency", () => {
    const o = one({
      storedBytes: 10_000 * GIB_BYTES,
      operations: [{ name: "r", direction: "read", fileCount: 100, fileSizeBytes: 10 * MIB_BYTES }],
      options: [{ id: "fsx-ontap", params: { capacityPoolFraction: 0.8, deployment: "singleAz1" } }],
    });
    expect(o.params).toMatchObject({ ssdCapacityGiB: 2000 });
    expect(line(o, "fsx.ontap.singleaz.capacitypool.storage")[0]?.quantity).toBeCloseTo(8000, 6);
    expect(line(o, "fsx.ontap.capacitypool.requests.read")[0]?.quantity).toBe(Math.ceil(1000 * 0.8) * 30);
  });

  it("enforces throughput tiers per deployment and HA pairs on Single-AZ 2 only", () => {
    expect(rejection("fsx-ontap", { throughputCapacityMBps: 384 }).code).toBe("fsx_ontap_throughput_capacity");
    expect(configured("fsx-ontap", { deployment: "multiAz2", throughputCapacityMBps: 384 }).id).toBe("fsx-ontap");
    expect(rejection("fsx-ontap", { haPairs: 2 }).code).toBe("fsx_ontap_ha_pairs");
    const scaleOut = one({
      storedBytes: 10 * TIB_BYTES,
      options: [{ id: "fsx-ontap", params: { deployment: "singleAz2", throughputCapacityMBps: 3072, haPairs: 4 } }],
    });
    expect(line(scaleOut, "fsx.ontap.singleaz.throughput")[0]?.quantity).toBe(4 * 3072);
    expect(getCatalogOption("fsx-ontap")!.sharedNote).toMatch(/NFS, SMB and iSCSI/);
  });
});

describe("FSx for OpenZFS and the Intelligent-Tiering file systems", () => {
  it("OpenZFS: 3 SSD IOPS per GiB included, deployments' throughput tiers", () => {
    const o = one({ storedBytes: 500 * GIB_BYTES, options: [{ id: "fsx-openzfs" }] });
    expect(o.params).toMatchObject({ ssdCapacityGiB: 500, ssdIops: 1500, throughputCapacityMBps: 256 });
    expect(rejection("fsx-openzfs", { deployment: "singleAz2", throughputCapacityMBps: 256 }).code).toBe(
      "fsx_openzfs_throughput_capacity",
    );
  });

  it("OpenZFS Intelligent-Tiering: data billed per tier as stored, reads outside the cache pay tens of ms", () => {
    const read = { name: "r", direction: "read" as const, fileCount: 1000, fileSizeBytes: MIB_BYTES };
    const noCache = one({
      storedBytes: TIB_BYTES,
      operations: [read],
      options: [{ id: "fsx-openzfs-intelligent-tiering", params: { archiveFraction: 0.5 } }],
    });
    const cache = one({
      storedBytes: TIB_BYTES,
      operations: [read],
      options: [{ id: "fsx-openzfs-intelligent-tiering", params: { archiveFraction: 0.5, readCacheGiB: 100 } }],
    });
    expect(line(noCache, "fsx.openzfs.it.archive.storage")[0]?.quantity).toBe(512);
    expect(cache.durationSecondsPerDay).toBeLessThan(noCache.durationSecondsPerDay);
  });

  it("Lustre Intelligent-Tiering: throughput capacity in 4,000 MB/s steps", () => {
    expect(LUSTRE_IT_THROUGHPUT_STEP_MBPS).toBe(4000);
    expect(rejection("fsx-lustre-intelligent-tiering", { throughputCapacityMBps: 6000 }).code).toBe(
      "fsx_lustre_it_throughput_capacity",
    );
    const o = one({
      storedBytes: 100 * TIB_BYTES,
      options: [{ id: "fsx-lustre-intelligent-tiering", params: { throughputCapacityMBps: 8000 } }],
    });
    expect(line(o, "fsx.lustre.it.throughput")[0]?.quantity).toBe(8000);
    expect(line(o, "fsx.lustre.it.frequent.storage")[0]?.quantity).toBe(100 * 1024);
  });

  it("prices every Lustre deployment and tier: no configuration is left unpriced", () => {
    const configs: [string, Record<string, unknown>][] = [
      ["fsx-lustre-scratch2", {}],
      ...[50, 100, 200].map((t): [string, Record<string, unknown>] => [
        "fsx-lustre-persistent1",
        { throughputPerTiB: t },
      ]),
      ...[125, 250, 500, 1000].map((t): [string, Record<string, unknown>] => [
        "fsx-lustre-persistent2",
        { throughputPerTiB: t },
      ]),
      ...[12, 40].flatMap((t): [string, Record<string, unknown>][] => [
        ["fsx-lustre-hdd", { throughputPerTiB: t }],
        ["fsx-lustre-hdd", { throughputPerTiB: t, ssdCache: true }],
      ]),
      ["fsx-lustre-intelligent-tiering", {}],
    ];
    for (const [id, params] of configs)
      expect(
        one({ storedBytes: TIB_BYTES, options: [{ id: id as never, params }] }).priced,
        `${id} ${JSON.stringify(params)}`,
      ).toBe(true);
  });
});

describe("EC2 instance store", () => {
  it("takes capacity and IOPS from the instance size, has no durability and no storage price", () => {
    expect(instanceStoreRow("i4i.large")).toMatchObject({
      drives: 1,
      driveGB: 468,
      readIops: 50_000,
      writeIops: 27_500,
    });
    const o = one({ storedBytes: 1000 * GIB_BYTES, options: [{ id: "ec2-instance-store" }] });
    expect(o.params).toMatchObject({ instanceType: "i4i.2xlarge" });
    expect(o.monthlyCostUsd.total).toBe(0);
    expect(o.warnings.join(" ")).toMatch(/No durability/);
    expect(o.warnings.join(" ")).toMatch(/included in the i4i.2xlarge instance-hour price/);
    const shared = estimate(
      { region: "us-east-1", storedBytes: GIB_BYTES, clients: 2, options: [{ id: "ec2-instance-store" }] },
      books["us-east-1"]!,
    );
    expect(shared.ok && shared.value.results[0]?.feasible).toBe(false);
  });

  it("random 4 KiB reads run at the instance's quoted IOPS", () => {
    const reads = {
      name: "r",
      direction: "read" as const,
      fileCount: 1,
      fileSizeBytes: 4 * GIB_BYTES,
      access: "random" as const,
      ioSizeBytes: 4 * KIB_BYTES,
      concurrency: 256,
    };
    const o = one({
      storedBytes: 400 * GIB_BYTES,
      operations: [reads],
      options: [{ id: "ec2-instance-store", params: { instanceType: "i4i.large" } }],
    });
    // 1,048,576 reads at 50,000 IOPS.
    expect(o.durationSecondsPerDay).toBeCloseTo(1_048_576 / 50_000, 0);
  });
});
