import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { estimateFromInput } from "../estimate";
import type { OptionEstimate } from "../estimate-types";
import { GIB_BYTES, MIB_BYTES, SECONDS_PER_DAY, TIB_BYTES } from "@/lib/units";

const book = bundledPriceBook("us-east-2")!;

function bursting(storedBytes: number, writeGiB: number, timesPerDay: number, days = 30): OptionEstimate {
  const result = estimateFromInput(
    {
      region: "us-east-2",
      storedBytes,
      days,
      operations: [
        {
          name: `write ${writeGiB} GiB`,
          direction: "write",
          fileCount: 1,
          fileSizeBytes: writeGiB * GIB_BYTES,
          timesPerDay,
        },
      ],
      options: [{ id: "efs-standard-bursting" }],
    },
    book,
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value.results[0]!;
}

/*
 * AWS EFS User Guide, performance: on 1 TiB the baseline is 50 MiB/s and the burst 100 MiB/s; credits change
 * by (baseline - metered) per second, capped at 2.1 TiB, and a new file system starts full.
 * Writing at burst drains 50 MiB/s net while idle time earns 50 MiB/s, so credits can only
 * run out when more than 50 MiB/s x 86,400 s = 4.1 TiB is written a day.
 */
describe("EFS Bursting credits", () => {
  it("160 GiB written once a day to 1 TiB: the baseline earns 4.1 TiB a day, so credits never run out", () => {
    const option = bursting(TIB_BYTES, 160, 1);
    expect(option.credits?.ranOutOnDay).toBeNull();
    // 160 GiB at the 100 MiB/s burst every day.
    expect(option.durationSecondsPerDay).toBeCloseTo((160 * GIB_BYTES) / (100 * MIB_BYTES), 0);
    expect(option.operations[0]?.bottleneck).toBe("EFS Bursting burst 100 MiB/s on credits");
    // The write spends 80 GiB of credit and the day earns it back: the lowest balance is 2.1 TiB - 80 GiB.
    expect(option.credits?.minBalance).toBeCloseTo(2.1 * 1024 - 80, 3);
  });

  it("160 GiB written 30 times a day to 1 TiB (4.7 TiB a day): credits run out after a few days and the bottleneck says so", () => {
    const option = bursting(TIB_BYTES, 160, 30);
    const ranOut = option.credits?.ranOutOnDay ?? null;
    expect(ranOut).not.toBeNull();
    // Net drain per day: 4.7 TiB at burst spends 2.4 TiB, the rest of the day earns 1.8 TiB: 2.1 TiB lasts 3-4 days.
    expect(ranOut).toBeGreaterThanOrEqual(3);
    expect(ranOut).toBeLessThanOrEqual(5);
    expect(option.operations[0]?.bottleneck).toBe(
      `EFS Bursting baseline 50 MiB/s after credits ran out on day ${ranOut}`,
    );
    expect(option.bottleneck).toContain("after credits ran out on day");
    expect(option.warnings.some((w) => w.includes(`EFS burst credits ran out on day ${ranOut}`))).toBe(true);
    // After that each run moves 160 GiB at 50 MiB/s instead of 100: twice as long.
    const burstDay = 30 * ((160 * GIB_BYTES) / (100 * MIB_BYTES));
    expect(option.durationSecondsPerDay).toBeGreaterThan(1.9 * burstDay);
    // The timeline starts full, reaches zero, and stays within [0, capacity].
    const timeline = option.credits!.timeline;
    expect(timeline[0]?.balance).toBeCloseTo(2.1 * 1024, 3);
    expect(Math.min(...timeline.map((p) => p.balance))).toBe(0);
    expect(timeline.length).toBeLessThanOrEqual(300);
  });

  it("a small file system (20 GiB stored, 1 MiB/s baseline) runs out of credits within the 30 days writing 160 GiB a day", () => {
    const option = bursting(20 * GIB_BYTES, 160, 1);
    const ranOut = option.credits?.ranOutOnDay ?? null;
    expect(ranOut).not.toBeNull();
    expect(ranOut!).toBeLessThanOrEqual(30);
    expect(option.bottleneck).toBe(`EFS Bursting baseline 1 MiB/s after credits ran out on day ${ranOut}`);
  });

  it("10 GiB written a day never runs out", () => {
    const option = bursting(TIB_BYTES, 10, 1);
    expect(option.credits?.ranOutOnDay).toBeNull();
    expect(option.warnings.filter((w) => w.includes("ran out"))).toEqual([]);
    expect(option.operations[0]?.bottleneck).toBe("EFS Bursting burst 100 MiB/s on credits");
  });

  it("reads meter at a third: 160 GiB read at 1 TiB runs at 300 MiB/s of data", () => {
    const result = estimateFromInput(
      {
        region: "us-east-2",
        storedBytes: TIB_BYTES,
        operations: [{ name: "read", direction: "read", fileCount: 1, fileSizeBytes: 160 * GIB_BYTES }],
        options: [{ id: "efs-standard-bursting" }],
      },
      book,
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.results[0]?.durationSecondsPerDay).toBeCloseTo((160 * GIB_BYTES) / (300 * MIB_BYTES), 0);
  });

  it("samples the timeline over the whole period", () => {
    const option = bursting(TIB_BYTES, 160, 1, 366);
    const timeline = option.credits!.timeline;
    expect(timeline.length).toBeLessThanOrEqual(300);
    expect(timeline.at(-1)!.tSeconds).toBeGreaterThan(365 * SECONDS_PER_DAY);
    for (let i = 1; i < timeline.length; i++)
      expect(timeline[i]!.tSeconds).toBeGreaterThanOrEqual(timeline[i - 1]!.tSeconds);
  });
});
