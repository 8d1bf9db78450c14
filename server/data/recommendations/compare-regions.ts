import type { Db } from "@/server/db/client";
import { prepareView } from "@/lib/compare/prepare";
import { regionTable, type RegionRows, type RegionTable } from "@/lib/compare/regions";
import type { CompareView } from "@/lib/compare/view";
import { loadCompare, type CompareData } from "./compare";
import type { UploadViewer } from "../results/upload-visibility";
import { selectedRegions } from "../prices/price-snapshots";

/**
 * Regions side by side for /compare (`region=all` or a list) and its CSV: the view loaded
 * once per region through the same path as the page (same workload, filters and model),
 * so each region's rows are exactly what the table would show there.
 */

export interface RegionMiss {
  region: string;
  message: string;
}

export interface CompareRegions {
  regions: RegionRows[];
  /** Regions asked for that no price snapshot covers (or whose estimate failed), with why. */
  missing: RegionMiss[];
  table: RegionTable;
}

/**
 * `home`: the view's own region already loaded by the caller (the page's chart and table,
 * the CSV route), used instead of loading that region a second time.
 */
export async function loadCompareRegions(db: Db, view: CompareView, viewer: UploadViewer, home?: CompareData): Promise<CompareRegions> {
  const regions: RegionRows[] = [];
  const missing: RegionMiss[] = [];
  // One region at a time: each runs the whole catalog through the model, and a deployment
  // on a small machine serves other requests meanwhile.
  const list = view.regions === null ? [view.region] : await selectedRegions(db, view.regions, view.snapshot);
  for (const region of list) {
    const data = home !== undefined && region === view.region ? home : await loadCompare(db, { ...view, region, regions: null }, viewer);
    if (data.error || !data.snapshot) {
      missing.push({ region, message: data.error?.message ?? "nothing to estimate" });
      continue;
    }
    const { rows } = prepareView(data.points, data.workload, { ...view, region }, data.snapshot.id);
    regions.push({ region, snapshotId: data.snapshot.id, asOf: data.snapshot.asOf, rows });
  }
  return { regions, missing, table: regionTable(regions, view.region) };
}
