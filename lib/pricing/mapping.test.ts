import { describe, expect, it } from "vitest";
import { BUILT_REGIONS, builtRecords, capturedRecords } from "@/tests/support/pricing-fixtures";
import { parsePriceListEntry } from "./aws-record";
import { BUNDLED_SNAPSHOT } from "./bundled";
import { decimalsEqual } from "./decimal";
import { buildPriceBooks, matchingRows } from "./mapping";
import { MAPPING_TABLE, describeRow } from "./mapping-table";
import { normaliseRecords, type PriceItem } from "./normalise";
import { ALL_PRICE_KEYS, priceKeyDefinition, type PriceKey } from "./price-keys";

function itemsOf(records: unknown[]): PriceItem[] {
  const entries = records.map((record) => {
    const result = parsePriceListEntry(JSON.stringify(record));
    if (!result.ok) throw new Error(result.issue.message);
    return result.entry;
  });
  const { items, issues } = normaliseRecords(entries);
  expect(issues).toEqual([]);
  return items;
}

const fixtureItems = itemsOf(builtRecords());
const META = { snapshotId: "test", asOf: "2024-07-01", regions: BUILT_REGIONS };
const result = buildPriceBooks(fixtureItems, META);

/** An item like `base` with other attributes, for rows no captured or built record covers. */
function variant(base: PriceItem, changes: Partial<PriceItem> & { attributes?: Record<string, string> }): PriceItem {
  return { ...base, ...changes, attributes: { ...base.attributes, ...changes.attributes } };
}

describe("the mapping table", () => {
  it("has exactly one row per price key", () => {
    const keys = MAPPING_TABLE.map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...ALL_PRICE_KEYS].sort());
  });

  it("describes each row's predicate in words", () => {
    const gp3 = MAPPING_TABLE.find((row) => row.key === "ebs.gp3.storage");
    expect(describeRow(gp3!)).toBe(
      'AmazonEC2, family "Storage", usagetype [region-]EBS:VolumeUsage.gp3, volumeApiName = "gp3" if present, first tier -> ebs.gp3.storage',
    );
  });

  it("matches no fixture item with two rows", () => {
    for (const item of fixtureItems)
      expect(matchingRows(item).length, `${item.usageType} ${item.sku}`).toBeLessThanOrEqual(1);
  });
});

describe("buildPriceBooks on the fixture records", () => {
  const bundledPriced = BUNDLED_SNAPSHOT.prices;

  for (const region of BUILT_REGIONS) {
    describe(region, () => {
      for (const bundled of bundledPriced) {
        it(`prices ${bundled.key} as the bundled snapshot does ($${bundled.usd})`, () => {
          const entry = result.books[region]?.prices[bundled.key as PriceKey];
          expect(entry, `no price for ${bundled.key}`).toBeDefined();
          expect(decimalsEqual(entry!.usd, bundled.usd), `${entry!.usd} vs ${bundled.usd}`).toBe(true);
          expect(entry!.region).toBe(region);
          expect(entry!.unconfirmed).toBe(false);
          expect(entry!.source).toMatch(/^AWS Price List API /);
          expect(entry!.asOf).toBe("2024-07-01");
        });
      }

      it("misses exactly the keys the bundled snapshot has no figure for", () => {
        expect([...(result.missingKeys[region] ?? [])].sort()).toEqual([...BUNDLED_SNAPSHOT.missing.keys].sort());
      });
    });
  }

  it("reports what it found but did not map: unmodelled SKUs and later tiers", () => {
    expect(result.unmapped.byReason).toEqual({ "no-row": 4, "later-tier": 4 });
    expect(result.unmapped.count).toBe(8);
    const usageTypes = result.unmapped.examples.map((e) => e.usageType);
    expect(usageTypes).toContain("USE2-EBS:SnapshotArchiveStorage");
    // EFS's $0 "Included" throughput must not become the provisioned throughput price.
    expect(result.unmapped.examples.some((e) => e.usageType === "ProvisionedTP-MiBpsHrs" && e.usd === "0")).toBe(true);
    const laterTier = result.unmapped.examples.find((e) => e.reason === "later-tier");
    expect(laterTier).toMatchObject({ service: "AmazonS3", keys: ["s3.standard.storage"] });
    expect(result.unitMismatches).toEqual([]);
    expect(result.conflicts).toEqual([]);
  });

  it("converts gp3 throughput from per GiBps-month to per MiBps-month, exactly", () => {
    const item = fixtureItems.find((i) => i.usageType === "USE2-EBS:VolumeP-Throughput.gp3");
    expect(item).toMatchObject({ unit: "GiBps-mo", usd: "40.96" });
    const entry = result.books["us-east-2"]?.prices["ebs.gp3.throughput"];
    expect(entry).toMatchObject({ usd: "0.04", unit: "MiBps-Mo" });
    expect(entry?.source).toMatch(/converted per GiB\/s-month to per MiB\/s-month/);
  });

  it("uses the keys' units for every mapped price", () => {
    // Every mapped item was published in its key's unit, except gp3 throughput (converted) and
    // Intelligent-Tiering monitoring, which the real record spells "Objects" (a spelling of Objects-Mo).
    const awsSpelling: Partial<Record<string, string>> = {
      "ebs.gp3.throughput": "GiBps-mo",
      "s3.intelligent-tiering.monitoring": "Objects",
    };
    for (const price of result.mapped) {
      const expected = awsSpelling[price.key] ?? priceKeyDefinition(price.key).unit;
      expect(price.item.unit, price.key).toBe(expected);
      expect(price.converted !== null).toBe(price.key === "ebs.gp3.throughput");
    }
    expect(result.books["us-east-1"]?.prices["efs.storage.standard"]?.unit).toBe("GB-Mo");
    expect(result.books["us-east-1"]?.prices["efs.provisioned.throughput"]?.unit).toBe("MiBps-Mo");
    expect(result.books["us-east-1"]?.prices["ebs.standard.io"]?.usd).toBe("0.00000005");
    expect(result.books["us-east-1"]?.prices["s3.requests.tier2"]?.usd).toBe("0.0000004");
  });
});

