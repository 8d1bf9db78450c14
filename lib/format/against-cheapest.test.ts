import { describe, expect, it } from "vitest";
import { costRatio, formatAgainstCheapest } from "./against-cheapest";

describe("against the cheapest", () => {
  it("says cheapest, a percentage above, or nothing", () => {
    expect(formatAgainstCheapest(costRatio(10, 10))).toBe("cheapest");
    expect(formatAgainstCheapest(costRatio(11.25, 10))).toBe("+12.5%");
    expect(formatAgainstCheapest(costRatio(null, 10))).toBe("");
    expect(formatAgainstCheapest(costRatio(5, 0))).toBe("");
    expect(formatAgainstCheapest(null)).toBe("");
  });
});
