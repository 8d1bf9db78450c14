import type { Db } from "@/lib/db/client";
import { planRegions, reviewPlan, type PlanReviewRequest, type PlanReviewResult } from "@/lib/plan-review";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { currentPriceBook } from "./price-snapshots";

/**
 * A plan review on the newest prices of each region the plan's storage is in (the book
 * POST /api/v1/estimate uses for the same region): the books are loaded first, then the
 * pure review runs on them.
 */
export async function runPlanReview(db: Db, request: PlanReviewRequest): Promise<PlanReviewResult> {
  const books = new Map<string, PriceBook>();
  for (const region of planRegions(request)) {
    const book = await currentPriceBook(db, region);
    if (book) books.set(region, book);
  }
  return reviewPlan(request, (region) => books.get(region));
}
