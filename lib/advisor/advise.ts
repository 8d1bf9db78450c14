import { AppError } from "@/lib/errors/app-error";
import { C5N_18XLARGE, getCatalogOption, MODEL_VERSION, type CostBreakdown } from "@/lib/model";
import { instanceHourlyPrice } from "@/lib/pricing/instance-prices";
import type { PriceBook } from "@/lib/pricing/price-keys";
import type { AdvisorAnswers } from "./answers";
import { answerContradictions } from "./contradictions";
import { generateCandidates } from "./candidates";
import { configurationOf } from "./configuration";
import {
  ADVISOR_VERSION,
  BUSY_HOUR_HEADROOM,
  BUSY_HOUR_MAX_UTILIZATION,
  COST_FLOOR_USD,
  DURATION_FLOOR_SECONDS,
  MODEL_DURATION_ERROR_FACTOR,
  RUN_TARGET_SECONDS,
  SENSITIVITY_CHALLENGERS,
} from "./constants";
import { constraintsOf, OS_TEXT, PLACEMENT_TEXT, SEMANTICS_TEXT } from "./constraints";
import { rank } from "./rank";
import { evaluate, SPREAD_CLIENT_AZS, type Evaluated, type Rejected } from "./evaluate";
import { interAzPrice } from "@/lib/projection/zones";
import { LATENCY_CLASS_TEXT } from "./operation-latency";
import { inRankingOrder } from "./rank";
import { overTimeNote } from "./over-time";
import { priceWaiting, waitingPricesInWords, waitingRatesOf, type WaitingRates } from "./waiting";
import { whySentences } from "./explain";
import { duration, usd } from "./format";
import { fasterPaths } from "./faster-path";
import { answerRuleOut } from "./rules";
import { whatWouldChange } from "./sensitivity";
import type { AdvisorResult, ConsideredOption, RankedOption, RuleOutStage, RuledOutOption } from "./types";
import { planWorkload } from "./workload";

/** The clients' instance type: the answer, else the client the model assumes. */
function clientTypeOf(answers: AdvisorAnswers): string {
  return answers.clientInstance ?? C5N_18XLARGE.instanceType;
}

function clientHourlyUsd(answers: AdvisorAnswers, book: PriceBook): number | undefined {
  const entry = instanceHourlyPrice(book, clientTypeOf(answers));
  return entry === undefined ? undefined : Number(entry.usd);
}

function waitingWords(rates: WaitingRates): string {
  const parts = waitingPricesInWords(rates);
  return parts.length === 0
    ? "here none is: speed beyond the need buys nothing"
    : `${parts.join(", and ")}; only hours beyond the fastest option's range count`;
}

function summaryOf(top: Evaluated | undefined, timeMeasure: string): string {
  if (!top) return "No storage option fits these answers: the list below says why each was ruled out.";
  const sum =
    top.waitingUsd > 0
      ? `${usd(top.totalMonthlyUsd)} a month in all (${usd(top.monthlyCostUsd)} storage + ${usd(top.waitingUsd)} waiting)`
      : `${usd(top.monthlyCostUsd)} a month`;
  const time = `${timeMeasure} takes ${duration(top.timeSeconds)}`;
  return top.meetsNeed
    ? `${top.label}: ${sum}, and ${time}.`
    : `Nothing tried meets the need. Closest: ${top.label}, ${sum}, and ${time}.`;
}

function missedNeedNote(top: Evaluated): string {
  const over = top.runTargetSeconds > 0 ? top.slowestRunSeconds / top.runTargetSeconds : Infinity;
  const by =
    Number.isFinite(over) && over > 1 ? ` It misses by ${over.toFixed(over < 10 ? 1 : 0)} times the target.` : "";
  return `No configuration tried meets the need. ${top.needShortfall ?? ""}${by} What holds the closest back: ${top.estimate.bottleneck}. Meeting it needs more than any configuration tried offers there (a larger client instance when the limit is the instance's, a larger throughput capacity or tier, more clients or threads), or a longer window.`;
}

/** Answers that rarely go together, said so the user can check them (each still honoured). */
function contradictionNote(answers: AdvisorAnswers): string | null {
  const found = answerContradictions(answers);
  return found.length === 0 ? null : found.map((c) => c.message).join(" ");
}

