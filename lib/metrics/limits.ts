// Relative import: next.config.ts reads these limits (through server/api/body-limits.ts)
// and its loader does not resolve the "@/" alias.
import { MIB_BYTES } from "../units";

/**
 * One file: a get-metric-data get-metric-statistics JSON document, or a console CSV.
 * get-metric-data returns at most 100,800 data points per call; printed as JSON that is
 * about 3 MB, so 8 MiB per file leaves room while refusing anything far larger unread.
 */
export const METRICS_FILE_MAX_BYTES = 8 * MIB_BYTES;
export const METRICS_MAX_FILES = 20;
/** Every file together: what one import holds in memory. */
export const METRICS_TOTAL_MAX_BYTES = 32 * MIB_BYTES;