describe("buildPriceBooks on the captured real records", () => {
  const captured = itemsOf(capturedRecords());

  it("maps gp3 in af-south-1 and the 2018 io1 record whatever their region prefix", () => {
    const { books, unmapped } = buildPriceBooks(captured, { snapshotId: "captured", asOf: "2024-07-05" });
    expect(unmapped.count).toBe(0);
    expect(books["af-south-1"]?.prices["ebs.gp3.storage"]).toMatchObject({ usd: "0.1047", asOf: "2024-07-05" });
    expect(books["ap-southeast-1"]?.prices["ebs.io1.storage"]).toMatchObject({ usd: "0.138", asOf: "2018-08-08" });
  });

  it("reports items of regions that were not asked for", () => {
    const { unmapped, books } = buildPriceBooks(captured, {
      snapshotId: "x",
      asOf: "2024-07-05",
      regions: ["us-east-1"],
    });
    expect(unmapped.byReason).toEqual({ "other-region": 2 });
    expect(Object.keys(books)).toEqual(["us-east-1"]);
    expect(books["us-east-1"]?.prices).toEqual({});
  });
});

describe("buildPriceBooks refuses to guess", () => {
  const gp3 = fixtureItems.find((i) => i.usageType === "EBS:VolumeUsage.gp3")!;

  it("reports a unit it cannot convert exactly, and leaves the key missing", () => {
    const hourly = variant(gp3, { unit: "Hrs", usd: "0.0001" });
    const built = buildPriceBooks([hourly], { snapshotId: "x", asOf: "2024-07-01" });
    expect(built.unitMismatches).toEqual([
      expect.objectContaining({ key: "ebs.gp3.storage", region: "us-east-1", expectedUnit: "GB-Mo", awsUnit: "Hrs" }),
    ]);
    expect(built.unmapped.byReason).toEqual({ "unit-mismatch": 1 });
    expect(built.missingKeys["us-east-1"]).toContain("ebs.gp3.storage");
  });

  it("reports two different prices for one key and region as a conflict", () => {
    const other = variant(gp3, { sku: "OTHERSKU00000000", usd: "0.09" });
    const built = buildPriceBooks([gp3, other], { snapshotId: "x", asOf: "2024-07-01" });
    expect(built.conflicts).toEqual([
      {
        key: "ebs.gp3.storage",
        region: "us-east-1",
        candidates: [expect.objectContaining({ usd: "0.08" }), expect.objectContaining({ usd: "0.09" })],
      },
    ]);
    expect(built.books["us-east-1"]?.prices["ebs.gp3.storage"]).toBeUndefined();
  });

  it("accepts the same price twice (the same SKU seen by two queries)", () => {
    const built = buildPriceBooks([gp3, { ...gp3 }], { snapshotId: "x", asOf: "2024-07-01" });
    expect(built.conflicts).toEqual([]);
    expect(built.books["us-east-1"]?.prices["ebs.gp3.storage"]?.usd).toBe("0.08");
  });

  it("checks volumeApiName when a record has one", () => {
    const mislabelled = variant(gp3, { attributes: { volumeApiName: "gp2" } });
    expect(matchingRows(mislabelled)).toEqual([]);
  });
});

