import { resolve } from "node:path";
import { accuracyReport, type AccuracyReport } from "@/lib/accuracy/report";
import { PUBLIC_MEASUREMENTS_PATH } from "@/lib/datasets/public-measurements";
import { readPublicMeasurements } from "@/server/validation-inputs";
import { CALIBRATION_REGION, MODEL_VERSION, validateModel } from "@/lib/model";
import { readValidationInputs } from "@/server/validation-inputs";
import { bundledPriceBook } from "@/lib/pricing/bundled";

/**
 * The Accuracy page's figures: the validation `storage-advisor validate-model` runs (about
 * 3 s of model runs: every article cell, held out per article), computed once per model
 * version and kept in memory; the articles and measurements ship with the code, so only a
 * new model version changes the answer.
 */

const reports = new Map<string, Promise<AccuracyReport>>();

function compute(): AccuracyReport {
  const root = process.cwd();
  const inputs = readValidationInputs(root, CALIBRATION_REGION);
  if (!inputs.ok) throw new Error(inputs.message);
  const book = bundledPriceBook(CALIBRATION_REGION);
  if (book === null) throw new Error(`no bundled ${CALIBRATION_REGION} prices`);
  const { datasets, calibration } = inputs.value;
  const validation = validateModel(datasets, book, undefined, calibration);
  // Read where the app runs (the repository's data folder), not bundled: the ignore comment
  // keeps the build from tracing the whole project into the server output for this one path.
  const measurements = readPublicMeasurements(resolve(/* turbopackIgnore: true */ root, PUBLIC_MEASUREMENTS_PATH));
  return accuracyReport(validation, datasets, measurements, MODEL_VERSION);
}

export function modelAccuracy(): Promise<AccuracyReport> {
  let report = reports.get(MODEL_VERSION);
  if (report === undefined) {
    // A failed run is not kept: the next request tries again.
    report = Promise.resolve().then(compute);
    report.catch(() => reports.delete(MODEL_VERSION));
    reports.set(MODEL_VERSION, report);
  }
  return report;
}
