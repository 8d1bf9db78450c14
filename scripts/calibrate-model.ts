/**
 * Fits the cost model's latency constants to the benchmark articles' measurements and
 * prints them. Usage:
 *
 *   npx tsx scripts/calibrate-model.ts
 *
 * What is fitted, and only that: the serial latencies no AWS page states (per-file
 * overheads of EFS, EBS and Lustre, single-stream latencies of EBS and Lustre). Everything
 * else in the model is a documented limit. The samples come from every article in
 * data/datasets/ through the mapping in lib/model/validation/cells.ts (its ASSUMPTIONS
 * say what each article leaves open), and from the public measurements marked
 * "use": "calibration" in data/measurements/ (lib/model/validation/calibration-cells.ts); the method is in lib/model/validation/calibration.ts: median
 * of the single-stream, one-file-at-a-time cells of each class, EFS samples only from
 * articles measured after AWS's February 2022 latency change, documented priors where
 * there is no sample. `npm run --silent cli -- validate-model` shows how well the result
 * predicts each article, in sample and held out.
 *
 * Paste the printed block into lib/model/engine/latency-constants.ts; lib/model/validation/calibration.test.ts
 * fails until the file matches what this prints.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { calibrateLatencies, roundForConstants, LATENCY_CONSTANTS, validationCells } from "@/lib/model";
import { CALIBRATION_REGION, readValidationInputs } from "@/server/validation-inputs";
import { bundledPriceBook } from "@/lib/pricing/bundled";

const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");

function main(): number {
  const inputs = readValidationInputs(root, CALIBRATION_REGION);
  if (!inputs.ok) {
    process.stderr.write(`${inputs.message}\n`);
    return 1;
  }
  const cells = [...inputs.value.datasets.flatMap(validationCells), ...inputs.value.calibration];
  const book = bundledPriceBook(CALIBRATION_REGION);
  if (book === null) {
    process.stderr.write(`no bundled prices for ${CALIBRATION_REGION}\n`);
    return 1;
  }
  const fits = calibrateLatencies(cells, book);
  for (const fit of fits) {
    const samples = fit.samples.map((s) => `${s.dataset}:${s.cellId}=${(s.value * 1000).toFixed(3)}ms`).join(", ");
    process.stdout.write(
      `${fit.name}: ${(fit.value * 1000).toFixed(4)} ms (${fit.prior ? "documented prior, no sample" : `median of ${fit.samples.length}: ${samples}`})\n`,
    );
  }
  process.stdout.write("\nexport const LATENCY_CONSTANTS: LatencyConstants = {\n");
  for (const fit of fits) process.stdout.write(`  ${fit.name}: ${roundForConstants(fit.value)},\n`);
  process.stdout.write("};\n");
  const drift = fits.filter((fit) => roundForConstants(fit.value) !== LATENCY_CONSTANTS[fit.name]);
  process.stdout.write(
    drift.length === 0
      ? "\nlib/model/engine/latency-constants.ts is up to date.\n"
      : `\nOut of date in lib/model/engine/latency-constants.ts: ${drift.map((f) => f.name).join(", ")}\n`,
  );
  return 0;
}

process.exitCode = main();
