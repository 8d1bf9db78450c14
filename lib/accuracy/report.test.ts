import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_MEASUREMENTS_PATH } from "@/lib/datasets/public-measurements";
import {
  CALIBRATION_REGION,
  factorOff,
  MODEL_VERSION,
  validateModel,
  VALIDATION_DATASETS,
  DURATION_ERROR_BANDS,
} from "@/lib/model";
import { readPublicMeasurements, readValidationInputs } from "@/server/validation-inputs";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { accuracyReport } from "./report";

const root = process.cwd();
const inputs = readValidationInputs(root, CALIBRATION_REGION);
if (!inputs.ok) throw new Error(inputs.message);
const { datasets, calibration } = inputs.value;
const validation = validateModel(datasets, bundledPriceBook(CALIBRATION_REGION)!, undefined, calibration);
const report = accuracyReport(
  validation,
  datasets,
  readPublicMeasurements(resolve(root, PUBLIC_MEASUREMENTS_PATH)),
  MODEL_VERSION,
);

describe("the accuracy report", () => {
  it("has every article, held out, with the validate-model summary's figures", () => {
    expect(report.articles.map((a) => a.slug).sort()).toEqual([...VALIDATION_DATASETS].sort());
    for (const a of report.articles) {
      const summary = validation.heldOut.summaries.find((s) => s.dataset === a.slug)!;
      expect(a.cells, a.slug).toBe(summary.durationCells);
      expect(a.within2, a.slug).toBe(summary.within2);
      expect(a.typicalError, a.slug).toBeCloseTo(summary.typicalError, 9);
    }
  });

  it("splits the same cells by option family, every cell once", () => {
    expect(report.families.reduce((n, f) => n + f.cells, 0)).toBe(report.overall.cells);
    expect(report.overall.cells).toBe(report.articles.reduce((n, a) => n + a.cells, 0));
  });

  it("lists as misses exactly the held-out durations off by more than x2, worst first", () => {
    expect(report.misses.length).toBe(report.overall.cells - report.overall.within2);
    for (const m of report.misses) expect(factorOff(m.ratio)).toBeGreaterThan(2);
    const factors = report.misses.map((m) => factorOff(m.ratio));
    expect(factors).toEqual([...factors].sort((a, b) => b - a));
  });

  it("gives the bands the ranges are made from (the shipped ones)", () => {
    for (const b of report.bands)
      expect({ p10: b.p10, p90: b.p90, cells: b.cells }).toEqual(
        DURATION_ERROR_BANDS[b.mechanism as keyof typeof DURATION_ERROR_BANDS],
      );
  });

  it("cites public sources only", () => {
    expect(report.publicChecks.length).toBeGreaterThan(3);
    for (const c of report.publicChecks) expect(c.source, c.id).toMatch(/^https:\/\//);
  });
});
