import { PLAN_REVIEW_BODY_MAX_BYTES } from "@/server/api/body-limits";
import { BUNDLED_SNAPSHOT, bundledPriceBook } from "@/lib/pricing/bundled";
import { formatDuration, formatUsd } from "@/lib/format";
import { PlanReviewError, reviewPlan, type PlanReviewRequest, type PlanReviewResult } from "@/lib/plan-review";
import { readUsageText } from "@/lib/plan-review/usage";
import { InputProblem, parseCommandArgs, UsageError } from "../args";
import { EXIT_OK, type CliCommand, type CliIo } from "../command";
import { noDatabaseYet } from "../no-database-yet";
import { readFailureReason } from "../read-failure";
import { readFileCapped } from "../read-capped";
import { runWithUsage } from "../run-command";

/** The same bound as POST /api/v1/plan-reviews. */
const FILE_MAX_BYTES = PLAN_REVIEW_BODY_MAX_BYTES;

const USAGE = `Usage: storage-advisor review-plan PLAN.json [--usage USAGE.yml] [--snapshot ID] [--json]

Reviews the storage in a Terraform plan or state (the JSON of \`terraform show -json\`):
each EBS volume (and instance block device), EFS, FSx and S3 resource priced on the
catalog option its attributes set, and the cheaper changes that meet the same need, as
attribute edits with their saving. Prints a table, or with --json the same document as
POST /api/v1/plan-reviews.

  PLAN.json         terraform plan -out plan.out && terraform show -json plan.out > PLAN.json
                    (examples: fixtures/plans/)
  --usage FILE      workloads by resource address, YAML or JSON, in the spirit of
                    infracost-usage.yml (example: fixtures/plans/storage-usage.yml):
                    resource_usage: { <address>: { storedBytes, days, clients, operations } }
                    or { savedWorkload: ID }, a saved CloudWatch import (import-metrics --save)
  --snapshot ID     price snapshot (default: the newest covering each region;
                    ${BUNDLED_SNAPSHOT.id} and the default before any database exists open no database)
  --json            JSON output

Exit status: 0 on success; 2 when a file cannot be read or the plan or usage is not
valid (the file and the path inside it on stderr).`;

async function readText(file: string): Promise<string> {
  try {
    return (await readFileCapped(file, FILE_MAX_BYTES)).toString("utf8");
  } catch (error) {
    throw new InputProblem(`cannot read ${file}: ${readFailureReason(error)}`);
  }
}

async function readRequest(planFile: string, usageFile: string | undefined): Promise<PlanReviewRequest> {
  let plan: unknown;
  try {
    plan = JSON.parse(await readText(planFile)) as unknown;
  } catch (error) {
    if (error instanceof InputProblem) throw error;
    throw new InputProblem(`${planFile}: not valid JSON: ${(error as Error).message}`);
  }
  if (typeof plan !== "object" || plan === null || Array.isArray(plan))
    throw new InputProblem(`${planFile}: expected the JSON object terraform show -json writes`);
  if (usageFile === undefined) return { plan: plan as Record<string, unknown> };
  const usage = readUsageText(await readText(usageFile));
  if (typeof usage !== "object" || usage === null || Array.isArray(usage))
    throw new InputProblem(`${usageFile}: expected a mapping with resource_usage`);
  return { plan: plan as Record<string, unknown>, usage: usage as Record<string, unknown> };
}

function table(review: PlanReviewResult): string {
  const out = [review.summary];
  if (review.resources.length > 0) out.push("");
  for (const r of review.resources) {
    const timing =
      r.durationSecondsPerDay === null
        ? ""
        : `, ${formatDuration(r.durationSecondsPerDay)} a day (${r.bottleneck ?? ""})`;
    out.push(
      `${r.address}  ${r.label}  ${formatUsd(r.monthlyCostUsd)} a month${r.priced ? "" : " (some prices missing)"}${timing}`,
    );
    for (const a of r.alternatives)
      out.push(
        `    -> ${a.changeText}: ${formatUsd(a.monthlyCostUsd)} a month, saves ${formatUsd(a.savingUsd)} (${a.reason})`,
      );
    for (const note of r.notes) out.push(`    note: ${note}`);
  }
  if (review.notReviewed.length > 0)
    out.push("", "Not reviewed:", ...review.notReviewed.map((n) => `  ${n.address}: ${n.reason}`));
  if (review.notes.length > 0) out.push("", ...review.notes);
  const snapshots = [
    ...new Set(review.resources.map((r) => `${r.pricesSnapshot.id} (as of ${r.pricesSnapshot.asOf})`)),
  ];
  if (snapshots.length > 0) out.push("", `Prices ${snapshots.join(", ")}; model ${review.modelVersion}`);
  return out.join("\n");
}

async function review(request: PlanReviewRequest, snapshotId: string | undefined): Promise<PlanReviewResult> {
  if (snapshotId === BUNDLED_SNAPSHOT.id || (snapshotId === undefined && noDatabaseYet())) {
    return reviewPlan(request, (region) => bundledPriceBook(region) ?? undefined);
  }
  const [{ withDatabase }, { runPlanReview, withSavedWorkloads }, { priceBookFor }, { planRegions }] =
    await Promise.all([
      import("../with-database"),
      import("@/server/data/recommendations/plan-reviews"),
      import("@/server/data/prices/price-snapshots"),
      import("@/lib/plan-review"),
    ]);
  if (snapshotId === undefined) return withDatabase((db) => runPlanReview(db, request));
  return withDatabase(async (db) => {
    const resolved = await withSavedWorkloads(db, request);
    const books = new Map(
      await Promise.all(
        planRegions(resolved).map(async (region) => [region, await priceBookFor(db, snapshotId, region)] as const),
      ),
    );
    return reviewPlan(resolved, (region) => books.get(region));
  });
}

/** The path inside the request names the file it is in: plan.x -> PLAN.json: x. */
function problemOf(error: PlanReviewError, planFile: string, usageFile: string | undefined): string {
  const [root, ...rest] = error.message.split(": ");
  const file = root?.startsWith("usage") ? (usageFile ?? "usage") : planFile;
  const inside = (root ?? "").replace(/^(plan|usage)\.?/, "");
  return `${file}: ${inside ? `${inside}: ` : ""}${rest.join(": ")} (${error.code})`;
}

async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    usage: { type: "string" },
    snapshot: { type: "string" },
    json: { type: "boolean" },
  });
  if (positionals.length !== 1 || positionals[0] === undefined)
    throw new UsageError("give one plan file (terraform show -json output)");
  const planFile = positionals[0];
  try {
    const result = await review(await readRequest(planFile, values.usage), values.snapshot);
    io.stdout(values.json ? `${JSON.stringify(result, null, 2)}\n` : `${table(result)}\n`);
    return EXIT_OK;
  } catch (error) {
    // A missing snapshot is the user's input too: cli/run-command.ts prints it, exit 2.
    if (error instanceof PlanReviewError) throw new InputProblem(problemOf(error, planFile, values.usage));
    throw error;
  }
}

export const reviewPlanCommand: CliCommand = {
  name: "review-plan",
  summary:
    "Review the storage in a Terraform plan or state: each resource's monthly cost and the cheaper attribute changes that meet the same need.",
  usage: USAGE,
  run: runWithUsage("review-plan", USAGE, run),
};
