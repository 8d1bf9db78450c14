import { COST_FLOOR_USD, DURATION_FLOOR_SECONDS, TOP_OPTIONS } from "./constants";
import type { Evaluated } from "./evaluate";
import { duration, usd } from "./format";
import type { Latency } from "./answers";

/**
 * From the workable configurations to the ranking, in three steps:
 * 1. Right-size: each kind of configuration (a group: "FSx for Windows HDD Multi-AZ" at its
 *    eight throughput capacities) is represented by its cheapest member that meets the need;
 *    when none does, by its fastest.
 * 2. Pareto: a representative that another one beats on both cost and time, beyond the
 *    model's error, is not ranked: it is listed as "also considered", naming what beats it.
 *    When some representatives meet the need, those that miss it are not ranked either.
 * 3. Score: the rest in score order, the first TOP_OPTIONS ranked.
 */

export interface Ranked {
  ranked: Evaluated[];
  /** Each kind of configuration's right-sized representative, in score order. */
  representatives: Evaluated[];
  /** Not ranked, each with why, in score order. */
  considered: { e: Evaluated; beatenBy: Evaluated | null; reason: string }[];
}

/** Cheapest member meeting the need, else the fastest (ties: cheaper, then generation order). */
export function representative(members: readonly Evaluated[]): Evaluated {
  const meeting = members.filter((m) => m.meetsNeed);
  if (meeting.length > 0) return meeting.reduce((best, m) => (m.monthlyCostUsd < best.monthlyCostUsd || (m.monthlyCostUsd === best.monthlyCostUsd && m.timeSeconds < best.timeSeconds) ? m : best));
  return members.reduce((best, m) => (m.timeSeconds < best.timeSeconds || (m.timeSeconds === best.timeSeconds && m.monthlyCostUsd < best.monthlyCostUsd) ? m : best));
}

/**
 * Whether `b` beats `a` on both cost and time beyond the model's error: cheaper by more
 * than COST_FLOOR_USD, and `b`'s slowest plausible time below `a`'s fastest plausible one.
 * Times under the latency's floor count as equal (nobody notices), so they never beat.
 */
export function beatsOnBoth(b: Pick<Evaluated, "monthlyCostUsd" | "timeRange">, a: Pick<Evaluated, "monthlyCostUsd" | "timeRange">, latency: Latency): boolean {
  const floor = DURATION_FLOOR_SECONDS[latency];
  const cheaper = b.monthlyCostUsd + COST_FLOOR_USD < a.monthlyCostUsd;
  const faster = Math.max(floor, b.timeRange.high) < Math.max(floor, a.timeRange.low);
  return cheaper && faster;
}

/**
 * Whether `b` makes `a` pointless: no dearer and no slower, and better on one of the two
 * beyond the noise (cheaper by more than COST_FLOOR_USD, or faster beyond the model's
 * error). Wider than beatsOnBoth: an option that costs the same as another and is slower
 * beyond the error is not worth ranking either.
 */
export function dominates(b: Pick<Evaluated, "monthlyCostUsd" | "timeSeconds" | "timeRange">, a: Pick<Evaluated, "monthlyCostUsd" | "timeSeconds" | "timeRange">, latency: Latency): boolean {
  const floor = DURATION_FLOOR_SECONDS[latency];
  const noDearer = b.monthlyCostUsd <= a.monthlyCostUsd + 0.005;
  const noSlower = Math.max(floor, b.timeSeconds) <= Math.max(floor, a.timeSeconds);
  const cheaper = b.monthlyCostUsd + COST_FLOOR_USD < a.monthlyCostUsd;
  const faster = Math.max(floor, b.timeRange.high) < Math.max(floor, a.timeRange.low);
  return noDearer && noSlower && (cheaper || faster);
}

/** Whether two times overlap within the model's error: then neither is called faster. */
export function withinError(a: Pick<Evaluated, "timeRange">, b: Pick<Evaluated, "timeRange">): boolean {
  return a.timeRange.low <= b.timeRange.high && b.timeRange.low <= a.timeRange.high;
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
        ? `${rep.label} is the right size: it meets the need for ${usd(rep.monthlyCostUsd)} a month.`
        : `${rep.label} comes closest to the need in this kind of configuration.`;
      considered.push({ e, beatenBy: null, reason });
      continue;
    }
    const beater = [...reps].filter((r) => r !== e && (r.meetsNeed || !anyMeets) && dominates(r, e, latency)).sort((x, y) => scoreOf(x) - scoreOf(y))[0];
    if (beater) {
      const cheaper = beater.monthlyCostUsd + COST_FLOOR_USD < e.monthlyCostUsd;
      const floor = DURATION_FLOOR_SECONDS[latency];
      const faster = Math.max(floor, beater.timeRange.high) < Math.max(floor, e.timeRange.low);
      const costText = cheaper ? `costs less (${usd(beater.monthlyCostUsd)} against ${usd(e.monthlyCostUsd)} a month)` : `costs no more (${usd(beater.monthlyCostUsd)} against ${usd(e.monthlyCostUsd)} a month)`;
      const timeText = faster
        ? `is faster beyond the model's error (${duration(beater.timeSeconds)} against ${duration(e.timeSeconds)})`
        : beater.timeSeconds <= floor && e.timeSeconds <= floor
          ? `both finish within ${duration(floor)} (${duration(beater.timeSeconds)} against ${duration(e.timeSeconds)}), which counts the same`
          : `is no slower (${duration(beater.timeSeconds)} against ${duration(e.timeSeconds)})`;
      considered.push({ e, beatenBy: beater, reason: `${beater.label} ${costText} and ${timeText}.` });
      continue;
    }
    if (anyMeets && !e.meetsNeed) {
      considered.push({ e, beatenBy: null, reason: `Misses the need: its slowest run takes ${duration(e.slowestRunSeconds)} against a target of ${duration(e.runTargetSeconds)}.` });
      continue;
    }
    frontier.push(e);
  }
  const ranked = frontier.slice(0, TOP_OPTIONS);
  for (const e of frontier.slice(TOP_OPTIONS)) considered.push({ e, beatenBy: null, reason: `Ranks below the first ${TOP_OPTIONS}.` });
  considered.sort((x, y) => scoreOf(x.e) - scoreOf(y.e));
  return { ranked, considered, representatives: sorted.filter((e) => reps.has(e)) };
}
