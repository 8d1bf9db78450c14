import type { PriceBook } from "@/lib/pricing/price-keys";
import { creditReport, headlineBottleneck, mostStressed, simulationWarnings } from "./engine/bottleneck";
import { CATALOG, validateOptionParams } from "./catalog";
import { toClientProfile } from "./client/client";
import type { ConfiguredOption } from "./configured-option";
import { durationRange, sumRanges } from "./validation/duration-ranges";
import { costLineDrafts, emptyBreakdown, priceCost } from "./common/cost";
import { estimateOptionsSchema, type EstimateOptions } from "./estimate-options";
import type { EstimateResult, OptionEstimate } from "./estimate-types";
import { fail, fromZodIssues, joinPath, ok, type ModelIssue, type ModelResult } from "./common/issues";
import { LATENCY_CONSTANTS } from "./engine/latency-constants";
import { EBS_MULTI_ATTACH_MAX_INSTANCES } from "./ebs/limits";
import { perfModelFor } from "./engine/perf";
import type { PerfEnv } from "./engine/perf-types";
import { simulate } from "./engine/simulate";
import { DAYS_PER_MONTH, MIB_BYTES } from "@/lib/units";
import { formatCount } from "./common/message-format";
import { workloadSchema, type Operation, type Workload } from "./workload-schema";

/** Bumped whenever a model change can change an estimate (a date; ".2" for a second change the same day). */
export const MODEL_VERSION = "2026.11.29.1";

/** A workload and estimate options as the model takes them: parsed, defaults applied. */
export interface EstimateInput {
  workload: Workload;
  options: EstimateOptions;
}

/**
 * The boundary: a workload and estimate options as sent (API body, CLI file, test) checked
 * against their schemas once. Bad input comes back as issues with a code, a message and
 * a path; the model itself then takes the parsed values.
 */
export function parseEstimateInput(workload: unknown, opts?: unknown): ModelResult<EstimateInput> {
  const parsedWorkload = workloadSchema.safeParse(workload);
  if (!parsedWorkload.success) return fail(fromZodIssues(parsedWorkload.error.issues));
  const parsedOptions = estimateOptionsSchema.safeParse(opts);
  if (!parsedOptions.success) return fail(fromZodIssues(parsedOptions.error.issues, "opts"));
  return ok({ workload: parsedWorkload.data, options: parsedOptions.data });
}

/** Parse, then estimate: for callers holding input as sent (tests, benches, calibration). */
export function estimateFromInput(
  workload: unknown,
  priceBook: PriceBook,
  opts?: unknown,
): ModelResult<EstimateResult> {
  const input = parseEstimateInput(workload, opts);
  return input.ok ? estimate(input.value.workload, priceBook, input.value.options) : input;
}

/**
 * Monthly cost and daily duration of a parsed workload on each storage option. Never
 * throws: a parameter combination AWS forbids, or prices of another region, come back as
 * issues with a code, a message and a path.
 */
export function estimate(
  w: Workload,
  priceBook: PriceBook,
  options: EstimateOptions = estimateOptionsSchema.parse(undefined),
): ModelResult<EstimateResult> {
  if (priceBook.region !== w.region) {
    return fail([
      {
        code: "price_book_region_mismatch",
        message: `the workload is in ${w.region} but the price book holds ${priceBook.region} prices`,
        path: "region",
      },
    ]);
  }

  const configured = configureAll(w);
  if (!configured.ok) return configured;

  const env: PerfEnv = {
    client: toClientProfile(options.client),
    clients: w.clients,
    latency: { ...LATENCY_CONSTANTS, ...options.latency },
    efsPerClientBytesPerSecond: options.efsPerClientMiBps === undefined ? null : options.efsPerClientMiBps * MIB_BYTES,
    s3Client: options.s3Client,
    measuredOn: options.measuredOn,
    region: w.region,
  };
  const results = configured.value.map((cfg) => estimateOne(cfg, w, priceBook, env, options.timelinePoints));
  return ok({ modelVersion: MODEL_VERSION, region: w.region, days: w.days, monthDays: DAYS_PER_MONTH, results });
}

/**
 * The whole catalog at its default params depends on nothing but the stored bytes, and
 * validating and sizing it (a zod parse per option) was a tenth of a once-a-day estimate:
 * it is configured once per size. The options are frozen, as every estimate of that size
 * now shares them (and its results their params).
 */
const defaultCatalogs = new Map<number, ConfiguredOption[]>();
const REMEMBERED_SIZES = 64;

