/**
 * Plan review: the storage resources of a Terraform plan or state (`terraform show -json`),
 * each priced and timed by the model on its own parameters, with the cheaper configurations
 * that meet the same need as attribute changes. Pure: the caller passes the price books.
 */
export { reviewPlan, planRegions } from "./review";
export { PlanReviewError } from "./errors";
export { PLAN_REVIEW_USAGE_EXAMPLE } from "./usage";
export type {
  AttributeChange,
  NotReviewedResource,
  PlanReviewRequest,
  PlanReviewResult,
  ResourceWorkload,
  ReviewedAlternative,
  ReviewedResource,
} from "./types";
