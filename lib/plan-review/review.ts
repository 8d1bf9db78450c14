import {
  estimateFromInput,
  MODEL_VERSION,
  validateOptionParams,
  type OptionEstimate,
  type WorkloadInput,
} from "@/lib/model";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { formatUsd } from "@/lib/format";
import type { Candidate, MappedStorage } from "./mapping";
import { PlanReviewError } from "./errors";
import { MAPPERS, notReviewedReason } from "./mappers";
import { parsePlan, type PlanResource } from "./plan";
import { parseUsage, refuseUnresolved, usageFor, type ResourceUsage } from "./usage";
import type {
  AttributeChange,
  NotReviewedResource,
  PlanReviewRequest,
  PlanReviewResult,
  ReviewedAlternative,
  ReviewedResource,
} from "./types";

/**
 * Each storage resource estimated by the model on its own parameters, alongside the
 * configurations its mapper proposes, in one estimate: the same call POST /api/v1/estimate
 * makes on `estimateRequest`, so the figures are that endpoint's. An alternative is offered
 * when it costs less and meets the same need: without a workload, only those that provision
 * at least as much; with one, those whose day's work takes no longer.
 */

/** A day's work may take this much longer on an alternative and still count as as fast (the model's own spread is wider). */
const SAME_SPEED_FACTOR = 1.05;
const SAME_SPEED_SLACK_SECONDS = 1;
/**
 * Each storage resource is an estimate (about half a millisecond, bench/plan-review.ts):
 * a plan of a few thousand keeps a request under a few seconds; more is refused, not queued.
 */
export const MAX_REVIEWED_RESOURCES = 5000;
/** Savings under a cent a month are rounding, not savings. */
const MIN_SAVING_USD = 0.01;

export function changeText(changes: readonly AttributeChange[]): string {
  return changes
    .map((c) =>
      c.to === null
        ? `remove ${c.attribute}`
        : c.from === null
          ? `${c.attribute} = ${c.to}`
          : `${c.attribute} = ${c.from} -> ${c.attribute} = ${c.to}`,
    )
    .join("; ");
}

function workloadFor(
  storage: MappedStorage,
  region: string,
  usage: ResourceUsage | null,
  candidates: readonly Candidate[],
): WorkloadInput {
  return {
    region,
    storedBytes: usage?.storedBytes ?? 0,
    days: usage?.days ?? 30,
    clients: usage?.clients ?? 1,
    operations: usage?.operations ?? [],
    options: [
      { id: storage.optionId, params: storage.params },
      ...candidates.map((c) => ({ id: c.optionId, params: c.params })),
    ],
  };
}

function meetsNeed(
  alternative: OptionEstimate,
  current: OptionEstimate,
  candidate: Candidate,
  withWork: boolean,
): boolean {
  if (!alternative.feasible || !alternative.priced) return false;
  if (current.monthlyCostUsd.total - alternative.monthlyCostUsd.total < MIN_SAVING_USD) return false;
  if (!withWork) return !candidate.needsWorkload;
  return (
    alternative.durationSecondsPerDay <= current.durationSecondsPerDay * SAME_SPEED_FACTOR + SAME_SPEED_SLACK_SECONDS
  );
}

function alternativeOf(
  estimate: OptionEstimate,
  current: OptionEstimate,
  candidate: Candidate,
  withWork: boolean,
): ReviewedAlternative {
  return {
    optionId: estimate.optionId,
    label: estimate.label,
    params: estimate.params,
    changes: candidate.changes,
    changeText: changeText(candidate.changes),
    monthlyCostUsd: estimate.monthlyCostUsd.total,
    savingUsd: Math.round((current.monthlyCostUsd.total - estimate.monthlyCostUsd.total) * 100) / 100,
    durationSecondsPerDay: withWork ? estimate.durationSecondsPerDay : null,
    bottleneck: withWork ? estimate.bottleneck : null,
    reason:
      !withWork && candidate.withoutWorkload ? `${candidate.reason}; ${candidate.withoutWorkload}` : candidate.reason,
  };
}

