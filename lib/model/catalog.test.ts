import { describe, expect, it } from "vitest";
import { isPriceKey } from "@/lib/pricing/price-keys";
import { getCatalogOption, listCatalog, validateOptionParams } from "./catalog";
import { OPTION_IDS } from "./option-ids";
import { GIB_BYTES, TIB_BYTES } from "@/lib/units";

const ONE_TIB = { storedBytes: TIB_BYTES };

function rejection(id: string, params: unknown, storedBytes = TIB_BYTES) {
  const result = validateOptionParams(id, params, { storedBytes });
  if (result.ok) throw new Error(`${id} ${JSON.stringify(params)} was accepted`);
  return result.error;
}

function configured(id: string, params: unknown, storedBytes = TIB_BYTES) {
  const result = validateOptionParams(id, params, { storedBytes });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("catalog listing", () => {
  it("lists every option id once, with what GET /api/v1/options needs", () => {
    const listing = listCatalog();
    expect(listing.map((o) => o.id)).toEqual([...OPTION_IDS]);
    for (const option of listing) {
      expect(option.label).toMatch(/\w/);
      expect([
        "efs",
        "ebs",
        "fsx-lustre",
        "fsx-windows",
        "fsx-ontap",
        "fsx-openzfs",
        "s3",
        "s3-files",
        "instance-store",
      ]).toContain(option.family);
      expect(option.paramsJsonSchema.type).toBe("object");
      expect(option.limits.length).toBeGreaterThan(0);
      expect(Array.isArray(option.accessSemantics)).toBe(true);
      for (const limit of option.limits) expect(limit.source, `${option.id} ${limit.name}`).toMatch(/\w/);
      for (const key of option.priceKeys) expect(isPriceKey(key), key).toBe(true);
      expect(option.sources.length).toBeGreaterThan(0);
    }
  });

  it("gives params JSON schemas with defaults and enums", () => {
    const lustre = listCatalog().find((o) => o.id === "fsx-lustre-persistent2")!;
    const properties = lustre.paramsJsonSchema.properties as Record<string, { enum?: number[]; default?: unknown }>;
    expect(properties.throughputPerTiB?.enum).toEqual([125, 250, 500, 1000]);
    expect(lustre.defaultParams).toEqual({ throughputPerTiB: 125, efa: false });
    const gp3 = listCatalog().find((o) => o.id === "ebs-gp3")!;
    expect(gp3.defaultParams).toEqual({ iops: 3000, throughputMiBps: 125 });
  });

  it("marks which options many clients can share, and their durability", () => {
    expect(getCatalogOption("efs-standard-elastic")).toMatchObject({ shared: true, durability: "multiAz" });
    expect(getCatalogOption("efs-onezone-bursting")).toMatchObject({ shared: true, durability: "singleAz" });
    expect(getCatalogOption("ebs-gp3")).toMatchObject({ shared: false, durability: "singleAz" });
    expect(getCatalogOption("s3-standard")).toMatchObject({ shared: true });
    expect(getCatalogOption("nope")).toBeUndefined();
  });
});

describe("invalid combinations are rejected with the rule that forbids them", () => {
  it("Max I/O with Elastic throughput", () => {
    expect(rejection("efs-standard-elastic", { performanceMode: "maxIo" })).toMatchObject({
      code: "efs_max_io_with_elastic",
      path: "params.performanceMode",
    });
    expect(rejection("efs-onezone-elastic", { performanceMode: "maxIo" }).code).toBe("efs_max_io_with_elastic");
  });

  it("Max I/O with One Zone", () => {
    const error = rejection("efs-onezone-bursting", { performanceMode: "maxIo" });
    expect(error.code).toBe("efs_max_io_with_one_zone");
    expect(error.message).toContain("One Zone");
    expect(rejection("efs-onezone-provisioned", { performanceMode: "maxIo" }).code).toBe("efs_max_io_with_one_zone");
  });

  it("accepts Max I/O on Standard Bursting and Provisioned, with a latency warning", () => {
    expect(configured("efs-standard-bursting", { performanceMode: "maxIo" }).warnings.join(" ")).toContain("Max I/O");
    expect(
      configured("efs-standard-provisioned", { performanceMode: "maxIo", throughputMiBps: 200 }).params,
    ).toMatchObject({ throughputMiBps: 200 });
  });

  it("gp3 IOPS over 500 per GiB", () => {
    const error = rejection("ebs-gp3", { iops: 16_000 }, 10 * GIB_BYTES);
    expect(error.code).toBe("gp3_iops_per_gib");
    expect(error.message).toContain("500 IOPS per GiB");
    expect(error.path).toBe("params.iops");
    // 3,000 IOPS are included on any size; 16,000 fit on 32 GiB.
    expect(configured("ebs-gp3", { iops: 3000 }, GIB_BYTES).capacityBytes).toBe(GIB_BYTES);
    expect(configured("ebs-gp3", { iops: 16_000, capacityGiB: 32 }, 10 * GIB_BYTES).params).toMatchObject({
      capacityGiB: 32,
    });
  });

  it("gp3 throughput over 0.25 MiB/s per IOPS", () => {
    expect(rejection("ebs-gp3", { iops: 3000, throughputMiBps: 1000 }).code).toBe("gp3_throughput_per_iops");
  });

  it("io1 over 50 IOPS per GiB, io2 over its maximum", () => {
    expect(rejection("ebs-io1", { iops: 10_000 }, 100 * GIB_BYTES).code).toBe("io1_iops_per_gib");
    const io2 = rejection("ebs-io2", { iops: 300_000 });
    expect(io2.path).toBe("params.iops");
    expect(io2.message).toContain("256,000");
  });

  it("Lustre below its minimum size, or off its capacity steps", () => {
    const below = rejection("fsx-lustre-persistent2", { capacityGiB: 1000 }, 500 * GIB_BYTES);
    expect(below.code).toBe("fsx_lustre_below_minimum_size");
    expect(below.message).toContain("1,200 GiB");
    expect(rejection("fsx-lustre-scratch2", { capacityGiB: 3000 }).code).toBe("fsx_lustre_capacity_step");
    expect(rejection("fsx-lustre-hdd", { throughputPerTiB: 40, capacityGiB: 2400 }).code).toBe(
      "fsx_lustre_capacity_step",
    );
  });

  it("Lustre throughput tiers outside the deployment's list", () => {
    expect(rejection("fsx-lustre-persistent2", { throughputPerTiB: 200 }).message).toContain("125, 250, 500 or 1000");
    expect(rejection("fsx-lustre-persistent1", { throughputPerTiB: 125 }).path).toBe("params.throughputPerTiB");
  });

  it("FSx Windows throughput capacity not in the allowed list, storage below its minimum", () => {
    const error = rejection("fsx-windows", { throughputCapacityMBps: 100 });
    expect(error.code).toBe("fsx_windows_throughput_capacity");
    expect(error.message).toContain("8, 16, 32, 64, 128, 256, 512, 1024, 2048");
    expect(rejection("fsx-windows", { storageType: "hdd", capacityGiB: 1000 }, 100 * GIB_BYTES).code).toBe(
      "fsx_windows_capacity_range",
    );
  });

  it("capacity smaller than the data stored", () => {
    expect(rejection("ebs-st1", { capacityGiB: 500 }).code).toBe("ebs_capacity_below_stored");
    expect(rejection("fsx-lustre-persistent2", { capacityGiB: 1200 }, 2000 * GIB_BYTES).code).toBe(
      "fsx_capacity_below_stored",
    );
  });

  it("unknown parameters and unknown options", () => {
    expect(rejection("ebs-gp2", { iops: 3000 }).code).toBe("unrecognized_keys");
    expect(rejection("efs-standard-bursting", { throughputMiBps: 100 }).code).toBe("unrecognized_keys");
    expect(validateOptionParams("ebs-gp4", {}, ONE_TIB)).toMatchObject({
      ok: false,
      error: { code: "unknown_option", path: "id" },
    });
  });
});

describe("sizing to the stored data", () => {
  it("rounds Lustre SSD up to 1.2 TiB, 2.4 TiB, then 2.4 TiB steps", () => {
    expect(configured("fsx-lustre-persistent2", {}, 1000 * GIB_BYTES).params.capacityGiB).toBe(1200);
    expect(configured("fsx-lustre-persistent2", {}, 1201 * GIB_BYTES).params.capacityGiB).toBe(2400);
    expect(configured("fsx-lustre-scratch2", {}, 2401 * GIB_BYTES).params.capacityGiB).toBe(4800);
    expect(configured("fsx-lustre-scratch2", {}, 0).params.capacityGiB).toBe(1200);
  });

  it("rounds Lustre HDD to 6,000 GiB (12 MB/s/TiB) or 1,800 GiB (40 MB/s/TiB) steps and adds a 20% SSD cache", () => {
    expect(configured("fsx-lustre-hdd", { throughputPerTiB: 12 }, 1000 * GIB_BYTES).params.capacityGiB).toBe(6000);
    const hdd40 = configured("fsx-lustre-hdd", { throughputPerTiB: 40, ssdCache: true }, 2000 * GIB_BYTES);
    expect(hdd40.params.capacityGiB).toBe(3600);
    expect(hdd40.family === "fsx-lustre" && hdd40.deployment !== "intelligentTiering" && hdd40.cacheGiB).toBe(720);
  });

  it("gives FSx Windows at least 32 GiB SSD or 2,000 GiB HDD", () => {
    expect(configured("fsx-windows", {}, GIB_BYTES).params.capacityGiB).toBe(32);
    expect(configured("fsx-windows", { storageType: "hdd" }, GIB_BYTES).params.capacityGiB).toBe(2000);
    expect(configured("fsx-windows", {}, 100 * TIB_BYTES).infeasibleReason).toContain("65,536 GiB");
  });

  it("sizes EBS volumes to whole GiB above the type's minimum, and flags volumes beyond 16 TiB", () => {
    expect(configured("ebs-st1", {}, GIB_BYTES).params.capacityGiB).toBe(125);
    expect(configured("ebs-gp3", {}, 1.5 * GIB_BYTES).params.capacityGiB).toBe(2);
    expect(configured("ebs-gp2", {}, 20 * TIB_BYTES).infeasibleReason).toContain("16,384 GiB");
    expect(configured("ebs-io2", { iops: 3000 }, 20 * TIB_BYTES).infeasibleReason).toBeNull();
  });

  it("chooses io1/io2 default IOPS the volume allows", () => {
    const entry = getCatalogOption("ebs-io1")!;
    expect(entry.defaultParams({ storedBytes: GIB_BYTES })).toEqual({ iops: 200 });
    expect(entry.defaultParams(ONE_TIB)).toEqual({ iops: 3000 });
  });
});
