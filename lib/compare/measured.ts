import type { Dataset, DatasetResult, DatasetSystem, ReportedValue } from "@/lib/datasets/schema";

/**
 * A dataset's measurements as whole-day points for one preset: per system, the day's
 * duration (the preset's operations one after another) and, where the article gives it,
 * the monthly cost of that day's work every day of the month.
 */

export type Interval = [number, number];

export interface DatasetMeasurement {
  systemId: string;
  label: string;
  /** The catalog option measured, or null for a system outside the catalog. */
  optionId: string | null;
  params: Record<string, unknown>;
  /** For a system outside the catalog: the option its data lives on (cunoFS on S3). */
  underlyingOptionId: string | null;
  /** Seconds per day, [min, max] (equal unless the article gives a range). */
  duration: Interval;
  /** USD per month as the article reports it; null when it gives none for these conditions. */
  cost: Interval | null;
  notes: string[];
}

function interval(value: ReportedValue): Interval {
  return typeof value === "number" ? [value, value] : [value.min, value.max];
}

function isEstimated(result: DatasetResult, field: "durationSeconds" | "monthlyCostUsd"): boolean {
  return result.estimated === true || (Array.isArray(result.estimated) && result.estimated.includes(field));
}

/** The whole-system result with a duration for one (system, workload); the first in file order. */
function dayResult(results: readonly DatasetResult[], systemId: string, workloadId: string): DatasetResult | undefined {
  return results.find(
    (r) =>
      r.systemId === systemId &&
      r.workloadId === workloadId &&
      r.durationSeconds !== undefined &&
      (r.scope ?? "system") === "system",
  );
}

/**
 * The month's cost of all the operations together from the article's per-operation
 * costs. A row that prints one cost for the whole day repeats it on every operation:
 * that cost is taken once. A row that prices each operation separately (EFS Elastic,
 * cunoFS) includes the month's storage in each; the storage is counted once by taking
 * the cheapest operation's cost as the storage share: total = sum - (n - 1) x cheapest.
 * The cheapest cost also holds that operation's own (small) usage charge, so the total
 * is a slight underestimate; the note on the point says so.
 */
export function combineOperationCosts(costs: readonly Interval[]): { cost: Interval; combined: boolean } | null {
  if (costs.length === 0) return null;
  const same = costs.every(([lo, hi]) => lo === costs[0]?.[0] && hi === costs[0]?.[1]);
  if (same) return { cost: costs[0] as Interval, combined: false };
  const total = (end: 0 | 1) => {
    const values = costs.map((c) => c[end]);
    return values.reduce((a, b) => a + b, 0) - (values.length - 1) * Math.min(...values);
  };
  return { cost: [total(0), total(1)], combined: true };
}

function storageOf(system: DatasetSystem): Pick<DatasetMeasurement, "optionId" | "params" | "underlyingOptionId"> {
  if (system.storage.kind === "catalog")
    return { optionId: system.storage.optionId, params: { ...system.storage.config }, underlyingOptionId: null };
  return { optionId: null, params: {}, underlyingOptionId: system.storage.underlyingOptionId ?? null };
}

/**
 * One measurement per system that has a whole-system duration for every one of
 * `workloadIds`. Summary rows ("all options") are skipped. Durations are scaled from the
 * dataset's runs per day to `timesPerDay` (marked as an extrapolation when they differ);
 * costs are kept only when the runs per day are the article's own.
 */
export function datasetMeasurements(
  dataset: Dataset,
  workloadIds: readonly string[],
  timesPerDay: number,
): DatasetMeasurement[] {
  const workloads = workloadIds.map((id) => dataset.workloads.find((w) => w.id === id));
  if (workloadIds.length === 0 || workloads.some((w) => w === undefined)) return [];
  const out: DatasetMeasurement[] = [];
  for (const system of dataset.systems) {
    if (system.summaryOf !== undefined) continue;
    const results = workloadIds.map((id) => dayResult(dataset.results, system.id, id));
    if (results.some((r) => r === undefined)) continue;
    const found = results as DatasetResult[];
    const notes: string[] = [];
    let scaled = false;
    const duration: Interval = [0, 0];
    found.forEach((result, i) => {
      const runs = workloads[i]?.repetitionsPerDay ?? 1;
      const factor = timesPerDay / runs;
      if (factor !== 1) scaled = true;
      const [lo, hi] = interval(result.durationSeconds as ReportedValue);
      duration[0] += lo * factor;
      duration[1] += hi * factor;
    });
    if (found.length > 1) notes.push(`Duration: the article's ${found.length} operations, one after another.`);
    if (scaled) notes.push(`Duration extrapolated to ${timesPerDay} run(s) a day from the measured runs (linear).`);
    if (found.some((r) => isEstimated(r, "durationSeconds")))
      notes.push("The article marks these durations as estimated.");

    let cost: Interval | null = null;
    const costs = found.map((r) => (r.monthlyCostUsd === undefined ? null : interval(r.monthlyCostUsd)));
    if (!scaled && costs.every((c) => c !== null)) {
      const combined = combineOperationCosts(costs as Interval[]);
      if (combined) {
        cost = combined.cost;
        if (combined.combined)
          notes.push(
            "The article prices each operation with the month's storage; the total counts storage once (sum less the cheapest operation's cost for each extra operation, a slight underestimate).",
          );
        if (found.some((r) => isEstimated(r, "monthlyCostUsd")))
          notes.push("The article marks these costs as estimated.");
      }
    }
    out.push({ systemId: system.id, label: system.label, ...storageOf(system), duration, cost, notes });
  }
  return out;
}

export function midpoint([lo, hi]: Interval): number {
  return (lo + hi) / 2;
}
