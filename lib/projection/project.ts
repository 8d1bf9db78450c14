import { s3BillableBytes, S3_CLASSES, S3_IT_MIN_MONITORED_OBJECT_BYTES, type S3ClassSpec } from "@/lib/model";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { formatInteger } from "@/lib/format";
import { GIB_BYTES } from "@/lib/units";
import {
  EFS_ARCHIVE_MIN_DAYS,
  EFS_LIFECYCLE_MIN_FILE_BYTES,
  EFS_LIFECYCLE_SOURCE,
  S3_IT_SOURCE,
  S3_LIFECYCLE_MIN_OBJECT_BYTES,
  S3_LIFECYCLE_SOURCE,
  S3_PRICING_SOURCE,
} from "./facts";
import { coldShare } from "./access";
import type {
  BillLine,
  LineKind,
  Policy,
  PolicyProjection,
  Projection,
  ProjectionInput,
  ProjectionMonth,
  S3LifecycleClass,
} from "./types";

/**
 * The month-by-month bill of a data set under each storage policy. The data is a set of
 * cohorts: what is stored at the start (of `existingAgeDays`) and each month's writes. A
 * month is 30 days, the model's. Lifecycle rules go by age since creation (S3) or since the
 * last read (EFS, S3 Intelligent-Tiering), the latter through the access profile: once a
 * cohort is N days old, the share of it unread for N days is 1 - (share read within N days).
 * Pure: the price book is given.
 */

const DAYS_PER_MONTH = 30;

interface Cohort {
  createdDay: number;
  gib: number;
  /** Stored before the projection starts: it was written (and PUT) already. */
  existing: boolean;
}

