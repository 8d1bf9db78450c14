/**
 * A price key's value over snapshots (issue 15, history): each point says whether it
 * changed from the point before and by how much, exactly (decimal strings), so a page
 * or the CLI can show only what moved.
 */
import { decimalsEqual, relativeChange } from "./decimal";

export interface HistoryPoint {
  snapshotId: string;
  source: string;
  fetchedAt: Date;
  asOf: string;
  /** Null: the snapshot covers the region but has no price for the key. */
  usd: string | null;
  unconfirmed: boolean;
}

export interface HistoryStep extends HistoryPoint {
  /** "same", "changed", "new" (first price, or after a gap) or "missing". */
  change: "same" | "changed" | "new" | "missing";
  /** Relative change from the previous price (0.1 = +10%), when both exist and the old one is not 0. */
  relative: number | null;
}

export function historySteps(points: readonly HistoryPoint[]): HistoryStep[] {
  let previous: string | null = null;
  return points.map((point) => {
    let step: HistoryStep;
    if (point.usd === null) step = { ...point, change: "missing", relative: null };
    else if (previous === null) step = { ...point, change: "new", relative: null };
    else if (decimalsEqual(previous, point.usd)) step = { ...point, change: "same", relative: 0 };
    else step = { ...point, change: "changed", relative: relativeChange(previous, point.usd) };
    previous = point.usd;
    return step;
  });
}
