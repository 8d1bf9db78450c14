/**
 * The cost-time Pareto frontier: the points no other point beats on both monthly cost
 * and duration per day. Lower is better on both axes.
 */

export interface CostTime {
  durationSecondsPerDay: number;
  monthlyCostUsd: number;
}

function placeable(p: CostTime): boolean {
  return (
    Number.isFinite(p.durationSecondsPerDay) &&
    Number.isFinite(p.monthlyCostUsd) &&
    p.durationSecondsPerDay > 0 &&
    p.monthlyCostUsd > 0
  );
}

/**
 * Frontier points from fastest to cheapest. A point is on it when every faster (or equally
 * fast) point costs more. Of points with the same duration only the cheapest counts, and
 * of identical points the first in input order. Points without a positive duration and
 * cost are left out (they have no place on a log chart).
 */
export function paretoFrontier<T extends CostTime>(points: readonly T[]): T[] {
  const sorted = points
    .filter(placeable)
    .sort((a, b) => a.durationSecondsPerDay - b.durationSecondsPerDay || a.monthlyCostUsd - b.monthlyCostUsd);
  const frontier: T[] = [];
  let cheapest = Number.POSITIVE_INFINITY;
  for (const point of sorted) {
    if (point.monthlyCostUsd < cheapest) {
      frontier.push(point);
      cheapest = point.monthlyCostUsd;
    }
  }
  return frontier;
}

/**
 * The frontier as a staircase: from each point right to the next point's duration at
 * the same cost, then down to its cost. What you can buy never gets cheaper before the
 * next option becomes fast enough, which is what the step says.
 */
export function frontierSteps(frontier: readonly CostTime[]): { x: number; y: number }[] {
  const steps: { x: number; y: number }[] = [];
  frontier.forEach((point, i) => {
    const previous = frontier[i - 1];
    if (previous) steps.push({ x: point.durationSecondsPerDay, y: previous.monthlyCostUsd });
    steps.push({ x: point.durationSecondsPerDay, y: point.monthlyCostUsd });
  });
  return steps;
}

/** Only points whose cost is complete can be on the frontier: an unpriced cost is a lower bound. */
export function priceableFrontier<T extends CostTime & { priceStatus: string }>(points: readonly T[]): T[] {
  return paretoFrontier(points.filter((p) => p.priceStatus !== "missing"));
}
