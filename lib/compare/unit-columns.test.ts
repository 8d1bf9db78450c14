import { describe, expect, it } from "vitest";
import { MB_BYTES, MIB_BYTES } from "@/lib/units";
import { compareCsvHeader } from "./csv";
import { rateColumn } from "./unit-columns";

describe("rateColumn", () => {
  it("keeps the model's MiB/s, values untouched, unless decimal", () => {
    for (const units of ["auto", "binary"] as const) {
      const rate = rateColumn(units);
      expect([rate.unit, rate.csvName]).toEqual(["MiB/s", "usd_per_mibps"]);
      expect(rate.of(1 / 3)).toBe(1 / 3);
      expect(rate.of(null)).toBeNull();
    }
  });

  it("prices a MB/s in a decimal view, and storage per GiB-month as AWS bills it", () => {
    const rate = rateColumn("decimal");
    expect([rate.unit, rate.csvName]).toEqual(["MB/s", "usd_per_mbps"]);
    // AWS's "GB-month" is 2^30 bytes: the price per GiB-month is the figure on AWS's page, in every view.
    for (const units of ["auto", "binary", "decimal"] as const)
      expect(compareCsvHeader(units)).toContain("usd_per_gib_month");
    // $1 per MiB/s is $0.954 per MB/s.
    expect(rate.of(2)).toBeCloseTo((2 * MB_BYTES) / MIB_BYTES, 15);
    expect(rate.of(1)).toBeCloseTo(0.95367431640625, 15);
    expect(rate.of(null)).toBeNull();
  });
});
