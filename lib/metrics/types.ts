import { AppError } from "@/lib/errors/app-error";
import type { MetricDefinition, Statistic } from "./definitions";

/** One metric, one statistic, as one file gave it. Points sorted by time, no duplicates. */
export interface MetricSeries {
  /** The metric as the file names it (label, column header or Label). */
  label: string;
  definition: MetricDefinition;
  statistic: Statistic;
  /** True when the file did not say which statistic and the metric's documented one was assumed. */
  statisticAssumed: boolean;
  /** The unit the file gave (get-metric-statistics), null when the format carries none. */
  unit: string | null;
  periodSeconds: number;
  /** Epoch milliseconds and values. */
  times: number[];
  values: number[];
  /** "metrics.json MetricDataResults[2]": where the series came from. */
  source: string;
  /** CloudWatch's StatusCode when given (PartialData means some periods are missing). */
  status: string | null;
}

export type MetricsErrorCode = "invalid_metrics" | "too_large" | "no_usable_metrics";

export interface MetricsIssue {
  code: MetricsErrorCode;
  message: string;
  /** Where: "files[0].MetricDataResults[1].Values[17]". */
  path: string;
}

export type MetricsResult<T> = { ok: true; value: T } | { ok: false; error: MetricsIssue };

export interface MetricsFile {
  name: string;
  bytes: Uint8Array;
}

export interface ParsedFile {
  name: string;
  format: "get-metric-data" | "get-metric-statistics" | "csv";
  series: MetricSeries[];
  /** Labels or columns that name no metric the import knows: skipped, reported. */
  ignored: string[];
  notes: string[];
}

export class MetricsInputError extends AppError {
  constructor(readonly issue: MetricsIssue) {
    super(issue.code, issue.message, issue.path);
    this.name = "MetricsInputError";
  }
}

export function fail(code: MetricsErrorCode, path: string, message: string): never {
  throw new MetricsInputError({ code, message, path });
}
