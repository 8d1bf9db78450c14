import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareDecimals,
  decimalsEqual,
  divideExact,
  isDecimalString,
  normaliseDecimal,
  relativeChange,
} from "./decimal";

describe("exact decimal strings", () => {
  it("normalises the Price List's ten-decimal strings", () => {
    expect(normaliseDecimal("0.0800000000")).toBe("0.08");
    expect(normaliseDecimal("6.0000000000")).toBe("6");
    expect(normaliseDecimal("40.9600000000")).toBe("40.96");
    expect(normaliseDecimal("0.0000000000")).toBe("0");
    expect(normaliseDecimal("007.50")).toBe("7.5");
  });

  it("keeps tiny prices exact, with no float round trip", () => {
    expect(normaliseDecimal("0.0000004000")).toBe("0.0000004");
    expect(normaliseDecimal("0.0000000500")).toBe("0.00000005");
    // What a float round trip would do to the same figure:
    expect(String(Number("0.0000004"))).toBe("4e-7");
  });

  it("rejects anything that is not a plain non-negative decimal", () => {
    for (const bad of ["", "-1", "1e-7", "0.", ".5", "1,5", "NaN", "Inf"]) {
      expect(isDecimalString(bad), bad).toBe(false);
      expect(() => normaliseDecimal(bad)).toThrow(RangeError);
    }
  });

  it("compares by value", () => {
    expect(decimalsEqual("0.30", "0.3")).toBe(true);
    expect(compareDecimals("0.125", "0.13")).toBe(-1);
    expect(compareDecimals("6", "5.9999999999")).toBe(1);
  });

  it("divides exactly when the quotient terminates, and refuses otherwise", () => {
    expect(divideExact("40.96", 1024n)).toBe("0.04");
    expect(divideExact("49.152", 1024n)).toBe("0.048");
    expect(divideExact("1", 1024n)).toBe("0.0009765625");
    expect(() => divideExact("1", 3n)).toThrow(RangeError);
  });

  it("gives the relative change of a price, or null from zero", () => {
    expect(relativeChange("0.08", "0.088")).toBeCloseTo(0.1, 12);
    expect(relativeChange("0.30", "0.3")).toBe(0);
    expect(relativeChange("0", "1")).toBeNull();
  });

  it("normalising keeps the value and is idempotent (property)", () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 6 }))
      .map(([units, scale, zeros]) => {
        const digits = units.toString().padStart(scale + 1, "0");
        const whole = digits.slice(0, digits.length - scale);
        const fraction = digits.slice(digits.length - scale) + "0".repeat(zeros);
        return fraction.length > 0 ? `${whole}.${fraction}` : whole;
      });
    fc.assert(
      fc.property(decimal, (value) => {
        const normal = normaliseDecimal(value);
        expect(decimalsEqual(normal, value)).toBe(true);
        expect(normaliseDecimal(normal)).toBe(normal);
        expect(normal).not.toMatch(/\.\d*0$/);
      }),
    );
  });
});
