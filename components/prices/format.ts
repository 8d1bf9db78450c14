/**
 * Wording shared by the price pages: ages, dates, relative changes and the storage
 * families the price keys belong to.
 */
import { ALL_PRICE_KEYS, type PriceKey } from "@/lib/pricing/price-keys";

export { formatAge } from "@/lib/format/age";

const MS_PER_MINUTE = 60 * 1000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

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
  { id: "fsx-ontap", label: "Amazon FSx for NetApp ONTAP", prefix: "fsx.ontap." },
  { id: "fsx-openzfs", label: "Amazon FSx for OpenZFS", prefix: "fsx.openzfs." },
  { id: "s3", label: "Amazon S3", prefix: "s3." },
] as const;

export type PriceFamily = (typeof PRICE_FAMILIES)[number];

export function keysOfFamily(family: PriceFamily): PriceKey[] {
  return ALL_PRICE_KEYS.filter((key) => key.startsWith(family.prefix));
}

/** Moving data (issue 41): bytes between Availability Zones and DataSync's per-GB charge, priced for every option. */
export const MOVING_DATA_KEYS: readonly PriceKey[] = ALL_PRICE_KEYS.filter(
  (key) => key.startsWith("transfer.") || key.startsWith("datasync."),
);

export const SOURCE_LABELS: Readonly<Record<string, string>> = {
  bundled: "Bundled with Storage Advisor",
  "aws-price-list-api": "AWS Price List API",
  "aws-price-list-bulk": "AWS Price List bulk files",
};

export const UNCONFIRMED_EXPLANATION =
  "The source gives this figure but marks it unconfirmed: check it on the AWS pricing page, or refresh prices from AWS.";
