import { formatInteger, formatNumber } from "@/lib/format";
import type { AdvisorAnswers } from "./answers";
import type { Evaluated } from "./evaluate";
import { usd } from "./format";
import type { AdvisorPlan } from "./types";

/**
 * The cost of waiting: the dollars that time on the I/O costs, so that speed enters the
 * ranking only as money. Two kinds, each only when the answers say it is paid for:
 * - compute: the client instances idle, paid for, while the I/O runs (an HPC cluster, a
 *   job's fleet): instances x hours x their On-Demand hourly price;
 * - people: the hours people wait on the I/O, at the worth the answers give an hour.
 *
 * Only time that is certainly spent counts. The reference is the fastest configuration that
 * meets the need, at the slow end of its range (the model's error): an option whose fast end
 * is within that is "as fast" and waits nothing extra; a slower one pays for the hours its
 * fast end lies beyond it. So durations within the model's error of the fastest count as
 * equal, and a slower option can never gain rank from a higher price of waiting.
 */

export interface WaitingRates {
  /** USD per instance-hour of the clients, when compute waits and the price is known. */
  computeUsdPerInstanceHour: number | null;
  /** Which instance the compute rate is for ("c5n.18xlarge"). */
  instanceType: string;
  /** Instances that wait together: every client of a shared copy, or every node. */
  instances: number;
  /** USD per hour of people's waiting, when the answers give one. */
  peopleUsdPerHour: number | null;
  /** Machines wait by the answers, but the snapshot has no price for their instance type. */
  computeUnpriced?: boolean;
}

export interface Waiting {
  /** USD a month of waiting beyond the fastest option's range; 0 when nothing is priced. */
  usd: number;
  /** Hours a month beyond the reference (one workload's hours, not instance-hours). */
  extraHoursPerMonth: number;
  /** The sum in words, "$4,590 storage + $29,952 waiting (...)". */
  text: string;
}

const SECONDS_PER_HOUR = 3600;

export function waitingRatesOf(
  answers: AdvisorAnswers,
  plan: AdvisorPlan,
  computeWaits: boolean,
  instanceType: string,
  hourlyUsd: number | undefined,
): WaitingRates {
  return {
    computeUsdPerInstanceHour: computeWaits && hourlyUsd !== undefined ? hourlyUsd : null,
    instanceType,
    instances: plan.nodes * plan.clients,
    peopleUsdPerHour:
      answers.waitUsdPerHour !== undefined && answers.waitUsdPerHour > 0 ? answers.waitUsdPerHour : null,
    ...(computeWaits && hourlyUsd === undefined ? { computeUnpriced: true } : {}),
  };
}

/** USD a month for one hour a month of the workload's I/O. */
export function usdPerWaitingHour(rates: WaitingRates): number {
  return (rates.computeUsdPerInstanceHour ?? 0) * rates.instances + (rates.peopleUsdPerHour ?? 0);
}

type Timed = Pick<Evaluated, "durationSecondsPerDay" | "meetsNeed"> & { dayRange: { low: number; high: number } };

/** The slow end of the fastest configuration that meets the need (else of the fastest of all), seconds a day. */
export function referenceSeconds(items: readonly Timed[]): number {
  const meeting = items.filter((e) => e.meetsNeed);
  const pool = meeting.length > 0 ? meeting : items;
  if (pool.length === 0) return 0;
  const fastest = pool.reduce((best, e) => (e.durationSecondsPerDay < best.durationSecondsPerDay ? e : best));
  return fastest.dayRange.high;
}

/** The waiting an option pays beyond the reference, in dollars and words. */
export function waitingOf(
  e: Timed & Pick<Evaluated, "monthlyCostUsd"> & { transferUsd?: number },
  referenceSecondsPerDay: number,
  rates: WaitingRates,
  days: number,
): Waiting {
  const extraSecondsPerDay = Math.max(0, e.dayRange.low - referenceSecondsPerDay);
  const extraHoursPerMonth = (extraSecondsPerDay * days) / SECONDS_PER_HOUR;
  const rate = usdPerWaitingHour(rates);
  const dollars = Math.round(extraHoursPerMonth * rate * 100) / 100;
  return {
    usd: dollars,
    extraHoursPerMonth,
    text: sumText(e.monthlyCostUsd, dollars, extraHoursPerMonth, rates, e.transferUsd ?? 0),
  };
}

function sumText(bill: number, waiting: number, extraHours: number, rates: WaitingRates, transfer: number): string {
  const priced = usdPerWaitingHour(rates) > 0;
  const storage =
    transfer > 0 ? `${usd(bill - transfer)} storage + ${usd(transfer)} inter-AZ transfer` : `${usd(bill)} storage`;
  const head = `${storage} + ${usd(waiting)} waiting = ${usd(bill + waiting)} a month`;
  if (!priced) {
    return rates.computeUnpriced
      ? `${head} (the clients' idle hours are not priced: the price snapshot has no On-Demand price for ${rates.instanceType})`
      : `${head} (waiting is not priced: no paid machines or people wait on this I/O, by your answers)`;
  }
  if (waiting === 0) return `${head} (no slower than the fastest option that meets the need, within the model's error)`;
  return `${head} (${formatNumber(extraHours)} h a month longer than the fastest option that meets the need, beyond the model's error: ${waitingPricesInWords(rates).join(" and ")})`;
}

/** What an hour of waiting is priced at, one phrase per kind that is priced ("200 c5n.18xlarge instances at $3.89 an hour, On-Demand"). */
export function waitingPricesInWords(rates: WaitingRates): string[] {
  const parts: string[] = [];
  if (rates.computeUsdPerInstanceHour !== null) {
    parts.push(
      `${formatInteger(rates.instances)} ${rates.instanceType} instance${rates.instances === 1 ? "" : "s"} at ${usd(rates.computeUsdPerInstanceHour)} an hour, On-Demand`,
    );
  }
  if (rates.peopleUsdPerHour !== null) parts.push(`people's time at ${usd(rates.peopleUsdPerHour)} an hour`);
  return parts;
}

/** Sets each option's waiting dollars and total, against the fastest that meets the need. */
export function priceWaiting(items: Evaluated[], rates: WaitingRates, days: number): void {
  const reference = referenceSeconds(items);
  for (const e of items) {
    const waiting = waitingOf(e, reference, rates, days);
    e.waitingUsd = waiting.usd;
    e.totalMonthlyUsd = Math.round((e.monthlyCostUsd + waiting.usd) * 100) / 100;
    e.costText = waiting.text;
  }
}
