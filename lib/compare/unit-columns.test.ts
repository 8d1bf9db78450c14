import { describe, expect, it } from "vitest";
import { MB_BYTES, MIB_BYTES } from "@/lib/units";
import { perUnitColumns } from "./unit-columns";

describe("perUnitColumns", () => {
  it("keeps the model's GiB-month and MiB/s, values untouched, unless decimal", () => {
    for (const units of ["auto", "binary"] as const) {
      const { storage, rate } = perUnitColumns(units);
      expect([storage.unit, storage.csvName, rate.unit, rate.csvName]).toEqual([
        "GiB",
        "usd_per_gib_month",
        "MiB/s",
        "usd_per_mibps",
      ]);
      expect(storage.of(0.1)).toBe(0.1);
      expect(rate.of(1 / 3)).toBe(1 / 3);
      expect(rate.of(null)).toBeNull();
    }
  });

  it("prices a MB/s in a decimal view, and storage per GiB-month as AWS bills it", () => {
    const { storage, rate } = perUnitColumns("decimal");
    expect([storage.unit, storage.csvName, rate.unit, rate.csvName]).toEqual([
      "GiB",
      "usd_per_gib_month",
      "MB/s",
      "usd_per_mbps",
    ]);
    // AWS's "GB-month" is 2^30 bytes: the price per GiB-month is the figure on AWS's page.
    expect(storage.of(1)).toBe(1);
    // $1 per MiB/s is $0.954 per MB/s.
    expect(rate.of(2)).toBeCloseTo((2 * MB_BYTES) / MIB_BYTES, 15);
    expect(rate.of(1)).toBeCloseTo(0.95367431640625, 15);
    expect(storage.of(null)).toBeNull();
  });
});
