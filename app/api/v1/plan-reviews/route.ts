import { NextResponse } from "next/server";
import { validationError, withErrorContract } from "@/server/api/errors";
import { PLAN_REVIEW_BODY_MAX_BYTES } from "@/server/api/body-limits";
import { readJsonLimited, requireJsonBody } from "@/server/api/multipart";
import { runPlanReview } from "@/server/data/recommendations/plan-reviews";
import { getDb } from "@/server/db/client";
import { planReviewRequestSchema } from "@/lib/validations/plan-review";

export const dynamic = "force-dynamic";

/**
 * POST /api/v1/plan-reviews: `{plan, usage?}`, the JSON of `terraform show -json` (plan or
 * state) and a usage document keyed by resource address; answers `PlanReviewResult`
 * (lib/plan-review/types.ts): each storage resource's monthly cost (and, with a workload,
 * duration, bottleneck, credits), the cheaper changes that meet the same need, and the
 * resources not reviewed with the reason. Errors: 400 `invalid_plan` (path inside the
 * plan), `invalid_request` (the body or the usage, path named), `invalid_json`;
 * 413 `too_large`; 415 `unsupported_media_type`.
 */
export const POST = withErrorContract(async (request: Request) => {
  requireJsonBody(request, "the plan review request");
  const parsed = planReviewRequestSchema.safeParse(
    await readJsonLimited(request, { maxBytes: PLAN_REVIEW_BODY_MAX_BYTES, what: "The plan review request" }),
  );
  if (!parsed.success) throw validationError(parsed.error);
  return NextResponse.json(await runPlanReview(getDb(), parsed.data));
});
