/**
 * How old a price is, wherever a price shows (issue 15): from the date the prices are
 * "as of" (an ISO date) to now, in whole calendar units.
 */
const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** Below this many days an age is counted in days, not months. */
const DAYS_BEFORE_MONTHS = 31;
const MONTHS_PER_YEAR = 12;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

function toDate(value: Date | string): Date {
  return typeof value === "string" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
}

/** Whole days from `since` to `now` (0 on the same day; never negative). */
export function ageInDays(since: Date | string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - toDate(since).getTime()) / MS_PER_DAY));
}

/** "2 years old", "5 months old", "12 days old": whole calendar units, rounded down. */
export function formatAge(since: Date | string, now: Date): string {
  const then = toDate(since);
  const days = ageInDays(then, now);
  if (days < 1) return "less than a day old";
  if (days < DAYS_BEFORE_MONTHS) return `${plural(days, "day")} old`;
  const months =
    (now.getUTCFullYear() - then.getUTCFullYear()) * MONTHS_PER_YEAR +
    (now.getUTCMonth() - then.getUTCMonth()) -
    (now.getUTCDate() < then.getUTCDate() ? 1 : 0);
  if (months < MONTHS_PER_YEAR) return `${plural(Math.max(1, months), "month")} old`;
  return `${plural(Math.floor(months / MONTHS_PER_YEAR), "year")} old`;
}
