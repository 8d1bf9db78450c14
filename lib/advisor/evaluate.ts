import { estimateFromInput, validateOptionParams, type OptionEstimate } from "@/lib/model";
import { SECONDS_PER_DAY } from "@/lib/units";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { duration as formatDuration, usd as formatUsd } from "./format";
import type { AdvisorAnswers } from "./answers";
import { BUSY_HOUR_MAX_UTILIZATION, MODEL_DURATION_ERROR_FACTOR, RUN_TARGET_SECONDS } from "./constants";
import { candidateLabel } from "./labels";
import type { AdvisorPlan, Candidate, RuleOutStage } from "./types";
import { workloadOf } from "./workload";
import { latencyShortfall } from "./operation-latency";
import { zoneTransfer } from "@/lib/projection/zones";
import { GIB_BYTES } from "@/lib/units";

/** Credit timelines are not shown by the advisor: the fewest points the model allows keeps runs fast. */
const TIMELINE_POINTS = 10;

/** A candidate the model estimated and the advisor may rank. */
export interface Evaluated {
  candidate: Candidate;
  estimate: OptionEstimate;
  label: string;
  /** All nodes, USD a month, rounded to cents. */
  monthlyCostUsd: number;
  durationSecondsPerDay: number;
  /**
   * The time the ranking weighs: for interactive work the seconds the storage is busy with
   * the busiest hour's work (what people wait on), otherwise the day's work.
   */
  timeSeconds: number;
  /** `timeSeconds` within the model's error: the model's range when it gives one, else MODEL_DURATION_ERROR_FACTOR either side. */
  timeRange: { low: number; high: number };
  /** The day's work within the model's error, seconds: what waiting is priced on (waiting.ts). */
  dayRange: { low: number; high: number };
  /**
   * Whether it meets the need: the slow end of its range does each run within its target
   * (RUN_TARGET_SECONDS; the busiest hour for interactive work), and one operation takes no
   * longer than the latency the answers ask for.
   */
  meetsNeed: boolean;
  /** Why it misses the need, in a sentence, or null. */
  needShortfall: string | null;
  /** USD a month of data crossing Availability Zones between the clients and the storage, inside monthlyCostUsd. */
  transferUsd: number;
  /** USD a month of waiting beyond the fastest option that meets the need (waiting.ts); set once all are estimated. */
  waitingUsd: number;
  /** monthlyCostUsd + waitingUsd: what the ranking orders by among options that meet the need. */
  totalMonthlyUsd: number;
  /** The sum in words. */
  costText: string;
  /** The slowest run against its target, for saying why it misses the need. */
  slowestRunSeconds: number;
  runTargetSeconds: number;
}

export interface Rejected {
  candidate: Candidate;
  label: string;
  stage: RuleOutStage;
  reason: string;
  /** Monthly cost when it was known (budget rule-outs), for picking which to report. */
  monthlyCostUsd: number | null;
}

