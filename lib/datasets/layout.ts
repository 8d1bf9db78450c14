import type { Dataset, DatasetResult } from "./schema";
import { METRIC_FIELDS } from "./schema-result";

/**
 * How a dataset's results are laid out on its page: one table per place in the article
 * (each result's `location`), and one chart per workload. Pure, so it is unit-tested
 * without a database or a browser.
 */

/** Result fields shown as table columns, in display order. */
export const RESULT_METRICS = [...METRIC_FIELDS, "otherMetrics"] as const;

export type ResultMetric = (typeof RESULT_METRICS)[number];

/** Metrics that are one value or range: the only ones a system-by-workload grid can hold. */
const SCALAR_METRICS: ReadonlySet<ResultMetric> = new Set([
  "durationSeconds",
  "throughputBytesPerSecond",
  "iops",
  "requestsPerSecond",
  "monthlyCostUsd",
  "costUsd",
]);

/**
 * A grid (rows = systems, columns = workloads) reads like the article's comparison tables,
 * but only when most cells are filled; a sparse grid is easier to read as a list.
 */
const MATRIX_MIN_FILL = 0.75;

export const UNPLACED_TABLE_CAPTION = "Results";

export interface WorkloadColumn {
  workloadId: string;
  /** Metrics present for this workload in this table, in RESULT_METRICS order. */
  metrics: ResultMetric[];
}

export interface ResultTable {
  /** Stable anchor id, "results-1". */
  id: string;
  caption: string;
  /** matrix: systems x workloads; list: one row per result. */
  kind: "matrix" | "list";
  systemIds: string[];
  workloads: WorkloadColumn[];
  /** Metrics present anywhere in the table (the list layout's columns). */
  metrics: ResultMetric[];
  results: DatasetResult[];
  /** Distinct result notes, numbered in order of appearance (footnotes of a grid). */
  notes: string[];
}

export function metricsOf(results: readonly DatasetResult[]): ResultMetric[] {
  return RESULT_METRICS.filter((metric) => results.some((r) => r[metric] !== undefined));
}

/** Which of a result's values the source marks as estimates. */
export function isEstimated(result: DatasetResult, metric: ResultMetric): boolean {
  if (result.estimated === true) return true;
  return Array.isArray(result.estimated) && (result.estimated as string[]).includes(metric);
}

export function resultsAt(table: ResultTable, systemId: string, workloadId: string): DatasetResult[] {
  return table.results.filter((r) => r.systemId === systemId && r.workloadId === workloadId);
}

function inOrder(ids: Iterable<string>, order: readonly { id: string }[]): string[] {
  const wanted = new Set(ids);
  return order.filter((item) => wanted.has(item.id)).map((item) => item.id);
}

export function buildResultTables(dataset: Dataset): ResultTable[] {
  const groups = new Map<string, DatasetResult[]>();
  for (const result of dataset.results) {
    const caption = result.location ?? UNPLACED_TABLE_CAPTION;
    groups.set(caption, [...(groups.get(caption) ?? []), result]);
  }
  return [...groups].map(([caption, results], index) => {
    const systemIds = inOrder(
      results.map((r) => r.systemId),
      dataset.systems,
    );
    const workloadIds = inOrder(
      results.map((r) => r.workloadId),
      dataset.workloads,
    );
    const metrics = metricsOf(results);
    const pairs = new Set(results.map((r) => `${r.systemId}\u0000${r.workloadId}`));
    const fill = pairs.size / (systemIds.length * workloadIds.length);
    const grid =
      systemIds.length > 1 &&
      workloadIds.length > 1 &&
      fill >= MATRIX_MIN_FILL &&
      metrics.every((m) => SCALAR_METRICS.has(m));
    return {
      id: `results-${index + 1}`,
      caption,
      kind: grid ? "matrix" : "list",
      systemIds,
      workloads: workloadIds.map((workloadId) => ({
        workloadId,
        metrics: metricsOf(results.filter((r) => r.workloadId === workloadId)),
      })),
      metrics,
      results,
      notes: [...new Set(results.flatMap((r) => (r.note === undefined ? [] : [r.note])))],
    };
  });
}

// ---------------------------------------------------------------------------
// Charts: one per workload, of the first metric it has in CHART_METRICS order.
// ---------------------------------------------------------------------------

export const CHART_METRICS = [
  "durationSeconds",
  "throughputBytesPerSecond",
  "requestsPerSecond",
  "iops",
  "monthlyCostUsd",
  "costUsd",
] as const;

export type ChartMetric = (typeof CHART_METRICS)[number];

/** Bars spanning more than this ratio (largest / smallest) are drawn on a log scale. */
export const LOG_SCALE_MIN_RATIO = 20;

export interface ChartBar {
  /** Unique within the chart (a system can have a peak and a sustained result). */
  label: string;
  systemId: string;
  /** Lower and upper bound; equal unless the source gives a range. */
  min: number;
  max: number;
  estimated: boolean;
}

export interface WorkloadChart {
  workloadId: string;
  workloadName: string;
  metric: ChartMetric;
  /** Other metrics this workload could be charted by. */
  alternatives: ChartMetric[];
  bars: ChartBar[];
  logScale: boolean;
}

export function shouldUseLogScale(values: readonly number[]): boolean {
  if (values.length < 2 || values.some((v) => v <= 0)) return false;
  return Math.max(...values) / Math.min(...values) >= LOG_SCALE_MIN_RATIO;
}

function bounds(value: number | { min: number; max: number }): { min: number; max: number } {
  return typeof value === "number" ? { min: value, max: value } : value;
}

/**
 * One chart per workload that has a chartable value. `preferred` picks the metric where a
 * workload has it (the page's ?chart= choice), otherwise the first of CHART_METRICS.
 */
export function buildWorkloadCharts(dataset: Dataset, preferred?: ChartMetric): WorkloadChart[] {
  const labels = new Map(dataset.systems.map((s) => [s.id, s.label]));
  const systemOrder = new Map(dataset.systems.map((s, i) => [s.id, i]));
  return dataset.workloads.flatMap((workload) => {
    const results = dataset.results.filter((r) => r.workloadId === workload.id);
    const available = CHART_METRICS.filter((m) => results.some((r) => r[m] !== undefined));
    const metric = preferred !== undefined && available.includes(preferred) ? preferred : available[0];
    if (metric === undefined) return [];
    const charted = results
      .filter((r) => r[metric] !== undefined)
      .sort((a, b) => (systemOrder.get(a.systemId) ?? 0) - (systemOrder.get(b.systemId) ?? 0));
    const perSystem = new Map<string, number>();
    for (const r of charted) perSystem.set(r.systemId, (perSystem.get(r.systemId) ?? 0) + 1);
    const bars = charted.map((r) => {
      const value = r[metric];
      const { min, max } = bounds(value ?? 0);
      const system = labels.get(r.systemId) ?? r.systemId;
      const qualifier = (perSystem.get(r.systemId) ?? 0) > 1 ? ` (${r.statistic ?? r.location ?? r.id})` : "";
      return { label: system + qualifier, systemId: r.systemId, min, max, estimated: isEstimated(r, metric) };
    });
    return [
      {
        workloadId: workload.id,
        workloadName: workload.name,
        metric,
        alternatives: available.filter((m) => m !== metric),
        bars,
        logScale: shouldUseLogScale(bars.flatMap((b) => [b.min, b.max])),
      },
    ];
  });
}
