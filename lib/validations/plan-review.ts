import "./zod-config";
import { z } from "zod";
import type { PlanReviewRequest } from "@/lib/plan-review";

/**
 * The body of POST /api/v1/plan-reviews (and the MCP tool): the JSON of `terraform show
 * -json` (a plan or a state) and, optionally, the usage document (lib/plan-review/usage.ts)
 * already parsed from YAML or JSON. The plan's own shape is checked by the review, which
 * names the path inside it.
 */
const jsonObject = (what: string) => z.record(z.string(), z.unknown(), { error: `${what} must be a JSON object` });

export const planReviewRequestSchema = z.strictObject({
  plan: jsonObject("plan (the output of terraform show -json)"),
  usage: jsonObject("usage (resource_usage keyed by resource address)").optional(),
}) satisfies z.ZodType<PlanReviewRequest>;

export type PlanReviewRequestBody = z.output<typeof planReviewRequestSchema>;
