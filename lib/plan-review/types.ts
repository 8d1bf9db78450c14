import type { CostBreakdown, CostLine, CreditReport, WorkloadInput } from "@/lib/model";

/**
 * The plan review's request and answer: plain JSON both ways, so the API, the CLI, the page
 * and the MCP tool hand them on unchanged.
 */

/** The JSON of `terraform show -json` (a plan or a state) and, optionally, a usage document. */
export interface PlanReviewRequest {
  plan: Record<string, unknown>;
  /** `{ version?, resource_usage: { <address>: workload } }` (usage.ts), in the spirit of infracost-usage.yml. */
  usage?: Record<string, unknown> | undefined;
}

/** One attribute to edit in the Terraform source: `type = "gp2"` -> `type = "gp3"`. */
export interface AttributeChange {
  /** The attribute as written in HCL (`type`, `root_block_device.volume_type`). */
  attribute: string;
  /** HCL literal now set (`"gp2"`, `1000`); null when the attribute is not set. */
  from: string | null;
  /** HCL literal to set; null when the attribute should be removed. */
  to: string | null;
}

export interface ReviewedAlternative {
  optionId: string;
  label: string;
  params: Record<string, unknown>;
  changes: AttributeChange[];
  /** The changes as one line: `type = "gp2" -> type = "gp3"; iops = 3000`. */
  changeText: string;
  monthlyCostUsd: number;
  /** Current monthly cost minus this one's (positive: cheaper). */
  savingUsd: number;
  /** Daily duration of the attached workload; null without one. */
  durationSecondsPerDay: number | null;
  bottleneck: string | null;
  /** Why it meets the same need. */
  reason: string;
}

export interface ResourceWorkload {
  /** Where it came from: the usage key that matched (`aws_ebs_volume.data[*]`). */
  usageKey: string;
  storedBytes: number;
  days: number;
  clients: number;
  operations: number;
}

export interface ReviewedResource {
  /** Terraform address; a block device of an instance adds `.root_block_device[0]` or `.ebs_block_device["/dev/sdf"]`. */
  address: string;
  type: string;
  region: string;
  optionId: string;
  label: string;
  /** The catalog parameters the resource's attributes map to (after defaults). */
  params: Record<string, unknown>;
  /** Attributes known only after apply (`after_unknown`), which the review could not read. */
  unknownAttributes: string[];
  monthlyCostUsd: number;
  monthlyCost: CostBreakdown;
  costLines: CostLine[];
  priced: boolean;
  missingPriceKeys: string[];
  pricesUnconfirmed: boolean;
  workload: ResourceWorkload | null;
  durationSecondsPerDay: number | null;
  bottleneck: string | null;
  credits: CreditReport | null;
  /** Cheaper configurations that meet the same need, largest saving first. */
  alternatives: ReviewedAlternative[];
  notes: string[];
  /**
   * The body of POST /api/v1/estimate that gives these figures: the resource first in
   * `options`, then each alternative tried (also those not offered).
   */
  estimateRequest: { workload: WorkloadInput };
  pricesSnapshot: { id: string; asOf: string };
}

export interface NotReviewedResource {
  address: string;
  type: string;
  reason: string;
}

export interface PlanReviewResult {
  /** `plan` (planned_values) or `state` (values). */
  kind: "plan" | "state";
  terraformVersion: string | null;
  modelVersion: string;
  resources: ReviewedResource[];
  notReviewed: NotReviewedResource[];
  totals: { monthlyCostUsd: number; savingUsd: number };
  /** One sentence: what was reviewed and what could be saved, or that nothing was reviewable. */
  summary: string;
  notes: string[];
}