/** The cheapest representative that meets the need, for saying what a dearer first choice buys. */
function cheapestMeeting(reps: readonly Evaluated[]): Evaluated | undefined {
  return reps
    .filter((r) => r.meetsNeed)
    .reduce<Evaluated | undefined>(
      (best, r) => (best === undefined || r.monthlyCostUsd < best.monthlyCostUsd ? r : best),
      undefined,
    );
}

/** The price book does not cover the answers' region. */
export class AdvisorRegionError extends AppError {
  constructor(
    readonly answersRegion: string,
    readonly bookRegion: string,
  ) {
    super(
      "price_book_region_mismatch",
      `the answers are for ${answersRegion} but the price book holds ${bookRegion} prices`,
    );
    this.name = "AdvisorRegionError";
  }
}

const STAGE_ORDER: readonly RuleOutStage[] = ["answers", "model", "prices", "too-slow", "budget"];

function scaled(breakdown: CostBreakdown, nodes: number): CostBreakdown {
  const out = { ...breakdown };
  for (const key of Object.keys(out) as (keyof CostBreakdown)[]) out[key] = Math.round(out[key] * nodes * 100) / 100;
  return out;
}

/** What several configurations' labels share ("FSx for Windows File Server HDD"), at least the catalog label's first words. */
function sharedLabel(labels: readonly string[], optionId: string): string {
  const words = labels.map((l) => l.split(" "));
  const common: string[] = [];
  for (let i = 0; words.every((w) => w[i] !== undefined && w[i] === words[0]![i]); i++) common.push(words[0]![i]!);
  const prefix = common.join(" ").replace(/,$/, "");
  return prefix.length > 0 ? prefix : (getCatalogOption(optionId)?.label ?? optionId);
}

/** One reason per kind of configuration that has no workable member, merged when several say the same. */
function ruledOutList(rejected: readonly Rejected[], workableGroups: ReadonlySet<string>): RuledOutOption[] {
  const byGroup = new Map<string, Rejected>();
  for (const r of rejected) {
    if (workableGroups.has(r.candidate.group)) continue;
    const held = byGroup.get(r.candidate.group);
    const earlier = held === undefined || STAGE_ORDER.indexOf(r.stage) < STAGE_ORDER.indexOf(held.stage);
    const cheaper =
      held !== undefined &&
      r.stage === held.stage &&
      (r.monthlyCostUsd ?? Infinity) < (held.monthlyCostUsd ?? Infinity);
    if (earlier || cheaper) byGroup.set(r.candidate.group, r);
  }
  const merged = new Map<string, { entry: RuledOutOption; labels: string[] }>();
  for (const r of byGroup.values()) {
    const key = `${r.candidate.optionId}\u0000${r.reason}`;
    const seen = merged.get(key);
    if (seen) seen.labels.push(r.label);
    else
      merged.set(key, {
        entry: { optionId: r.candidate.optionId, label: r.label, stage: r.stage, reason: r.reason },
        labels: [r.label],
      });
  }
  return [...merged.values()].map(({ entry, labels }) => ({
    ...entry,
    label: labels.length === 1 ? entry.label : sharedLabel(labels, entry.optionId),
  }));
}

/**
 * The options that could take the first place: the next ranked ones, then the best of the
 * rest that score no better than the first. One that already scores better is kept from the
 * first place by the ranking's other rules (right-sizing, meeting the need), which the
 * sensitivity probe does not apply: by score alone it would "take over" at any change, and
 * the search would report the answer itself as the threshold.
 */
function challengersOf(
  ranked: readonly Evaluated[],
  sorted: readonly Evaluated[],
  scoreOf: (e: Evaluated) => number,
): Evaluated[] {
  const first = ranked[0]!;
  const out = ranked.slice(1, 1 + SENSITIVITY_CHALLENGERS);
  for (const e of sorted) {
    if (out.length >= SENSITIVITY_CHALLENGERS) break;
    if (e !== first && !out.includes(e) && scoreOf(e) >= scoreOf(first)) out.push(e);
  }
  return out;
}

/**
 * The advisor: answers in, ranked options with reasons out. Pure: the price book is
 * given, nothing is read or written. Throws only for a price book of another region.
 */
