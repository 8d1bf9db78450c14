import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { boundingMechanism, DURATION_ERROR_BANDS, durationRange, percentile, sumRanges } from "./duration-ranges";
import { estimateFromInput } from "../estimate";
import { validateModel } from "./validation";
import { readValidationInputs } from "../../../server/validation-inputs";

describe("duration ranges", () => {
  it("interpolates percentiles", () => {
    expect(percentile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(percentile([1, 2], 0.1)).toBeCloseTo(1.1);
  });

  it("names the bounding mechanism from the bottleneck", () => {
    expect(boundingMechanism("per-file latency: 74,999 files at concurrency 1 (9.41 ms each)")).toBe("latency");
    expect(boundingMechanism("single-stream read-ahead (128 KiB per 0.43 ms) 291 MiB/s per stream x 1 stream")).toBe(
      "latency",
    );
    expect(boundingMechanism("gp3 throughput 250 MiB/s")).toBe("limit");
  });

  it("always contains the duration, and sums over operations", () => {
    const r = durationRange(100, "gp3 throughput 250 MiB/s");
    expect(r.low).toBeLessThanOrEqual(100);
    expect(r.high).toBeGreaterThanOrEqual(100);
    expect(sumRanges([r, r])).toEqual({ low: 2 * r.low, high: 2 * r.high });
  });

  it("matches the held-out residuals of validate-model (DURATION_ERROR_BANDS is up to date)", () => {
    const inputs = readValidationInputs(resolve(__dirname, "../../.."), "us-east-2");
    if (!inputs.ok) throw new Error(inputs.message);
    const v = validateModel(inputs.value.datasets, bundledPriceBook("us-east-2")!, undefined, inputs.value.calibration);
    expect(v.bands).toEqual(DURATION_ERROR_BANDS);
  }, 60_000);

  it("puts a range on every operation and option the API returns", () => {
    const result = estimateFromInput(
      {
        region: "us-east-2",
        storedBytes: 2 ** 40,
        operations: [
          { name: "read", direction: "read", fileCount: 10, fileSizeBytes: 2 ** 30 },
          { name: "write", direction: "write", fileCount: 10_000, fileSizeBytes: 2 ** 16 },
        ],
      },
      bundledPriceBook("us-east-2")!,
    );
    if (!result.ok) throw new Error("estimate failed");
    for (const option of result.value.results.filter((o) => o.feasible)) {
      const { low, high } = option.durationRangeSeconds;
      expect(low, option.optionId).toBeLessThanOrEqual(option.durationSecondsPerDay + 1e-6);
      expect(high, option.optionId).toBeGreaterThanOrEqual(option.durationSecondsPerDay - 1e-6);
      for (const op of option.operations)
        expect(op.durationRangeSeconds.high).toBeGreaterThanOrEqual(op.durationRangeSeconds.low);
    }
  });
});
