/**
 * Estimates per second for the full catalog on the EFS options article's workload (the
 * four copy operations once a day, 1,000 GiB stored, 30 days). Usage:
 *
 *   npx tsx bench/model-estimate.ts [seconds] [pairs]
 *
 * Then issue 18's ratio (360 runs a day against once a day) from `pairs` (default 20)
 * back-to-back pairs of 150 ms slices, once a day then 360 a day: the median of the
 * pairs' ratios. Measured a few seconds apart, the two rates drift with whatever else the
 * machine does, and one sequential ratio moved between 1.6x and 2.2x from run to run of
 * the same code; pairs measured within 0.3 s of each other agree to a few percent.
 */
import { estimateFromInput, articleDailyWorkload } from "@/lib/model";
import { bundledPriceBook } from "@/lib/pricing/bundled";

const seconds = Number(process.argv[2] ?? 3);
const book = bundledPriceBook("us-east-2");
if (book === null) throw new Error("no bundled prices for us-east-2");

function run(workload: ReturnType<typeof articleDailyWorkload>): number {
  const result = estimateFromInput(workload, book!);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.results.length;
}

/** Runs the workload for `ms` milliseconds; returns milliseconds per estimate. */
function msPerEstimate(workload: ReturnType<typeof articleDailyWorkload>, ms: number): number {
  let count = 0;
  const start = performance.now();
  let now = start;
  while ((now = performance.now()) - start < ms) {
    run(workload);
    count++;
  }
  return (now - start) / count;
}

function measure(label: string, workload: ReturnType<typeof articleDailyWorkload>): void {
  const perSecond = 1000 / msPerEstimate(workload, seconds * 1000);
  process.stdout.write(
    `${label}: ${perSecond.toFixed(1)} full-catalog estimates/s (${run(workload)} options each, ${(1000 / perSecond).toFixed(2)} ms per estimate)\n`,
  );
}

const workloads = [
  { label: "4 operations once a day, 30 days", workload: articleDailyWorkload(1) },
  { label: "4 operations ten times a day, 30 days", workload: articleDailyWorkload(10) },
  // Issue 18's second figure: 360 runs a day (the four operations 90 times each) against 4.
  { label: "4 operations 90 times a day (360 runs a day), 30 days", workload: articleDailyWorkload(90) },
];
// Every workload runs for a second before any is timed: with 20 warm-up runs, whichever
// was timed first also timed V8 compiling the model (on a busy machine, 1.8x slower).
for (const { workload } of workloads) msPerEstimate(workload, 1000);
for (const { label, workload } of workloads) measure(label, workload);

const pairs = Number(process.argv[3] ?? 20);
const once = workloads[0]!.workload;
const busy = workloads[2]!.workload;
const ratios: number[] = [];
for (let i = 0; i < pairs; i++) {
  const a = msPerEstimate(once, 150);
  const b = msPerEstimate(busy, 150);
  ratios.push(b / a);
}
ratios.sort((a, b) => a - b);
const median = ratios[Math.floor(ratios.length / 2)]!;
process.stdout.write(
  `360 runs a day against once a day, ${pairs} interleaved pairs: median ${median.toFixed(2)}x (pairs ${ratios[0]!.toFixed(2)}-${ratios[ratios.length - 1]!.toFixed(2)}x; ceiling 2x)\n`,
);
