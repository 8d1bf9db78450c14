/**
 * Plan review time: `npx tsx bench/plan-review.ts`
 *
 * Input: fixtures/plans/storage-plan.json with its root module's resources repeated until
 * the plan holds about 1,000 resources (each copy under its own `for_each` key), about two
 * thirds of them storage (EBS, EFS, FSx, S3, instance block devices), the rest not
 * reviewed; once without and once with a workload on every copy of the EFS file system
 * (storage-usage.yml's, under a `[*]` key). Reports the median of several timed rounds
 * after warm-up, on the bundled us-east-1 prices. Writes nothing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { reviewPlan } from "../lib/plan-review";
import { readUsageText } from "../lib/plan-review/usage";
import { bundledPriceBook } from "../lib/pricing/bundled";

const ROOT = join(import.meta.dirname, "..");
const plan = JSON.parse(readFileSync(join(ROOT, "fixtures/plans/storage-plan.json"), "utf8")) as {
  planned_values: { root_module: { resources: { address: string; name: string }[] } };
};
const COPIES = 125;
const resources = plan.planned_values.root_module.resources;
plan.planned_values.root_module.resources = Array.from({ length: COPIES }, (_, i) =>
  resources.map((r) => ({ ...r, address: r.address.replace(/(\[[^\]]*\])?$/, `["copy-${i}"]`) })),
).flat();

const usage = readUsageText(readFileSync(join(ROOT, "fixtures/plans/storage-usage.yml"), "utf8")) as {
  resource_usage: Record<string, unknown>;
};
const withWork = {
  resource_usage: { "aws_efs_file_system.shared[*]": usage.resource_usage["aws_efs_file_system.shared"] },
};
const books = (region: string) => bundledPriceBook(region) ?? undefined;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

function time(label: string, run: () => { resources: unknown[]; notReviewed: unknown[] }): void {
  for (let i = 0; i < 2; i += 1) run();
  const rounds: number[] = [];
  let last = run();
  for (let i = 0; i < 5; i += 1) {
    const start = performance.now();
    last = run();
    rounds.push(performance.now() - start);
  }
  console.log(
    `${label}: ${median(rounds).toFixed(0)} ms median of 5 (${last.resources.length} reviewed, ${last.notReviewed.length} not reviewed)`,
  );
}

console.log(`plan of ${plan.planned_values.root_module.resources.length} root resources (+ module copies)`);
time("no workload", () => reviewPlan({ plan }, books));
time("EFS workloads", () => reviewPlan({ plan, usage: withWork }, books));
