import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { parseAnswerParamsLenient } from "@/lib/validations/advisor";
import { parseCompareSearch } from "@/lib/validations/compare";
import { GIB_BYTES } from "@/lib/units";
import { analyseMetrics } from "./analyse";
import { compareLink, wizardLink } from "./links";

const bytes = readFileSync(new URL("../../fixtures/cloudwatch/efs-get-metric-data.json", import.meta.url));
const result = analyseMetrics([{ name: "efs.json", bytes }], { region: "us-east-2" }, bundledPriceBook("us-east-2")!);
if (!result.ok) throw new Error(result.error.message);
const analysis = result.value;

describe("a derived workload opens where people edit workloads", () => {
  it("in /compare as the same custom workload", () => {
    const href = compareLink(analysis.workload);
    const { view, issues } = parseCompareSearch(new URLSearchParams(href.split("?")[1]));
    expect(issues).toEqual([]);
    expect(view.workload).toBe("custom");
    expect(view.region).toBe("us-east-2");
    expect(view.custom.storedGiB).toBeCloseTo(analysis.workload.storedBytes / GIB_BYTES, 2);
    expect(view.custom.operations.map((o) => [o.direction, o.fileCount, o.timesPerDay])).toEqual(
      analysis.workload.operations.map((o) => [o.direction, o.fileCount, o.timesPerDay]),
    );
  });

  it("in the advisor wizard with its answers filled in and valid", () => {
    const href = wizardLink(analysis);
    const params = Object.fromEntries(new URLSearchParams(href.split("?")[1]));
    const { answers, issues } = parseAnswerParamsLenient(params);
    expect(issues).toEqual([]);
    expect(answers.region).toBe("us-east-2");
    expect(answers.sizeGiB).toBeCloseTo(analysis.workload.storedBytes / GIB_BYTES, 1);
    const written = analysis.derived.directions.find((d) => d.direction === "write")!.bytesPerDay / GIB_BYTES;
    expect(answers.writeGiBPerDay).toBeCloseTo(written, 1);
    expect(answers.growthPctPerYear).toBeGreaterThan(0);
  });
});
