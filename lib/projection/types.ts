/**
 * Cost over time: a data set that grows and cools, month by month, under each storage
 * policy (S3 Standard, S3 lifecycle rules, S3 Intelligent-Tiering, EFS lifecycle).
 */

/** Share (0..1) of the stored bytes last read within 7, 30, 90 and 365 days: cumulative, so non-decreasing. */
export interface AccessProfile {
  within7: number;
  within30: number;
  within90: number;
  within365: number;
}

/** How soon a read of cold data must answer: at once (milliseconds), or after a restore of hours. */
export type ColdReadNeed = "milliseconds" | "hours";

export interface ProjectionInput {
  region: string;
  months: number;
  /** GiB stored at the start. */
  storedGiB: number;
  /** Age of the data stored at the start, days (older than every lifecycle threshold by default). */
  existingAgeDays: number;
  /** GiB of new data written at the start of each month. */
  writtenGiBPerMonth: number;
  /** Average object or file size, bytes: sets per-object charges and the 128 KB rules. */
  objectBytes: number;
  /** Each object is deleted at this age, days; null: kept. */
  retentionDays: number | null;
  access: AccessProfile;
  /** GiB read each month from data in a cold tier. */
  coldReadGiBPerMonth: number;
  coldReadNeed: ColdReadNeed;
}

export type S3LifecycleClass =
  "standard-ia" | "onezone-ia" | "glacier-instant" | "glacier-flexible" | "glacier-deep-archive";

export type Policy =
  | { kind: "s3-standard" }
  | { kind: "s3-lifecycle"; toClass: S3LifecycleClass; afterDays: number }
  | { kind: "s3-intelligent-tiering" }
  | { kind: "efs"; iaAfterDays: number | null; archiveAfterDays: number | null };

export type LineKind = "storage" | "transition" | "retrieval" | "monitoring" | "minimum-duration" | "requests";

export interface BillLine {
  kind: LineKind;
  item: string;
  usd: number;
}

export interface ProjectionMonth {
  month: number;
  /** GiB stored on average over the month. */
  storedGiB: number;
  lines: BillLine[];
  totalUsd: number;
}

export interface PolicyProjection {
  key: string;
  label: string;
  policy: Policy;
  months: ProjectionMonth[];
  totalUsd: number;
  /** How a read of the coldest data answers under this policy. */
  coldRead: string;
  /** Whether cold reads answer as fast as the input needs. */
  meetsColdReadNeed: boolean;
  /** Price keys the snapshot lacks for this policy (then it is not compared). */
  missingPriceKeys: string[];
  notes: string[];
}

export interface Projection {
  region: string;
  priceSnapshot: { id: string; asOf: string };
  months: number;
  policies: PolicyProjection[];
  /** The policy that costs least over the months among those that meet the cold-read need and are fully priced. */
  cheapestKey: string | null;
  summary: string;
  assumptions: string[];
  sources: string[];
}
