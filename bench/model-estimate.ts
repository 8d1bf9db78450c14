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
  for (let i = 0; i < 20; i++) run(workload);
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

measure("4 operations once a day, 30 days", articleDailyWorkload(1));
measure("4 operations ten times a day, 30 days", articleDailyWorkload(10));
// Issue 18's second figure: 360 runs a day (the four operations 90 times each) against 4.
measure("4 operations 90 times a day (360 runs a day), 30 days", articleDailyWorkload(90));