export function advise(answers: AdvisorAnswers, book: PriceBook): AdvisorResult {
  if (book.region !== answers.region) throw new AdvisorRegionError(answers.region, book.region);
  const plan = planWorkload(answers);
  const constraints = constraintsOf(answers);
  const candidates = generateCandidates(answers, plan);
  const { eligible, rejected } = evaluate(candidates, answers, plan, book, (c) =>
    answerRuleOut(c, answers, constraints),
  );

  const rates = waitingRatesOf(
    answers,
    plan,
    constraints.computeWaits,
    clientTypeOf(answers),
    clientHourlyUsd(answers, book),
  );
  priceWaiting(eligible, rates, plan.days);
  const sorted = inRankingOrder(eligible);
  const scoreOf = new Map(sorted.map((e, i) => [e.candidate.key, i]));
  const { ranked, considered, representatives } = rank(
    sorted,
    (e) => scoreOf.get(e.candidate.key) ?? 0,
    answers.latency,
  );

  const ranking: RankedOption[] = ranked.map((e, index) => ({
    rank: index + 1,
    key: e.candidate.key,
    optionId: e.candidate.optionId,
    family: e.estimate.family,
    label: e.label,
    params: e.estimate.params,
    monthlyCostUsd: e.monthlyCostUsd,
    ...(e.transferUsd > 0 ? { transferUsd: e.transferUsd } : {}),
    waitingUsd: e.waitingUsd,
    totalMonthlyUsd: e.totalMonthlyUsd,
    costText: e.costText,
    costBreakdown: scaled(e.estimate.monthlyCostUsd, plan.nodes),
    durationSecondsPerDay: e.durationSecondsPerDay,
    timeSeconds: e.timeSeconds,
    timeRange: e.timeRange,
    meetsNeed: e.meetsNeed,
    ...(e.needShortfall === null ? {} : { needShortfall: e.needShortfall }),
    slowestRunSeconds: e.slowestRunSeconds,
    runTargetSeconds: e.runTargetSeconds,
    bottleneck: e.estimate.bottleneck,
    operations: e.estimate.operations.map((op) => ({ ...op })),
    score: scoreOf.get(e.candidate.key) ?? 0,
    why: whySentences(ranked, index, answers, {
      workable: eligible.length,
      runnerUp: ranked[1] ?? representatives.find((o) => o !== ranked[0]),
      cheapestMeeting: cheapestMeeting(representatives),
      storedBytesPerNode: plan.storedBytesPerNode,
      nodes: plan.nodes,
    }),
    configuration: configurationOf(e.estimate, plan, answers.region),
    warnings: [...e.estimate.warnings],
    fasterPaths: fasterPaths(e, answers, book),
    pricesUnconfirmed: e.estimate.pricesUnconfirmed,
  }));

  const alsoConsidered: ConsideredOption[] = considered.map(({ e, beatenBy, reason }) => ({
    key: e.candidate.key,
    optionId: e.candidate.optionId,
    family: e.estimate.family,
    label: e.label,
    monthlyCostUsd: e.monthlyCostUsd,
    totalMonthlyUsd: e.totalMonthlyUsd,
    durationSecondsPerDay: e.durationSecondsPerDay,
    timeSeconds: e.timeSeconds,
    score: scoreOf.get(e.candidate.key) ?? 0,
    bottleneck: e.estimate.bottleneck,
    beatenBy: beatenBy ? { key: beatenBy.candidate.key, label: beatenBy.label } : null,
    reason,
  }));

  const notes = [...plan.notes];
  const overBudget = rejected
    .filter((r) => r.stage === "budget" && r.monthlyCostUsd !== null)
    .sort((a, b) => a.monthlyCostUsd! - b.monthlyCostUsd!);
  if (ranked.length === 0 && overBudget[0] && answers.budgetUsd !== undefined) {
    notes.push(
      `Nothing that does the work fits a budget of ${usd(answers.budgetUsd)} a month: the cheapest is ${overBudget[0].label} at ${usd(overBudget[0].monthlyCostUsd!)}.`,
    );
  }

  const top = ranked[0];
  const interactive = answers.latency === "interactive" && plan.operations.some((op) => op.busyHour);
  const timeMeasure = interactive ? "the busiest hour's work" : "the day's work";
  const summary = summaryOf(top, timeMeasure);
  // What the reader must see first: answers that contradict each other, and a need nothing meets.
  const lead = [contradictionNote(answers), top && !top.meetsNeed ? missedNeedNote(top) : null].filter(
    (n): n is string => n !== null,
  );
  const overTime = top ? overTimeNote(top, answers, book) : null;
  if (overTime) notes.push(overTime);
  if (answers.placement === "severalAz") {
    const interAz = interAzPrice(book);
    notes.push(
      `Clients in several Availability Zones are taken to spread evenly over ${SPREAD_CLIENT_AZS}: storage that lives in one zone (EFS One Zone, FSx file servers, Multi-AZ ones included, since one server serves) pays for the bytes that cross zones, $${interAz.usdPerGbEachWay} per GB in each direction (${interAz.source}, ${interAz.priceFrom}${interAz.confirmed ? "" : ", unconfirmed"}); EFS Regional has a mount target in each zone and S3 is Regional, so they pay none.`,
    );
  } else if (constraints.placement === "severalAz") {
    notes.push(
      "Bytes crossing Availability Zones are not priced: say that the clients run in several zones (placement) to have them counted.",
    );
  }
  if (rates.computeUsdPerInstanceHour !== null && answers.clientInstance === undefined) {
    notes.push(
      `The clients' idle hours are priced as ${rates.instanceType} at ${usd(rates.computeUsdPerInstanceHour)} an hour On-Demand, the client the model assumes; name your instance type for a true figure (a smaller instance makes waiting cheaper and speed worth less).`,
    );
  }
  if (rates.computeUsdPerInstanceHour === null && constraints.computeWaits) {
    notes.push(
      `The idle hours of the clients could not be priced: price snapshot ${book.snapshotId} has no On-Demand price for ${rates.instanceType} in ${book.region}.`,
    );
  }
  const need = `${interactive ? `Each option must do the busiest hour's work within ${duration(BUSY_HOUR_MAX_UTILIZATION * 3600)} (the peak with ${Math.round(BUSY_HOUR_HEADROOM * 100)}% headroom)` : `Each option must finish each run within ${duration(RUN_TARGET_SECONDS[answers.latency])}`} at the slow end of the model's range${answers.operationLatency ? `, with one operation taking ${LATENCY_CLASS_TEXT[answers.operationLatency]} at most` : ""}. Among those that do, the lowest total monthly cost ranks first: storage, plus the waiting that is paid for (${waitingWords(rates)}).`;

  return {
    advisorVersion: ADVISOR_VERSION,
    modelVersion: MODEL_VERSION,
    region: answers.region,
    priceSnapshot: { id: book.snapshotId, asOf: book.asOf },
    answers,
    // Kept for readers of earlier results; since 2026.11.28 the ranking is need first, then total cost.
    weights: {
      latency: answers.latency,
      cost: 1,
      duration: 0,
      costFloorUsd: COST_FLOOR_USD,
      durationFloorSeconds: DURATION_FLOOR_SECONDS[answers.latency],
    },
    method: "need-then-total-cost",
    waiting: {
      computeUsdPerInstanceHour: rates.computeUsdPerInstanceHour,
      instanceType: rates.instanceType,
      instances: rates.instances,
      peopleUsdPerHour: rates.peopleUsdPerHour,
    },
    timeMeasure,
    need,
    modelError: `Each time has a range: the model's held-out error on published measurements for what bounds it (10th to 90th percentile), or a factor of ${MODEL_DURATION_ERROR_FACTOR} either way where it gives none. Options whose ranges overlap are within the model's error of each other, and neither is called faster.`,
    constraints: {
      clientOs: OS_TEXT[constraints.clientOs],
      placement: PLACEMENT_TEXT[constraints.placement],
      semantics: SEMANTICS_TEXT[constraints.semantics],
      busyHourPct: Math.round(constraints.busyHourShare * 1000) / 10,
      derived: constraints.derived,
    },
    plan,
    summary,
    ranking,
    alsoConsidered,
    ruledOut: ruledOutList(rejected, new Set(eligible.map((e) => e.candidate.group))),
    whatWouldChange: top
      ? whatWouldChange(
          answers,
          ranked[0]!,
          challengersOf(ranked, sorted, (e) => scoreOf.get(e.candidate.key) ?? 0),
          book,
          rates,
        )
      : [],
    notes: [...lead, ...constraints.derived, ...notes],
  };
}
