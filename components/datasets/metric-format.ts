import type { ChartMetric, ResultMetric } from "@/lib/datasets/layout";
import { NANOSECONDS_PER_MILLISECOND } from "@/lib/units";
import type { DatasetResult } from "@/lib/datasets/schema";
import {
  formatBytes,
  formatDuration,
  formatIops,
  formatMilliseconds,
  formatNumber,
  formatPercent,
  formatRate,
  formatRequestsPerSecond,
  formatUsd,
  formatValue,
  type ValueOrRange,
} from "@/lib/format";

/**
 * Display text for dataset values, every one with its unit. Shared by the server tables
 * and the client charts, so both print a value the same way.
 */

export const METRIC_LABELS: Record<ResultMetric, string> = {
  durationSeconds: "Duration",
  throughputBytesPerSecond: "Throughput",
  iops: "IOPS",
  requestsPerSecond: "Requests per second",
  latencyMs: "Latency",
  latencyNs: "Latency",
  latencyBreakdownMs: "Latency by phase",
  monthlyCostUsd: "Monthly cost",
  costUsd: "Cost",
  otherMetrics: "Other figures",
};

/** Axis titles: what is measured and in which unit the ticks are. */
export const CHART_AXIS_LABELS: Record<ChartMetric, string> = {
  durationSeconds: "Duration",
  throughputBytesPerSecond: "Throughput",
  requestsPerSecond: "Requests per second",
  iops: "IOPS",
  monthlyCostUsd: "Monthly cost (USD)",
  costUsd: "Cost (USD)",
};

const SCALAR_FORMATS: Record<ChartMetric, (n: number) => string> = {
  durationSeconds: formatDuration,
  throughputBytesPerSecond: (n) => formatRate(n),
  iops: formatIops,
  requestsPerSecond: formatRequestsPerSecond,
  monthlyCostUsd: formatUsd,
  costUsd: formatUsd,
};

export function formatScalar(metric: ChartMetric, value: ValueOrRange): string {
  return formatValue(value, SCALAR_FORMATS[metric]);
}

/** Short tick labels: a duration axis in seconds reads better than "16 min 40 s" at 1,000. */
export function formatTick(metric: ChartMetric, value: number): string {
  if (metric === "durationSeconds") return `${formatNumber(value)} s`;
  if (metric === "iops") return formatNumber(value);
  if (metric === "requestsPerSecond") return formatNumber(value);
  return SCALAR_FORMATS[metric](value);
}

type LatencyStats = NonNullable<DatasetResult["latencyMs"]>;

/** "min 929 ms · mean 1,011 ms · … · p99 1,098 ms" */
function formatLatency(stats: LatencyStats, unit: "ms" | "ns"): string {
  const ms = (n: number) => formatMilliseconds(unit === "ms" ? n : n / NANOSECONDS_PER_MILLISECOND);
  const named = (["min", "mean", "median", "max", "stddev"] as const).flatMap((key) => {
    const value = stats[key];
    return value === undefined ? [] : [`${key === "stddev" ? "sd" : key} ${formatValue(value, ms)}`];
  });
  const percentiles = Object.entries(stats.percentiles ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([p, value]) => `p${p} ${formatValue(value, ms)}`);
  return [...named, ...percentiles].join(" · ");
}

type OtherMetric = NonNullable<DatasetResult["otherMetrics"]>[number];

const OTHER_UNIT_FORMATS: Record<OtherMetric["unit"], (n: number) => string> = {
  seconds: formatDuration,
  milliseconds: formatMilliseconds,
  bytes: (n) => formatBytes(n),
  "bytes-per-second": (n) => formatRate(n),
  count: formatNumber,
  percent: formatPercent,
};

/** "user-cpu-time: 532 ms" */
function formatOtherMetric(metric: OtherMetric): string {
  return `${metric.name.replaceAll("-", " ")}: ${formatValue(metric.value, OTHER_UNIT_FORMATS[metric.unit])}`;
}

/** Every part of one metric of one result as display lines (latency by phase gives one line per phase). */
export function formatResultMetric(result: DatasetResult, metric: ResultMetric): string[] {
  switch (metric) {
    case "latencyMs":
    case "latencyNs": {
      const stats = result[metric];
      return stats === undefined ? [] : [formatLatency(stats, metric === "latencyMs" ? "ms" : "ns")];
    }
    case "latencyBreakdownMs":
      return Object.entries(result.latencyBreakdownMs ?? {}).map(
        ([phase, stats]) => `${phase}: ${formatLatency(stats, "ms")}`,
      );
    case "otherMetrics":
      return (result.otherMetrics ?? []).map(formatOtherMetric);
    default: {
      const value = result[metric];
      return value === undefined ? [] : [formatScalar(metric, value)];
    }
  }
}

/** The article's own text for a metric (otherMetrics keep theirs per figure). */
export function asReportedText(result: DatasetResult, metric: ResultMetric): string[] {
  if (metric === "otherMetrics") return (result.otherMetrics ?? []).map((m) => m.asReported);
  const text = result.asReported[metric];
  return text === undefined ? [] : [text];
}

type ReferenceUnit =
  "bytes" | "bytes-per-second" | "bytes-per-second-per-tib" | "seconds" | "usd" | "percent" | "ratio" | "count";

const REFERENCE_FORMATS: Record<ReferenceUnit, (n: number) => string> = {
  bytes: (n) => formatBytes(n),
  "bytes-per-second": (n) => formatRate(n),
  "bytes-per-second-per-tib": (n) => `${formatRate(n)} per TiB`,
  seconds: formatDuration,
  usd: formatUsd,
  percent: formatPercent,
  ratio: (n) => `${formatNumber(n)}×`,
  count: formatNumber,
};

const QUALIFIERS = { "up-to": "up to ", "at-least": "at least ", approximately: "about " } as const;

export function formatReferenceFigure(
  value: ValueOrRange,
  unit: ReferenceUnit,
  qualifier?: keyof typeof QUALIFIERS,
): string {
  return `${qualifier === undefined ? "" : QUALIFIERS[qualifier]}${formatValue(value, REFERENCE_FORMATS[unit])}`;
}
