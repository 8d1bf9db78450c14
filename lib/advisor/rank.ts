import { COST_FLOOR_USD, DURATION_FLOOR_SECONDS, TOP_OPTIONS } from "./constants";
import type { Evaluated } from "./evaluate";
import { duration, usd } from "./format";
import type { Latency } from "./answers";

/**
 * From the workable configurations to the ranking, as an architect decides:
 * 1. Right-size: each kind of configuration (a group: "FSx for Windows HDD Multi-AZ" at its
 *    eight throughput capacities) is represented by its member that meets the need for the
 *    least total monthly cost (storage plus priced waiting); when none does, by the one
 *    that comes closest.
 * 2. Need first: when some representatives meet the need, those that miss it are not ranked.
 * 3. Then dollars: the rest in order of total monthly cost (whole dollars; equal dollars go
 *    to the faster). A representative that another one beats on total cost and time, beyond
 *    the model's error, is listed as "also considered", naming what beats it.
 */

export interface Ranked {
  ranked: Evaluated[];
  /** Each kind of configuration's right-sized representative, in score order. */
  representatives: Evaluated[];
  /** Not ranked, each with why, in score order. */
  considered: { e: Evaluated; beatenBy: Evaluated | null; reason: string }[];
}

/**
 * Shortfalls this close count as the same: a run 25% over its target and one 20% over are
 * within the model's error of each other, and the cheaper should come first.
 */
const SHORTFALL_STEP = 1.25;

/**
 * How far an option is from the need, in steps of SHORTFALL_STEP: its slowest run against
 * the target; missing only the latency class ranks behind every option that only runs late.
 */
function shortfall(e: Pick<Evaluated, "slowestRunSeconds" | "runTargetSeconds" | "meetsNeed">): number {
  if (e.meetsNeed) return 0;
  const ratio = e.runTargetSeconds > 0 ? e.slowestRunSeconds / e.runTargetSeconds : Infinity;
  if (ratio <= 1) return Number.MAX_SAFE_INTEGER;
  return Number.isFinite(ratio) ? Math.ceil(Math.log(ratio) / Math.log(SHORTFALL_STEP)) : Number.MAX_SAFE_INTEGER - 1;
}

type Ordered = Pick<
  Evaluated,
  "meetsNeed" | "totalMonthlyUsd" | "timeSeconds" | "slowestRunSeconds" | "runTargetSeconds"
>;

/**
 * The ranking's order, negative when `a` comes first: meeting the need first; then the
 * lower total monthly cost in whole dollars (a dollar a month never decides), the faster
 * breaking ties; among options that all miss, the one closest to the need.
 */
export function byNeedThenCost(a: Ordered, b: Ordered): number {
  if (a.meetsNeed !== b.meetsNeed) return a.meetsNeed ? -1 : 1;
  if (!a.meetsNeed) return shortfall(a) - shortfall(b) || a.totalMonthlyUsd - b.totalMonthlyUsd;
  return (
    Math.round(a.totalMonthlyUsd / COST_FLOOR_USD) - Math.round(b.totalMonthlyUsd / COST_FLOOR_USD) ||
    a.timeSeconds - b.timeSeconds
  );
}

/** The member meeting the need for the least total cost, else the one closest to the need. */
export function representative(members: readonly Evaluated[]): Evaluated {
  return members.reduce((best, m) => (byNeedThenCost(m, best) < 0 ? m : best));
}

/**
 * Whether `b` beats `a` on both cost and time beyond the model's error: cheaper by more
 * than COST_FLOOR_USD, and `b`'s slowest plausible time below `a`'s fastest plausible one.
 * Times under the latency's floor count as equal (nobody notices), so they never beat.
 */
export function beatsOnBoth(
  b: Pick<Evaluated, "totalMonthlyUsd" | "timeRange">,
  a: Pick<Evaluated, "totalMonthlyUsd" | "timeRange">,
  latency: Latency,
): boolean {
  const floor = DURATION_FLOOR_SECONDS[latency];
  const cheaper = b.totalMonthlyUsd + COST_FLOOR_USD < a.totalMonthlyUsd;
  const faster = Math.max(floor, b.timeRange.high) < Math.max(floor, a.timeRange.low);
  return cheaper && faster;
}

/**
 * Whether `b` makes `a` pointless: no dearer and no slower, and better on one of the two
 * beyond the noise (cheaper by more than COST_FLOOR_USD, or faster beyond the model's
 * error). Wider than beatsOnBoth: an option that costs the same as another and is slower
 * beyond the error is not worth ranking either.
 */
export function dominates(
  b: Pick<Evaluated, "totalMonthlyUsd" | "timeSeconds" | "timeRange">,
  a: Pick<Evaluated, "totalMonthlyUsd" | "timeSeconds" | "timeRange">,
  latency: Latency,
): boolean {
  const floor = DURATION_FLOOR_SECONDS[latency];
  const noDearer = b.totalMonthlyUsd <= a.totalMonthlyUsd + 0.005;
  const noSlower = Math.max(floor, b.timeSeconds) <= Math.max(floor, a.timeSeconds);
  const cheaper = b.totalMonthlyUsd + COST_FLOOR_USD < a.totalMonthlyUsd;
  const faster = Math.max(floor, b.timeRange.high) < Math.max(floor, a.timeRange.low);
  return noDearer && noSlower && (cheaper || faster);
}

