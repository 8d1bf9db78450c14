import type { Metadata } from "next";
import { PlanReviewForm } from "@/components/plans/plan-review-form";
import { PLAN_REVIEW_USAGE_EXAMPLE } from "@/lib/plan-review";

export const metadata: Metadata = { title: "Review a Terraform plan" };

export default function Page() {
  return (
    <section className="plans-page">
      <h1>Review a Terraform plan</h1>
      <p>
        Upload or paste the JSON of <code>terraform show -json plan.out</code> (or of a state). Each EBS volume and
        instance block device, EFS file system, FSx file system and S3 bucket is priced on the configuration its
        attributes set, with the cheaper changes that meet the same need, as the attribute to edit and the saving. Other
        resources are listed as not reviewed.
      </p>
      <p className="muted">
        From a terminal: <code>storage-advisor review-plan plan.json --usage usage.yml</code>, or{" "}
        <code>POST /api/v1/plan-reviews</code> with <code>{"{plan, usage}"}</code>.
      </p>
      <PlanReviewForm usageExample={PLAN_REVIEW_USAGE_EXAMPLE} />
    </section>
  );
}
