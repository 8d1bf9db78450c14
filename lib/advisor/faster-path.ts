import type { PriceBook } from "@/lib/pricing/price-keys";
import { formatInteger } from "@/lib/format";
import { MAX_THREADS, type AdvisorAnswers } from "./answers";
import { FASTER_PATH_THREADS } from "./constants";
import { evaluate, type Evaluated } from "./evaluate";
import { isPerFileBound } from "./explain";
import { duration } from "./format";
import type { Candidate } from "./types";
import { planWorkload } from "./workload";

/**
 * When per-file latency dominates, throughput settings do not help: the way out is more
 * files in flight, or not putting the files on network storage at all. Each suggestion
 * is a model run, so it comes with the time it would take.
 */

const LOCAL_GP3: Candidate = { key: "ebs-gp3", optionId: "ebs-gp3", params: {}, group: "ebs-gp3", rationale: null };

function moreThreads(answers: AdvisorAnswers): number {
  return Math.min(MAX_THREADS, Math.max(FASTER_PATH_THREADS, answers.threads * 4));
}

export function fasterPaths(e: Evaluated, answers: AdvisorAnswers, book: PriceBook): string[] {
  if (!isPerFileBound(e.estimate.bottleneck)) return [];
  const out: string[] = [];
  const threads = moreThreads(answers);
  if (threads > answers.threads) {
    const parallel = { ...answers, threads };
    const run = evaluate([e.candidate], parallel, planWorkload(parallel), book).eligible[0];
    if (run && run.durationSecondsPerDay < e.durationSecondsPerDay) {
      out.push(
        `Copy with ${formatInteger(threads)} files in flight per client (a parallel copy such as xargs -P or several rsync processes; in the ownCloud article a parallel rsync to EFS took 1 minute where tar took 8): the day's work would take ${duration(run.durationSecondsPerDay)} instead of ${duration(e.durationSecondsPerDay)} on this option.`,
      );
    }
  }
  if (answers.sharing !== "single" && e.estimate.family !== "ebs") {
    // Each instance writes its own copy to its own volume: nothing is shared, nothing crosses the network.
    const local = { ...answers, sharing: "single" as const, clients: 1, durability: "singleAz" as const };
    const run = evaluate([LOCAL_GP3], local, planWorkload(local), book).eligible[0];
    if (run && run.durationSecondsPerDay < e.durationSecondsPerDay) {
      out.push(
        `If each instance only needs its own copy (application files unpacked at boot rather than shared data), unpack them onto a local EBS gp3 volume, or bake them into the image: ${duration(run.durationSecondsPerDay)} instead of ${duration(e.durationSecondsPerDay)}, and keep only the shared data on ${e.label}.`,
      );
    }
  }
  return out;
}
