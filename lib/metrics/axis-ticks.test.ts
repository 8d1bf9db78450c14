import { describe, expect, it } from "vitest";
import { axisTicks, formatTick, spacedTicks } from "./axis-ticks";

describe("replay chart axis", () => {
  it("puts log ticks inside the drawn range only", () => {
    expect(axisTicks(3, 250_000, true)).toEqual([3, 10, 100, 1_000, 10_000, 100_000]);
    expect(axisTicks(0.02, 0.5, true)).toEqual([0.02, 0.1]);
    expect(axisTicks(20, 80, true)).toEqual([20]);
    expect(axisTicks(10, 80, true)).toEqual([10]);
  });

  it("steps a linear axis evenly", () => {
    expect(axisTicks(0, 400, false)).toEqual([0, 100, 200, 300, 400]);
  });

  it("drops a tick that would sit on the one below it", () => {
    const position = (v: number) => 200 - v;
    expect(spacedTicks([0, 10, 30, 35, 80], position, 20)).toEqual([0, 30, 80]);
  });

  it("writes short labels", () => {
    expect([0, 0.5, 12, 125, 1_234, 100_000, 3_000_000, 2.5e9].map(formatTick)).toEqual([
      "0",
      "0.5",
      "12",
      "125",
      "1.2k",
      "100k",
      "3M",
      "2.5G",
    ]);
  });
});
