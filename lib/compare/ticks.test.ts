import { describe, expect, it } from "vitest";
import { costAxis, durationAxis, formatCostTick, formatDurationTick, logAxis, MAX_TICKS } from "./ticks";

describe("tick labels", () => {
  it("writes durations in one unit, as short as the value allows", () => {
    expect(formatDurationTick(0.5)).toBe("500 ms");
    expect(formatDurationTick(30)).toBe("30 s");
    expect(formatDurationTick(300)).toBe("5 min");
    expect(formatDurationTick(7200)).toBe("2 h");
    expect(formatDurationTick(5400)).toBe("1.5 h");
    expect(formatDurationTick(172_800)).toBe("2 d");
    expect(formatDurationTick(0)).toBe("0 s");
  });

  it("writes costs with k and M", () => {
    expect(formatCostTick(0.05)).toBe("$0.05");
    expect(formatCostTick(20)).toBe("$20");
    expect(formatCostTick(500)).toBe("$500");
    expect(formatCostTick(1000)).toBe("$1k");
    expect(formatCostTick(2500)).toBe("$2.5k");
    expect(formatCostTick(1_000_000)).toBe("$1M");
  });
});

describe("log axes", () => {
  it("starts and ends on a tick around the data", () => {
    // The EFS options article's 1x day: 5 min 27 s (EBS io1 writes) to about 1 h 6 min (sc1).
    const axis = durationAxis([327, 1000, 3980]);
    expect(axis.domain).toEqual([300, 7200]);
    expect(axis.ticks[0]).toBe(300);
    expect(axis.ticks.at(-1)).toBe(7200);
    expect(axis.ticks.map(formatDurationTick)).toEqual(["5 min", "10 min", "20 min", "30 min", "1 h", "2 h"]);
  });

  it("thins crowded ladders to at most MAX_TICKS, keeping both ends", () => {
    const axis = durationAxis([0.1, 30 * 86_400]);
    expect(axis.ticks.length).toBeLessThanOrEqual(MAX_TICKS);
    expect(axis.ticks[0]).toBe(0.1);
    expect(axis.ticks.at(-1)).toBe(50 * 86_400);
    expect(axis.domain).toEqual([0.1, 50 * 86_400]);
  });

  it("uses 1-2-5 dollar steps", () => {
    const axis = costAxis([16, 3101]);
    expect(axis.domain).toEqual([10, 5000]);
    // Nine 1-2-5 steps from $10 to $5k are too many: every other one is kept.
    expect(axis.ticks.map(formatCostTick)).toEqual(["$10", "$50", "$200", "$1k", "$5k"]);
    expect(costAxis([40, 900]).ticks.map(formatCostTick)).toEqual(["$20", "$50", "$100", "$200", "$500", "$1k"]);
  });

  it("widens a single value so its point is not on the frame", () => {
    expect(costAxis([100]).domain).toEqual([50, 200]);
    expect(durationAxis([45]).domain).toEqual([30, 60]);
  });

  it("ignores zero, negative and non-finite values; an empty chart still gets axes", () => {
    expect(costAxis([0, -5, Number.NaN, 40]).domain).toEqual([20, 50]);
    const empty = logAxis([], [1, 10, 100, 1000, 10_000]);
    expect(empty.domain).toEqual([1, 1000]);
  });
});
