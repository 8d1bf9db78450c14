import type { Db } from "@/lib/db/client";
import { estimate, MODEL_VERSION, parseEstimateInput, type EstimateResult, type ModelIssue } from "@/lib/model";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { currentPriceBook, priceBookFor } from "./price-snapshots";
import { ageInDays } from "@/lib/format/age";

/** What POST /api/v1/estimate and `storage-advisor estimate` print. */
export interface EstimateResponse extends EstimateResult {
  /** The prices used and how old they are (whole days since `asOf`, as of the request). */
  pricesSnapshot: { id: string; asOf: string; ageDays: number };
}

/** Bad workload or options: the caller answers 400 with code, message and path. */
export class EstimateInputError extends Error {
  constructor(readonly issue: ModelIssue) {
    super(issue.message);
    this.name = "EstimateInputError";
  }
}

/** No price snapshot covers the workload's region. */
export class NoPricesError extends Error {
  constructor(readonly region: string) {
    super(`No price snapshot covers region ${region}. Refresh prices for it (storage-advisor prices refresh --regions ${region}).`);
    this.name = "NoPricesError";
  }
}

export interface EstimateRequest {
  workload: unknown;
  /** A snapshot id; default: the newest complete snapshot covering the region. */
  snapshotId?: string;
  /** Model options (client instance profile, latency overrides...). */
  options?: unknown;
}

async function priceBookForRequest(db: Db, region: string, snapshotId: string | undefined): Promise<PriceBook> {
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
  const input = parseEstimateInput(request.workload, request.options);
  if (!input.ok) throw new EstimateInputError(input.error);
  const { workload, options } = input.value;
  const book = await priceBookForRequest(db, workload.region, request.snapshotId);
  const result = estimate(workload, book, options);
  if (!result.ok) throw new EstimateInputError(result.error);
  return { pricesSnapshot: { id: book.snapshotId, asOf: book.asOf, ageDays: ageInDays(book.asOf, new Date()) }, ...result.value, modelVersion: MODEL_VERSION };
}
