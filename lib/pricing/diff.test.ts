import { describe, expect, it } from "vitest";
import { builtRecords } from "@/tests/support/pricing-fixtures";
import { parsePriceListEntry } from "./aws-record";
import { BUNDLED_SNAPSHOT, bundledPriceBook } from "./bundled";
import { diffPriceBooks, diffPriceEntries } from "./diff";
import { buildPriceBooks } from "./mapping";
import { normaliseRecords } from "./normalise";
import type { PriceBook, PriceEntry } from "./price-keys";

function entry(key: PriceEntry["key"], region: string, usd: string): PriceEntry {
  return { key, region, usd, unit: "GB-Mo", unconfirmed: false, source: "test", asOf: "2024-07-01" };
}

describe("diffPriceEntries", () => {
  it("finds added, removed and changed prices per region and key", () => {
    const before = [
      entry("ebs.gp3.storage", "us-east-1", "0.08"),
      entry("ebs.gp2.storage", "us-east-1", "0.10"),
      entry("ebs.gp3.storage", "us-east-2", "0.08"),
    ];
    const after = [
      entry("ebs.gp3.storage", "us-east-1", "0.088"),
      entry("ebs.gp2.storage", "us-east-1", "0.1"),
      entry("ebs.st1.storage", "us-east-1", "0.045"),
    ];
    const diff = diffPriceEntries(before, after);
    expect(diff.added.map((e) => `${e.region} ${e.key}`)).toEqual(["us-east-1 ebs.st1.storage"]);
    expect(diff.removed.map((e) => `${e.region} ${e.key}`)).toEqual(["us-east-2 ebs.gp3.storage"]);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]).toMatchObject({
      region: "us-east-1",
      key: "ebs.gp3.storage",
      oldUsd: "0.08",
      newUsd: "0.088",
    });
    expect(diff.changed[0]?.relativeChange).toBeCloseTo(0.1, 12);
    // "0.10" and "0.1" are the same price.
    expect(diff.unchanged).toBe(1);
  });

  it("gives no relative change from a zero price", () => {
    const diff = diffPriceEntries(
      [entry("efs.ia.read", "us-east-1", "0")],
      [entry("efs.ia.read", "us-east-1", "0.01")],
    );
    expect(diff.changed[0]?.relativeChange).toBeNull();
  });
});

describe("diffPriceBooks", () => {
  it("finds no price change between the bundled snapshot and the fixture refresh", () => {
    const parsed = builtRecords().map((record) => {
      const result = parsePriceListEntry(JSON.stringify(record));
      if (!result.ok) throw new Error(result.issue.message);
      return result.entry;
    });
    const live = buildPriceBooks(normaliseRecords(parsed).items, {
      snapshotId: "live",
      asOf: "2024-07-01",
      regions: ["us-east-1", "us-east-2"],
    });
    const bundled = ["us-east-1", "us-east-2"]
      .map((region) => bundledPriceBook(region))
      .filter((b): b is PriceBook => b !== null);
    const diff = diffPriceBooks(bundled, Object.values(live.books));
    expect(diff.changed).toEqual([]);
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
    const inEast = (p: { regions: string[] }) => p.regions.filter((r) => r === "us-east-1" || r === "us-east-2").length;
    expect(diff.unchanged).toBe(BUNDLED_SNAPSHOT.prices.reduce((n, p) => n + inEast(p), 0));
  });
});
