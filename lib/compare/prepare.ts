import type { CompareView } from "./view";
import { exportBaseName } from "./file-name";
import { matchesFilters } from "./filters";
import { compareRows, sortRows, type CompareRow } from "./rows";
import type { ComparePoint } from "./types";
import type { WorkloadVolume } from "./metrics";

export interface PreparedView {
  /** For the chart: every filter applied but family, which the chart's legend toggles itself. */
  chartPoints: ComparePoint[];
  /** For the table and the CSV (compareCsv): every filter applied, in the view's sort order. */
  rows: CompareRow[];
  baseName: string;
}

/** What the page derives from the loaded points for one view. */
export function prepareView(
  points: readonly ComparePoint[],
  volume: WorkloadVolume,
  view: CompareView,
  snapshotId: string,
): PreparedView {
  const chartPoints = points.filter((p) => matchesFilters(p, view));
  const families = new Set(view.families);
  const rows = sortRows(
    compareRows(
      chartPoints.filter((p) => families.has(p.family)),
      volume,
    ),
    view.sort,
    view.order,
  );
  return { chartPoints, rows, baseName: exportBaseName(view, snapshotId) };
}
