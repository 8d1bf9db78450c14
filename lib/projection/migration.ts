import { estimateFromInput, type ClientProfileInput, type OptionEstimate } from "@/lib/model";
import { instanceSpec } from "@/lib/ec2/instances";
import { instanceHourlyPrice } from "@/lib/pricing/instance-prices";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { formatDuration, formatInteger } from "@/lib/format";
import { GIB_BYTES, MIB_BYTES, SECONDS_PER_DAY } from "@/lib/units";
import {
  DATASYNC_PRICE_CONFIRMED,
  DATASYNC_SOURCE,
  DATASYNC_TASK_CONFIRMED,
  DATASYNC_TASK_MAX_GBPS,
  DATASYNC_TASK_SOURCE,
  DATASYNC_USD_PER_GB,
} from "./facts";

/**
 * Moving a data set from one option to another: how long the copy takes and what it costs,
 * by DataSync or by parallel copies (cp, rsync, fpsync) from EC2 instances. The source is
 * read and the target written at once, so the copy takes as long as the slower side, each
 * estimated by the model on its own option with its own limits and burst credits (an EFS
 * Bursting source drains its credits on the way; a Lustre target's disk and network
 * limits hold its writes), and never less than the copier can move. A final incremental
 * pass copies what changed meanwhile, for the cutover; the move pays for itself in the
 * month the lower bill has repaid it.
 */

export type CopyMethod = "datasync" | "parallel-copy";

export interface ConfiguredOptionRef {
  id: string;
  params: Record<string, unknown>;
}

export interface MigrationInput {
  region: string;
  source: ConfiguredOptionRef;
  target: ConfiguredOptionRef;
  dataGiB: number;
  fileSizeBytes: number;
  method: CopyMethod;
  /** Parallel copy: instances copying at once, their type and files in flight on each. */
  instances: number;
  instanceType: string;
  threads: number;
  /** Percent of the data changed per day while the copy runs (the final pass copies it). */
  dailyChangePct: number;
}

export interface CopySide {
  optionId: string;
  /** Null when the model cannot estimate this side. */
  seconds: number | null;
  bottleneck: string;
  credits: string | null;
}

export interface MigrationPlan {
  region: string;
  method: CopyMethod;
  dataGiB: number;
  /** Null when the copy cannot be estimated (see issues). */
  copySeconds: number | null;
  /** What holds the copy: the source's reads, the target's writes, or the copier. */
  heldBy: "source" | "target" | "copier" | null;
  source: CopySide;
  target: CopySide;
  copierSeconds: number | null;
  copierLimit: string;
  finalPass: { gib: number; seconds: number };
  cost: {
    copyUsd: number;
    overlapStorageUsd: number;
    totalUsd: number;
    lines: { item: string; usd: number; source: string; unconfirmed: boolean }[];
  };
  monthly: { sourceUsd: number; targetUsd: number };
  /** Months until the lower bill repays the move; null when the target costs no less. */
  paysForItselfInMonths: number | null;
  summary: string;
  issues: string[];
}

/** DataSync's per-GB price: the snapshot's datasync.copy, the named fact (facts.ts) when the book has none. */
export function dataSyncPrice(book: PriceBook): {
  usdPerGb: number;
  source: string;
  unconfirmed: boolean;
  priceFrom: string;
} {
  const entry = book.prices["datasync.copy"];
  if (entry)
    return {
      usdPerGb: Number(entry.usd),
      source: DATASYNC_SOURCE,
      unconfirmed: entry.unconfirmed,
      priceFrom: `price snapshot ${book.snapshotId} (${book.region}, as of ${entry.asOf})`,
    };
  return {
    usdPerGb: DATASYNC_USD_PER_GB,
    source: DATASYNC_SOURCE,
    unconfirmed: !DATASYNC_PRICE_CONFIRMED,
    priceFrom: `price snapshot ${book.snapshotId} has no datasync.copy price for ${book.region}: AWS's published us-east-1 figure is used`,
  };
}

/** The DataSync task as the model's client: its network is the task's ceiling, and it attaches no EBS volume. */
function dataSyncClient(): ClientProfileInput {
  return { instanceType: "DataSync task", ebsBandwidthMbps: 1, ebsIops: 1, networkGbps: DATASYNC_TASK_MAX_GBPS };
}

/** DataSync keeps many files in flight on one task; 64 stands for its parallel transfers (assumption). */
const DATASYNC_FILES_IN_FLIGHT = 64;

