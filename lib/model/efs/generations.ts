/**
 * EFS has changed over the years: a measurement made in 2016 ran on a slower service with
 * different limits than one made today. A generation is the set of EFS figures in effect
 * from a date; an estimate for a date in the past (`measuredOn`, e.g. a benchmark
 * article's date) uses the generation of that date. Without a date: today's.
 *
 * Dated statements (each generation starts at the first one that changed a figure):
 * - 2016-06-29: EFS generally available ("Amazon Elastic File System - Production-Ready in
 *   Three Regions", AWS News Blog, 2016-06-29). The documentation then gave no latency
 *   figure ("Low, consistent latency", EFS User Guide, Performance Overview, 2016-2021).
 * - General Purpose mode "is limited to 7,000 file system operations per second" (AWS
 *   Knowledge Center, "What are the differences between General Purpose and Max I/O
 *   performance modes in Amazon EFS?", last updated 2019-11-11; "supports up to 7,000
 *   operations per second per file system", AWS News Blog, "New - Provisioned Throughput
 *   for Amazon EFS", 2018-07-12). Every operation counted one: reads, writes and metadata
 *   alike. The later accounting (a read or metadata read counts one, a write or metadata
 *   update five, of 35,000: 35,000 reads or 7,000 writes; re:Post Knowledge Center, same
 *   article, undated revision) is what ./limits.ts models. When the accounting changed
 *   is not known to us: the all-operations limit applies up to its last dated statement.
 * - 2022-02-14: "average latency as low as 600 microseconds for the majority of read
 *   operations on data and metadata" (AWS News Blog, "Amazon Elastic File System Update -
 *   Sub-Millisecond Read Latency", 2022-02-14). How much faster than before is not stated
 *   by AWS documentation; an EFS product manager wrote the next day that "a simple
 *   WordPress 'hello world' is now about 2x as fast as before" (Hacker News, item
 *   30345921, 2022-02-15): UNCONFIRMED, the one figure we have.
 * - 2022-12-17: the documented latencies (reads as low as 250 us, writes as low as 2.7 ms
 *   Regional, 1.6 ms One Zone) hold "for file systems and mount targets created on or
 *   after December 17, 2022" (EFS User Guide, Performance summary, footnote 1). Nothing
 *   dated says how write latency differed before; the model assumes it did not change
 *   between 2022-02-14 and 2022-12-17 (the one article of that time, Nov-Dec 2022, shows no
 *   slower small-file writes).
 *
 * The latency scale multiplies the fitted per-file constants (lib/model/engine/latency-constants.ts,
 * fitted on measurements of the current generation only). Before 2022-02-14 reads and
 * writes are both scaled by the 2x above: AWS stated the read improvement only, so the
 * write scale is our ASSUMPTION (flagged in every label that uses it).
 */

import { EFS_READ_METERING_DIVISOR } from "./limits";
import { SOURCES } from "../common/sources";

export interface EfsGeneration {
  id: "launch" | "sub-ms-reads" | "current";
  /** First day (YYYY-MM-DD) the generation's figures held. */
  from: string;
  label: string;
  /** Per-file latency relative to the fitted (current) constants. */
  readLatencyScale: number;
  writeLatencyScale: number;
  /** True when the scales are not stated by AWS documentation. */
  latencyUnconfirmed: boolean;
  sources: readonly string[];
}

export const EFS_GA_DATE = "2016-06-29";
export const EFS_SUB_MS_READS_DATE = "2022-02-14";
export const EFS_CURRENT_LATENCY_DATE = "2022-12-17";
/** "About 2x as fast as before" (EFS product manager, 2022-02-15): UNCONFIRMED. */
export const EFS_PRE_2022_LATENCY_SCALE = 2;

/** General Purpose: 7,000 file system operations per second, every operation counted (see above). */
export const EFS_GP_ALL_OPERATIONS_LIMIT = 7000;
/** The last dated statement of the all-operations limit (AWS Knowledge Center, last updated 2019-11-11). */
export const EFS_GP_ALL_OPERATIONS_LIMIT_LAST_STATED = "2019-11-11";

