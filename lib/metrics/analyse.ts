import { withInstancePrice } from "@/lib/compare/instance-store";
import {
  emptyTolerance,
  estimate,
  GP2_BUCKET_ID,
  HDD_BUCKET_ID,
  EFS_CREDIT_BUCKET_ID,
  type Workload,
} from "@/lib/model";
import type { PriceBook } from "@/lib/pricing/price-keys";
import {
  accessChoice,
  derive,
  demandSeries,
  slope,
  type AccessChoice,
  type Derived,
  type ReplayAccess,
} from "./derive";
import { forecast, type Forecast } from "./forecast";
import { toHourly, type Coverage, type HourlyObservation } from "./hourly";
import { parseMetricsFiles } from "./parse";
import { configuredOptions, machineFor, stepHour } from "./replay";
import { MetricsInputError, type MetricsFile, type MetricsResult } from "./types";
import { MILLISECONDS_PER_SECOND, SECONDS_PER_HOUR } from "@/lib/units";
import { replayRuleOut, sharingOf, type ReplaySharing, type SharingChoice } from "./sharing";

/** Most points per chart series: a year of hours thinned to what a page draws. */
export const CHART_POINTS = 360;
const HOUR_MS = SECONDS_PER_HOUR * MILLISECONDS_PER_SECOND;

export interface OptionReplay {
  optionId: string;
  label: string;
  family: string;
  feasible: boolean;
  infeasibleReason: string | null;
  /** What the observed period would have cost (the model's estimate of the derived workload over the same days). */
  periodCostUsd: number | null;
  monthlyCostUsd: number | null;
  priced: boolean;
  exceededHours: number;
  firstExceeded: string[];
  /** The hour the option's storage credit bucket first ran dry during the replay; null if never. */
  ranDryAt: string | null;
  peakUtilisation: number;
  meanUtilisation: number;
  binding: string;
  chart: {
    permittedBytesPerSecond: number[];
    balance: number[] | null;
    balanceLabel: string | null;
    balanceUnit: string | null;
    balanceCapacity: number | null;
  };
}

export interface MetricsAnalysis {
  system: "efs" | "ebs" | "fsx";
  files: { name: string; format: string; metrics: string[]; ignored: string[] }[];
  period: { start: string; end: string; hours: number };
  coverage: Coverage[];
  notes: string[];
  derived: Omit<Derived, "workload">;
  workload: Workload;
  chart: { times: string[]; hoursPerPoint: number; demandBytesPerSecond: number[] };
  options: OptionReplay[];
  /** The cheapest option that kept up every hour (instance store left out: its data does not outlive the instance). */
  cheapest: { optionId: string; label: string; periodCostUsd: number } | null;
  /** The same, among the options of the imported service (EFS, EBS or FSx). */
  cheapestSameService: { optionId: string; label: string; periodCostUsd: number } | null;
  forecasts: Forecast[];
  /** Observed demand as a share of the imported PermittedThroughput (what a provisioned mode pays for). */
  permittedShareUsed: number | null;
  priceSnapshot: string;
  /** Who used the storage and how, and why (absent in analyses saved before it was asked). */
  sharing?: SharingChoice;
  /** Sequential or random, and why (absent in analyses saved before it was asked). */
  access?: AccessChoice;
}

export interface AnalyseParams {
  region: string;
  storedBytes?: number;
  /** Who used the storage; absent: inferred from the service (lib/metrics/sharing.ts). */
  sharing?: ReplaySharing;
  /** How the data is read and written; absent: taken from the request size (lib/metrics/derive.ts). */
  access?: ReplayAccess;
}

function thin(values: readonly number[], per: number, pick: (xs: number[]) => number): number[] {
  const out: number[] = [];
  for (let i = 0; i < values.length; i += per) out.push(round(pick(values.slice(i, i + per))));
  return out;
}

function round(v: number): number {
  return Number.isFinite(v) ? Math.round(v * 1000) / 1000 : v;
}

/** The imported balance a bucket of the model starts from, where CloudWatch reported one for it. */
function importedBalance(
  obs: HourlyObservation,
  bucketId: string,
  capacity: number,
  at: "first" | "last",
): number | null {
  const pick = (xs: (number | null)[] | undefined) => {
    const present = (xs ?? []).filter((v): v is number => v !== null);
    return present.length ? (at === "first" ? present[0]! : present[present.length - 1]!) : null;
  };
  if (obs.system === "efs" && bucketId === EFS_CREDIT_BUCKET_ID) {
    const bytes = pick(obs.levels.creditBytes);
    return bytes === null ? null : Math.min(capacity, bytes);
  }
  if (obs.system === "ebs" && (bucketId === GP2_BUCKET_ID || bucketId === HDD_BUCKET_ID)) {
    const pct = pick(obs.levels.creditPercent);
    return pct === null ? null : (capacity * Math.min(100, pct)) / 100;
  }
  return null;
}