function side(
  input: MigrationInput,
  option: ConfiguredOptionRef,
  direction: "read" | "write",
  book: PriceBook,
): { estimate: OptionEstimate | null; error: string | null } {
  const dataBytes = input.dataGiB * GIB_BYTES;
  const files = Math.max(1, Math.round(dataBytes / input.fileSizeBytes));
  const datasync = input.method === "datasync";
  const clients = datasync ? 1 : input.instances;
  const concurrency = datasync ? DATASYNC_FILES_IN_FLIGHT : input.threads;
  const result = estimateFromInput(
    {
      region: input.region,
      // The target holds the data once it is written; the source holds it all along.
      storedBytes: dataBytes,
      days: 1,
      clients,
      // fileCount is the whole operation's: the model shares the files among the clients.
      operations: [
        {
          name: direction === "read" ? "copy: read the source" : "copy: write the target",
          direction,
          fileCount: files,
          fileSizeBytes: input.fileSizeBytes,
          concurrency,
          timesPerDay: 1,
          access: "sequential",
          ioSizeBytes: MIB_BYTES,
        },
      ],
      options: [{ id: option.id, params: option.params }],
    },
    book,
    { timelinePoints: 10, client: datasync ? dataSyncClient() : { instanceType: input.instanceType } },
  );
  if (!result.ok) return { estimate: null, error: `${result.error.path}: ${result.error.message}` };
  const est = result.value.results[0]!;
  if (!est.feasible) return { estimate: null, error: est.infeasibleReason ?? `${option.id} cannot hold the data` };
  return { estimate: est, error: null };
}

function creditText(est: OptionEstimate): string | null {
  const c = est.credits;
  if (c === null) return null;
  if (c.ranOutOnDay !== null) return `its ${c.label} run out during the copy, and it goes on at its baseline`;
  if (c.minBalance < c.initial - 0.5)
    return `its ${c.label} fall from ${formatInteger(c.initial)} to ${formatInteger(c.minBalance)} of ${formatInteger(c.capacity)} ${c.unit}`;
  return `its ${c.label} never fall below their starting ${formatInteger(c.initial)} of ${formatInteger(c.capacity)} ${c.unit}: the copy runs within its baseline`;
}

function monthlyStorage(option: ConfiguredOptionRef, dataGiB: number, region: string, book: PriceBook): number | null {
  const r = estimateFromInput(
    {
      region,
      storedBytes: dataGiB * GIB_BYTES,
      days: 30,
      clients: 1,
      operations: [],
      options: [{ id: option.id, params: option.params }],
    },
    book,
    { timelinePoints: 10 },
  );
  if (!r.ok || !r.value.results[0]?.priced) return null;
  return r.value.results[0].monthlyCostUsd.total;
}

/** A plan for a move the model cannot estimate (an option that cannot hold the data): the issues say why. */
function cannotEstimate(input: MigrationInput, issues: string[]): MigrationPlan {
  const side = (optionId: string): CopySide => ({
    optionId,
    seconds: null,
    bottleneck: "not estimated",
    credits: null,
  });
  return {
    region: input.region,
    method: input.method,
    dataGiB: input.dataGiB,
    copySeconds: null,
    heldBy: null,
    source: side(input.source.id),
    target: side(input.target.id),
    copierSeconds: null,
    copierLimit: "",
    finalPass: { gib: 0, seconds: 0 },
    cost: { copyUsd: 0, overlapStorageUsd: 0, totalUsd: 0, lines: [] },
    monthly: { sourceUsd: 0, targetUsd: 0 },
    paysForItselfInMonths: null,
    summary: `The copy cannot be estimated: ${issues.join(" ")}`,
    issues,
  };
}

