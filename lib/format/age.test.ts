import { describe, expect, it } from "vitest";
import { ageInDays, formatAge } from "./age";

const now = new Date("2026-11-24T03:00:00Z");

describe("price age", () => {
  it("counts whole days from the prices' date, never below zero", () => {
    expect(ageInDays("2026-11-24", now)).toBe(0);
    expect(ageInDays("2026-11-21", now)).toBe(3);
    expect(ageInDays("2024-07-01", now)).toBe(876);
    expect(ageInDays("2026-12-01", now)).toBe(0);
  });

  it("says it in the largest whole unit", () => {
    expect(formatAge("2026-11-24", now)).toBe("less than a day old");
    expect(formatAge("2026-11-10", now)).toBe("14 days old");
    expect(formatAge("2026-06-30", now)).toBe("4 months old");
    expect(formatAge("2024-07-01", now)).toBe("2 years old");
  });
});
