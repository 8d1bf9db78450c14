import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { INTER_AZ_USD_PER_GB_EACH_WAY } from "./facts";
import { interAzPrice, zoneTransfer } from "./zones";

describe("bytes that cross zones (issue 41)", () => {
  it("clients in three AZs pay inter-AZ transfer on a One Zone file system and none on Regional EFS, each with its rule", () => {
    const gib = 3000;
    const oneZone = zoneTransfer("efs-onezone-elastic", 3, gib);
    expect(oneZone.crossingGiBPerMonth).toBeCloseTo(2000, 6);
    expect(oneZone.usdPerMonth).toBeCloseTo(2000 * 2 * INTER_AZ_USD_PER_GB_EACH_WAY, 2);
    expect(oneZone.rule).toMatch(/lives in one zone/);
    expect(oneZone.source).toBe("https://aws.amazon.com/efs/pricing/");
    const regional = zoneTransfer("efs-standard-elastic", 3, gib);
    expect(regional.usdPerMonth).toBe(0);
    expect(regional.rule).toMatch(/mount target in each zone/);
  });

  it("charges FSx file servers and nothing for S3 or clients in one zone", () => {
    expect(zoneTransfer("fsx-windows", 2, 1000).usdPerMonth).toBeCloseTo(10, 2);
    expect(zoneTransfer("s3-standard", 3, 1000).usdPerMonth).toBe(0);
    expect(zoneTransfer("fsx-lustre-persistent2", 1, 1000).usdPerMonth).toBe(0);
  });

  it("prices the crossing bytes at the snapshot's transfer.inter-az price, the named fact only when the snapshot has none", () => {
    const book = bundledPriceBook("us-east-1")!;
    const entry = book.prices["transfer.inter-az"]!;
    // The bundled us-east-1 figure is an AWSDataTransfer record's: confirmed.
    expect(entry.unconfirmed).toBe(false);
    const fromBook = zoneTransfer("efs-onezone-elastic", 3, 3000, book);
    expect(fromBook.usdPerGbEachWay).toBe(Number(entry.usd));
    expect(fromBook.usdPerMonth).toBeCloseTo(2000 * 2 * Number(entry.usd), 2);
    expect(fromBook.priceConfirmed).toBe(true);
    expect(fromBook.priceFrom).toContain(`price snapshot ${book.snapshotId}`);
    // A snapshot stored before the key existed: the named fact, said so, unconfirmed.
    const { ["transfer.inter-az"]: _dropped, ...rest } = book.prices;
    const older: PriceBook = { ...book, prices: rest };
    const fallback = interAzPrice(older);
    expect(fallback.usdPerGbEachWay).toBe(INTER_AZ_USD_PER_GB_EACH_WAY);
    expect(fallback.confirmed).toBe(false);
    expect(fallback.priceFrom).toMatch(/has no transfer\.inter-az price/);
    // A price the snapshot holds, whatever it is, is the one charged.
    const dearer: PriceBook = { ...book, prices: { ...book.prices, "transfer.inter-az": { ...entry, usd: "0.02" } } };
    expect(zoneTransfer("fsx-windows", 2, 1000, dearer).usdPerMonth).toBeCloseTo(20, 2);
  });
});
