import { describe, expect, it } from "vitest";
import type { LimitSpec, OpPlan } from "./perf-types";
import { overheadBeyondTransfer, streamShareOfTransfer } from "./stream-overlap";
import { estimateOneOption } from "../testing/one-option";
import { MIB_BYTES, TIB_BYTES } from "@/lib/units";

const shared = (ratePerSecond: number, demand: number): LimitSpec => ({ label: "shared", ratePerSecond, demand });
const perStream = (ratePerSecond: number, demand: number, shares: number): LimitSpec => ({
  label: "per stream",
  ratePerSecond,
  demand,
  shares,
});
const plan = (limits: LimitSpec[], streams?: number): OpPlan => ({
  overheadSeconds: 10,
  overheadLabel: "waits",
  limits,
  streams,
});

describe("streamShareOfTransfer", () => {
  it("is 1 for one stream: waits and bytes add up", () => {
    expect(streamShareOfTransfer(plan([shared(100, 1_000)]))).toBe(1);
    expect(streamShareOfTransfer(plan([shared(100, 1_000)], 1))).toBe(1);
  });

  it("is 1/N when a shared limit holds the run and one stream alone could reach it", () => {
    expect(streamShareOfTransfer(plan([shared(100, 1_000)], 8))).toBeCloseTo(1 / 8, 12);
  });

  it("is 1 when a per-stream limit holds the run: each stream moves its bytes at its own rate", () => {
    expect(streamShareOfTransfer(plan([shared(1_000, 1_000), perStream(80, 1_000, 8)], 8))).toBeCloseTo(1, 12);
  });

  it("lies between when one stream alone is held by its own limit below the shared one", () => {
    // Shared 100/s binds the run; one stream alone reaches 40/s: its bytes take 100 / (8 x 40) of the transfer.
    expect(streamShareOfTransfer(plan([shared(100, 1_000), perStream(320, 1_000, 8)], 8))).toBeCloseTo(100 / 320, 12);
  });

  it("ignores limits with no demand", () => {
    expect(streamShareOfTransfer(plan([shared(100, 1_000), perStream(1, 0, 8)], 4))).toBeCloseTo(1 / 4, 12);
  });
});

describe("overheadBeyondTransfer", () => {
  it("adds the whole overhead for one stream", () => {
    expect(overheadBeyondTransfer(plan([], 1), 1, 50)).toBe(10);
  });

  it("adds nothing when the bytes take longer than any stream's own path", () => {
    expect(overheadBeyondTransfer(plan([], 8), 1 / 8, 50)).toBe(0);
  });

  it("adds what one stream's waits and bytes exceed the transfer by", () => {
    // T = max(4, 10 + 4/8) = 10.5: 6.5 beyond the transfer.
    expect(overheadBeyondTransfer(plan([], 8), 1 / 8, 4)).toBeCloseTo(6.5, 12);
  });
});

describe("streams overlap on EFS", () => {
  // Synchronous 1 MiB files, each a create, a write and a close: 2 GiB in 2,048 of them.
  const files = (concurrency: number) =>
    estimateOneOption(
      {
        name: "run",
        direction: "write",
        fileCount: 2048,
        fileSizeBytes: MIB_BYTES,
        concurrency,
        access: "sequential",
        ioSizeBytes: MIB_BYTES,
      },
      { id: "efs-standard-elastic", params: {} },
      TIB_BYTES,
    );

  it("enough streams reach a throughput limit instead of adding their waits to it", () => {
    const one = files(1);
    const many = files(64);
    // In us-east-2 Elastic writes 5 GiB/s: the 1,500 MiB/s per client holds 2 GiB to 1.4 s.
    expect(many.bottleneck).toMatch(/^EFS per-client limit 1,500 MiB\/s/);
    expect(many.durationSecondsPerDay).toBeCloseTo(2048 / 1500, 1);
    expect(one.durationSecondsPerDay).toBeGreaterThan(10 * many.durationSecondsPerDay);
  });

  it("a few streams are held by their own waits, each moving its own bytes too", () => {
    const four = files(4);
    expect(four.bottleneck).toMatch(/^per-file latency/);
    expect(four.durationSecondsPerDay).toBeCloseTo(files(1).durationSecondsPerDay / 4, 0);
  });
});
