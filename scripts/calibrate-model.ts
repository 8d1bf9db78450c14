/**
 * Fits the cost model's latency constants to the EFS options article's measurements and
 * prints them. Usage:
 *
 *   npx tsx scripts/calibrate-model.ts
 *
 * Method: lib/model/calibration.ts. Paste the printed block into
 * lib/model/latency-constants.ts; lib/model/calibration.test.ts fails until the file
 * matches what this prints.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readDatasetFile } from "@/lib/datasets/load";
import { calibrateLatencies, roundForConstants } from "@/lib/model/calibration";
import { LATENCY_CONSTANTS } from "@/lib/model/latency-constants";
import { bundledPriceBook } from "@/lib/pricing/bundled";

const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
const datasetPath = resolve(root, "data/datasets/efs-options-and-alternatives.json");

function main(): number {
  const parsed = readDatasetFile(datasetPath);
  if (!parsed.ok) {
    process.stderr.write(`cannot read the dataset: ${parsed.error.message}\n`);
    return 1;
  }
  const book = bundledPriceBook("us-east-2");
  if (book === null) {
    process.stderr.write("no bundled prices for us-east-2\n");
    return 1;
  }
  const fits = calibrateLatencies(parsed.dataset, book);
  for (const fit of fits) {
    const samples = fit.samples.map((s) => `${s.systemId}/${s.workloadId}=${(s.value * 1000).toFixed(3)}ms`).join(", ");
    process.stdout.write(`${fit.name}: ${(fit.value * 1000).toFixed(4)} ms (median of ${fit.samples.length}: ${samples || "no samples"})\n`);
  }
  process.stdout.write("\nexport const LATENCY_CONSTANTS: LatencyConstants = {\n");
  for (const fit of fits) process.stdout.write(`  ${fit.name}: ${roundForConstants(fit.value)},\n`);
  process.stdout.write("};\n");
  const drift = fits.filter((fit) => roundForConstants(fit.value) !== LATENCY_CONSTANTS[fit.name]);
  process.stdout.write(drift.length === 0 ? "\nlib/model/latency-constants.ts is up to date.\n" : `\nOut of date in lib/model/latency-constants.ts: ${drift.map((f) => f.name).join(", ")}\n`);
  return 0;
}

process.exitCode = main();
