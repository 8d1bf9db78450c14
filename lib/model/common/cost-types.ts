import type { PriceKey } from "@/lib/pricing/price-keys";
import { DAYS_PER_MONTH } from "@/lib/units";
import { formatCount } from "./message-format";
import type { Operation } from "../workload-schema";

/**
 * Cost lines before prices are applied. Quantities are per month (30 days): storage and
 * provisioned capacity for one month, traffic per day x 30.
 */
export type CostBucket = "storage" | "throughput" | "requests" | "provisioned" | "other";

export interface CostLineDraft {
  item: string;
  priceKey: PriceKey;
  quantity: number;
  /** Unit with its convention, e.g. "GB-month (GB = 2^30 bytes)". */
  unit: string;
  bucket: CostBucket;
}

export const UNIT_GB_MONTH = "GB-month (GB = 2^30 bytes)";
export const UNIT_GB = "GB (2^30 bytes)";
export const UNIT_MIBPS_MONTH = "MiB/s-month";
export const UNIT_MBPS_MONTH = "MB/s-month (MB = 10^6 bytes)";
export const UNIT_IOPS_MONTH = "IOPS-month";
export const UNIT_REQUESTS = "requests";
export const UNIT_OBJECTS_MONTH = "objects monitored per month";

/** Per-day quantity times the days of a month. */
export function perMonth(perDay: number): number {
  return perDay * DAYS_PER_MONTH;
}

export function runsText(op: Operation): string {
  return op.timesPerDay === 1 ? "once a day" : `${formatCount(op.timesPerDay)} times a day`;
}
