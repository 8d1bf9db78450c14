import { formatNumber } from "@/lib/format";
import type { AdvisorAnswers, Latency } from "./answers";
import { COST_FLOOR_USD, DURATION_FLOOR_SECONDS } from "./constants";
import type { Evaluated } from "./evaluate";
import { duration, usd } from "./format";
import { insightSentences } from "./insights";
import { withinError } from "./rank";

/**
 * Why an option ranks where it does, in sentences: its place, how it compares with the
 * option it is closest to beating or losing to, what limits it, and how its burst credits
 * fare. Every figure in a sentence is one the results page shows.
 */

export const LATENCY_TEXT: Record<Latency, string> = {
  interactive: "interactive work (people wait on it)",
  prompt: "work that should finish promptly",
  batch: "batch work (it only has to finish)",
};

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

export function ordinal(rank: number): string {
  return ORDINALS[rank - 1] ?? `#${rank}`;
}

/** Relative difference under which two costs read as "about the same". */
const SAME_FIGURE_TOLERANCE = 0.05;

function sameCost(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(COST_FLOOR_USD, SAME_FIGURE_TOLERANCE * Math.max(a, b));
}

/** "the busiest hour's work" or "the day's work": what the time figure of the ranking measures. */
function measureOf(e: Evaluated): string {
  return e.timeSeconds !== e.durationSecondsPerDay ? "the busiest hour's work" : "the day's work";
}

/** "costs $6.30 more a month than X ($12.30 against $6)" and its time against X's, never calling one faster within the model's error. */
export function compare(a: Evaluated, b: Evaluated, latency: Latency): string[] {
  const out: string[] = [];
  const costA = a.totalMonthlyUsd;
  const costB = b.totalMonthlyUsd;
  const inAll = a.waitingUsd > 0 || b.waitingUsd > 0 ? " in all, waiting included" : "";
  const cost = sameCost(costA, costB)
    ? `It costs about the same as ${b.label}${inAll} (${usd(costA)} against ${usd(costB)} a month)`
    : `It costs ${usd(Math.abs(costA - costB))} a month ${costA < costB ? "less" : "more"} than ${b.label}${inAll} (${usd(costA)} against ${usd(costB)})`;
  const floor = DURATION_FLOOR_SECONDS[latency];
  const da = a.timeSeconds;
  const db = b.timeSeconds;
  const measure = measureOf(a);
  const time =
    da <= floor && db <= floor
      ? `and both do ${measure} within ${duration(floor)} (${duration(da)} against ${duration(db)}), which counts the same for ${LATENCY_TEXT[latency]}`
      : withinError(a, b)
        ? `and the two are within the model's error of each other on ${measure} (${duration(da)} against ${duration(db)})`
        : `and does ${measure} in ${duration(da)} against ${duration(db)}, ${da < db ? "faster" : "slower"} beyond the model's error`;
  out.push(`${cost} ${time}.`);
  if (db > da && db > floor && !withinError(a, b)) out.push(`${b.label} is held back by ${b.estimate.bottleneck}.`);
  return out;
}

function creditSentence(e: Evaluated): string | null {
  const credits = e.estimate.credits;
  if (credits === null) return null;
  if (credits.ranOutOnDay !== null)
    return `Its ${credits.label} run out on day ${credits.ranOutOnDay}: from then on it runs at its baseline.`;
  const share = credits.capacity > 0 ? credits.minBalance / credits.capacity : 1;
  if (share < 0.5) {
    return `Its ${credits.label} fall to ${formatNumber(credits.minBalance)} of ${formatNumber(credits.capacity)} ${credits.unit} but never run out.`;
  }
  return `Its ${credits.label} never run low: the day's work fits in its burst.`;
}

function isPerFileBound(bottleneck: string): boolean {
  return /per-file latency/.test(bottleneck);
}

export interface WhyContext {
  /** Workable configurations estimated. */
  workable: number;
  /** The next best configuration overall (of any group), for the first option's comparison. */
  runnerUp: Evaluated | undefined;
  /** The representative that meets the need for the least storage bill, if any. */
  cheapestMeeting: Evaluated | undefined;
  storedBytesPerNode: number;
  nodes: number;
}

/** The sentences for the option at `index` of the ranking (0-based) among `ranked`. */
export function whySentences(
  ranked: readonly Evaluated[],
  index: number,
  answers: AdvisorAnswers,
  ctx: WhyContext,
): string[] {
  const e = ranked[index]!;
  const out: string[] = [];
  if (index === 0) {
    const n = ctx.workable;
    out.push(
      e.meetsNeed
        ? `Meets the need for the least total monthly cost of the ${n} workable configuration${n === 1 ? "" : "s"} for ${LATENCY_TEXT[answers.latency]}: ${e.costText}.`
        : `Nothing tried meets the need; of the ${n} workable configuration${n === 1 ? "" : "s"} it comes closest: ${e.needShortfall ?? ""} ${e.costText}.`,
    );
    const cheapest = ctx.cheapestMeeting;
    if (cheapest && cheapest !== e && cheapest.monthlyCostUsd + COST_FLOOR_USD < e.monthlyCostUsd) {
      out.push(
        `Its storage costs ${usd(e.monthlyCostUsd - cheapest.monthlyCostUsd)} a month more than ${cheapest.label} (${usd(cheapest.monthlyCostUsd)}), which also meets the need, but it saves ${usd(cheapest.waitingUsd - e.waitingUsd)} of waiting: ${cheapest.label} would cost ${usd(cheapest.totalMonthlyUsd)} in all.`,
      );
    }
    if (ctx.runnerUp) {
      out.push(...compare(e, ctx.runnerUp, answers.latency));
      if (sameCost(e.totalMonthlyUsd, ctx.runnerUp.totalMonthlyUsd) && ctx.runnerUp.meetsNeed === e.meetsNeed) {
        out.push(
          `It is nearly tied with ${ctx.runnerUp.label}: small changes to the answers can swap them (see what would change the answer).`,
        );
      }
    }
  } else {
    out.push(`Ranks ${ordinal(index + 1)}.`);
    out.push(...compare(e, ranked[0]!, answers.latency));
  }
  if (e.durationSecondsPerDay > 0) out.push(`What limits it: ${e.estimate.bottleneck}.`);
  if (isPerFileBound(e.estimate.bottleneck)) {
    out.push(
      "Per-file latency dominates: every file costs at least one network round trip, so many small files take long whatever the throughput.",
    );
  }
  const credit = creditSentence(e);
  if (credit) out.push(credit);
  out.push(...insightSentences(e, ctx.storedBytesPerNode, ctx.nodes));
  if (e.candidate.rationale) out.push(e.candidate.rationale);
  if (e.estimate.family === "fsx-lustre" && answers.sharing !== "hpc" && answers.sharing !== "single") {
    out.push("It needs the Lustre client on every instance: it does not serve NFS.");
  }
  return out;
}

export { isPerFileBound };
