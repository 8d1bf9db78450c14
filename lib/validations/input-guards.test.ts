import { describe, expect, it } from "vitest";
import { describeInput } from "@/lib/format/describe-input";
import { snapshotIdSchema } from "@/lib/pricing/snapshot-id";

describe("describeInput", () => {
  it("quotes strings, cut short, and names other values by type", () => {
    expect(describeInput("gp9")).toBe('"gp9"');
    expect(describeInput("x".repeat(100))).toBe(`"${"x".repeat(60)}…"`);
    expect(describeInput(42)).toBe("a number");
    expect(describeInput(null)).toBe("null");
    expect(describeInput([1])).toBe("an array");
  });

  it("does not overflow on a deeply nested value", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(describeInput(deep)).toBe("an object");
  });
});

describe("snapshotIdSchema", () => {
  it("accepts real ids and refuses control characters and spaces", () => {
    expect(snapshotIdSchema.safeParse("bundled-2024-07").success).toBe(true);
    expect(snapshotIdSchema.safeParse("a\u0000b").success).toBe(false);
    expect(snapshotIdSchema.safeParse("a b").success).toBe(false);
    expect(snapshotIdSchema.safeParse("").success).toBe(false);
  });
});
