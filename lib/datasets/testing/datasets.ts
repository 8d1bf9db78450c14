import { expect } from "vitest";
import { join } from "node:path";
import { readDatasetFile } from "../load";
import type { Dataset, DatasetResult, ReportedValue } from "../schema";
import { DATASETS_DIR } from "./articles";

/** Test support only: load a shipped dataset or fail the test with its validation errors. */
export function loadShippedDataset(slug: string): Dataset {
  const parsed = readDatasetFile(join(DATASETS_DIR, `${slug}.json`));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.dataset;
}

export function resultById(dataset: Dataset, id: string): DatasetResult {
  const found = dataset.results.find((r) => r.id === id);
  if (!found) throw new Error(`no result ${id} in ${dataset.slug}`);
  return found;
}

export function figureById(dataset: Dataset, id: string): Dataset["referenceFigures"][number] {
  const found = dataset.referenceFigures.find((f) => f.id === id);
  if (!found) throw new Error(`no reference figure ${id} in ${dataset.slug}`);
  return found;
}

// Converted figures are products of decimals and powers of two: compare to 1e-12 relative.
const RELATIVE_TOLERANCE = 1e-12;

function expectClose(actual: number | undefined, expected: number): void {
  expect(actual).toBeTypeOf("number");
  const diff = Math.abs((actual as number) - expected);
  expect(diff).toBeLessThanOrEqual(Math.abs(expected) * RELATIVE_TOLERANCE);
}

export function expectReportedValue(actual: ReportedValue | undefined, expected: ReportedValue): void {
  if (typeof expected === "number") {
    expectClose(actual as number | undefined, expected);
    return;
  }
  expect(actual).toBeTypeOf("object");
  const range = actual as { min: number; max: number };
  expectClose(range.min, expected.min);
  expectClose(range.max, expected.max);
}
