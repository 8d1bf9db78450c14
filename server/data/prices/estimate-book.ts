import { AppError } from "@/lib/errors/app-error";
import { estimate, MODEL_VERSION, parseEstimateInput, type EstimateInput, type EstimateResult, type ModelIssue } from "@/lib/model";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { ageInDays } from "@/lib/format/age";
import { bookFingerprint, digest, LruCache, RESULT_CACHE_ENTRIES } from "../results/result-cache";

/**
 * The estimate once the prices are known: no database here, so the CLI can answer from the
 * bundled snapshot without loading the database client (estimates.ts finds the book).
 */

const estimates = new LruCache<EstimateResult>(RESULT_CACHE_ENTRIES);

/** What POST /api/v1/estimate and `storage-advisor estimate` print. */
export interface EstimateResponse extends EstimateResult {
  /** The prices used and how old they are (whole days since `asOf`, as of the request). */
  pricesSnapshot: { id: string; asOf: string; ageDays: number };
}

/** Bad workload or options: the caller answers 400 with code, message and path. */
export class EstimateInputError extends AppError {
  declare readonly path: string;

  constructor(readonly issue: ModelIssue) {
    super(issue.code, issue.message, issue.path);
    this.name = "EstimateInputError";
  }
}

/** No price snapshot covers the workload's region. */
export class NoPricesError extends AppError {
  constructor(readonly region: string) {
    super("no_prices", `No price snapshot covers region ${region}. Refresh prices for it (storage-advisor prices refresh --regions ${region}).`, "region");
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

/** The workload and options parsed once, at the boundary: the region they name picks the prices. */
export function parseEstimateRequest(request: EstimateRequest): EstimateInput {
  const input = parseEstimateInput(request.workload, request.options);
  if (!input.ok) throw new EstimateInputError(input.error);
  return input.value;
}

/** Runs the model on parsed input with one book of prices (from memory when it ran before). */
export function estimateOnBook(input: EstimateInput, book: PriceBook): EstimateResponse {
  const value = cachedEstimate(input, book);
  return { pricesSnapshot: { id: book.snapshotId, asOf: book.asOf, ageDays: ageInDays(book.asOf, new Date()) }, ...value, modelVersion: MODEL_VERSION };
}

/** The model's answer, from memory when the same parsed workload, options, prices and model version ran before. */
function cachedEstimate({ workload, options }: EstimateInput, book: PriceBook): EstimateResult {
  const key = digest([MODEL_VERSION, bookFingerprint(book), workload, options]);
  const known = estimates.get(key);
  if (known !== undefined) return known;
  const result = estimate(workload, book, options);
  if (!result.ok) throw new EstimateInputError(result.error);
  estimates.set(key, result.value);
  return result.value;
}