type Outcome = { reviewed: ReviewedResource } | { notReviewed: NotReviewedResource };

function reviewStorage(
  storage: MappedStorage,
  resource: PlanResource,
  book: PriceBook,
  usage: ReadonlyMap<string, ResourceUsage>,
): Outcome {
  const match = usageFor(storage.address, usage);
  const storedBytes = match?.usage.storedBytes ?? 0;
  const current = validateOptionParams(storage.optionId, storage.params, { storedBytes });
  if (!current.ok) {
    return {
      notReviewed: {
        address: storage.address,
        type: storage.type,
        reason: `its attributes break a rule of the catalog: ${current.error.message}`,
      },
    };
  }
  // Configurations AWS would refuse (a capacity step, a throughput level) are not alternatives.
  const candidates = storage.candidates.filter((c) => validateOptionParams(c.optionId, c.params, { storedBytes }).ok);
  const workload = workloadFor(storage, book.region, match?.usage ?? null, candidates);
  const result = estimateFromInput(workload, book);
  if (!result.ok)
    return {
      notReviewed: {
        address: storage.address,
        type: storage.type,
        reason: `the model could not estimate it: ${result.error.message}`,
      },
    };
  const [now, ...others] = result.value.results;
  if (now === undefined)
    return { notReviewed: { address: storage.address, type: storage.type, reason: "the model returned no estimate" } };
  const withWork = (match?.operations.length ?? 0) > 0;
  const alternatives = others
    .map((estimate, i) => ({ estimate, candidate: candidates[i] }))
    .filter(
      (x): x is { estimate: OptionEstimate; candidate: Candidate } =>
        x.candidate !== undefined && meetsNeed(x.estimate, now, x.candidate, withWork),
    )
    .map((x) => alternativeOf(x.estimate, now, x.candidate, withWork))
    .sort((a, b) => b.savingUsd - a.savingUsd);
  const notes = [...(resource.regionNote ? [resource.regionNote] : []), ...storage.notes, ...now.warnings];
  if (!now.feasible && now.infeasibleReason) notes.push(`Cannot run the workload attached: ${now.infeasibleReason}.`);
  if (!storage.capacityBilled && match?.usage.storedBytes === undefined)
    notes.push(
      `Storage is billed as used and the plan does not say how much: set storedBytes for ${storage.address} in a usage file (the cost shown leaves the stored data out).`,
    );
  if (match === null && alternatives.length === 0 && storage.candidates.some((c) => c.needsWorkload))
    notes.push("Cheaper configurations depend on the work it serves: attach a workload in a usage file to try them.");
  return {
    reviewed: {
      address: storage.address,
      type: storage.type,
      region: book.region,
      optionId: now.optionId,
      label: now.label,
      params: now.params,
      unknownAttributes: storage.unknownAttributes,
      monthlyCostUsd: now.monthlyCostUsd.total,
      monthlyCost: now.monthlyCostUsd,
      costLines: now.costLines,
      priced: now.priced,
      missingPriceKeys: now.missingPriceKeys,
      pricesUnconfirmed: now.pricesUnconfirmed,
      workload:
        match === null
          ? null
          : {
              usageKey: match.key,
              storedBytes,
              days: match.usage.days,
              clients: match.usage.clients,
              operations: match.operations.length,
            },
      durationSecondsPerDay: withWork && now.feasible ? now.durationSecondsPerDay : null,
      bottleneck: withWork && now.feasible ? now.bottleneck : null,
      credits: withWork ? now.credits : null,
      alternatives,
      notes,
      estimateRequest: { workload },
      pricesSnapshot: { id: book.snapshotId, asOf: book.asOf },
    },
  };
}

/** The regions of the plan's storage resources: the caller loads one price book for each before reviewing. */
export function planRegions(request: PlanReviewRequest): string[] {
  const plan = parsePlan(request.plan);
  return [...new Set(plan.resources.filter((r) => Object.hasOwn(MAPPERS, r.type)).map((r) => r.region))].sort();
}

