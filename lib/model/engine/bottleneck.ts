import type { CreditReport, OperationEstimate } from "../estimate-types";
import { dayOf, type BucketOutcome, type SimulationOutcome } from "./simulate";
import { formatCount } from "../common/message-format";

/** Sentences about what limits an option, for the result's warnings and headline. */

export function creditReport(bucket: BucketOutcome): CreditReport {
  const { spec } = bucket;
  const scale = (value: number) => Math.round((value / spec.unitSize) * 1e6) / 1e6;
  return {
    label: spec.label,
    unit: spec.unit,
    capacity: scale(spec.capacity),
    initial: scale(spec.initial),
    minBalance: scale(bucket.minBalance),
    ranOutOnDay: bucket.depletedAtSeconds === null ? null : dayOf(bucket.depletedAtSeconds),
    timeline: bucket.timeline,
  };
}

/** The bucket closest to empty: the one worth charting. */
export function mostStressed(reports: readonly CreditReport[]): CreditReport | null {
  let best: CreditReport | null = null;
  for (const report of reports) {
    const ratio = report.capacity > 0 ? report.minBalance / report.capacity : 1;
    const bestRatio = best === null ? Infinity : best.capacity > 0 ? best.minBalance / best.capacity : 1;
    if (ratio < bestRatio) best = report;
  }
  return best;
}

export function simulationWarnings(outcome: SimulationOutcome, days: number): string[] {
  const warnings: string[] = [];
  for (const bucket of outcome.buckets) {
    if (bucket.depletedAtSeconds !== null) {
      warnings.push(
        `${bucket.spec.label} ran out on day ${dayOf(bucket.depletedAtSeconds)} of ${days}: from then on the limit they gate runs at its baseline.`,
      );
    }
  }
  if (outcome.overflowDay !== null) {
    warnings.push(
      `The day's work takes more than 24 hours from day ${outcome.overflowDay}: runs queue into the next day, and the backlog grows.`,
    );
  }
  if (outcome.worstDay > 1) {
    warnings.push(`Durations are from day ${formatCount(outcome.worstDay)}, the slowest day of the period.`);
  }
  return warnings;
}

/** The bottleneck of the operation that takes longest. */
export function headlineBottleneck(operations: readonly OperationEstimate[]): string {
  let best: OperationEstimate | undefined;
  for (const op of operations)
    if (best === undefined || op.durationSecondsPerDay > best.durationSecondsPerDay) best = op;
  if (best === undefined) return "no operations: storage only";
  return operations.length > 1 ? `${best.bottleneck} ("${best.name}")` : best.bottleneck;
}
