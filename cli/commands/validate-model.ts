import { resolve } from "node:path";
import { readValidationInputs } from "@/server/validation-inputs";
import {
  ASSUMPTIONS,
  CALIBRATION_REGION,
  SKIPPED,
  validateModel,
  type ArticleSummary,
  type ValidationRow,
} from "@/lib/model";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { parseCommandArgs } from "../args";
import { EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK, type CliCommand, type CliIo } from "../command";

const USAGE = `Usage: storage-advisor validate-model [--datasets DIR] [--summary]

Runs the model on every duration and cost cell of the benchmark articles in
data/datasets/*.json and prints, per cell, the model's figure, the measured one and
their ratio, then a summary per article: in sample (the shipped latency constants,
fitted on all articles) and held out (each article predicted with constants fitted on
the other four). Method: lib/model/validation/calibration.ts and lib/model/validation/validation.ts.

  --datasets DIR   where the dataset files are (default: data/datasets)
  --summary        only the assumptions and the summaries

Exit status: 0; 1 when a dataset cannot be read.`;

const pad = (text: string, width: number) => (text.length >= width ? text : text + " ".repeat(width - text.length));
const num = (value: number | null, digits = 1) => (value === null ? "-" : value.toFixed(digits));

function rowLine(r: ValidationRow): string {
  const measured =
    r.cell.measuredSeconds === null
      ? "-"
      : `${num(r.cell.measuredSeconds)}${r.cell.durationEstimated ? " (est.)" : ""}`;
  const cost = r.cell.measuredMonthlyCostUsd;
  const costText =
    cost === null
      ? ""
      : ` | $ model ${num(r.modelMonthlyCostUsd, 0)} measured ${typeof cost === "number" ? cost : `${cost.min}-${cost.max}`} ${r.costRatio === null ? (r.cell.costInconsistent ? "(article inconsistent)" : "(not compared)") : `x${r.costRatio.toFixed(2)}`}`;
  return `  ${pad(r.cell.id, 58)} s model ${pad(num(r.modelSeconds), 9)} measured ${pad(measured, 14)} ${r.ratio === null ? "" : `x${r.ratio.toFixed(2)}`}${costText}  [${r.bottleneck}]`;
}

function summaryLine(s: ArticleSummary): string {
  const pct = (n: number, d: number) => (d === 0 ? "-" : `${Math.round((100 * n) / d)}%`);
  const cost = s.costCells === 0 ? "no cost cells" : `cost ${s.costWithin}/${s.costCells} within 10%`;
  const inconsistent =
    s.costInconsistent.length > 0 ? ` (not compared, article inconsistent: ${s.costInconsistent.join(", ")})` : "";
  return (
    `  ${pad(s.dataset, 30)} ${String(s.durationCells).padStart(3)} duration cells: ${pct(s.within1_5, s.durationCells).padStart(4)} within x1.5, ` +
    `${pct(s.within2, s.durationCells).padStart(4)} within x2, median ratio ${s.medianRatio.toFixed(2)}, typical error x${s.typicalError.toFixed(2)}; ${cost}${inconsistent}` +
    exceptionText(s, pct)
  );
}

/** The shares without the article's named exception, and why it is one. */
function exceptionText(s: ArticleSummary, pct: (n: number, d: number) => string): string {
  if (s.exceptions.length === 0) return "";
  const e = s.excepting;
  const named = s.exceptions.map((x) => `${x.id} x${x.ratio.toFixed(2)}: ${x.why}`).join("; ");
  return (
    `\n  ${pad("", 30)} without the named exception, ${e.durationCells} cells: ${pct(e.within1_5, e.durationCells).padStart(4)} within x1.5, ` +
    `${pct(e.within2, e.durationCells).padStart(4)} within x2 (${named})`
  );
}

async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(args, { datasets: { type: "string" }, summary: { type: "boolean" } }, false);
  const dir = resolve(typeof values.datasets === "string" ? values.datasets : "data/datasets");
  const inputs = readValidationInputs(process.cwd(), CALIBRATION_REGION, dir);
  if (!inputs.ok) {
    io.stderr(inputs.message);
    return EXIT_FAILURE;
  }
  const { datasets, calibration } = inputs.value;
  const book = bundledPriceBook(CALIBRATION_REGION);
  if (book === null) {
    io.stderr(`no bundled ${CALIBRATION_REGION} prices`);
    return EXIT_BAD_INPUT;
  }
  const v = validateModel(datasets, book, undefined, calibration);
  const out: string[] = [];
  for (const d of datasets) {
    out.push(`${d.slug}: ${d.title}`);
    for (const a of ASSUMPTIONS[d.slug] ?? []) out.push(`  assumes: ${a}`);
    for (const r of d.results) if (SKIPPED[r.id]) out.push(`  skipped ${r.id}: ${SKIPPED[r.id]}`);
    if (values.summary !== true) {
      out.push("  in sample:");
      out.push(...v.inSample.rows.filter((r) => r.cell.dataset === d.slug).map(rowLine));
      out.push("  held out:");
      out.push(...v.heldOut.rows.filter((r) => r.cell.dataset === d.slug).map(rowLine));
    }
    out.push("");
  }
  out.push(
    "Summary, in sample (shipped constants, fitted on all articles):",
    ...v.inSample.summaries.map(summaryLine),
    "",
  );
  out.push(
    "Summary, held out (each article predicted with constants fitted on the other four):",
    ...v.heldOut.summaries.map(summaryLine),
    "",
  );
  out.push("Fitted constants (median of samples; prior = documented value, no sample):");
  for (const f of v.fits)
    out.push(
      `  ${pad(f.name, 28)} ${(f.value * 1000).toFixed(4)} ms  ${f.prior ? "prior" : `${f.samples.length} samples`}`,
    );
  out.push(
    "",
    "Duration ranges: held-out model/measured, 10th-90th percentile, by bounding mechanism (lib/model/validation/duration-ranges.ts):",
  );
  for (const [m, b] of Object.entries(v.bands))
    out.push(`  ${pad(m, 8)} p10 ${b.p10}  p90 ${b.p90}  (${b.cells} cells)`);
  io.stdout(out.join("\n"));
  return EXIT_OK;
}

export const validateModelCommand: CliCommand = {
  name: "validate-model",
  summary: "Model vs every article cell: ratios, in-sample and held-out summaries",
  usage: USAGE,
  run,
};