export interface Evaluation {
  eligible: Evaluated[];
  rejected: Rejected[];
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Why an estimated option cannot be recommended, or null. */
function postModelRuleOut(
  e: Evaluated,
  answers: AdvisorAnswers,
  book: PriceBook,
): { stage: RuleOutStage; reason: string } | null {
  const { estimate: est } = e;
  if (!est.feasible)
    return { stage: "model", reason: `${est.infeasibleReason ?? "The model finds it cannot hold this workload"}.` };
  if (!est.priced) {
    return {
      stage: "prices",
      reason: `Price snapshot ${book.snapshotId} has no price for ${est.missingPriceKeys.join(", ")} in ${book.region}, so its cost would be incomplete; refresh prices to consider it.`,
    };
  }
  if (!Number.isFinite(e.durationSecondsPerDay) || e.durationSecondsPerDay > SECONDS_PER_DAY) {
    const took = Number.isFinite(e.durationSecondsPerDay)
      ? `takes ${formatDuration(e.durationSecondsPerDay)}`
      : "never finishes";
    return {
      stage: "too-slow",
      reason: `The day's work ${took}: more than a day, so the backlog would grow (limited by ${est.bottleneck}).`,
    };
  }
  if (answers.budgetUsd !== undefined && e.monthlyCostUsd > answers.budgetUsd) {
    return {
      stage: "budget",
      reason: `Costs ${formatUsd(e.monthlyCostUsd)} a month, above your budget of ${formatUsd(answers.budgetUsd)}.`,
    };
  }
  return null;
}

/**
 * Estimates candidates on the plan and sorts them into the workable and the rejected.
 * `answerRuleOut` is applied first (nothing is estimated for a candidate the answers
 * exclude); parameters the model refuses come back as rejections with its message.
 */
export function evaluate(
  candidates: readonly Candidate[],
  answers: AdvisorAnswers,
  plan: AdvisorPlan,
  book: PriceBook,
  answerRuleOut: (c: Candidate) => string | null = () => null,
): Evaluation {
  const rejected: Rejected[] = [];
  const runnable: Candidate[] = [];
  for (const c of candidates) {
    const byAnswers = answerRuleOut(c);
    if (byAnswers !== null) {
      rejected.push({
        candidate: c,
        label: candidateLabel(c, null),
        stage: "answers",
        reason: byAnswers,
        monthlyCostUsd: null,
      });
      continue;
    }
    const valid = validateOptionParams(c.optionId, c.params, { storedBytes: plan.storedBytesPerNode });
    if (!valid.ok) {
      rejected.push({
        candidate: c,
        label: candidateLabel(c, null),
        stage: "model",
        reason: `${valid.error.message}.`,
        monthlyCostUsd: null,
      });
      continue;
    }
    runnable.push(c);
  }
  const eligible: Evaluated[] = [];
  if (runnable.length === 0) return { eligible, rejected };

  const result = estimateFromInput(
    workloadOf(
      plan,
      answers.region,
      runnable.map((c) => ({ id: c.optionId, params: c.params })),
    ),
    book,
    {
      timelinePoints: TIMELINE_POINTS,
      ...(answers.clientInstance === undefined ? {} : { client: { instanceType: answers.clientInstance } }),
    },
  );
  if (!result.ok)
    throw new Error(`the model refused the advisor's workload: ${result.error.path}: ${result.error.message}`);
  result.value.results.forEach((est, i) => {
    const c = runnable[i]!;
    const transferUsd = interAzTransferUsd(c.optionId, plan, answers, book);
    const monthlyCostUsd = roundCents(est.monthlyCostUsd.total * plan.nodes + transferUsd);
    const time = timeOf(est, plan, answers);
    const latency = latencyShortfall(c, answers.operationLatency);
    const e: Evaluated = {
      candidate: c,
      estimate: est,
      label: candidateLabel(c, est),
      monthlyCostUsd,
      durationSecondsPerDay: est.durationSecondsPerDay,
      ...time,
      meetsNeed: time.meetsNeed && latency === null,
      needShortfall: latency ?? time.needShortfall,
      transferUsd,
      waitingUsd: 0,
      totalMonthlyUsd: monthlyCostUsd,
      costText: "",
    };
    const out = postModelRuleOut(e, answers, book);
    if (out)
      rejected.push({ candidate: c, label: e.label, ...out, monthlyCostUsd: est.feasible ? e.monthlyCostUsd : null });
    else eligible.push(e);
  });
  return { eligible, rejected };
}

/**
 * Clients in several zones: AWS Regions have at least three Availability Zones, and a
 * spread fleet is taken to use three, evenly (an assumption the advisor's notes state).
 */
export const SPREAD_CLIENT_AZS = 3;

/**
 * The month's inter-AZ transfer between the clients and this option (lib/projection/zones.ts),
 * when the answers say the clients run in several zones; a placement the advisor only
 * derived is not billed (the note says how to have it counted).
 */
function interAzTransferUsd(optionId: string, plan: AdvisorPlan, answers: AdvisorAnswers, book: PriceBook): number {
  if (answers.placement !== "severalAz") return 0;
  const gibPerMonth =
    plan.operations.reduce((sum, op) => sum + (op.fileCount * op.fileSizeBytes * op.timesPerDay) / GIB_BYTES, 0) *
    plan.days *
    plan.nodes;
  return zoneTransfer(optionId, SPREAD_CLIENT_AZS, gibPerMonth, book).usdPerMonth;
}

type Range = { low: number; high: number };

/**
 * A duration's range within the model's error: the model's own (durationRangeSeconds, its
 * held-out error for the bounding mechanism) when it is usable, else
 * MODEL_DURATION_ERROR_FACTOR either side (results the model gave no range for).
 */
function rangeOf(seconds: number, range: Range | undefined): Range {
  if (
    range &&
    Number.isFinite(range.low) &&
    Number.isFinite(range.high) &&
    range.low <= seconds &&
    range.high >= seconds
  )
    return { low: range.low, high: range.high };
  return { low: seconds / MODEL_DURATION_ERROR_FACTOR, high: seconds * MODEL_DURATION_ERROR_FACTOR };
}

const SECONDS_PER_HOUR = 3600;

/** The ranking's time figure, its error range and whether the work meets the need. */
function timeOf(
  est: OptionEstimate,
  plan: AdvisorPlan,
  answers: AdvisorAnswers,
): Pick<
  Evaluated,
  "timeSeconds" | "timeRange" | "dayRange" | "meetsNeed" | "needShortfall" | "slowestRunSeconds" | "runTargetSeconds"
> {
  const byName = new Map(est.operations.map((op) => [op.name, op.durationSecondsPerDay]));
  const busy = plan.operations.filter((op) => op.busyHour);
  const interactive = answers.latency === "interactive" && busy.length > 0;
  const timeSeconds = interactive
    ? busy.reduce((sum, op) => sum + (byName.get(op.name) ?? 0), 0)
    : est.durationSecondsPerDay;
  const dayRange = rangeOf(est.durationSecondsPerDay, est.durationRangeSeconds);
  // Busy-hour operations add up, and so do their ranges (one after another in the hour).
  const timeRange = interactive
    ? busy
        .map((op) => est.operations.find((o) => o.name === op.name))
        .reduce(
          (sum, o) => {
            const r = o ? rangeOf(o.durationSecondsPerDay, o.durationRangeSeconds) : { low: 0, high: 0 };
            return { low: sum.low + r.low, high: sum.high + r.high };
          },
          { low: 0, high: 0 },
        )
    : dayRange;
  // The need is met on the slow end of the model's range: each run's share of it.
  const slowFactor = est.durationSecondsPerDay > 0 ? dayRange.high / est.durationSecondsPerDay : 1;
  let slowestRunSeconds = 0;
  let runTargetSeconds = RUN_TARGET_SECONDS[answers.latency];
  if (interactive) {
    slowestRunSeconds = timeRange.high;
    runTargetSeconds = BUSY_HOUR_MAX_UTILIZATION * SECONDS_PER_HOUR;
  } else {
    for (const op of plan.operations)
      slowestRunSeconds = Math.max(slowestRunSeconds, ((byName.get(op.name) ?? 0) * slowFactor) / op.timesPerDay);
  }
  const meetsNeed = slowestRunSeconds <= runTargetSeconds;
  return {
    timeSeconds,
    timeRange,
    dayRange,
    meetsNeed,
    needShortfall: meetsNeed
      ? null
      : `At the slow end of the model's range its ${interactive ? "busiest hour's work" : "slowest run"} takes ${formatDuration(slowestRunSeconds)} against a target of ${formatDuration(runTargetSeconds)}.`,
    slowestRunSeconds,
    runTargetSeconds,
  };
}
