import { formatInteger } from "@/lib/format";
import { project } from "@/lib/projection/project";
import type { AccessProfile, Policy, S3LifecycleClass } from "@/lib/projection/types";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { fileSizeBytesOf, type AdvisorAnswers } from "./answers";
import type { Evaluated } from "./evaluate";
import { usd } from "./format";

/** Months the advisor projects kept data over: a year, the span most storage budgets are signed for. */
export const OVER_TIME_MONTHS = 12;

/**
 * The answers' cold data as an access-age profile: the `coldPct` nobody reads once it is
 * `coldAfterDays` old is unread at every horizon from there on; the rest is read within it.
 * Before that age everything counts as read (the answers say nothing finer).
 */
export function accessProfileOf(answers: Pick<AdvisorAnswers, "coldPct" | "coldAfterDays">): AccessProfile {
  const cold = Math.min(1, Math.max(0, (answers.coldPct ?? 0) / 100));
  const after = answers.coldAfterDays ?? 30;
  const readWithin = (days: number) => (days >= after ? Math.round((1 - cold) * 1e6) / 1e6 : 1);
  return { within7: readWithin(7), within30: readWithin(30), within90: readWithin(90), within365: readWithin(365) };
}

/** The tiering policies that apply to the first choice's family. */
const S3_CLASS_OF: Partial<Record<string, S3LifecycleClass>> = {
  "s3-standard-ia": "standard-ia",
  "s3-onezone-ia": "onezone-ia",
  "s3-glacier-instant": "glacier-instant",
  "s3-glacier-flexible": "glacier-flexible",
  "s3-glacier-deep-archive": "glacier-deep-archive",
};

function policiesFor(first: Evaluated): Policy[] | null {
  if (first.estimate.family === "s3") {
    const direct = S3_CLASS_OF[first.candidate.optionId];
    return [
      { kind: "s3-standard" },
      // The first choice's own class, written straight into it.
      ...(direct ? [{ kind: "s3-lifecycle", toClass: direct, afterDays: 0 } as const] : []),
      { kind: "s3-lifecycle", toClass: "standard-ia", afterDays: 30 },
      { kind: "s3-lifecycle", toClass: "glacier-instant", afterDays: 90 },
      { kind: "s3-intelligent-tiering" },
    ];
  }
  if (first.estimate.family === "efs" && first.candidate.optionId === "efs-standard-elastic") {
    return [
      { kind: "efs", iaAfterDays: null, archiveAfterDays: null },
      { kind: "efs", iaAfterDays: 30, archiveAfterDays: null },
      { kind: "efs", iaAfterDays: 30, archiveAfterDays: 90 },
    ];
  }
  return null;
}

/**
 * Data kept longer than a month: the first choice's tiering policies over a year as the data
 * grows and cools (lib/projection), in a sentence, when the answers say the data cools or is
 * kept on a schedule. Null when no policy applies to the first choice.
 */
export function overTimeNote(first: Evaluated, answers: AdvisorAnswers, book: PriceBook): string | null {
  const kept = (answers.retentionDays ?? Infinity) > 30;
  if (!kept || ((answers.coldPct ?? 0) <= 0 && answers.retentionDays === undefined)) return null;
  const policies = policiesFor(first);
  if (policies === null) return null;
  const result = project(
    {
      region: book.region,
      months: OVER_TIME_MONTHS,
      storedGiB: answers.sizeGiB,
      existingAgeDays: 365,
      // Data kept on a schedule is new data every day (logs, backups); otherwise writes replace data and only growth adds.
      writtenGiBPerMonth:
        answers.retentionDays !== undefined
          ? answers.writeGiBPerDay * 30
          : (answers.sizeGiB * answers.growthPctPerYear) / 100 / 12,
      objectBytes: fileSizeBytesOf(answers),
      retentionDays: answers.retentionDays ?? null,
      access: accessProfileOf(answers),
      coldReadGiBPerMonth: 0,
      // The first choice met the need already: an archive class's restores are fine for these answers.
      coldReadNeed:
        first.candidate.optionId === "s3-glacier-flexible" || first.candidate.optionId === "s3-glacier-deep-archive"
          ? "hours"
          : "milliseconds",
    },
    book,
    policies,
  );
  const best = result.policies.find((p) => p.key === result.cheapestKey);
  const none = result.policies[0];
  if (!best || !none) return null;
  const versus = best.key === none.key ? "" : `, against ${usd(none.totalUsd)} with no tiering (${none.label})`;
  return `Over ${formatInteger(OVER_TIME_MONTHS)} months, as the data grows and cools, ${best.label} costs least of this option's tiering policies: ${usd(best.totalUsd)} in all${versus}. See Cost over time for every policy month by month.`;
}
