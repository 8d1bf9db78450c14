import { NextResponse } from "next/server";
import { ApiError, validationError, withErrorContract } from "@/lib/api/errors";
import { readJsonLimited, requireJsonBody } from "@/lib/api/multipart";
import { runPlanReview } from "@/lib/data/plan-reviews";
import { getDb } from "@/lib/db/client";
import { PlanReviewError } from "@/lib/plan-review";
import { planReviewRequestSchema } from "@/lib/validations/plan-review";

export const dynamic = "force-dynamic";

/** `terraform show -json` of a few hundred resources is a few MB; 5 MiB bounds what is read. */
const BODY_MAX_BYTES = 5 * 1024 * 1024;

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
  const parsed = planReviewRequestSchema.safeParse(await readJsonLimited(request, { maxBytes: BODY_MAX_BYTES, what: "The plan review request" }));
  if (!parsed.success) throw validationError(parsed.error);
  try {
    return NextResponse.json(await runPlanReview(getDb(), parsed.data));
  } catch (error) {
    if (error instanceof PlanReviewError) throw new ApiError(error.code, error.message, error.path);
    throw error;
  }
});
