import { describe, expect, it } from "vitest";
import type { BucketSpec, LimitSpec, PerfModel } from "./perf-types";
import { simulate } from "./simulate";
import { SECONDS_PER_DAY } from "@/lib/units";
import { operationSchema, type Operation } from "../workload-schema";

/** A one-bucket storage built by hand, so the expected numbers can be worked out on paper. */
function model(bucket: BucketSpec | null, limits: LimitSpec[], overheadSeconds = 0): PerfModel {
  return {
    buckets: bucket === null ? [] : [bucket],
    plan: () => ({ overheadSeconds, overheadLabel: "per-file latency", limits }),
  };
}

function op(timesPerDay = 1): Operation {
  return operationSchema.parse({ name: "op", direction: "write", fileCount: 1, fileSizeBytes: 1000, timesPerDay });
}

const bucket: BucketSpec = {
  id: "b",
  label: "test credits",
  unit: "units",
  unitSize: 1,
  capacity: 100,
  initial: 100,
  accrualPerSecond: 1,
  freeUsagePerSecond: 0,
};

const gated: LimitSpec = {
  label: "burst 11/s",
  ratePerSecond: 11,
  demand: 1000,
  bucketId: "b",
  sustainedLabel: "baseline 1/s",
};

describe("simulate", () => {
  it("bursts until the bucket empties, then runs at the sustainable rate", () => {
    // Net drain 11 - 1 = 10/s: empty after 10 s having moved 110; the other 890 at 1/s.
    const outcome = simulate(model(bucket, [gated]), [op()], { days: 1, timelinePoints: 50 });
    expect(outcome.durationSecondsPerDay).toBeCloseTo(900, 9);
    expect(outcome.buckets[0]?.depletedAtSeconds).toBeCloseTo(10, 9);
    expect(outcome.operations[0]?.bottleneck).toBe("baseline 1/s after credits ran out on day 1");
  });

  it("the tightest static limit binds while credits last", () => {
    const cap: LimitSpec = { label: "cap 5/s", ratePerSecond: 5, demand: 1000 };
    // 5/s drains 4/s: 100 credits last 25 s; 875 left at 1/s.
    const outcome = simulate(model(bucket, [gated, cap]), [op()], { days: 1, timelinePoints: 50 });
    expect(outcome.durationSecondsPerDay).toBeCloseTo(25 + 875, 9);
  });

  it("refills between runs spread over the day, up to the capacity", () => {
    const small: LimitSpec = {
      label: "burst 11/s",
      ratePerSecond: 11,
      demand: 50,
      bucketId: "b",
      sustainedLabel: "baseline 1/s",
    };
    // Each run: 50 units in 50/11 s draining 10/s; 12 h later the bucket is full again.
    const outcome = simulate(model(bucket, [small]), [op(2)], { days: 3, timelinePoints: 50 });
    expect(outcome.buckets[0]?.depletedAtSeconds).toBeNull();
    expect(outcome.dayTotals).toEqual([1, 2, 3].map(() => expect.closeTo(2 * (50 / 11), 9)));
    expect(outcome.buckets[0]?.minBalance).toBeCloseTo(100 - (10 * 50) / 11, 9);
  });

  it("adds the per-file overhead, during which credits accrue", () => {
    const half: BucketSpec = { ...bucket, initial: 0 };
    const outcome = simulate(model(half, [gated], 20), [op()], { days: 1, timelinePoints: 50 });
    // 20 s of overhead earn 20 credits: 2 s of burst (22 units), then 978 at 1/s.
    expect(outcome.durationSecondsPerDay).toBeCloseTo(20 + 2 + 978, 9);
  });

  it("copies steady days instead of simulating them, with the same totals", () => {
    const cap: LimitSpec = { label: "cap 10/s", ratePerSecond: 10, demand: 1000 };
    const outcome = simulate(model(null, [cap]), [op(3)], { days: 30, timelinePoints: 50 });
    expect(outcome.dayTotals).toHaveLength(30);
    expect(new Set(outcome.dayTotals)).toEqual(new Set([300]));
    expect(outcome.worstDay).toBe(1);
  });

  it("queues work that does not fit in a day and reports the first such day", () => {
    const slow: LimitSpec = { label: "slow", ratePerSecond: 1000 / (SECONDS_PER_DAY / 2 + 1), demand: 1000 };
    const outcome = simulate(model(null, [slow]), [op(2)], { days: 3, timelinePoints: 50 });
    expect(outcome.overflowDay).toBe(1);
  });

  it("keeps the timeline within the points asked for, in time order, starting full", () => {
    const small: LimitSpec = {
      label: "burst",
      ratePerSecond: 11,
      demand: 30,
      bucketId: "b",
      sustainedLabel: "baseline",
    };
    const outcome = simulate(model(bucket, [small]), [op(24)], { days: 30, timelinePoints: 40 });
    const timeline = outcome.buckets[0]!.timeline;
    expect(timeline.length).toBeLessThanOrEqual(40);
    expect(timeline[0]).toEqual({ tSeconds: 0, balance: 100 });
    for (let i = 1; i < timeline.length; i++)
      expect(timeline[i]!.tSeconds).toBeGreaterThanOrEqual(timeline[i - 1]!.tSeconds);
  });
});
