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

  it("has no price book for a region it does not cover", () => {
    expect(bundledPriceBook("eu-west-1")).toBeNull();
  });
});