export const EFS_GENERATIONS: readonly EfsGeneration[] = [
  {
    id: "launch",
    from: EFS_GA_DATE,
    label: "EFS before February 2022 (latency 2x today's, unconfirmed)",
    readLatencyScale: EFS_PRE_2022_LATENCY_SCALE,
    writeLatencyScale: EFS_PRE_2022_LATENCY_SCALE,
    latencyUnconfirmed: true,
    sources: [SOURCES.awsEfsGa2016, SOURCES.efsPm2022Unconfirmed, SOURCES.awsEfsGpOpsLimit2019],
  },
  {
    id: "sub-ms-reads",
    from: EFS_SUB_MS_READS_DATE,
    label: "EFS from February 2022",
    readLatencyScale: 1,
    writeLatencyScale: 1,
    latencyUnconfirmed: true,
    sources: [SOURCES.awsEfsSubMsReads2022],
  },
  {
    id: "current",
    from: EFS_CURRENT_LATENCY_DATE,
    label: "EFS from December 2022",
    readLatencyScale: 1,
    writeLatencyScale: 1,
    latencyUnconfirmed: false,
    sources: [SOURCES.awsEfsLatency2022],
  },
];

export const CURRENT_EFS_GENERATION = EFS_GENERATIONS[EFS_GENERATIONS.length - 1]!;

/**
 * A date as YYYY, YYYY-MM or YYYY-MM-DD, completed to its first day: a dataset dated only
 * by month or year ran no earlier than that (the mapping states the date once).
 */
export function firstDayOf(date: string): string {
  const [y, m = "01", d = "01"] = date.split("-");
  return `${y}-${m}-${d}`;
}

/** The generation in effect on `date` (YYYY[-MM[-DD]]); today's without a date. */
export function efsGenerationOn(date: string | undefined): EfsGeneration {
  if (date === undefined) return CURRENT_EFS_GENERATION;
  const day = firstDayOf(date);
  let found = EFS_GENERATIONS[0]!;
  for (const g of EFS_GENERATIONS) if (day >= g.from) found = g;
  return found;
}

/**
 * Per-client throughput doubled on 2020-07-23: "EFS now supports up to 500 MB/s of
 * per-client throughput, a 100% increase from the previous limit of 250 MB/s" (EFS User
 * Guide, Document history, July 23, 2020; github.com/awsdocs/amazon-efs-user-guide,
 * doc_source/doc-history.md; the 2017-12 quotas page: "The maximum throughput you can
 * drive per Amazon EC2 instance is 250 MB/s"). Before that date the per-client limit is
 * half of today's non-Elastic one (Elastic did not exist yet).
 */
export const EFS_PER_CLIENT_DOUBLED_DATE = "2020-07-23";
export const EFS_PER_CLIENT_SCALE_BEFORE_2020 = 0.5;

/** Share of today's per-client limit in effect on `date` (today's without a date). */
export function efsPerClientScaleOn(date: string | undefined): number {
  return date !== undefined && firstDayOf(date) < EFS_PER_CLIENT_DOUBLED_DATE ? EFS_PER_CLIENT_SCALE_BEFORE_2020 : 1;
}

/** The General Purpose all-operations limit in effect on `date`, or null when the per-direction limits apply. */
export function efsGpAllOperationsLimitOn(date: string | undefined): number | null {
  return date !== undefined && firstDayOf(date) <= EFS_GP_ALL_OPERATIONS_LIMIT_LAST_STATED
    ? EFS_GP_ALL_OPERATIONS_LIMIT
    : null;
}

/**
 * Reads have metered at a third since 2021-01-28: "Amazon EFS file systems now meter read
 * requests at one-third the rate of other requests" (EFS User Guide, Document history,
 * "Amazon EFS increases file system read throughput by 300%", January 28, 2021;
 * github.com/awsdocs/amazon-efs-user-guide @716709c, doc_source/document-history.md). Before,
 * a read drew on Bursting credits and Provisioned throughput like a write: a 1 TiB Bursting
 * file system read at its 100 MiB/s burst, not 300.
 */
export const EFS_READS_AT_A_THIRD_DATE = "2021-01-28";

/** What a read's bytes are divided by when EFS meters them on `date` (today's without a date). */
export function efsReadMeteringDivisorOn(date: string | undefined): number {
  return date !== undefined && firstDayOf(date) < EFS_READS_AT_A_THIRD_DATE ? 1 : EFS_READ_METERING_DIVISOR;
}
