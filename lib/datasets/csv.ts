import { csvField } from "@/lib/format/csv";
import type { Dataset, DatasetResult } from "./schema";
import { NANOSECONDS_PER_MILLISECOND } from "@/lib/units";
import { RESULT_METRICS } from "./layout";

/**
 * One CSV row per result (RFC 4180: comma separated, CRLF line ends, fields with a comma,
 * quote or line break quoted, quotes doubled). Units are in the header names. A value the
 * source gives as a range fills its _min and _max columns; a single value fills both.
 */

const CRLF = "\r\n";

type Value = number | { min: number; max: number };
type LatencyStats = NonNullable<DatasetResult["latencyMs"]>;

export interface CsvSystemLink {
  key: string;
  optionId: string | null;
  underlyingOptionId: string | null;
}

const RANGED_COLUMNS = [
  ["durationSeconds", "duration_seconds"],
  ["throughputBytesPerSecond", "throughput_bytes_per_second"],
  ["iops", "iops"],
  ["requestsPerSecond", "requests_per_second"],
  ["monthlyCostUsd", "monthly_cost_usd"],
  ["costUsd", "cost_usd"],
] as const;

const LATENCY_COLUMNS = [
  ["min", "latency_min_ms"],
  ["mean", "latency_mean_ms"],
  ["median", "latency_median_ms"],
  ["p99", "latency_p99_ms"],
  ["max", "latency_max_ms"],
] as const;

export const DATASET_CSV_HEADER = [
  "dataset",
  "result_id",
  "system_id",
  "system",
  "option_id",
  "underlying_option_id",
  "workload_id",
  "workload",
  ...RANGED_COLUMNS.flatMap(([, name]) => [`${name}_min`, `${name}_max`]),
  ...LATENCY_COLUMNS.map(([, name]) => name),
  "estimated",
  "statistic",
  "sample_count",
  "scope",
  "location",
  "as_reported",
  "note",
] as const;

export { csvField };

function low(value: Value | undefined): number | undefined {
  return value === undefined ? undefined : typeof value === "number" ? value : value.min;
}

function high(value: Value | undefined): number | undefined {
  return value === undefined ? undefined : typeof value === "number" ? value : value.max;
}

/**
 * Latency in milliseconds from latencyMs or latencyNs. A statistic given as a range
 * contributes its lower bound (the full text stays in as_reported).
 */
function latency(result: DatasetResult, stat: (typeof LATENCY_COLUMNS)[number][0]): number | undefined {
  const pick = (stats: LatencyStats | undefined) => low(stat === "p99" ? stats?.percentiles?.["99"] : stats?.[stat]);
  const ms = pick(result.latencyMs);
  if (ms !== undefined) return ms;
  const ns = pick(result.latencyNs);
  return ns === undefined ? undefined : ns / NANOSECONDS_PER_MILLISECOND;
}

function estimatedFields(result: DatasetResult): string {
  if (result.estimated === undefined) return "";
  return result.estimated === true ? "all" : result.estimated.join(";");
}

function asReported(result: DatasetResult): string {
  const fields = RESULT_METRICS.flatMap((metric) => {
    const text = metric === "otherMetrics" ? undefined : result.asReported[metric];
    return text === undefined ? [] : [`${metric}: ${text}`];
  });
  return [...fields, ...(result.otherMetrics ?? []).map((m) => `${m.name}: ${m.asReported}`)].join("; ");
}

export function datasetCsv(dataset: Dataset, systems: readonly CsvSystemLink[]): string {
  const links = new Map(systems.map((s) => [s.key, s]));
  const systemLabels = new Map(dataset.systems.map((s) => [s.id, s.label]));
  const workloadNames = new Map(dataset.workloads.map((w) => [w.id, w.name]));
  const rows = dataset.results.map((result) => {
    const link = links.get(result.systemId);
    return [
      dataset.slug,
      result.id,
      result.systemId,
      systemLabels.get(result.systemId),
      link?.optionId,
      link?.underlyingOptionId,
      result.workloadId,
      workloadNames.get(result.workloadId),
      ...RANGED_COLUMNS.flatMap(([field]) => [low(result[field]), high(result[field])]),
      ...LATENCY_COLUMNS.map(([stat]) => latency(result, stat)),
      estimatedFields(result),
      result.statistic,
      result.sampleCount,
      result.scope ?? "system",
      result.location,
      asReported(result),
      result.note,
    ];
  });
  return [DATASET_CSV_HEADER, ...rows].map((row) => row.map(csvField).join(",")).join(CRLF) + CRLF;
}