function summaryOf(
  resources: readonly ReviewedResource[],
  notReviewed: readonly NotReviewedResource[],
  total: number,
  saving: number,
): string {
  if (resources.length === 0) {
    return `Nothing to review: the plan has no storage resource the review prices${notReviewed.length > 0 ? ` (${notReviewed.length} other resource${notReviewed.length === 1 ? "" : "s"} listed as not reviewed)` : ""}.`;
  }
  const counted = `${resources.length} storage resource${resources.length === 1 ? "" : "s"} reviewed, ${formatUsd(total)} a month`;
  return saving > 0
    ? `${counted}; the changes offered save ${formatUsd(saving)} a month.`
    : `${counted}; no cheaper configuration meets the same need.`;
}

/**
 * Reviews a plan: throws PlanReviewError (code, message, path inside the request) when the
 * plan or the usage cannot be read; a resource whose region has no prices is listed as not reviewed.
 */
export function reviewPlan(
  request: PlanReviewRequest,
  books: (region: string) => PriceBook | undefined,
): PlanReviewResult {
  const plan = parsePlan(request.plan);
  const usage = request.usage === undefined ? new Map<string, ResourceUsage>() : parseUsage(request.usage);
  refuseUnresolved(usage);
  const resources: ReviewedResource[] = [];
  const notReviewed: NotReviewedResource[] = [];
  const used = new Set<string>();
  // Mapped first (cheap), counted, then estimated: a plan too large is refused before any estimate runs.
  const mapped: { resource: PlanResource; storage: MappedStorage }[] = [];
  for (const resource of plan.resources) {
    const mapper = Object.hasOwn(MAPPERS, resource.type) ? MAPPERS[resource.type] : undefined;
    const outcome = mapper?.(resource, { resources: plan.resources });
    if (outcome === undefined)
      notReviewed.push({
        address: resource.address,
        type: resource.type,
        reason: notReviewedReason(resource, plan.resources),
      });
    else if ("notReviewed" in outcome)
      notReviewed.push({ address: resource.address, type: resource.type, reason: outcome.notReviewed });
    else mapped.push(...outcome.reviewed.map((storage) => ({ resource, storage })));
  }
  if (mapped.length > MAX_REVIEWED_RESOURCES) {
    throw new PlanReviewError(
      "too_large",
      `plan: ${mapped.length.toLocaleString("en-US")} storage resources (volumes, file systems, buckets), more than the ${MAX_REVIEWED_RESOURCES.toLocaleString("en-US")} one review takes; review the plan's modules one at a time`,
      "plan",
    );
  }
  for (const { resource, storage } of mapped) {
    const book = books(resource.region);
    if (book === undefined) {
      notReviewed.push({
        address: storage.address,
        type: storage.type,
        reason: `no price snapshot covers ${resource.region}`,
      });
      continue;
    }
    const match = usageFor(storage.address, usage);
    if (match) used.add(match.key);
    const outcome = reviewStorage(storage, resource, book, usage);
    if ("reviewed" in outcome) resources.push(outcome.reviewed);
    else notReviewed.push(outcome.notReviewed);
  }
  const total = Math.round(resources.reduce((sum, r) => sum + r.monthlyCostUsd, 0) * 100) / 100;
  const saving = Math.round(resources.reduce((sum, r) => sum + (r.alternatives[0]?.savingUsd ?? 0), 0) * 100) / 100;
  const notes = [...usage.keys()]
    .filter((key) => !used.has(key))
    .map((key) => `The usage names ${key}, which is no storage resource in this plan: check the address.`);
  return {
    kind: plan.kind,
    terraformVersion: plan.terraformVersion,
    modelVersion: MODEL_VERSION,
    resources,
    notReviewed,
    totals: { monthlyCostUsd: total, savingUsd: saving },
    summary: summaryOf(resources, notReviewed, total, saving),
    notes,
  };
}
