import { describe, expect, it } from "vitest";
import { instanceHourlyPrice } from "./instance-prices";
import { ALL_PRICE_KEYS, INSTANCE_PRICE_KEY_PREFIX, PRICED_INSTANCE_TYPES, type PriceKey } from "./price-keys";
import {
  BUNDLED_SNAPSHOT,
  bundledMissingKeys,
  bundledPriceBook,
  bundledSnapshotSchema,
  bundledUnpriced,
} from "./bundled";
import { LOCATION_TO_REGION } from "./regions";

/** The eight most used commercial Regions (issue 38 item 5). */
const EIGHT_REGIONS = [
  "us-east-1",
  "us-east-2",
  "us-west-2",
  "eu-west-1",
  "eu-central-1",
  "ap-southeast-1",
  "ap-northeast-1",
  "ap-south-1",
];

const instancePriceKey = (type: string) => `${INSTANCE_PRICE_KEY_PREFIX}${type}` as PriceKey;

/** "US West (Oregon)" and "us-west-2": how a source may name a Region it was read for. */
function regionNames(region: string): string[] {
  const names = Object.entries(LOCATION_TO_REGION)
    .filter(([, code]) => code === region)
    .map(([name]) => name);
  return [region, ...names, ...names.map((n) => n.replace(/^EU /, "Europe "))];
}

