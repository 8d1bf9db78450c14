import { estimate, type OptionId } from "@/lib/model";
import type { PriceBook } from "@/lib/pricing/price-keys";
import type { MeasuredWorkload, SkippedJob } from "@/lib/workloads/fio-measured";

/**
 * A measurement set beside the model: the operations a fio result ran (read back from its
 * job options) estimated on the option it ran on, and the ratio of measured to modelled
 * time. The model is only asked, never changed: a ratio is feedback to show, not a
 * correction to apply.
 */

export interface MeasurementContext {
  region: string;
  /** Bytes stored on the option (sizes provisioned options, sets burst baselines). */
  storedBytes: number;
  clients: number;
  optionId: OptionId;
  params: Record<string, unknown>;
}

export interface OperationComparison {
  /** 0-based operation of the generated job file, null for foreign job names. */
  index: number | null;
  name: string;
  measuredSeconds: number;
  modelledSeconds: number;
  /** measured / modelled; null when the model gives no time (0 s). */
  ratio: number | null;
  bottleneck: string;
  extrapolated: boolean;
}

export interface MeasurementComparison {
  optionId: OptionId;
  params: Record<string, unknown>;
  label: string;
  operations: OperationComparison[];
  measuredSeconds: number;
  modelledSeconds: number;
  ratio: number | null;
  skipped: SkippedJob[];
}

export type ComparisonOutcome = { ok: true; comparison: MeasurementComparison } | { ok: false; reason: string };

/** The bytes a measured workload holds: the least it must have stored. */
export function measuredBytes(measured: MeasuredWorkload): number {
  return measured.operations.reduce((sum, m) => sum + m.operation.fileCount * m.operation.fileSizeBytes, 0);
}

function ratioOf(measured: number, modelled: number): number | null {
  return modelled > 0 && Number.isFinite(modelled) ? measured / modelled : null;
}

/**
 * One run of each measured operation on the option, on day one of a one-day period (the
 * run a fio test is: burst credits as a new file system has them).
 */
export function compareMeasurement(
  measured: MeasuredWorkload,
  context: MeasurementContext,
  book: PriceBook,
): ComparisonOutcome {
  if (measured.operations.length === 0) {
    const why = measured.skipped.map((s) => `${s.jobName}: ${s.reason}`).join("; ");
    return {
      ok: false,
      reason: `No job in the result is an operation the model can estimate${why ? ` (${why})` : ""}.`,
    };
  }
  const workload = {
    region: context.region,
    storedBytes: Math.max(context.storedBytes, measuredBytes(measured)),
    days: 1,
    clients: context.clients,
    operations: measured.operations.map((m) => m.operation),
    options: [{ id: context.optionId, params: context.params }],
  };
  const result = estimate(workload, book);
  if (!result.ok)
    return {
      ok: false,
      reason: `The model cannot estimate this measurement: ${result.error.path ? `${result.error.path}: ` : ""}${result.error.message}.`,
    };
  const est = result.value.results[0]!;
  if (!est.feasible)
    return { ok: false, reason: `The model finds the option cannot run it: ${est.infeasibleReason ?? "infeasible"}.` };
  const operations = measured.operations.map((m, i): OperationComparison => {
    const modelled = est.operations[i]?.durationSecondsPerDay ?? 0;
    return {
      index: m.index,
      name: m.operation.name,
      measuredSeconds: m.measuredSeconds,
      modelledSeconds: modelled,
      ratio: ratioOf(m.measuredSeconds, modelled),
      bottleneck: est.operations[i]?.bottleneck ?? "",
      extrapolated: m.extrapolated,
    };
  });
  const measuredSeconds = operations.reduce((sum, op) => sum + op.measuredSeconds, 0);
  const modelledSeconds = operations.reduce((sum, op) => sum + op.modelledSeconds, 0);
  return {
    ok: true,
    comparison: {
      optionId: est.optionId,
      params: est.params,
      label: est.label,
      operations,
      measuredSeconds,
      modelledSeconds,
      ratio: ratioOf(measuredSeconds, modelledSeconds),
      skipped: measured.skipped,
    },
  };
}

/** Within this factor either way a measurement counts as "as modelled". */
export const AS_MODELLED_FACTOR = 1.1;

/** "1.4x slower than modelled", "2.0x faster than modelled", "as modelled (1.05x)". */
export function describeRatio(ratio: number | null): string {
  if (ratio === null) return "no modelled time to compare with";
  if (ratio <= AS_MODELLED_FACTOR && ratio >= 1 / AS_MODELLED_FACTOR)
    return `as modelled (${ratio.toFixed(2)}x the modelled time)`;
  return ratio > 1 ? `${ratio.toFixed(1)}x slower than modelled` : `${(1 / ratio).toFixed(1)}x faster than modelled`;
}
