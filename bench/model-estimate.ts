/**
 * Estimates per second for the full catalog on the EFS options article's workload (the
 * four copy operations once a day, 1,000 GiB stored, 30 days). Usage:
 *
 *   npx tsx bench/model-estimate.ts [seconds]
 */
import { estimateFromInput } from "@/lib/model/estimate";
import { articleDailyWorkload } from "@/lib/model/article-efs-options";
import { bundledPriceBook } from "@/lib/pricing/bundled";

const seconds = Number(process.argv[2] ?? 3);
const book = bundledPriceBook("us-east-2");
if (book === null) throw new Error("no bundled prices for us-east-2");

function run(workload: ReturnType<typeof articleDailyWorkload>): number {
  const result = estimateFromInput(workload, book!);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.results.length;
}

function measure(label: string, workload: ReturnType<typeof articleDailyWorkload>): void {
  let count = 0;
  let options = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    options = run(workload);
    count++;
  }
  const elapsed = (performance.now() - start) / 1000;
  const perSecond = count / elapsed;
  process.stdout.write(`${label}: ${perSecond.toFixed(1)} full-catalog estimates/s (${options} options each, ${(1000 / perSecond).toFixed(2)} ms per estimate)\n`);
}

const workloads = [
  { label: "4 operations once a day, 30 days", workload: articleDailyWorkload(1) },
  { label: "4 operations ten times a day, 30 days", workload: articleDailyWorkload(10) },
  // Issue 18's second figure: 360 runs a day (the four operations 90 times each) against 4.
  { label: "4 operations 90 times a day (360 runs a day), 30 days", workload: articleDailyWorkload(90) },
];
// Every workload runs for a second before any is timed: with 20 warm-up runs, whichever
// was timed first also timed V8 compiling the model (on a busy machine, 1.8x slower).
for (const { workload } of workloads) {
  const start = performance.now();
  while (performance.now() - start < 1000) run(workload);
}
for (const { label, workload } of workloads) measure(label, workload);
