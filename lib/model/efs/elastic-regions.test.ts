import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { estimateFromInput } from "../estimate";
import { efsElasticLimitsIn } from "./limits";
import { GIB_BYTES } from "@/lib/units";

describe("EFS Elastic: file-system throughput by Region", () => {
  it("60 GiB/s read, 5 GiB/s write in the quotas page's Regions; 60 / 1 in the four of May 2025; 20 / 1 elsewhere", () => {
    const gib = (region: string) => {
      const l = efsElasticLimitsIn(region);
      return [l.readBytesPerSecond / GIB_BYTES, l.writeBytesPerSecond / GIB_BYTES];
    };
    expect(gib("us-east-1")).toEqual([60, 5]);
    expect(gib("eu-west-1")).toEqual([60, 5]);
    expect(gib("eu-west-2")).toEqual([60, 1]);
    expect(gib("sa-east-1")).toEqual([20, 1]);
  });

  it("holds 400 clients writing in parallel to the Region's write limit", () => {
    const seconds = (region: string) => {
      const result = estimateFromInput(
        {
          region,
          storedBytes: 10_000 * GIB_BYTES,
          days: 1,
          clients: 400,
          operations: [
            { name: "write", direction: "write", fileCount: 4000, fileSizeBytes: GIB_BYTES, concurrency: 10 },
          ],
          options: [{ id: "efs-standard-elastic", params: {} }],
        },
        bundledPriceBook(region) ?? bundledPriceBook("us-east-2")!,
      );
      if (!result.ok) throw new Error(result.error.message);
      return result.value.results[0]!;
    };
    const ohio = seconds("us-east-2");
    expect(ohio.bottleneck).toMatch(/^EFS Elastic file system write limit 5/);
    expect(ohio.durationSecondsPerDay).toBeCloseTo(4000 / 5, -1);
  });
});
