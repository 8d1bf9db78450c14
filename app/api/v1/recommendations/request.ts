import { z } from "zod";
import { RECOMMENDATION_BODY_MAX_BYTES } from "@/server/api/body-limits";
import { ApiError, validationError } from "@/server/api/errors";
import { readJsonLimited, requireJsonBody } from "@/server/api/multipart";
import { type AdvisorAnswers } from "@/lib/advisor/answers";
import { parseAnswerJson } from "@/lib/validations/advisor";
import { snapshotIdSchema } from "@/lib/pricing/snapshot-id";

const bodySchema = z.strictObject({
  answers: z.unknown(),
  snapshotId: snapshotIdSchema.optional(),
});

export interface RecommendationRequest {
  answers: AdvisorAnswers;
  snapshotId?: string;
}

/**
 * `{"answers": {...}, "snapshotId"?: "..."}`: the answers as the wizard asks them (every
 * one optional, unknown keys refused) and, optionally, the price snapshot to use.
 */
export async function readRecommendationRequest(request: Request): Promise<RecommendationRequest> {
  requireJsonBody(request, "the answers");
  const body = await readJsonLimited(request, { maxBytes: RECOMMENDATION_BODY_MAX_BYTES, what: "The request body" });
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  if (parsed.data.answers === undefined)
    throw new ApiError(
      "invalid_request",
      "answers: send the advisor's answers as an object (every answer is optional).",
      "answers",
    );
  const answers = parseAnswerJson(parsed.data.answers);
  if (!answers.ok) {
    const first = answers.issues[0]!;
    const path = first.field === "" ? "answers" : `answers.${first.field}`;
    throw new ApiError("invalid_answers", `${path}: ${first.message}`, path);
  }
  return {
    answers: answers.answers,
    ...(parsed.data.snapshotId === undefined ? {} : { snapshotId: parsed.data.snapshotId }),
  };
}