/** Whether two times overlap within the model's error: then neither is called faster. */
export function withinError(a: Pick<Evaluated, "timeRange">, b: Pick<Evaluated, "timeRange">): boolean {
  return a.timeRange.low <= b.timeRange.high && b.timeRange.low <= a.timeRange.high;
}

/** The slowest run over its target; 0 when the option meets the need. */
function missRatio(e: Ordered): number {
  if (e.meetsNeed) return 0;
  return e.runTargetSeconds > 0 ? e.slowestRunSeconds / e.runTargetSeconds : Infinity;
}

/**
 * `items` in the ranking's order (byNeedThenCost), stable. When options miss the need, those
 * within SHORTFALL_STEP of the closest one's miss count as equally close (the model's error
 * cannot tell them apart) and the cheaper comes first.
 */
export function inRankingOrder<T extends Ordered>(items: readonly T[]): T[] {
  const sorted = items.map((e, i) => ({ e, i })).sort((x, y) => byNeedThenCost(x.e, y.e) || x.i - y.i);
  if (sorted.some((x) => x.e.meetsNeed)) return sorted.map((x) => x.e);
  const runLate = sorted.filter((x) => missRatio(x.e) > 1);
  const closest = Math.min(...runLate.map((x) => missRatio(x.e)));
  const near = (x: { e: T }) => missRatio(x.e) > 1 && missRatio(x.e) <= closest * SHORTFALL_STEP;
  const first = sorted.filter(near).sort((x, y) => x.e.totalMonthlyUsd - y.e.totalMonthlyUsd || x.i - y.i);
  return [...first, ...sorted.filter((x) => !near(x))].map((x) => x.e);
}

export function rank(sorted: readonly Evaluated[], scoreOf: (e: Evaluated) => number, latency: Latency): Ranked {
  const groups = new Map<string, Evaluated[]>();
  for (const e of sorted) {
    const members = groups.get(e.candidate.group) ?? [];
    members.push(e);
    groups.set(e.candidate.group, members);
  }
  const reps = new Set([...groups.values()].map(representative));
  const anyMeets = [...reps].some((r) => r.meetsNeed);
  const considered: Ranked["considered"] = [];
  const frontier: Evaluated[] = [];
  for (const e of sorted) {
    if (!reps.has(e)) {
      const rep = representative(groups.get(e.candidate.group)!);
      const reason = rep.meetsNeed
        ? `${rep.label} is the right size: it meets the need for ${usd(rep.totalMonthlyUsd)} a month in all.`
        : `${rep.label} comes closest to the need in this kind of configuration.`;
      considered.push({ e, beatenBy: null, reason });
      continue;
    }
    // Missing the need is the first reason an option is not ranked, whatever else beats it.
    if (anyMeets && !e.meetsNeed) {
      considered.push({
        e,
        beatenBy: null,
        reason: `Misses the need: ${e.needShortfall ?? `its slowest run takes ${duration(e.slowestRunSeconds)} against a target of ${duration(e.runTargetSeconds)}.`}`,
      });
      continue;
    }
    const beater = [...reps]
      .filter((r) => r !== e && (r.meetsNeed || !anyMeets) && dominates(r, e, latency))
      .sort((x, y) => scoreOf(x) - scoreOf(y))[0];
    if (beater) {
      const cheaper = beater.totalMonthlyUsd + COST_FLOOR_USD < e.totalMonthlyUsd;
      const floor = DURATION_FLOOR_SECONDS[latency];
      const faster = Math.max(floor, beater.timeRange.high) < Math.max(floor, e.timeRange.low);
      const costText = cheaper
        ? `costs less in all (${usd(beater.totalMonthlyUsd)} against ${usd(e.totalMonthlyUsd)} a month)`
        : `costs no more in all (${usd(beater.totalMonthlyUsd)} against ${usd(e.totalMonthlyUsd)} a month)`;
      const timeText = faster
        ? `is faster beyond the model's error (${duration(beater.timeSeconds)} against ${duration(e.timeSeconds)})`
        : beater.timeSeconds <= floor && e.timeSeconds <= floor
          ? `both finish within ${duration(floor)} (${duration(beater.timeSeconds)} against ${duration(e.timeSeconds)}), which counts the same`
          : `is no slower (${duration(beater.timeSeconds)} against ${duration(e.timeSeconds)})`;
      considered.push({ e, beatenBy: beater, reason: `${beater.label} ${costText} and ${timeText}.` });
      continue;
    }
    frontier.push(e);
  }
  const ranked = frontier.slice(0, TOP_OPTIONS);
  for (const e of frontier.slice(TOP_OPTIONS))
    considered.push({ e, beatenBy: null, reason: `Ranks below the first ${TOP_OPTIONS}.` });
  considered.sort((x, y) => scoreOf(x.e) - scoreOf(y.e));
  return { ranked, considered, representatives: sorted.filter((e) => reps.has(e)) };
}