function configureAll(w: Workload): ModelResult<ConfiguredOption[]> {
  if (w.options !== undefined) return configureRequests(w);
  const known = defaultCatalogs.get(w.storedBytes);
  if (known !== undefined) return ok(known);
  const configured = configureRequests(w);
  if (!configured.ok) return configured;
  if (defaultCatalogs.size >= REMEMBERED_SIZES) defaultCatalogs.clear();
  defaultCatalogs.set(w.storedBytes, configured.value.map(deepFreeze));
  return configured;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function configureRequests(w: Workload): ModelResult<ConfiguredOption[]> {
  const ctx = { storedBytes: w.storedBytes };
  const requests = w.options ?? CATALOG.map((entry) => ({ id: entry.id, params: entry.defaultParams(ctx) }));
  const issues: ModelIssue[] = [];
  const configured: ConfiguredOption[] = [];
  requests.forEach((request, index) => {
    const result = validateOptionParams(request.id, request.params, ctx);
    if (result.ok) configured.push(result.value);
    else issues.push(...result.issues.map((issue) => ({ ...issue, path: joinPath(`options[${index}]`, issue.path) })));
  });
  return issues.length > 0 ? fail(issues) : ok(configured);
}

function shareability(cfg: ConfiguredOption, clients: number): string | null {
  if (cfg.family === "instance-store" && clients > 1) {
    return `instance store drives belong to one instance; ${formatCount(clients)} clients need a shared file system`;
  }
  // A cluster layout gives each of its instances its own volumes: up to that many clients.
  if (cfg.family !== "ebs" || clients <= 1 || clients <= cfg.instances) return null;
  const multiAttach = cfg.volumeType === "io1" || cfg.volumeType === "io2";
  if (!multiAttach) {
    return `an EBS ${cfg.volumeType} volume attaches to one instance; ${formatCount(clients)} clients need a shared file system (or io1/io2 Multi-Attach)`;
  }
  if (clients > EBS_MULTI_ATTACH_MAX_INSTANCES) {
    return `EBS Multi-Attach reaches at most ${EBS_MULTI_ATTACH_MAX_INSTANCES} instances; the workload has ${formatCount(clients)} clients`;
  }
  return null;
}

/** Mountpoint for Amazon S3 writes files sequentially from the start: random writes cannot run (catalog-s3 accessSemantics). */
function accessSemanticsProblem(cfg: ConfiguredOption, operations: readonly Operation[]): string | null {
  if (cfg.family !== "s3" || cfg.accessMethod !== "mountpoint") return null;
  const randomWrite = operations.find((op) => op.direction === "write" && op.access === "random");
  return randomWrite === undefined
    ? null
    : `Mountpoint for Amazon S3 cannot write at random offsets ("${randomWrite.name}" writes randomly): use an SDK, or a file system`;
}

function estimateOne(
  cfg: ConfiguredOption,
  w: Workload,
  book: PriceBook,
  env: PerfEnv,
  timelinePoints: number,
): OptionEstimate {
  const warnings = [...cfg.warnings];
  const infeasibleReason =
    cfg.infeasibleReason ?? shareability(cfg, w.clients) ?? accessSemanticsProblem(cfg, w.operations);
  // The result objects are written out whole, not spread from a shared base: spread and
  // then given seventeen more fields, they took V8 a slow path and a sixth of an estimate.
  if (infeasibleReason !== null) {
    return {
      optionId: cfg.id,
      params: cfg.params,
      label: cfg.label,
      family: cfg.family,
      sizing: { capacityBytes: cfg.capacityBytes, note: cfg.sizingNote },
      feasible: false,
      infeasibleReason,
      priced: true,
      missingPriceKeys: [],
      pricesUnconfirmed: false,
      monthlyCostUsd: emptyBreakdown(),
      periodCostUsd: 0,
      costLines: [],
      operations: [],
      durationSecondsPerDay: 0,
      durationRangeSeconds: { low: 0, high: 0 },
      worstDay: 1,
      bottleneck: infeasibleReason,
      warnings,
      credits: null,
      allCredits: [],
    };
  }
  if (cfg.family === "ebs" && w.clients > 1 && w.clients > cfg.instances)
    warnings.push("Multi-Attach needs a cluster-aware file system or read-only use on all but one instance.");

  const cost = priceCost(costLineDrafts(cfg, w.operations), book);
  for (const key of cost.missingPriceKeys) {
    warnings.push(
      `No price for ${key} in price snapshot ${book.snapshotId}: the cost leaves it out (refresh prices to fill it).`,
    );
  }
  if (cost.unconfirmed) warnings.push("Some prices used are marked unconfirmed in the price snapshot.");

  const outcome = simulate(perfModelFor(cfg, env), w.operations, { days: w.days, timelinePoints });
  for (const warning of simulationWarnings(outcome, w.days)) warnings.push(warning);
  const operations = w.operations.map((op: Operation, i) => {
    const seconds = roundSeconds(outcome.operations[i]?.durationSecondsPerDay ?? 0);
    const bottleneck = outcome.operations[i]?.bottleneck ?? "";
    return {
      name: op.name,
      durationSecondsPerDay: seconds,
      durationRangeSeconds: durationRange(seconds, bottleneck),
      bottleneck,
    };
  });
  const allCredits = outcome.buckets.map(creditReport);
  return {
    optionId: cfg.id,
    params: cfg.params,
    label: cfg.label,
    family: cfg.family,
    sizing: { capacityBytes: cfg.capacityBytes, note: cfg.sizingNote },
    feasible: true,
    infeasibleReason: null,
    priced: cost.missingPriceKeys.length === 0,
    missingPriceKeys: cost.missingPriceKeys,
    pricesUnconfirmed: cost.unconfirmed,
    monthlyCostUsd: cost.monthly,
    periodCostUsd: Math.round(((cost.monthly.total * w.days) / DAYS_PER_MONTH) * 1e6) / 1e6,
    costLines: cost.lines,
    operations,
    durationSecondsPerDay: roundSeconds(outcome.durationSecondsPerDay),
    durationRangeSeconds: sumRanges(operations.map((o) => o.durationRangeSeconds)),
    worstDay: outcome.worstDay,
    bottleneck: headlineBottleneck(operations),
    warnings,
    credits: mostStressed(allCredits),
    allCredits,
  };
}

function roundSeconds(value: number): number {
  return Number.isFinite(value) ? Math.round(value * 1000) / 1000 : value;
}
