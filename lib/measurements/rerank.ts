import { usdPerWaitingHour, type AdvisorResult, type RankedOption } from "@/lib/advisor";
import type { MeasurementComparison } from "./compare";

/**
 * "With my measurements": a saved recommendation's ranking re-scored with measured
 * durations where uploads exist for an option, as a what-if beside the original answer
 * (which never changes). Each operation's modelled time on the ranking's worst day is
 * multiplied by its measured-to-modelled ratio (the median over uploads; an operation
 * no upload ran takes the upload's overall ratio). Costs stay as modelled. The score is
 * the advisor's: weighted log2 of cost and duration over their floors, relative to the best.
 */

export interface RerankedOption {
  rank: number;
  originalRank: number;
  key: string;
  label: string;
  monthlyCostUsd: number;
  modelledSecondsPerDay: number;
  secondsPerDay: number;
  /** True when secondsPerDay comes from uploads on this option. */
  measured: boolean;
  /** secondsPerDay / modelledSecondsPerDay; null when not measured. */
  ratio: number | null;
  uploads: number;
  score: number;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Per-operation ratios (by operation index) and the overall one, medians over the comparisons. */
export function combinedRatios(comparisons: readonly MeasurementComparison[]): {
  byOperation: Map<number, number>;
  overall: number | null;
} {
  const perOp = new Map<number, number[]>();
  const overall: number[] = [];
  for (const c of comparisons) {
    if (c.ratio !== null) overall.push(c.ratio);
    for (const op of c.operations) {
      if (op.index === null || op.ratio === null) continue;
      perOp.set(op.index, [...(perOp.get(op.index) ?? []), op.ratio]);
    }
  }
  const byOperation = new Map<number, number>();
  for (const [index, ratios] of perOp) byOperation.set(index, median(ratios)!);
  return { byOperation, overall: median(overall) };
}

function measuredDay(option: RankedOption, ratios: ReturnType<typeof combinedRatios>): number | null {
  if (ratios.overall === null && ratios.byOperation.size === 0) return null;
  if (option.operations.length === 0)
    return ratios.overall === null ? null : option.durationSecondsPerDay * ratios.overall;
  let total = 0;
  for (const [i, op] of option.operations.entries())
    total += op.durationSecondsPerDay * (ratios.byOperation.get(i) ?? ratios.overall ?? 1);
  return total;
}

/** An option's figures with its measurements: what both orders start from. */
function measuredRow(
  option: RankedOption,
  comparisonsByKey: ReadonlyMap<string, readonly MeasurementComparison[]>,
): Omit<RerankedOption, "rank" | "score"> {
  const comparisons = comparisonsByKey.get(option.key) ?? [];
  const day = comparisons.length > 0 ? measuredDay(option, combinedRatios(comparisons)) : null;
  const seconds = day ?? option.durationSecondsPerDay;
  return {
    originalRank: option.rank,
    key: option.key,
    label: option.label,
    monthlyCostUsd: option.monthlyCostUsd,
    modelledSecondsPerDay: option.durationSecondsPerDay,
    secondsPerDay: seconds,
    measured: day !== null,
    ratio: day !== null && option.durationSecondsPerDay > 0 ? seconds / option.durationSecondsPerDay : null,
    uploads: comparisons.length,
  };
}

/**
 * Since 2026.11.28 the advisor ranks options that meet the need by total monthly cost. With
 * measurements, an option measured slower than modelled misses the need when its slowest run
 * scaled by the ratio passes its target, and its waiting grows by the extra hours at the
 * result's price of waiting; the order is then the advisor's: need first, then total cost.
 */
function rerankByNeedThenCost(
  result: Pick<AdvisorResult, "ranking" | "waiting" | "plan">,
  comparisonsByKey: ReadonlyMap<string, readonly MeasurementComparison[]>,
): RerankedOption[] {
  const usdPerHour = result.waiting ? usdPerWaitingHour(result.waiting) : 0;
  const rows = result.ranking.map((option) => {
    const row = measuredRow(option, comparisonsByKey);
    const ratio = option.durationSecondsPerDay > 0 ? row.secondsPerDay / option.durationSecondsPerDay : 1;
    const meets =
      (option.meetsNeed ?? true) &&
      (option.slowestRunSeconds === undefined ||
        option.runTargetSeconds === undefined ||
        option.slowestRunSeconds * ratio <= option.runTargetSeconds);
    const extraUsd =
      (usdPerHour * Math.max(0, row.secondsPerDay - option.durationSecondsPerDay) * result.plan.days) / 3600;
    return { ...row, meets, total: (option.totalMonthlyUsd ?? option.monthlyCostUsd) + extraUsd };
  });
  const cheapest = Math.min(...rows.map((r) => r.total));
  return rows
    .sort(
      (a, b) =>
        Number(b.meets) - Number(a.meets) ||
        Math.round(a.total) - Math.round(b.total) ||
        a.secondsPerDay - b.secondsPerDay ||
        a.originalRank - b.originalRank,
    )
    .map(({ meets: _meets, total, ...row }, i) => ({
      ...row,
      rank: i + 1,
      score: Math.round((total - cheapest) * 100) / 100,
    }));
}

export function rerankWithMeasurements(
  result: Pick<AdvisorResult, "ranking" | "weights" | "method" | "waiting" | "plan">,
  comparisonsByKey: ReadonlyMap<string, readonly MeasurementComparison[]>,
): RerankedOption[] {
  if (result.method === "need-then-total-cost") return rerankByNeedThenCost(result, comparisonsByKey);
  const w = result.weights;
  const rows = result.ranking.map((option) => {
    const row = measuredRow(option, comparisonsByKey);
    return {
      ...row,
      raw:
        w.cost * Math.log2(Math.max(w.costFloorUsd, option.monthlyCostUsd)) +
        w.duration * Math.log2(Math.max(w.durationFloorSeconds, row.secondsPerDay)),
    };
  });
  const best = Math.min(...rows.map((r) => r.raw));
  return rows
    .sort((a, b) => a.raw - b.raw || a.originalRank - b.originalRank)
    .map(({ raw, ...row }, i) => ({ ...row, rank: i + 1, score: Math.round((raw - best) * 1000) / 1000 }));
}
