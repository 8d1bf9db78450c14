import { describe, expect, it } from "vitest";
import { formatIssuePath as formatPath } from "@/lib/format/issue-path";
import { isRange, lowerBound, upperBound, valueSchema } from "./quantity";
import { GIB_BYTES, MIB_BYTES, TB_BYTES, TIB_BYTES } from "@/lib/units";

describe("reported values", () => {
  it("accepts a number or an ordered pair and rejects anything else", () => {
    expect(valueSchema.safeParse(327).success).toBe(true);
    expect(valueSchema.safeParse({ min: 278, max: 525 }).success).toBe(true);
    expect(valueSchema.safeParse("327s").success).toBe(false);
    expect(valueSchema.safeParse(-1).success).toBe(false);
    expect(valueSchema.safeParse({ min: 1, max: 2, mid: 1.5 }).success).toBe(false);
  });

  it("exposes both ends of a range and a number as its own bounds", () => {
    const range = { min: 323, max: 324 };
    expect([isRange(range), lowerBound(range), upperBound(range)]).toEqual([true, 323, 324]);
    expect([isRange(477), lowerBound(477), upperBound(477)]).toEqual([false, 477, 477]);
  });
});

describe("units and paths", () => {
  it("uses exact binary and decimal multipliers", () => {
    expect(MIB_BYTES).toBe(2 ** 20);
    expect(GIB_BYTES).toBe(2 ** 30);
    expect(TIB_BYTES).toBe(2 ** 40);
    expect(TB_BYTES).toBe(10 ** 12);
  });

  it("formats issue paths with indexes in brackets", () => {
    expect(formatPath(["results", 12, "durationSeconds", "min"])).toBe("results[12].durationSeconds.min");
    expect(formatPath([])).toBe("");
  });
});
