/**
 * Value formatting for pages, CSV-free displays and charts: pure functions, en-US,
 * every value with its unit. Ranges go through formatValue so they stay ranges.
 */
export { ageInDays, formatAge } from "./age";
export { BYTE_UNITS, formatBytes, formatRate, type ByteUnits } from "./bytes";
export { formatPartialDate } from "./date";
export { formatDuration } from "./duration";
export {
  formatInteger,
  formatIops,
  formatMilliseconds,
  formatNumber,
  formatPercent,
  formatPercentFraction,
  formatRequestsPerSecond,
} from "./number";
export { formatValue, joinRange, lowerBoundOf, upperBoundOf, type ValueOrRange } from "./range";
export { formatUsd } from "./usd";
export { restateRates } from "./restate-rates";
