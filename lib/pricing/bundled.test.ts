import { describe, expect, it } from "vitest";
import { ALL_PRICE_KEYS } from "./price-keys";
import { BUNDLED_SNAPSHOT, bundledPriceBook } from "./bundled";

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

  it("accounts for every price key: priced once or listed as missing", () => {
    const priced = new Set(BUNDLED_SNAPSHOT.prices.map((p) => p.key));
    const missing = new Set(BUNDLED_SNAPSHOT.missing.keys);
    for (const key of ALL_PRICE_KEYS) {
      expect(priced.has(key) !== missing.has(key), key).toBe(true);
    }
    expect(priced.size).toBe(BUNDLED_SNAPSHOT.prices.length);
  });

  it("prices every key in both bundled regions: nothing missing", () => {
    expect(BUNDLED_SNAPSHOT.missing.keys).toEqual([]);
    for (const region of ["us-east-1", "us-east-2"]) {
      const book = bundledPriceBook(region)!;
      expect(ALL_PRICE_KEYS.filter((key) => book.prices[key] === undefined), region).toEqual([]);
    }
  });

  it("gives every figure a source and an as-of date no later than the snapshot's", () => {
    for (const price of BUNDLED_SNAPSHOT.prices) {
      expect(price.source.length, price.key).toBeGreaterThan(10);
      expect(price.asOf <= BUNDLED_SNAPSHOT.asOf, price.key).toBe(true);
    }
    // The snapshot is dated by its newest figures (S3 storage classes, quoted 2026-06-05).
    expect(BUNDLED_SNAPSHOT.asOf).toBe("2026-06-05");
    expect(BUNDLED_SNAPSHOT.prices.some((p) => p.asOf === BUNDLED_SNAPSHOT.asOf)).toBe(true);
  });

  it("marks as confirmed only figures read on an AWS page (S3 Express One Zone from the S3 FAQs)", () => {
    const book = bundledPriceBook("us-east-1")!;
    expect(book.prices["s3.express-one-zone.storage"]).toMatchObject({ usd: "0.11", unconfirmed: false });
    expect(book.prices["s3.express-one-zone.requests.tier1"]).toMatchObject({ usd: "0.00000113", unconfirmed: false });
    expect(book.prices["s3.express-one-zone.requests.tier2"]).toMatchObject({ usd: "0.00000003", unconfirmed: false });
    expect(book.prices["s3.express-one-zone.upload"]?.usd).toBe("0.0032");
    expect(book.prices["s3.express-one-zone.retrieval"]?.usd).toBe("0.0006");
    expect(book.prices["fsx.ontap.singleaz.ssd.storage"]?.unconfirmed).toBe(true);
    expect(book.prices["fsx.lustre.persistent1.200.storage"]?.unconfirmed).toBe(true);
  });

  it("has no price book for a region it does not cover", () => {
    expect(bundledPriceBook("eu-west-1")).toBeNull();
  });
});