describe("bundled price snapshot", () => {
  it("covers us-east-1 and us-east-2 with the facts-file figures", () => {
    for (const region of ["us-east-1", "us-east-2"]) {
      const book = bundledPriceBook(region);
      expect(book?.prices["efs.storage.standard"]?.usd).toBe("0.30");
      expect(book?.prices["ebs.gp3.storage"]?.usd).toBe("0.08");
      expect(book?.prices["s3.requests.tier1"]?.usd).toBe("0.000005");
      expect(book?.prices["fsx.windows.singleaz.hdd.storage"]?.unconfirmed).toBe(true);
    }
  });

  it("accounts for every price key: priced once per region or listed as missing", () => {
    const priced = new Set(BUNDLED_SNAPSHOT.prices.map((p) => p.key));
    const missing = new Set(BUNDLED_SNAPSHOT.missing.keys);
    for (const key of ALL_PRICE_KEYS) {
      expect(priced.has(key) !== missing.has(key), key).toBe(true);
    }
    const pairs = BUNDLED_SNAPSHOT.prices.flatMap((p) => p.regions.map((region) => `${p.key} ${region}`));
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it("prices every catalog instance type in both regions, read from a public record in us-east-1 and flagged in us-east-2", () => {
    const east1 = bundledPriceBook("us-east-1")!;
    const east2 = bundledPriceBook("us-east-2")!;
    for (const type of PRICED_INSTANCE_TYPES) {
      expect(instanceHourlyPrice(east1, type)?.unconfirmed, type).toBe(false);
      expect(instanceHourlyPrice(east2, type)?.unconfirmed, type).toBe(true);
    }
    expect(instanceHourlyPrice(east1, "m5.large")).toMatchObject({ usd: "0.096", unit: "Hrs", asOf: "2026-07-20" });
    expect(instanceHourlyPrice(east1, "c5n.18xlarge")?.usd).toBe("3.888");
    expect(instanceHourlyPrice(east1, "i4i.large")?.source).toMatch(
      /karpenter-provider-aws, commit 6fc13b5236fd04fd16ff3f9dc7490d0813994099/,
    );
  });

  it("prices every key in both bundled regions: nothing missing", () => {
    expect(BUNDLED_SNAPSHOT.missing.keys).toEqual([]);
    for (const region of ["us-east-1", "us-east-2"]) {
      const book = bundledPriceBook(region)!;
      expect(
        ALL_PRICE_KEYS.filter((key) => book.prices[key] === undefined),
        region,
      ).toEqual([]);
    }
  });

  it("gives every figure a source and an as-of date no earlier than the snapshot's", () => {
    for (const price of BUNDLED_SNAPSHOT.prices) {
      expect(price.source.length, price.key).toBeGreaterThan(10);
      expect(price.asOf >= BUNDLED_SNAPSHOT.asOf, price.key).toBe(true);
    }
    // The snapshot is dated by its oldest figures (the 2024-07 records), so its date never flatters.
    expect(BUNDLED_SNAPSHOT.asOf).toBe("2024-07-01");
    expect(BUNDLED_SNAPSHOT.prices.some((p) => p.asOf === BUNDLED_SNAPSHOT.asOf)).toBe(true);
  });

  it("shows users AWS pages and public records as sources, never an internal file", () => {
    for (const price of BUNDLED_SNAPSHOT.prices) {
      expect(price.source, price.key).not.toMatch(/facts file|shared\/reference|FACTS\.md/);
      expect(price.source, price.key).toMatch(/https:\/\/aws\.amazon\.com\/|aws\.amazon\.com\//);
    }
  });

  it("explains every unconfirmed figure in its source", () => {
    for (const price of BUNDLED_SNAPSHOT.prices.filter((p) => p.unconfirmed)) {
      expect(price.source, price.key).toMatch(/unconfirmed|recalled|quoted|third-party|not read|not seen|no .*record/i);
    }
  });

  it("marks as confirmed only figures read on an AWS page or in a public AWS Price List record", () => {
    const book = bundledPriceBook("us-east-1")!;
    expect(book.prices["s3.express-one-zone.storage"]).toMatchObject({ usd: "0.11", unconfirmed: false });
    expect(book.prices["s3.express-one-zone.requests.tier1"]).toMatchObject({ usd: "0.00000113", unconfirmed: false });
    expect(book.prices["s3.express-one-zone.requests.tier2"]).toMatchObject({ usd: "0.00000003", unconfirmed: false });
    expect(book.prices["s3.express-one-zone.upload"]?.usd).toBe("0.0032");
    expect(book.prices["s3.express-one-zone.retrieval"]?.usd).toBe("0.0006");
    // Read in AWS Price List records (infracost's us-east-1 golden files; an ONTAP sizing tool's offer-file output).
    expect(book.prices["s3.glacier-deep-archive.storage"]).toMatchObject({ usd: "0.00099", unconfirmed: false });
    expect(book.prices["efs.storage.onezone-ia"]).toMatchObject({ usd: "0.0133", unconfirmed: false });
    expect(book.prices["fsx.ontap.singleaz.ssd.storage"]).toMatchObject({ usd: "0.125", unconfirmed: false });
    expect(book.prices["fsx.openzfs.singleaz.throughput"]).toMatchObject({ usd: "0.26", unconfirmed: false });
    // Corrected from us-west-2 records, still unconfirmed for US East.
    expect(book.prices["fsx.lustre.persistent1.50.storage"]).toMatchObject({ usd: "0.14", unconfirmed: true });
    expect(book.prices["fsx.lustre.persistent1.100.storage"]).toMatchObject({ usd: "0.19", unconfirmed: true });
    expect(book.prices["fsx.lustre.persistent1.200.storage"]?.unconfirmed).toBe(true);
  });

  it("has no price book for a region it does not cover", () => {
    expect(bundledPriceBook("sa-east-1")).toBeNull();
  });

  it("bundles the eight most used commercial Regions", () => {
    expect([...BUNDLED_SNAPSHOT.regions].sort()).toEqual([...EIGHT_REGIONS].sort());
    for (const region of EIGHT_REGIONS) expect(bundledPriceBook(region), region).not.toBeNull();
  });

  it("gives every Region its EC2 catalog, or names each instance it cannot price there with why", () => {
    for (const region of EIGHT_REGIONS) {
      const book = bundledPriceBook(region)!;
      const unpriced = bundledUnpriced(region);
      for (const type of PRICED_INSTANCE_TYPES) {
        const key = instancePriceKey(type);
        if (book.prices[key]) continue;
        expect(unpriced?.keys, `${region} ${type}`).toContain(key);
        expect(unpriced?.reason, region).toMatch(/not copied/);
        expect(
          unpriced?.searches.some((s) => /InitialOnDemandPricesAWS/.test(s)),
          region,
        ).toBe(true);
      }
    }
    // us-east-1 is read from the generated Price List table; no other Region is silently given its figures.
    expect(PRICED_INSTANCE_TYPES.every((t) => bundledPriceBook("us-east-1")!.prices[instancePriceKey(t)])).toBe(true);
  });

  it("copies no figure silently from one Region to another: each names its own Region, read there or taken equal with why", () => {
    for (const price of BUNDLED_SNAPSHOT.prices) {
      for (const region of price.regions.filter((r) => r !== "us-east-1")) {
        const names = regionNames(region);
        expect(
          names.some((n) => price.source.includes(n)),
          `${price.key} in ${region}`,
        ).toBe(true);
      }
      // A single-Region figure taken from another Region's record is flagged, never passed off as read.
      if (price.regions.length === 1 && /taken equal/i.test(price.source))
        expect(price.unconfirmed, price.key).toBe(true);
    }
  });

  it("prices a Region only with figures read for it: none yet outside US East", () => {
    for (const region of ["us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-1", "ap-northeast-1", "ap-south-1"]) {
      expect(Object.keys(bundledPriceBook(region)!.prices), region).toEqual([]);
      expect(bundledUnpriced(region)?.keys, region).toHaveLength(ALL_PRICE_KEYS.length);
    }
  });

  it("lists each Region's unpriced keys for the database, and refuses an undeclared or contradictory gap", () => {
    const missing = bundledMissingKeys();
    expect(missing["us-east-1"]).toEqual([]);
    expect(missing["eu-central-1"]).toHaveLength(ALL_PRICE_KEYS.length);
    const withoutReason = { ...BUNDLED_SNAPSHOT, unpricedByRegion: undefined };
    expect(bundledSnapshotSchema.safeParse(withoutReason).error?.issues).toHaveLength(6 * ALL_PRICE_KEYS.length);
    const contradictory = structuredClone(BUNDLED_SNAPSHOT);
    contradictory.prices.push({ ...contradictory.prices[0]!, key: "efs.storage.standard", regions: ["us-west-2"] });
    expect(bundledSnapshotSchema.safeParse(contradictory).error?.issues.map((i) => i.message)).toEqual([
      "efs.storage.standard is priced in us-west-2 and also listed as unpriced",
    ]);
    // A snapshot from before per-Region gaps (every key priced in every Region) still reads.
    const older = {
      ...BUNDLED_SNAPSHOT,
      regions: ["us-east-1"],
      unpricedByRegion: undefined,
      prices: BUNDLED_SNAPSHOT.prices.filter((p) => p.regions.includes("us-east-1")),
    };
    expect(bundledSnapshotSchema.safeParse(older).success).toBe(true);
  });
});