export function planMigration(input: MigrationInput, book: PriceBook): MigrationPlan {
  const issues: string[] = [];
  const read = side(input, input.source, "read", book);
  const write = side(input, input.target, "write", book);
  if (read.error) issues.push(`The source: ${read.error}`);
  if (write.error) issues.push(`The target: ${write.error}`);
  const dataBytes = input.dataGiB * GIB_BYTES;
  const readSeconds = read.estimate?.durationSecondsPerDay ?? Infinity;
  const writeSeconds = write.estimate?.durationSecondsPerDay ?? Infinity;
  const datasync = input.method === "datasync";
  const spec = instanceSpec(input.instanceType);
  const copierBytesPerSecond = datasync
    ? (DATASYNC_TASK_MAX_GBPS * 1e9) / 8
    : ((spec?.networkBaselineGbps ?? 10) * 1e9 * input.instances) / 8;
  const copierSeconds = dataBytes / copierBytesPerSecond;
  const copierLimit = datasync
    ? `one DataSync task moves at most ${DATASYNC_TASK_MAX_GBPS} Gbps (${DATASYNC_TASK_SOURCE}${DATASYNC_TASK_CONFIRMED ? "" : ", unconfirmed"})`
    : `${formatInteger(input.instances)} ${input.instanceType} at ${spec?.networkBaselineGbps ?? 10} Gbps baseline network each`;
  if (!Number.isFinite(readSeconds) || !Number.isFinite(writeSeconds)) return cannotEstimate(input, issues);
  // Each stream reads a file, then writes it: with many streams the two overlap and the slower
  // side holds the copy; with one (cp, rsync) they add up. The part that cannot overlap is the
  // faster side's time spread over the streams.
  const streams = datasync ? DATASYNC_FILES_IN_FLIGHT : input.threads * input.instances;
  const storageSeconds = Math.max(readSeconds, writeSeconds) + Math.min(readSeconds, writeSeconds) / streams;
  const copySeconds = Math.max(storageSeconds, copierSeconds);
  const heldBy = copierSeconds >= storageSeconds ? "copier" : readSeconds >= writeSeconds ? "source" : "target";
  const copyDays = copySeconds / SECONDS_PER_DAY;
  const finalGiB = Math.min(input.dataGiB, (input.dataGiB * input.dailyChangePct * Math.max(copyDays, 1 / 24)) / 100);
  const finalSeconds = input.dataGiB > 0 ? (copySeconds * finalGiB) / input.dataGiB : 0;

  const lines: MigrationPlan["cost"]["lines"] = [];
  const copiedGiB = input.dataGiB + finalGiB;
  if (datasync) {
    const price = dataSyncPrice(book);
    lines.push({
      item: `DataSync: ${formatInteger(copiedGiB)} GB copied at $${price.usdPerGb} per GB, ${price.priceFrom}`,
      usd: copiedGiB * price.usdPerGb,
      source: price.source,
      unconfirmed: price.unconfirmed,
    });
  } else {
    const hourly = instanceHourlyPrice(book, input.instanceType);
    const hours = ((copySeconds + finalSeconds) / 3600) * input.instances;
    if (hourly)
      lines.push({
        item: `${formatInteger(input.instances)} ${input.instanceType} for ${formatDuration(copySeconds + finalSeconds)} at $${hourly.usd} an hour`,
        usd: hours * Number(hourly.usd),
        source: hourly.source,
        unconfirmed: hourly.unconfirmed,
      });
    else
      issues.push(
        `The price snapshot has no On-Demand price for ${input.instanceType} in ${input.region}: the copy instances are not priced.`,
      );
  }
  const sourceMonthly = monthlyStorage(input.source, input.dataGiB, input.region, book);
  const targetMonthly = monthlyStorage(input.target, input.dataGiB, input.region, book);
  // Both bills run while the copy does: the target's for the copy's days.
  const overlapStorageUsd = targetMonthly === null ? 0 : (targetMonthly * Math.max(copyDays, 1 / 24)) / 30;
  lines.push({
    item: `The target's bill while the copy runs (${formatDuration(copySeconds)})`,
    usd: overlapStorageUsd,
    source: "the model's monthly cost of the target",
    unconfirmed: false,
  });
  const copyUsd = lines.filter((l) => !l.item.startsWith("The target's bill")).reduce((s, l) => s + l.usd, 0);
  const totalUsd = copyUsd + overlapStorageUsd;
  const saving = sourceMonthly !== null && targetMonthly !== null ? sourceMonthly - targetMonthly : null;
  const paysForItselfInMonths = saving !== null && saving > 0 ? Math.max(1, Math.ceil(totalUsd / saving)) : null;
  const round = (v: number) => Math.round(v * 100) / 100;
  const sideOf = (optionId: string, est: OptionEstimate | null, seconds: number): CopySide => ({
    optionId,
    seconds,
    bottleneck: est?.bottleneck ?? "not estimated",
    credits: est ? creditText(est) : null,
  });
  const heldText =
    heldBy === "copier"
      ? copierLimit
      : heldBy === "source"
        ? `the source's reads: ${read.estimate?.bottleneck ?? ""}`
        : `the target's writes: ${write.estimate?.bottleneck ?? ""}`;
  return {
    region: input.region,
    method: input.method,
    dataGiB: input.dataGiB,
    copySeconds,
    heldBy,
    source: sideOf(input.source.id, read.estimate, readSeconds),
    target: sideOf(input.target.id, write.estimate, writeSeconds),
    copierSeconds,
    copierLimit,
    finalPass: { gib: finalGiB, seconds: finalSeconds },
    cost: {
      copyUsd: round(copyUsd),
      overlapStorageUsd: round(overlapStorageUsd),
      totalUsd: round(totalUsd),
      lines: lines.map((l) => ({ ...l, usd: round(l.usd) })),
    },
    monthly: { sourceUsd: round(sourceMonthly ?? 0), targetUsd: round(targetMonthly ?? 0) },
    paysForItselfInMonths,
    summary: Number.isFinite(copySeconds)
      ? `Copying ${formatInteger(input.dataGiB)} GiB takes ${formatDuration(copySeconds)}, held by ${heldText}; a final pass of ${formatInteger(finalGiB)} GiB takes ${formatDuration(finalSeconds)}. The move costs $${formatInteger(Math.round(totalUsd))}${paysForItselfInMonths !== null ? ` and pays for itself in ${paysForItselfInMonths} month${paysForItselfInMonths === 1 ? "" : "s"}` : ""}.`
      : "The copy cannot be estimated: see the issues.",
    issues,
  };
}