export function analyseObservation(
  obs: HourlyObservation,
  params: AnalyseParams,
  book: PriceBook,
  fileInfo: MetricsAnalysis["files"],
): MetricsAnalysis {
  const derived = derive(obs, params);
  const { workload } = derived;
  const { read, write } = demandSeries(obs);
  const readShare = derived.readShare ?? 0.5;
  const per = Math.max(1, Math.ceil(obs.hours / CHART_POINTS));
  const costs = estimate(workload, book);
  // Instance store is priced with the instance it lives on, never replayed as free (lib/compare/instance-store.ts).
  const costById = new Map(
    costs.ok
      ? costs.value.results.map((r) => [r.optionId as string, withInstancePrice(r, book, costs.value.days)])
      : [],
  );
  const endMs = obs.startMs + obs.hours * HOUR_MS;

  const daily: { x: number; y: number }[] = [];
  for (let d = 0; d * 24 < obs.hours; d++) {
    if ((d + 1) * 24 > obs.hours) break;
    let y = 0;
    for (let h = d * 24; h < (d + 1) * 24; h++) y += read[h]! + write[h]!;
    daily.push({ x: d, y });
  }
  const meanDaily = daily.length ? daily.reduce((s, p) => s + p.y, 0) / daily.length : 0;
  // A trend from under a week is noise: the forecast holds demand flat then.
  const demandGrowthPerDay = daily.length >= 7 && meanDaily > 0 ? slope(daily) / meanDaily : 0;

  const options: OptionReplay[] = [];
  const forecasts: Forecast[] = [];
  const sharing = sharingOf(obs.system, params.sharing);
  for (const cfg of configuredOptions(workload)) {
    const est = costById.get(cfg.id);
    const base = {
      optionId: cfg.id,
      label: cfg.label,
      family: cfg.family,
      periodCostUsd: est ? est.periodCostUsd : null,
      monthlyCostUsd: est ? est.monthlyCostUsd.total : null,
      priced: est?.priced ?? false,
    };
    // An option that could not serve the same clients the same way is left out, with why.
    const infeasible =
      replayRuleOut(cfg, sharing, workload.clients) ??
      (est && !est.feasible ? est.infeasibleReason : cfg.infeasibleReason);
    if (infeasible) {
      options.push({
        ...base,
        feasible: false,
        infeasibleReason: infeasible,
        exceededHours: 0,
        firstExceeded: [],
        ranDryAt: null,
        peakUtilisation: 0,
        meanUtilisation: 0,
        binding: "",
        chart: {
          permittedBytesPerSecond: [],
          balance: null,
          balanceLabel: null,
          balanceUnit: null,
          balanceCapacity: null,
        },
      });
      continue;
    }
    const machine = machineFor(cfg, workload);
    const balances = machine.buckets.map(
      (b) => importedBalance(obs, b.id, b.capacity, "first") ?? Math.min(b.capacity, b.initial),
    );
    const chartBucket = machine.buckets.findIndex((b) => !b.id.startsWith("instance-"));
    const permitted: number[] = [];
    const balanceSeries: number[] = [];
    const bindings = new Map<string, number>();
    let exceeded = 0;
    const firstExceeded: string[] = [];
    let peak = 0;
    let sum = 0;
    let ranDryAt: string | null = null;
    for (let h = 0; h < obs.hours; h++) {
      const step = stepHour(machine, balances, read[h]!, write[h]!, readShare);
      permitted.push(step.permittedBytesPerSecond);
      if (chartBucket >= 0) {
        balanceSeries.push((balances[chartBucket] ?? 0) / machine.buckets[chartBucket]!.unitSize);
        if (ranDryAt === null && (balances[chartBucket] ?? 0) <= emptyTolerance(machine.buckets[chartBucket]!))
          ranDryAt = new Date(obs.startMs + h * HOUR_MS).toISOString();
      }
      if (step.utilisation > 1 + 1e-9) {
        exceeded++;
        if (firstExceeded.length < 10) firstExceeded.push(new Date(obs.startMs + h * HOUR_MS).toISOString());
      }
      if (read[h]! + write[h]! > 0) bindings.set(step.binding, (bindings.get(step.binding) ?? 0) + 1);
      peak = Math.max(peak, step.utilisation);
      sum += step.utilisation;
    }
    const binding = [...bindings.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
    const bucket = chartBucket >= 0 ? machine.buckets[chartBucket]! : null;
    options.push({
      ...base,
      feasible: true,
      infeasibleReason: null,
      exceededHours: exceeded,
      firstExceeded,
      ranDryAt,
      peakUtilisation: round(peak),
      meanUtilisation: round(sum / obs.hours),
      binding,
      chart: {
        permittedBytesPerSecond: thin(permitted, per, (xs) => Math.min(...xs)),
        balance: bucket ? thin(balanceSeries, per, (xs) => Math.min(...xs)) : null,
        balanceLabel: bucket?.label ?? null,
        balanceUnit: bucket?.unit ?? null,
        balanceCapacity: bucket ? round(bucket.capacity / bucket.unitSize) : null,
      },
    });
    if (machine.buckets.some((b) => !b.id.startsWith("instance-"))) {
      const imported = machine.buckets.map((b) => importedBalance(obs, b.id, b.capacity, "last"));
      const start = balances.map((b, i) => imported[i] ?? b);
      forecasts.push(
        ...forecast({
          machine,
          workload,
          balances: start,
          balanceSource: imported.some((v) => v !== null) ? "imported" : "replayed",
          profile: derived.profile,
          startMs: endMs,
          readShare,
          demandGrowthPerDay,
          storageGrowthBytesPerDay: derived.storage.growthBytesPerDay,
        }),
      );
    }
  }

  const served = options
    .filter(
      (o) =>
        o.feasible && o.exceededHours === 0 && o.periodCostUsd !== null && o.priced && o.family !== "instance-store",
    )
    .sort((a, b) => a.periodCostUsd! - b.periodCostUsd!);
  const pick = (o: OptionReplay | undefined) =>
    o ? { optionId: o.optionId, label: o.label, periodCostUsd: o.periodCostUsd! } : null;
  const permittedLevels = (obs.levels.permittedBytesPerSecond ?? []).filter((v): v is number => v !== null);
  const meanPermitted = permittedLevels.length
    ? permittedLevels.reduce((a, b) => a + b, 0) / permittedLevels.length
    : 0;
  const meanDemand =
    (read.reduce((a, b) => a + b, 0) + write.reduce((a, b) => a + b, 0)) / (obs.hours * SECONDS_PER_HOUR);
  const { workload: _w, ...rest } = derived;
  void _w;
  const times: string[] = [];
  for (let h = 0; h < obs.hours; h += per) times.push(new Date(obs.startMs + h * HOUR_MS).toISOString());
  return {
    system: obs.system,
    files: fileInfo,
    period: { start: new Date(obs.startMs).toISOString(), end: new Date(endMs).toISOString(), hours: obs.hours },
    coverage: obs.coverage,
    notes: obs.notes,
    derived: rest,
    workload,
    chart: {
      times,
      hoursPerPoint: per,
      demandBytesPerSecond: thin(
        read.map((r, h) => (r + write[h]!) / SECONDS_PER_HOUR),
        per,
        (xs) => Math.max(...xs),
      ),
    },
    options,
    cheapest: pick(served[0]),
    cheapestSameService: pick(served.find((o) => o.family.startsWith(obs.system))),
    forecasts,
    permittedShareUsed: meanPermitted > 0 ? round(meanDemand / meanPermitted) : null,
    priceSnapshot: book.snapshotId,
    sharing,
    access: accessChoice(workload.operations, params.access),
  };
}

/** Files in, analysis out; every problem with the input as an issue naming the metric and where. */
export function analyseMetrics(
  files: readonly MetricsFile[],
  params: AnalyseParams,
  book: PriceBook,
): MetricsResult<MetricsAnalysis> {
  const parsed = parseMetricsFiles(files);
  if (!parsed.ok) return parsed;
  try {
    const obs = toHourly(parsed.value);
    const info = parsed.value.map((f) => ({
      name: f.name,
      format: f.format,
      metrics: [...new Set(f.series.map((s) => `${s.definition.name} ${s.statistic}`))],
      ignored: f.ignored,
    }));
    return { ok: true, value: analyseObservation(obs, params, book, info) };
  } catch (error) {
    if (error instanceof MetricsInputError) return { ok: false, error: error.issue };
    throw error;
  }
}
