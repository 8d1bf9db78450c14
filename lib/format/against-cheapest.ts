/** Ratios this close to 1 read as "cheapest": a cost equal to the floor after rounding to cents. */
const SAME_COST_TOLERANCE = 0.0005;

/** A cost against the cheapest: "cheapest", "+12.5%", or "" when there is nothing to compare. */
export function formatAgainstCheapest(ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return "";
  if (Math.abs(ratio - 1) < SAME_COST_TOLERANCE) return "cheapest";
  return `+${((ratio - 1) * 100).toFixed(1)}%`;
}

/** `cost / floor`, or null when either is missing or the floor is not a positive cost. */
export function costRatio(cost: number | null, floor: number | null): number | null {
  return cost === null || floor === null || floor <= 0 ? null : cost / floor;
}
