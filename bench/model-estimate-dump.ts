/**
 * The differential check of a model speed-up: prints every estimate of a fixed set of
 * inputs as one JSON line per case, so two trees (main and a branch) can be compared byte
 * for byte. The inputs are the workload fixtures (fixtures/workloads), every preset at
 * several runs a day and on its measured setups, the validation cells of the datasets, and
 * seeded random workloads with random estimate options and random option params (invalid
 * ones included: their issues are compared too). Usage, in each tree:
 *
 *   npx tsx bench/model-estimate-dump.ts [randomCases] > estimates.jsonl
 *   cmp main.jsonl branch.jsonl
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  CALIBRATION_REGION,
  CATALOG,
  estimateFromInput,
  INSTANCE_TYPES,
  listCatalog,
  S3_CLIENT_KINDS,
  validateModel,
  validationCells,
} from "@/lib/model";
import { readValidationInputs } from "@/server/validation-inputs";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { PRESET_IDS, presetWorkload, WORKLOAD_PRESETS } from "@/lib/workloads";
import { seededRandom as generator } from "@/tests/support/seeded-random";

const randomCases = Number(process.argv[2] ?? 400);
const root = resolve(import.meta.dirname, "..");
const book = bundledPriceBook("us-east-2");
if (book === null) throw new Error("no bundled prices for us-east-2");

function emit(name: string, workload: unknown, opts?: unknown): void {
  const result = estimateFromInput(workload, book!, opts);
  process.stdout.write(`${JSON.stringify({ name, result })}\n`);
}

for (const file of readdirSync(resolve(root, "fixtures/workloads"))
  .filter((f) => f.endsWith(".json"))
  .sort()) {
  const doc = JSON.parse(readFileSync(resolve(root, "fixtures/workloads", file), "utf8")) as Record<string, unknown>;
  emit(`fixture ${file}`, "workload" in doc ? doc.workload : doc, "options" in doc ? doc.options : undefined);
}

for (const preset of WORKLOAD_PRESETS) {
  for (const timesPerDay of [1, 2, 10, 24, 90, 360]) {
    const workload = presetWorkload(preset.id, { timesPerDay });
    emit(`preset ${preset.id} x${timesPerDay}`, workload);
    emit(`preset ${preset.id} x${timesPerDay} measured setups`, {
      ...workload,
      options: preset.measuredOn.map((m) => ({ id: m.optionId, params: m.params })),
    });
  }
}

const inputs = readValidationInputs(root, CALIBRATION_REGION);
if (!inputs.ok) throw new Error(inputs.message);
const { datasets, calibration } = inputs.value;
for (const dataset of datasets) {
  for (const cell of validationCells(dataset)) emit(`cell ${cell.dataset}/${cell.id}`, cell.workload, cell.options);
}
process.stdout.write(
  `${JSON.stringify({ name: "validateModel", result: validateModel(datasets, book, undefined, calibration) })}\n`,
);

const random = generator(18);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const logUniform = (low: number, high: number) => Math.exp(Math.log(low) + random() * (Math.log(high) - Math.log(low)));
const chance = (p: number) => random() < p;

/** Params near an option's defaults: numbers scaled, enums and booleans picked from the JSON schema. */
function randomParams(id: string): Record<string, unknown> {
  const listing = listCatalog().find((l) => l.id === id)!;
  const properties = (listing.paramsJsonSchema.properties ?? {}) as Record<
    string,
    { enum?: unknown[]; type?: string; default?: unknown }
  >;
  const params: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(properties)) {
    if (!chance(0.2)) continue;
    if (schema.enum !== undefined) params[key] = pick(schema.enum);
    else if (schema.type === "boolean") params[key] = chance(0.5);
    else if (schema.type === "integer" || schema.type === "number") {
      const base = typeof schema.default === "number" && schema.default > 0 ? schema.default : 100;
      const value = base * logUniform(0.1, 10);
      params[key] = schema.type === "integer" ? Math.max(1, Math.round(value)) : value;
    }
  }
  return params;
}

function randomOperation(index: number, runsLeft: number) {
  const timesPerDay = Math.max(
    1,
    Math.min(runsLeft, pick([1, 1, 2, 3, 4, 6, 10, 24, 48, 90, 96, 144, 288, 360, 7, 13])),
  );
  return {
    name: `op ${index}`,
    direction: pick(["read", "write"] as const),
    fileCount: chance(0.05) ? 0 : Math.round(logUniform(1, 2_000_000)),
    fileSizeBytes: chance(0.05) ? 0 : logUniform(512, 64 * 2 ** 30),
    concurrency: chance(0.5) ? 1 : Math.round(logUniform(1, 256)),
    timesPerDay,
    access: chance(0.25) ? ("random" as const) : ("sequential" as const),
    ioSizeBytes: pick([4096, 16_384, 65_536, 262_144, 1_048_576, 8_388_608]),
    ...(chance(0.2) ? { metadataUpdatesPerFile: Math.floor(random() * 4) } : {}),
  };
}

function randomOptions() {
  const opts: Record<string, unknown> = {};
  if (chance(0.4)) opts.client = { instanceType: pick(INSTANCE_TYPES) };
  if (chance(0.2)) opts.efsPerClientMiBps = pick([250, 500, 1500]);
  if (chance(0.3))
    opts.s3Client = { kind: pick(S3_CLIENT_KINDS), ...(chance(0.3) ? { maxConnections: pick([1, 8, 64]) } : {}) };
  if (chance(0.2)) opts.measuredOn = pick(["2016", "2019-06", "2021-01-01", "2023-12", "2026"]);
  if (chance(0.2))
    opts.latency = {
      efsPerFileWriteSeconds: logUniform(0.001, 0.03),
      ebsSsdStreamLatencySeconds: logUniform(0.0001, 0.002),
    };
  if (chance(0.3)) opts.timelinePoints = pick([10, 50, 300, 2000]);
  return Object.keys(opts).length === 0 ? undefined : opts;
}

for (let n = 0; n < randomCases; n++) {
  const operations = [];
  let runsLeft = 1440;
  const count = Math.floor(random() * 5);
  for (let i = 0; i < count && runsLeft > 0; i++) {
    const op = randomOperation(i, runsLeft);
    runsLeft -= op.timesPerDay;
    operations.push(op);
  }
  const workload: Record<string, unknown> = {
    region: "us-east-2",
    storedBytes: chance(0.05) ? 0 : logUniform(2 ** 20, 2 ** 50),
    days: pick([1, 2, 7, 30, 31, 90, 365]),
    clients: chance(0.6) ? 1 : Math.round(logUniform(1, 64)),
    operations,
  };
  if (chance(0.5)) {
    workload.options = Array.from({ length: 1 + Math.floor(random() * 6) }, () => {
      const id = pick(CATALOG).id;
      return { id, params: chance(0.5) ? randomParams(id) : {} };
    });
  }
  emit(`random ${n}`, workload, randomOptions());
}

process.stderr.write(`${PRESET_IDS.length} presets, ${datasets.length} datasets, ${randomCases} random workloads\n`);
