import type { Db } from "@/server/db/client";
import { MODEL_VERSION } from "@/lib/model";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { cheapestEstimate, rankRegions } from "@/lib/compare/regions";
import { withInstancePrice } from "@/lib/compare/instance-store";
import { currentPriceBook, priceBookFor, selectedRegions } from "../prices/price-snapshots";
import { estimateOnBook, NoPricesError, parseEstimateRequest, type EstimateRequest, type EstimateResponse } from "../prices/estimate-book";

export { EstimateInputError, NoPricesError, type EstimateRequest, type EstimateResponse } from "../prices/estimate-book";

export async function priceBookForRequest(db: Db, region: string, snapshotId: string | undefined): Promise<PriceBook> {
  if (snapshotId) return priceBookFor(db, snapshotId, region);
  const book = await currentPriceBook(db, region);
  if (!book) throw new NoPricesError(region);
  return book;
}

/**
 * Runs the model on a workload with the prices of one snapshot. The workload and options
 * are parsed once, here at the boundary: the region they name picks the prices.
 */
export async function runEstimate(db: Db, request: EstimateRequest): Promise<EstimateResponse> {
  const input = parseEstimateRequest(request);
  const book = await priceBookForRequest(db, input.workload.region, request.snapshotId);
  return estimateOnBook(input, book);
}

export interface RegionEstimate extends EstimateResponse {
  /** The region's cheapest feasible, fully priced option; null when none is. */
  cheapest: { optionId: string; label: string; monthlyCostUsd: number } | null;
}

/** What `POST /api/v1/estimate` with `regions` answers: the same workload in each region, cheapest first. */
export interface RegionEstimatesResponse {
  modelVersion: string;
  regions: RegionEstimate[];
  /** Regions asked for that no price snapshot covers. */
  missing: { region: string; message: string }[];
}

/**
 * The same workload estimated in each region: parsed once, its region replaced per region.
 * A region no snapshot covers is listed under `missing`, not an error, unless none is covered.
 */
export async function runRegionEstimates(db: Db, request: EstimateRequest & { regions: "all" | string[] }): Promise<RegionEstimatesResponse> {
  const input = parseEstimateRequest(request);
  const out: RegionEstimate[] = [];
  const missing: RegionEstimatesResponse["missing"] = [];
  const regions = await selectedRegions(db, request.regions, request.snapshotId);
  for (const region of regions) {
    let book: PriceBook;
    try {
      book = await priceBookForRequest(db, region, request.snapshotId);
    } catch (error) {
      if (!(error instanceof NoPricesError)) throw error;
      missing.push({ region, message: error.message });
      continue;
    }
    if (request.snapshotId && Object.keys(book.prices).length === 0) {
      missing.push({ region, message: `Snapshot ${request.snapshotId} has no prices for ${region}.` });
      continue;
    }
    const response = estimateOnBook({ ...input, workload: { ...input.workload, region } }, book);
    // An instance-store option costs its instance: without the instance's price in this Region
    // it is unpriced there, never the cheapest at $0 (as /compare's region table counts it).
    const best = cheapestEstimate(response.results.map((r) => withInstancePrice(r, book)));
    out.push({ ...response, cheapest: best ? { optionId: best.optionId, label: best.label, monthlyCostUsd: best.monthlyCostUsd.total } : null });
  }
  if (out.length === 0) throw new NoPricesError(regions.join(", ") || "any region");
  return { modelVersion: MODEL_VERSION, regions: rankRegions(out), missing };
}