/** Prices by key, recording the keys the book lacks. */
class Prices {
  readonly missing = new Set<string>();
  constructor(private readonly book: PriceBook) {}
  usd(key: string): number {
    const entry = (this.book.prices as Record<string, { usd: string } | undefined>)[key];
    if (entry === undefined) {
      this.missing.add(key);
      return 0;
    }
    return Number(entry.usd);
  }
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

function spec(storageClass: string): S3ClassSpec {
  const found = S3_CLASSES.find((c) => c.storageClass === storageClass);
  if (!found) throw new Error(`unknown S3 class ${storageClass}`);
  return found;
}

/** One month's lines, added up by item so each month lists an item once. */
class MonthBill {
  private readonly byItem = new Map<string, BillLine>();
  add(kind: LineKind, item: string, usd: number): void {
    if (!(usd > 0)) return;
    const line = this.byItem.get(item) ?? { kind, item, usd: 0 };
    line.usd += usd;
    this.byItem.set(item, line);
  }
  lines(): BillLine[] {
    return [...this.byItem.values()].map((l) => ({ ...l, usd: Math.round(l.usd * 100) / 100 }));
  }
}

function cohortsOf(input: ProjectionInput): Cohort[] {
  const cohorts: Cohort[] = [];
  if (input.storedGiB > 0 && input.retentionDays !== null) {
    // Data kept on a schedule is of every age up to its retention: 30-day cohorts, evenly.
    const n = Math.max(1, Math.ceil(input.retentionDays / DAYS_PER_MONTH));
    for (let i = 0; i < n; i++)
      cohorts.push({
        createdDay: -Math.min(input.retentionDays - 1, i * DAYS_PER_MONTH),
        gib: input.storedGiB / n,
        existing: true,
      });
  } else if (input.storedGiB > 0)
    cohorts.push({ createdDay: -input.existingAgeDays, gib: input.storedGiB, existing: true });
  for (let m = 0; m < input.months; m++)
    if (input.writtenGiBPerMonth > 0)
      cohorts.push({ createdDay: m * DAYS_PER_MONTH, gib: input.writtenGiBPerMonth, existing: false });
  return cohorts;
}

function deleteDayOf(c: Cohort, input: ProjectionInput): number {
  return input.retentionDays === null ? Infinity : c.createdDay + input.retentionDays;
}

function objectsOf(gib: number, input: ProjectionInput): number {
  return (gib * GIB_BYTES) / input.objectBytes;
}

type MonthFn = (bill: MonthBill, c: Cohort, d0: number, d1: number, input: ProjectionInput, prices: Prices) => void;

/** S3 writes: one PUT per new object, at the class it lands in. */
function putLines(
  bill: MonthBill,
  c: Cohort,
  d0: number,
  d1: number,
  input: ProjectionInput,
  prices: Prices,
  landing: S3ClassSpec,
): void {
  if (!c.existing && c.createdDay >= d0 && c.createdDay < d1)
    bill.add(
      "requests",
      `${landing.label} PUT requests for new objects`,
      objectsOf(c.gib, input) * prices.usd(landing.putKey),
    );
}

const s3Standard: MonthFn = (bill, c, d0, d1, input, prices) => {
  const standard = spec("standard");
  const live = overlap(d0, d1, c.createdDay, deleteDayOf(c, input));
  bill.add("storage", "S3 Standard storage", ((c.gib * live) / DAYS_PER_MONTH) * prices.usd(standard.storageKey));
  putLines(bill, c, d0, d1, input, prices, standard);
};

/** Dest-class GiB billed for a cohort: the 128 KB minimum billable size and archive metadata. */
function destBillableGib(
  dest: S3ClassSpec,
  gib: number,
  input: ProjectionInput,
): { classGib: number; standardGib: number } {
  const bytes = s3BillableBytes(dest, gib * GIB_BYTES, input.objectBytes);
  const objects = objectsOf(gib, input);
  const overhead = dest.archiveOverhead;
  return {
    classGib: (bytes + (overhead ? objects * overhead.classBytes : 0)) / GIB_BYTES,
    standardGib: overhead ? (objects * overhead.standardBytes) / GIB_BYTES : 0,
  };
}

function s3Lifecycle(toClass: S3LifecycleClass, afterDays: number): MonthFn {
  return (bill, c, d0, d1, input, prices) => {
    const standard = spec("standard");
    const dest = spec(toClass);
    const deleteDay = deleteDayOf(c, input);
    // Small objects are not transitioned (S3 lifecycle default since 2024): they stay in Standard.
    const eligible = input.objectBytes >= S3_LIFECYCLE_MIN_OBJECT_BYTES;
    // The rule is set at day 0: data older than afterDays moves then.
    const transitionDay = eligible ? Math.max(0, c.createdDay + afterDays) : Infinity;
    const inStandard = overlap(d0, d1, c.createdDay, Math.min(deleteDay, transitionDay));
    const inDest = overlap(d0, d1, transitionDay, deleteDay);
    bill.add(
      "storage",
      "S3 Standard storage",
      ((c.gib * inStandard) / DAYS_PER_MONTH) * prices.usd(standard.storageKey),
    );
    const billed = destBillableGib(dest, c.gib, input);
    bill.add(
      "storage",
      `${dest.label} storage`,
      ((billed.classGib * inDest) / DAYS_PER_MONTH) * prices.usd(dest.storageKey),
    );
    if (billed.standardGib > 0)
      bill.add(
        "storage",
        `${dest.label} metadata at S3 Standard`,
        ((billed.standardGib * inDest) / DAYS_PER_MONTH) * prices.usd(standard.storageKey),
      );
    if (transitionDay >= d0 && transitionDay < d1 && transitionDay < deleteDay) {
      bill.add(
        "transition",
        `Lifecycle transitions into ${dest.label}`,
        objectsOf(c.gib, input) * prices.usd(dest.putKey),
      );
    }
    const daysInDest = deleteDay - transitionDay;
    if (deleteDay >= d0 && deleteDay < d1 && daysInDest > 0 && daysInDest < dest.minStorageDays) {
      const short = dest.minStorageDays - daysInDest;
      bill.add(
        "minimum-duration",
        `${dest.label} minimum storage duration (${dest.minStorageDays} days)`,
        ((billed.classGib * short) / DAYS_PER_MONTH) * prices.usd(dest.storageKey),
      );
    }
    putLines(bill, c, d0, d1, input, prices, standard);
  };
}

const s3IntelligentTiering: MonthFn = (bill, c, d0, d1, input, prices) => {
  const it = spec("intelligent-tiering");
  const deleteDay = deleteDayOf(c, input);
  const live = overlap(d0, d1, c.createdDay, deleteDay);
  if (live === 0) return;
  const monitored = input.objectBytes >= S3_IT_MIN_MONITORED_OBJECT_BYTES;
  // The access clock starts when an object enters Intelligent-Tiering: at creation, or at day 0 for data moved in.
  const start = Math.max(0, c.createdDay);
  const iaDay = start + 30;
  const archiveDay = start + 90;
  const cold30 = monitored ? coldShare(input.access, 30) : 0;
  const cold90 = monitored ? coldShare(input.access, 90) : 0;
  const lo = Math.max(d0, c.createdDay);
  const hi = Math.min(d1, deleteDay);
  const inArchiveDays = overlap(lo, hi, archiveDay, Infinity);
  const inIaDays = overlap(lo, hi, iaDay, Infinity);
  const archiveGibDays = c.gib * cold90 * inArchiveDays;
  const iaGibDays = c.gib * cold30 * inIaDays - archiveGibDays;
  const frequentGibDays = c.gib * live - iaGibDays - archiveGibDays;
  bill.add(
    "storage",
    "S3 Intelligent-Tiering Frequent Access storage",
    (frequentGibDays / DAYS_PER_MONTH) * prices.usd("s3.intelligent-tiering.frequent.storage"),
  );
  bill.add(
    "storage",
    "S3 Intelligent-Tiering Infrequent Access storage",
    (iaGibDays / DAYS_PER_MONTH) * prices.usd("s3.intelligent-tiering.infrequent.storage"),
  );
  bill.add(
    "storage",
    "S3 Intelligent-Tiering Archive Instant Access storage",
    (archiveGibDays / DAYS_PER_MONTH) * prices.usd("s3.intelligent-tiering.archive-instant.storage"),
  );
  if (monitored)
    bill.add(
      "monitoring",
      "S3 Intelligent-Tiering monitoring (objects of 128 KB or more)",
      ((objectsOf(c.gib, input) * live) / DAYS_PER_MONTH) * prices.usd("s3.intelligent-tiering.monitoring"),
    );
  // Data already stored moves in by a lifecycle transition, billed per object (S3 pricing).
  if (c.existing && d0 === 0)
    bill.add(
      "transition",
      "Lifecycle transitions into S3 Intelligent-Tiering",
      objectsOf(c.gib, input) * prices.usd(it.putKey),
    );
  putLines(bill, c, d0, d1, input, prices, it);
};

function efs(iaAfterDays: number | null, archiveAfterDays: number | null): MonthFn {
  return (bill, c, d0, d1, input, prices) => {
    const deleteDay = deleteDayOf(c, input);
    const lo = Math.max(d0, c.createdDay);
    const hi = Math.min(d1, deleteDay);
    const live = Math.max(0, hi - lo);
    const eligible = input.objectBytes >= EFS_LIFECYCLE_MIN_FILE_BYTES;
    const coldIa = eligible && iaAfterDays !== null ? coldShare(input.access, iaAfterDays) : 0;
    const coldArchive = eligible && archiveAfterDays !== null ? coldShare(input.access, archiveAfterDays) : 0;
    // Files unread for N days move when lifecycle is set (day 0) or once they are N days old.
    const iaDay = iaAfterDays === null ? Infinity : Math.max(0, c.createdDay + iaAfterDays);
    const archiveDay = archiveAfterDays === null ? Infinity : Math.max(0, c.createdDay + archiveAfterDays);
    const archiveGibDays = c.gib * coldArchive * overlap(lo, hi, archiveDay, Infinity);
    const iaGibDays = Math.max(
      0,
      c.gib * Math.max(coldIa, coldArchive) * overlap(lo, hi, iaDay, Infinity) - archiveGibDays,
    );
    const standardGibDays = c.gib * live - iaGibDays - archiveGibDays;
    bill.add(
      "storage",
      "EFS Standard storage",
      (standardGibDays / DAYS_PER_MONTH) * prices.usd("efs.storage.standard"),
    );
    bill.add(
      "storage",
      "EFS Infrequent Access storage",
      (iaGibDays / DAYS_PER_MONTH) * prices.usd("efs.storage.ia-et"),
    );
    bill.add("storage", "EFS Archive storage", (archiveGibDays / DAYS_PER_MONTH) * prices.usd("efs.storage.archive"));
    if (iaDay >= d0 && iaDay < d1 && iaDay < deleteDay)
      bill.add(
        "transition",
        "EFS tiering into Infrequent Access",
        c.gib * Math.max(coldIa, coldArchive) * prices.usd("efs.ia.tiering"),
      );
    if (archiveDay >= d0 && archiveDay < d1 && archiveDay < deleteDay)
      bill.add("transition", "EFS tiering into Archive", c.gib * coldArchive * prices.usd("efs.archive.tiering"));
    const daysInArchive = deleteDay - archiveDay;
    if (
      coldArchive > 0 &&
      deleteDay >= d0 &&
      deleteDay < d1 &&
      daysInArchive > 0 &&
      daysInArchive < EFS_ARCHIVE_MIN_DAYS
    ) {
      bill.add(
        "minimum-duration",
        `EFS Archive minimum storage duration (${EFS_ARCHIVE_MIN_DAYS} days)`,
        ((c.gib * coldArchive * (EFS_ARCHIVE_MIN_DAYS - daysInArchive)) / DAYS_PER_MONTH) *
          prices.usd("efs.storage.archive"),
      );
    }
  };
}

/** Reads of cold data each month, at the coldest tier's retrieval charges. */
function coldReadLines(bill: MonthBill, policy: Policy, input: ProjectionInput, prices: Prices): void {
  const gib = input.coldReadGiBPerMonth;
  if (!(gib > 0)) return;
  if (policy.kind === "s3-lifecycle") {
    const dest = spec(policy.toClass);
    if (dest.retrievalKey) bill.add("retrieval", `${dest.label} retrieval`, gib * prices.usd(dest.retrievalKey));
    if (policy.toClass === "glacier-flexible") {
      bill.add(
        "retrieval",
        `${dest.label} Standard retrieval`,
        gib * prices.usd("s3.glacier-flexible.retrieval.standard"),
      );
      bill.add(
        "retrieval",
        `${dest.label} restore requests`,
        objectsOf(gib, input) * prices.usd("s3.glacier-flexible.restore.standard"),
      );
    }
    if (policy.toClass === "glacier-deep-archive") {
      bill.add(
        "retrieval",
        `${dest.label} Standard retrieval`,
        gib * prices.usd("s3.glacier-deep-archive.retrieval.standard"),
      );
      bill.add(
        "retrieval",
        `${dest.label} restore requests`,
        objectsOf(gib, input) * prices.usd("s3.glacier-deep-archive.restore.standard"),
      );
    }
  }
  if (policy.kind === "efs" && (policy.iaAfterDays !== null || policy.archiveAfterDays !== null)) {
    const key = policy.archiveAfterDays !== null ? "efs.archive.read" : "efs.ia.read";
    bill.add(
      "retrieval",
      policy.archiveAfterDays !== null ? "EFS Archive reads" : "EFS Infrequent Access reads",
      gib * prices.usd(key),
    );
  }
}

function monthFnOf(policy: Policy): MonthFn {
  switch (policy.kind) {
    case "s3-standard":
      return s3Standard;
    case "s3-lifecycle":
      return s3Lifecycle(policy.toClass, policy.afterDays);
    case "s3-intelligent-tiering":
      return s3IntelligentTiering;
    case "efs":
      return efs(policy.iaAfterDays, policy.archiveAfterDays);
  }
}

export function policyKey(policy: Policy): string {
  switch (policy.kind) {
    case "s3-standard":
      return "s3-standard";
    case "s3-lifecycle":
      return `s3-lifecycle-${policy.toClass}-${policy.afterDays}d`;
    case "s3-intelligent-tiering":
      return "s3-intelligent-tiering";
    case "efs":
      return `efs${policy.iaAfterDays === null ? "" : `-ia-${policy.iaAfterDays}d`}${policy.archiveAfterDays === null ? "" : `-archive-${policy.archiveAfterDays}d`}`;
  }
}

export function policyLabel(policy: Policy): string {
  switch (policy.kind) {
    case "s3-standard":
      return "S3 Standard, no lifecycle rule";
    case "s3-lifecycle":
      return policy.afterDays === 0
        ? `${spec(policy.toClass).label}, written directly`
        : `S3 Standard, lifecycle to ${spec(policy.toClass).label} after ${formatInteger(policy.afterDays)} days`;
    case "s3-intelligent-tiering":
      return "S3 Intelligent-Tiering";
    case "efs":
      if (policy.iaAfterDays === null && policy.archiveAfterDays === null)
        return "EFS Standard (Elastic), no lifecycle";
      return `EFS Standard (Elastic), ${[policy.iaAfterDays === null ? null : `IA after ${policy.iaAfterDays} days unread`, policy.archiveAfterDays === null ? null : `Archive after ${policy.archiveAfterDays} days unread`].filter(Boolean).join(", ")}`;
  }
}

/** How a read of the coldest data answers, and whether that meets the need. */
function coldRead(policy: Policy, input: ProjectionInput): { text: string; meets: boolean } {
  if (
    policy.kind === "s3-lifecycle" &&
    (policy.toClass === "glacier-flexible" || policy.toClass === "glacier-deep-archive")
  ) {
    const text =
      policy.toClass === "glacier-flexible"
        ? "after a restore: minutes (Expedited) to 3-5 hours (Standard)"
        : "after a restore of up to 12 hours (Standard) or 48 hours (Bulk)";
    return { text, meets: input.coldReadNeed === "hours" };
  }
  if (policy.kind === "efs" && (policy.iaAfterDays !== null || policy.archiveAfterDays !== null))
    return { text: "in tens of milliseconds (first byte from IA or Archive)", meets: true };
  return { text: "in milliseconds", meets: true };
}

/** The policies compared by default: no rule, the common S3 lifecycle rules, Intelligent-Tiering, EFS lifecycle. */
export const DEFAULT_POLICIES: readonly Policy[] = [
  { kind: "s3-standard" },
  { kind: "s3-lifecycle", toClass: "standard-ia", afterDays: 30 },
  { kind: "s3-lifecycle", toClass: "glacier-instant", afterDays: 90 },
  { kind: "s3-lifecycle", toClass: "glacier-flexible", afterDays: 90 },
  { kind: "s3-lifecycle", toClass: "glacier-deep-archive", afterDays: 180 },
  { kind: "s3-intelligent-tiering" },
  { kind: "efs", iaAfterDays: null, archiveAfterDays: null },
  { kind: "efs", iaAfterDays: 30, archiveAfterDays: null },
  { kind: "efs", iaAfterDays: 30, archiveAfterDays: 90 },
];

export function projectPolicy(policy: Policy, input: ProjectionInput, book: PriceBook): PolicyProjection {
  const prices = new Prices(book);
  const fn = monthFnOf(policy);
  const cohorts = cohortsOf(input);
  const months: ProjectionMonth[] = [];
  for (let m = 1; m <= input.months; m++) {
    const d0 = (m - 1) * DAYS_PER_MONTH;
    const d1 = m * DAYS_PER_MONTH;
    const bill = new MonthBill();
    for (const c of cohorts) if (c.createdDay < d1) fn(bill, c, d0, d1, input, prices);
    coldReadLines(bill, policy, input, prices);
    const lines = bill.lines();
    const storedGiB = cohorts.reduce(
      (sum, c) => sum + (c.gib * overlap(d0, d1, c.createdDay, deleteDayOf(c, input))) / DAYS_PER_MONTH,
      0,
    );
    months.push({
      month: m,
      storedGiB: Math.round(storedGiB * 1000) / 1000,
      lines,
      totalUsd: Math.round(lines.reduce((s, l) => s + l.usd, 0) * 100) / 100,
    });
  }
  const read = coldRead(policy, input);
  const notes: string[] = [];
  if (policy.kind === "s3-intelligent-tiering" && input.objectBytes < S3_IT_MIN_MONITORED_OBJECT_BYTES)
    notes.push(
      "Objects under 128 KB are never monitored or tiered: they stay in Frequent Access and pay no monitoring fee.",
    );
  if (policy.kind === "s3-lifecycle" && input.objectBytes < S3_LIFECYCLE_MIN_OBJECT_BYTES)
    notes.push(
      "Objects under 128 KB are not transitioned by lifecycle rules (S3's default since September 2024): they stay in S3 Standard.",
    );
  if (
    policy.kind === "efs" &&
    input.objectBytes < EFS_LIFECYCLE_MIN_FILE_BYTES &&
    (policy.iaAfterDays !== null || policy.archiveAfterDays !== null)
  )
    notes.push("Files under 128 KiB stay in EFS Standard whatever the lifecycle policy.");
  return {
    key: policyKey(policy),
    label: policyLabel(policy),
    policy,
    months,
    totalUsd: Math.round(months.reduce((s, m) => s + m.totalUsd, 0) * 100) / 100,
    coldRead: read.text,
    meetsColdReadNeed: read.meets,
    missingPriceKeys: [...prices.missing].sort(),
    notes,
  };
}

export function project(
  input: ProjectionInput,
  book: PriceBook,
  policies: readonly Policy[] = DEFAULT_POLICIES,
): Projection {
  const results = policies.map((p) => projectPolicy(p, input, book));
  const comparable = results.filter((r) => r.meetsColdReadNeed && r.missingPriceKeys.length === 0);
  const cheapest = comparable.reduce<PolicyProjection | null>(
    (best, r) => (best === null || r.totalUsd < best.totalUsd ? r : best),
    null,
  );
  return {
    region: input.region,
    priceSnapshot: { id: book.snapshotId, asOf: book.asOf },
    months: input.months,
    policies: results,
    cheapestKey: cheapest?.key ?? null,
    summary: cheapest
      ? `${cheapest.label} costs least over ${formatInteger(input.months)} months: $${formatInteger(Math.round(cheapest.totalUsd))} in all, cold data read ${cheapest.coldRead}.`
      : "No policy is fully priced in this snapshot and meets the cold-read need.",
    assumptions: [
      "A month is 30 days. New data is written at the start of each month; data stored at the start is as old as stated, or, when it is kept for a set number of days, of every age up to that, evenly.",
      "S3 lifecycle rules go by age since creation; EFS lifecycle and S3 Intelligent-Tiering by the last read. Once a cohort is N days old, the share of it unread for N days is 1 minus the profile's share read within N days (interpolated between 7, 30, 90 and 365 days).",
      "Reads of cold data are charged at the coldest tier's retrieval price; files or objects read back are not moved back to the hot tier in this projection.",
    ],
    sources: [
      S3_PRICING_SOURCE,
      S3_LIFECYCLE_SOURCE,
      S3_IT_SOURCE,
      EFS_LIFECYCLE_SOURCE,
      "https://aws.amazon.com/efs/pricing/",
    ],
  };
}
