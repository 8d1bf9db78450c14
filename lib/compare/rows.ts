import type { SortKey, SortOrder } from "./view";
import { costPerGibMonth, usdPerMibPerSecond, type WorkloadVolume } from "./metrics";
import { POINT_SERIES, type ComparePoint } from "./types";

/** A table row: the chart point and the derived columns (see metrics.ts for their definitions). */
export interface CompareRow {
  point: ComparePoint;
  usdPerGibMonth: number | null;
  usdPerMibps: number | null;
}

/** An unpriced point's cost is a lower bound: ratios of it would look like bargains, so they are left empty. */
export function compareRows(points: readonly ComparePoint[], volume: WorkloadVolume): CompareRow[] {
  return points.map((point) => {
    const known = point.priceStatus !== "missing";
    return {
      point,
      usdPerGibMonth: known ? costPerGibMonth(point.monthlyCostUsd, volume.storedBytes) : null,
      usdPerMibps: known
        ? usdPerMibPerSecond(point.monthlyCostUsd, volume.bytesPerDay, point.durationSecondsPerDay)
        : null,
    };
  });
}

type Value = number | string | null;

const VALUE: Record<SortKey, (row: CompareRow) => Value> = {
  option: (r) => r.point.label.toLowerCase(),
  series: (r) => POINT_SERIES.indexOf(r.point.series),
  duration: (r) => r.point.durationSecondsPerDay,
  // Incomplete costs sort last, like empty values.
  cost: (r) => (r.point.priceStatus === "missing" ? null : r.point.monthlyCostUsd),
  perGib: (r) => r.usdPerGibMonth,
  perMibps: (r) => r.usdPerMibps,
};

function compareValues(a: Value, b: Value): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), "en");
}

/** Sorted by one column; empty values last in either order, ties by option name then source. */
export function sortRows(rows: readonly CompareRow[], key: SortKey, order: SortOrder): CompareRow[] {
  const sign = order === "asc" ? 1 : -1;
  return [...rows].sort((x, y) => {
    const a = VALUE[key](x);
    const b = VALUE[key](y);
    if (a === null && b !== null) return 1;
    if (b === null && a !== null) return -1;
    const primary = a === null || b === null ? 0 : sign * compareValues(a, b);
    return (
      primary ||
      x.point.label.localeCompare(y.point.label, "en") ||
      POINT_SERIES.indexOf(x.point.series) - POINT_SERIES.indexOf(y.point.series)
    );
  });
}
