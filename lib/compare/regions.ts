import type { CompareRow } from "./rows";
import type { ComparePoint } from "./types";

/**
 * Regions side by side (issue 15): the same workload, filters and options priced in each
 * region, cheapest region first. Only modelled, fully priced points count: measured points
 * come from one region's hardware, and an unpriced point's cost is only a lower bound.
 */

export interface RegionRows {
  region: string;
  /** The price snapshot the region's costs come from. */
  snapshotId: string;
  asOf: string;
  /** The view's rows in this region (every filter applied). */
  rows: readonly CompareRow[];
}

export interface RegionChoice {
  label: string;
  configuration: string;
  optionId: string | null;
  monthlyCostUsd: number;
  durationSecondsPerDay: number;
}

export interface RegionTableRow {
  region: string;
  snapshotId: string;
  asOf: string;
  /** The cheapest priced option in this region; null when nothing in the view is priced there. */
  cheapest: RegionChoice | null;
  /** The reference option (cheapest in the view's own region) costed in this region. */
  reference: RegionChoice | null;
  /** Cheapest cost here over the cheapest cost of the cheapest region (1 = the cheapest region). */
  vsCheapest: number | null;
  /** Modelled points left out here because a price they need is missing. */
  unpriced: number;
}

export interface RegionTable {
  /** The option every region is also costed on: the cheapest in the view's region. */
  reference: { label: string; configuration: string; region: string } | null;
  rows: RegionTableRow[];
}

function priced(rows: readonly CompareRow[]): ComparePoint[] {
  return rows
    .map((r) => r.point)
    .filter((p) => p.series === "model" && p.priceStatus !== "missing" && Number.isFinite(p.monthlyCostUsd));
}

function choice(p: ComparePoint): RegionChoice {
  return {
    label: p.label,
    configuration: p.configuration,
    optionId: p.optionId,
    monthlyCostUsd: p.monthlyCostUsd,
    durationSecondsPerDay: p.durationSecondsPerDay,
  };
}

function cheapestOf(points: readonly ComparePoint[]): ComparePoint | null {
  let best: ComparePoint | null = null;
  for (const p of points) if (best === null || p.monthlyCostUsd < best.monthlyCostUsd) best = p;
  return best;
}

/** The table: one row per region, cheapest first; regions where nothing is priced last, by code. */
export function regionTable(entries: readonly RegionRows[], viewRegion: string): RegionTable {
  const home = entries.find((e) => e.region === viewRegion) ?? null;
  const homeCheapest = home ? cheapestOf(priced(home.rows)) : null;
  const referenceKey = homeCheapest?.configKey ?? null;
  const rows = entries.map((entry): RegionTableRow => {
    const points = priced(entry.rows);
    const best = cheapestOf(points);
    const ref = referenceKey === null ? undefined : points.find((p) => p.configKey === referenceKey);
    const modelled = entry.rows.filter((r) => r.point.series === "model").length;
    return {
      region: entry.region,
      snapshotId: entry.snapshotId,
      asOf: entry.asOf,
      cheapest: best ? choice(best) : null,
      reference: ref ? choice(ref) : null,
      vsCheapest: null,
      unpriced: modelled - points.length,
    };
  });
  const ranked = rankRegions(rows);
  const floor = ranked[0]?.cheapest?.monthlyCostUsd ?? null;
  for (const row of ranked) {
    if (row.cheapest && floor !== null && floor > 0) row.vsCheapest = row.cheapest.monthlyCostUsd / floor;
    else if (row.cheapest && floor === 0) row.vsCheapest = row.cheapest.monthlyCostUsd === 0 ? 1 : null;
  }
  return {
    reference:
      homeCheapest && home
        ? { label: homeCheapest.label, configuration: homeCheapest.configuration, region: home.region }
        : null,
    rows: ranked,
  };
}

/** The cheapest feasible, fully priced option of one region's estimate; null when none is. */
export function cheapestEstimate<T extends { feasible: boolean; priced: boolean; monthlyCostUsd: { total: number } }>(
  results: readonly T[],
): T | null {
  let best: T | null = null;
  for (const r of results)
    if (r.feasible && r.priced && (best === null || r.monthlyCostUsd.total < best.monthlyCostUsd.total)) best = r;
  return best;
}

/** Regions' estimates, cheapest (by their cheapest option) first; regions with nothing priced last, by code. */
export function rankRegions<T extends { region: string; cheapest: { monthlyCostUsd: number } | null }>(
  entries: readonly T[],
): T[] {
  return [...entries].sort((a, b) => {
    if (a.cheapest && b.cheapest)
      return a.cheapest.monthlyCostUsd - b.cheapest.monthlyCostUsd || a.region.localeCompare(b.region);
    if (a.cheapest || b.cheapest) return a.cheapest ? -1 : 1;
    return a.region.localeCompare(b.region);
  });
}
