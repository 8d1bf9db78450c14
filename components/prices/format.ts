/**
 * Wording shared by the price pages: ages, dates, relative changes and the storage
 * families the price keys belong to.
 */
import { PRICE_KEYS, type PriceKey } from "@/lib/pricing/price-keys";

const MS_PER_MINUTE = 60 * 1000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;
/** Below this many days an age is counted in days, not months. */
const DAYS_BEFORE_MONTHS = 31;
const MONTHS_PER_YEAR = 12;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

function toDate(value: Date | string): Date {
  return typeof value === "string" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
}

/** "2 years old", "5 months old", "12 days old": whole calendar units, rounded down. */
export function formatAge(since: Date | string, now: Date): string {
  const then = toDate(since);
  const days = Math.floor((now.getTime() - then.getTime()) / MS_PER_DAY);
  if (days < 1) return "less than a day old";
  if (days < DAYS_BEFORE_MONTHS) return `${plural(days, "day")} old`;
  const months =
    (now.getUTCFullYear() - then.getUTCFullYear()) * MONTHS_PER_YEAR + (now.getUTCMonth() - then.getUTCMonth()) - (now.getUTCDate() < then.getUTCDate() ? 1 : 0);
  if (months < MONTHS_PER_YEAR) return `${plural(Math.max(1, months), "month")} old`;
  return `${plural(Math.floor(months / MONTHS_PER_YEAR), "year")} old`;
}

/** "just now", "3 hours ago", "12 days ago". */
export function formatAgo(when: Date, now: Date): string {
  const elapsed = now.getTime() - when.getTime();
  if (elapsed < MS_PER_MINUTE) return "just now";
  if (elapsed < MS_PER_HOUR) return `${plural(Math.floor(elapsed / MS_PER_MINUTE), "minute")} ago`;
  if (elapsed < 2 * MS_PER_DAY) return `${plural(Math.floor(elapsed / MS_PER_HOUR), "hour")} ago`;
  return `${plural(Math.floor(elapsed / MS_PER_DAY), "day")} ago`;
}

/** "2026-11-21 13:04 UTC": unambiguous, the same for every reader. */
export function formatDateTime(when: Date): string {
  return `${when.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export function formatDate(when: Date): string {
  return when.toISOString().slice(0, 10);
}

/** "+10.0%", "-3.2%"; "was 0" when the old price was zero (no ratio). */
export function formatRelativeChange(change: number | null): string {
  if (change === null) return "was 0";
  const percent = (change * 100).toFixed(1);
  return `${change > 0 ? "+" : ""}${percent}%`;
}

export const PRICE_FAMILIES = [
  { id: "efs", label: "Amazon EFS", prefix: "efs." },
  { id: "ebs", label: "Amazon EBS", prefix: "ebs." },
  { id: "fsx-windows", label: "Amazon FSx for Windows File Server", prefix: "fsx.windows." },
  { id: "fsx-lustre", label: "Amazon FSx for Lustre", prefix: "fsx.lustre." },
  { id: "s3", label: "Amazon S3", prefix: "s3." },
] as const;

export type PriceFamily = (typeof PRICE_FAMILIES)[number];

export function keysOfFamily(family: PriceFamily): PriceKey[] {
  return (Object.keys(PRICE_KEYS) as PriceKey[]).filter((key) => key.startsWith(family.prefix));
}

export const SOURCE_LABELS: Readonly<Record<string, string>> = {
  bundled: "Bundled with Storage Advisor",
  "aws-price-list-api": "AWS Price List API",
  "aws-price-list-bulk": "AWS Price List bulk files",
};

export const UNCONFIRMED_EXPLANATION =
  "The source gives this figure but marks it unconfirmed: check it on the AWS pricing page, or refresh prices from AWS.";
