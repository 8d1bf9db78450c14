import { GIB_BYTES, MIB_BYTES } from "@/lib/units";

/**
 * The table's derived columns.
 *
 * - Cost per GiB-month: monthly cost / GiB stored by the workload. What a GiB of this
 *   workload's data costs a month on the option, traffic included.
 * - Dollars per MiB/s: monthly cost / the throughput the option delivers on this
 *   workload, where that throughput is (bytes the workload moves per day / its duration
 *   per day) in MiB/s. Lower is better; it prices speed for this workload, not the
 *   option's rated peak.
 */

export interface WorkloadVolume {
  storedBytes: number;
  /** Bytes read plus bytes written per day, all runs. */
  bytesPerDay: number;
}

export interface WorkloadOperationSize {
  fileCount: number;
  fileSizeBytes: number;
  timesPerDay?: number;
}

/** One operation's bytes per day, all its runs. */
export function operationBytesPerDay(op: WorkloadOperationSize): number {
  return op.fileCount * op.fileSizeBytes * (op.timesPerDay ?? 1);
}

export function bytesPerDay(operations: readonly WorkloadOperationSize[]): number {
  return operations.reduce((sum, op) => sum + operationBytesPerDay(op), 0);
}

/** Null when nothing is stored. */
export function costPerGibMonth(monthlyCostUsd: number, storedBytes: number): number | null {
  if (!(storedBytes > 0) || !Number.isFinite(monthlyCostUsd)) return null;
  return monthlyCostUsd / (storedBytes / GIB_BYTES);
}

/** Effective throughput of the day's work in MiB/s; null without data moved or time taken. */
export function effectiveMibPerSecond(bytesMovedPerDay: number, durationSecondsPerDay: number): number | null {
  if (!(bytesMovedPerDay > 0) || !(durationSecondsPerDay > 0)) return null;
  return bytesMovedPerDay / durationSecondsPerDay / MIB_BYTES;
}

export function usdPerMibPerSecond(
  monthlyCostUsd: number,
  bytesMovedPerDay: number,
  durationSecondsPerDay: number,
): number | null {
  const rate = effectiveMibPerSecond(bytesMovedPerDay, durationSecondsPerDay);
  if (rate === null || !Number.isFinite(monthlyCostUsd)) return null;
  return monthlyCostUsd / rate;
}
