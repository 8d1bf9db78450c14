/** CloudWatch metrics in; a derived workload, a replay on every option and credit forecasts out. */
export {
  analyseMetrics,
  analyseObservation,
  CHART_POINTS,
  type MetricsAnalysis,
  type OptionReplay,
  type AnalyseParams,
} from "./analyse";
export { parseMetricsFiles, METRICS_FILE_MAX_BYTES, METRICS_MAX_FILES, METRICS_TOTAL_MAX_BYTES } from "./parse";
export { METRIC_DEFINITIONS, type MetricDefinition } from "./definitions";
export { FORECAST_HORIZON_DAYS, type Forecast } from "./forecast";
export type { MetricsFile, MetricsIssue, MetricsResult, MetricsErrorCode } from "./types";
export { REPLAY_SHARING, sharingText, type ReplaySharing, type SharingChoice } from "./sharing";
export { REPLAY_ACCESS, type ReplayAccess } from "./derive";
