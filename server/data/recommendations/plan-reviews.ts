import type { Db } from "@/server/db/client";
import { PlanReviewError, planRegions, reviewPlan, type PlanReviewRequest, type PlanReviewResult } from "@/lib/plan-review";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { getSavedWorkload } from "../metrics/metrics";
import { currentPriceBook } from "../prices/price-snapshots";

/**
 * A plan review on the newest prices of each region the plan's storage is in (the book
 * POST /api/v1/estimate uses for the same region): saved CloudWatch imports named in the
 * usage are read first, then the books, then the pure review runs on them.
 */
export async function runPlanReview(db: Db, request: PlanReviewRequest): Promise<PlanReviewResult> {
  const resolved = await withSavedWorkloads(db, request);
  const books = new Map<string, PriceBook>();
  for (const region of planRegions(resolved)) {
    const book = await currentPriceBook(db, region);
    if (book) books.set(region, book);
  }
  return reviewPlan(resolved, (region) => books.get(region));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Each usage entry naming `savedWorkload` gets that import's workload, its own fields overriding it. */
export async function withSavedWorkloads(db: Db, request: PlanReviewRequest): Promise<PlanReviewRequest> {
  const entries = request.usage?.resource_usage;
  if (!isObject(entries)) return request;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(entries)) {
    if (!isObject(entry) || typeof entry.savedWorkload !== "string") {
      out[key] = entry;
      continue;
    }
    const { savedWorkload: id, ...own } = entry;
    const saved = /^[\w-]{1,100}$/.test(id) ? await getSavedWorkload(db, id) : null;
    if (saved === null) {
      const path = `usage.resource_usage.${key}.savedWorkload`;
      throw new PlanReviewError("invalid_request", `${path}: no saved workload has the id ${JSON.stringify(id)} (the id import-metrics --save prints, as in /metrics/{id})`, path);
    }
    const { storedBytes, days, clients, operations } = saved.workload;
    out[key] = { storedBytes, days, clients, operations, ...own };
  }
  return { ...request, usage: { ...request.usage, resource_usage: out } };
}
