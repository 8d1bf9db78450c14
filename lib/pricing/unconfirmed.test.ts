import { describe, expect, it } from "vitest";
import { BUNDLED_SNAPSHOT, bundledPriceBook } from "./bundled";
import type { PriceBook } from "./price-keys";
import { countUnconfirmed, countUnconfirmedLines, describeUnconfirmed, figureDates } from "./unconfirmed";

const entry = (usd: string, unconfirmed: boolean, asOf: string) => ({
  key: "ebs.gp3.storage" as const,
  region: "us-east-1",
  usd,
  unit: "GB-Mo" as const,
  unconfirmed,
  source: "s",
  asOf,
});
const book: PriceBook = {
  snapshotId: "s",
  asOf: "2024-07-01",
  region: "us-east-1",
  prices: {
    "ebs.gp3.storage": entry("0.08", false, "2024-07-01"),
    "ebs.gp3.iops": { ...entry("0.005", true, "2026-09-29"), key: "ebs.gp3.iops" },
  },
};

describe("unconfirmed prices, counted plainly", () => {
  it("counts the priced keys asked about and how many are unconfirmed, ignoring keys without a price", () => {
    expect(countUnconfirmed(book, ["ebs.gp3.storage", "ebs.gp3.iops", "ebs.gp2.storage"])).toEqual({
      unconfirmed: 1,
      total: 2,
    });
    expect(countUnconfirmed(book, ["ebs.gp3.storage", "ebs.gp3.storage"])).toEqual({ unconfirmed: 0, total: 1 });
  });

  it("says it in words: 'N of M prices unconfirmed'", () => {
    expect(describeUnconfirmed({ unconfirmed: 3, total: 12 })).toBe("3 of 12 prices unconfirmed");
    expect(describeUnconfirmed({ unconfirmed: 0, total: 1 })).toBe("0 of 1 price unconfirmed");
  });

  it("counts a cost's lines once per price key", () => {
    const lines = [
      { priceKey: "a", unconfirmed: false },
      { priceKey: "a", unconfirmed: true },
      { priceKey: "b", unconfirmed: false },
    ];
    expect(countUnconfirmedLines(lines)).toEqual({ unconfirmed: 1, total: 2 });
  });

  it("gives the oldest and newest date of the figures", () => {
    expect(figureDates(book)).toEqual({ oldest: "2024-07-01", newest: "2026-09-29" });
    expect(figureDates(book, ["ebs.gp2.storage"])).toBeNull();
  });

  it("on the bundled snapshot: us-east-1 says how many of its prices are unconfirmed, and the snapshot is dated by its oldest figure", () => {
    const bundled = bundledPriceBook("us-east-1")!;
    const count = countUnconfirmed(bundled);
    expect(count.total).toBe(BUNDLED_SNAPSHOT.prices.filter((p) => p.regions.includes("us-east-1")).length);
    expect(count.unconfirmed).toBe(
      BUNDLED_SNAPSHOT.prices.filter((p) => p.regions.includes("us-east-1") && p.unconfirmed).length,
    );
    expect(count.unconfirmed).toBeLessThan(count.total / 2);
    expect(figureDates(bundled)?.oldest).toBe(bundled.asOf);
  });
});