describe("rows for keys the fixtures do not price (FSx for Lustre, unconfirmed shapes)", () => {
  const scratch = fixtureItems.find(
    (i) => i.attributes["deploymentOption"] === "Scratch_2" && i.region === "us-east-2",
  )!;
  const cases: [PriceKey, Record<string, string>][] = [
    ["fsx.lustre.persistent1.50.storage", { deploymentOption: "Persistent_1", throughputCapacity: "50" }],
    ["fsx.lustre.persistent1.100.storage", { deploymentOption: "PERSISTENT_1", throughputCapacity: "100" }],
    ["fsx.lustre.persistent1.200.storage", { deploymentOption: "Persistent 1", throughputCapacity: "200 MB/s/TiB" }],
    ["fsx.lustre.persistent2.125.storage", { deploymentOption: "Persistent_2", throughputCapacity: "125" }],
    ["fsx.lustre.persistent2.250.storage", { deploymentOption: "Persistent_2", throughputCapacity: "250" }],
    ["fsx.lustre.persistent2.500.storage", { deploymentOption: "Persistent_2", throughputCapacity: "500" }],
    ["fsx.lustre.persistent2.1000.storage", { deploymentOption: "Persistent_2", throughputCapacity: "1000" }],
    [
      "fsx.lustre.hdd.12.storage",
      { deploymentOption: "Persistent_1", storageType: "HDD", throughputCapacity: "12", cacheType: "None" },
    ],
    ["fsx.lustre.hdd.40.storage", { deploymentOption: "Persistent_1", storageType: "HDD", throughputCapacity: "40" }],
    ["fsx.lustre.hdd.ssdcache.storage", { deploymentOption: "Persistent_1", storageType: "SSD", cacheType: "READ" }],
  ];
  for (const [key, attributes] of cases) {
    it(`maps ${JSON.stringify(attributes)} to ${key}`, () => {
      const rows = matchingRows(variant(scratch, { attributes }));
      expect(rows.map((r) => r.key)).toEqual([key]);
    });
  }

  it("takes a Lustre backup for the Lustre backup price, never a storage price", () => {
    const backup = variant(scratch, { usageType: "USE2-BackupUsage", attributes: { usagetype: "USE2-BackupUsage" } });
    expect(matchingRows(backup).map((r) => r.key)).toEqual(["fsx.lustre.backup"]);
  });
});

describe("FSx for ONTAP in the offer files' spellings (no real AmazonFSx record is in the fixtures)", () => {
  const pool = fixtureItems.find((i) => i.attributes["storageType"] === "Capacity pool - Standard")!;
  const throughput = fixtureItems.find(
    (i) => i.attributes["fileSystemType"] === "ONTAP" && i.productFamily === "Provisioned Throughput",
  )!;

  it("reads Single-AZ_2N as the first-generation Single-AZ and prices no second-generation deployment", () => {
    expect(matchingRows(variant(pool, { attributes: { deploymentOption: "Single-AZ_2N" } })).map((r) => r.key)).toEqual(
      ["fsx.ontap.singleaz.capacitypool.storage"],
    );
    expect(matchingRows(variant(pool, { attributes: { deploymentOption: "Multi-AZ" } })).map((r) => r.key)).toEqual([
      "fsx.ontap.multiaz.capacitypool.storage",
    ]);
    for (const second of ["Single-AZ_2N-2", "Multi-AZ-2"]) {
      expect(matchingRows(variant(pool, { attributes: { deploymentOption: second } })), second).toEqual([]);
      expect(matchingRows(variant(throughput, { attributes: { deploymentOption: second } })), second).toEqual([]);
    }
  });

  it("takes throughput published per MiBps-Mo as the per-MBps-month price", () => {
    const mib = variant(throughput, { unit: "MiBps-Mo", attributes: { deploymentOption: "Single-AZ_2N" } });
    const books = buildPriceBooks([mib], { snapshotId: "t", asOf: "2026-11-29", regions: [mib.region] });
    expect(books.books[mib.region]?.prices["fsx.ontap.singleaz.throughput"]?.usd).toBe(mib.usd);
    expect(books.unitMismatches).toEqual([]);
  });
});
