import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { readDatasetFile } from "@/lib/datasets/load";
import {
  PUBLIC_MEASUREMENTS_PATH,
  publicMeasurementsFileSchema,
  type PublicMeasurement,
} from "@/lib/datasets/public-measurements";
import type { Dataset } from "@/lib/datasets/schema";
import { calibrationCells, VALIDATION_DATASETS, type ValidationCell } from "@/lib/model";

export { CALIBRATION_REGION } from "@/lib/model";

/**
 * Reads and validates the public measurements file; throws on a malformed one (it ships
 * with the code). Here, not beside its schema, so the core (and the pages' bundles that
 * import the model) never load a file reader.
 */
export function readPublicMeasurements(path: string): PublicMeasurement[] {
  return publicMeasurementsFileSchema.parse(JSON.parse(readFileSync(path, "utf8"))).measurements;
}

/** What validate-model, the calibration script and their tests read: the articles and the calibration measurements. */
export interface ValidationInputs {
  datasets: Dataset[];
  calibration: ValidationCell[];
}

/**
 * Reads the five articles' datasets (from `datasetsDir`, default `<root>/data/datasets`) and
 * the public measurements kept for calibration (`<root>/data/measurements`), priced in
 * `region`. An unreadable or invalid file comes back as a message.
 */
export function readValidationInputs(
  root: string,
  region: string,
  datasetsDir = resolve(root, "data/datasets"),
): { ok: true; value: ValidationInputs } | { ok: false; message: string } {
  const datasets: Dataset[] = [];
  for (const slug of VALIDATION_DATASETS) {
    const parsed = readDatasetFile(resolve(datasetsDir, `${slug}.json`));
    if (!parsed.ok) return { ok: false, message: `cannot read ${slug}.json: ${parsed.error.message}` };
    datasets.push(parsed.dataset);
  }
  try {
    return {
      ok: true,
      value: {
        datasets,
        calibration: calibrationCells(readPublicMeasurements(resolve(root, PUBLIC_MEASUREMENTS_PATH)), region),
      },
    };
  } catch (error) {
    return {
      ok: false,
      message: `cannot read ${PUBLIC_MEASUREMENTS_PATH}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
