import type { PriceBook } from "@/lib/pricing/price-keys";
import { estimateFromInput } from "../estimate";
import type { OptionEstimate } from "../estimate-types";
import { ROUND_TRIPS_PER_FILE, type LatencyConstants, type LatencyOverrides } from "../engine/latency-constants";
import { EFS_SUB_MS_READS_DATE, efsGenerationOn } from "../efs/generations";
import { EBS_READ_AHEAD_BYTES } from "../ebs/limits";
import { EC2_SINGLE_FLOW_BYTES_PER_SECOND } from "../client/network";
import { KIB_BYTES, MIB_BYTES } from "@/lib/units";
import { EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS } from "../efs/limits";
import { latencyClassOf, type LatencyClass, type ValidationCell } from "./cells";

/**
 * Fits the latency constants to the measured (not estimated) cells of the benchmark
 * articles (lib/model/validation/cells.ts maps each article to workloads), in two stages:
 *
 * 1. Stream latencies, from copies of a few big files by a single stream. A cell counts
 *    when it ran at least 25% slower than every other limit of the model allows: then the
 *    stream was the limit, and latency = request size x measured seconds / bytes. EBS
 *    streams are reads only (writes go through the page cache). A Lustre stream is held by
 *    EC2's documented single-flow rate instead (../fsx/lustre/perf.ts): nothing to fit.
 * 2. Per-file overheads, from copies of many small files one at a time, with the fitted
 *    stream latencies in place: overhead per file = (measured - model without overhead) /
 *    files, at least 0.
 * 3. EFS's write transfer per MiB, from files of 256 KiB to 4 MiB written one at a time,
 *    with stages 1-2 in place (efsWriteTransferFit).
 *
 * Only single-stream, one-file-at-a-time cells are samples: that is where the serial
 * latency the constant stands for is what a measurement shows. Parallel cells (HDFS,
 * rsync with 1,000 workers, DiskSpd's 32 I/Os in flight) test the other mechanisms.
 *
 * Each constant is the median of its samples over every article given. A constant with no
 * sample in the articles given (in leave-one-article-out runs) takes its documented prior
 * (PRIORS below): the model then predicts that article from documentation alone. The fit
 * runs the model itself with the constants being fitted overridden, so it does not depend
 * on their current values.
 */

export interface CalibrationSample {
  dataset: string;
  cellId: string;
  value: number;
}

export interface CalibrationFit {
  name: keyof LatencyConstants;
  value: number;
  /** True when no article cell could inform it and the documented prior stands. */
  prior: boolean;
  samples: CalibrationSample[];
}

/** A copy of big files versus one of many small files: the two stages fit on different ones. */
const BIG_FILE_MAX_COUNT = 100;
const SMALL_FILE_MIN_COUNT = 1000;
/** How much slower than the other limits a cell must be to count as stream-bound. */
const STREAM_BOUND_MARGIN = 1.25;

/**
 * What a constant is without measurements: round trips times the documented request
 * latency. Every file a copy touches on a network file system costs three round trips
 * beyond the throughput limits: an OPEN (or create), one data request and a CLOSE (NFSv4.1
 * close-to-open; Lustre's open and close go to the metadata server, the data to a storage
 * server). A Lustre write skips the data round trip: the client buffers writes and sends
 * them asynchronously ("pending write operations are buffered on the Amazon EC2 instance
 * before they are written to Amazon FSx for Lustre asynchronously", FSx for Lustre User
 * Guide, Performance tips), where NFS flushes a file's data before CLOSE returns. EFS
 * reads and metadata average "as low as 600 microseconds" (AWS News Blog,
 * "Amazon Elastic File System Update - Sub-Millisecond Read Latency", 2022-02-14); EFS
 * writes 2.7 ms (AWS EFS User Guide, performance); Lustre "sub-millisecond" (FSx for Lustre User Guide):
 * 1 ms. EBS SSD: io2 Block Express volumes "are designed to deliver an average latency of
 * under 500 microseconds for 16KiB I/O operations" (Amazon EBS User Guide, "Amazon EBS
 * optimization", read 2026-11), the one EBS latency AWS gives a figure for: 0.5 ms per
 * read-ahead window. Unconfirmed for this use: a 128 KiB window is larger than 16 KiB ("latency
 * increases with larger I/O size", same page), and gp2, gp3 and io1 have no figure (gp3 is
 * "single-digit millisecond"). EBS HDD has no latency figure at all: 1 ms. No per-file cost
 * beyond the I/Os on a local file system. Priors are not fitted; they only stand in when a
 * leave-one-out fit has no sample.
 */
export { ROUND_TRIPS_PER_FILE };
export const EFS_AVERAGE_READ_LATENCY_SECONDS = 0.6e-3;
/** io2 Block Express, 16 KiB I/O, average "under 500 microseconds" (EBS User Guide, see above). */
export const EBS_IO2_BLOCK_EXPRESS_AVERAGE_LATENCY_SECONDS = 0.5e-3;
/** No AWS figure for st1 or sc1 latency: a round 1 ms (model assumption). */
const EBS_HDD_PRIOR_LATENCY_SECONDS = 1e-3;
const LUSTRE_REQUEST_LATENCY_SECONDS = 1e-3;

export const PRIORS: LatencyConstants = {
  efsPerFileReadSeconds: ROUND_TRIPS_PER_FILE * EFS_AVERAGE_READ_LATENCY_SECONDS,
  efsPerFileWriteSeconds: ROUND_TRIPS_PER_FILE * EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS,
  ebsSsdPerFileReadSeconds: 0,
  ebsSsdPerFileWriteSeconds: 0,
  ebsHddPerFileReadSeconds: 0,
  ebsHddPerFileWriteSeconds: 0,
  ebsSsdStreamLatencySeconds: EBS_IO2_BLOCK_EXPRESS_AVERAGE_LATENCY_SECONDS,
  ebsHddStreamLatencySeconds: EBS_HDD_PRIOR_LATENCY_SECONDS,
  lustrePerFileReadSeconds: ROUND_TRIPS_PER_FILE * LUSTRE_REQUEST_LATENCY_SECONDS,
  lustrePerFileWriteSeconds: (ROUND_TRIPS_PER_FILE - 1) * LUSTRE_REQUEST_LATENCY_SECONDS,
  lustreRpcLatencySeconds: LUSTRE_REQUEST_LATENCY_SECONDS,
  // One MiB at EC2's single-flow rate (../client/network.ts): the least a request's bytes take on one connection.
  efsWriteSecondsPerMiB: MIB_BYTES / EC2_SINGLE_FLOW_BYTES_PER_SECOND,
};

const ZERO_LATENCY: LatencyConstants = Object.fromEntries(
  Object.keys(PRIORS).map((k) => [k, 0]),
) as unknown as LatencyConstants;

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The model's estimate of a cell's option with the given latency constants. */
export function modelCell(cell: ValidationCell, book: PriceBook, latency: LatencyOverrides): OptionEstimate {
  const result = estimateFromInput(cell.workload, book, { ...cell.options, latency });
  if (!result.ok) throw new Error(`cell ${cell.dataset}/${cell.id}: ${result.error.message}`);
  const option = result.value.results[0];
  if (option === undefined || !option.feasible)
    throw new Error(`cell ${cell.dataset}/${cell.id} is not feasible: ${option?.infeasibleReason}`);
  return option;
}

/** Model seconds of the cell's measured operation. */
export function modelSeconds(cell: ValidationCell, book: PriceBook, latency: LatencyOverrides): number {
  const option = modelCell(cell, book, latency);
  return option.operations[cell.operationIndex]?.durationSecondsPerDay ?? option.durationSecondsPerDay;
}

function measuredOp(cell: ValidationCell) {
  return cell.workload.operations![cell.operationIndex]!;
}

/**
 * EFS latency samples count only from measurements of an EFS generation whose latency the
 * fitted constants stand for (scale 1, lib/model/efs/generations.ts): from 2022-02-14, when
 * AWS announced sub-millisecond reads. Older articles (ownCloud, December 2016) measured a
 * slower service; they are still validated, with their generation's scale.
 */
export const EFS_LATENCY_SAMPLES_FROM = EFS_SUB_MS_READS_DATE;

function sampleOf(cell: ValidationCell): boolean {
  if (latencyClassOf(cell.optionId) !== "efs") return true;
  const g = efsGenerationOn(cell.measuredOn);
  return g.readLatencyScale === 1 && g.writeLatencyScale === 1;
}

/**
 * Cells a latency can be read from: measured, once a day, one file at a time. `anyGeneration`
 * keeps EFS cells of every generation: for EFS's write transfer per MiB, which the model does
 * not scale by generation (../efs/perf.ts), so an older measurement informs it once its
 * generation's per-file latency is taken off.
 */
function serialCells(cells: readonly ValidationCell[], anyGeneration = false): ValidationCell[] {
  return cells.filter(
    (c) =>
      c.measuredSeconds !== null &&
      !c.durationEstimated &&
      c.concurrency === 1 &&
      (measuredOp(c).timesPerDay ?? 1) === 1 &&
      (anyGeneration || sampleOf(c)),
  );
}

function streamFit(
  cells: readonly ValidationCell[],
  book: PriceBook,
  cls: LatencyClass,
  name: keyof LatencyConstants,
  requestBytes: number,
): CalibrationFit {
  const samples: CalibrationSample[] = [];
  for (const cell of cells) {
    if (latencyClassOf(cell.optionId) !== cls || cell.fileCount > BIG_FILE_MAX_COUNT) continue;
    if (cell.direction !== "read") continue;
    const measured = cell.measuredSeconds!;
    const unbound = modelSeconds(cell, book, ZERO_LATENCY);
    if (measured < STREAM_BOUND_MARGIN * unbound) continue;
    const op = measuredOp(cell);
    samples.push({
      dataset: cell.dataset,
      cellId: cell.id,
      value: (requestBytes * measured) / (op.fileCount * op.fileSizeBytes),
    });
  }
  return fitOf(name, samples);
}

function fitOf(name: keyof LatencyConstants, samples: CalibrationSample[]): CalibrationFit {
  return samples.length === 0
    ? { name, value: PRIORS[name], prior: true, samples }
    : { name, value: median(samples.map((s) => s.value)), prior: false, samples };
}

/**
 * Probe values of a per-file constant: well within the schema's bounds (10 s), and far
 * enough apart that the estimate's rounding to the millisecond does not tilt the line
 * (ten 1 MiB files at 1 ms per MiB differ by 10 ms, rounded to +-0.5).
 */
const UNIT_SECONDS = 10e-3;

/**
 * The cell's model seconds as a line in the constant `name`: its slope (seconds per second
 * of the constant: files, One Zone's write ratio, metadata updates, the measurement date's
 * generation) and where it meets zero. Probed at one and two units, not at zero: a ceiling
 * on files a second (FSx for Lustre's metadata IOPS) holds the overhead up when the
 * constant is near zero, and the line must be the one the fitted value lies on.
 */
function probeLine(
  cell: ValidationCell,
  book: PriceBook,
  base: LatencyOverrides,
  name: keyof LatencyConstants,
): { atZero: number; perUnit: number } {
  const one = modelSeconds(cell, book, { ...base, [name]: UNIT_SECONDS });
  const two = modelSeconds(cell, book, { ...base, [name]: 2 * UNIT_SECONDS });
  const perUnit = (two - one) / UNIT_SECONDS;
  return { atZero: one - perUnit * UNIT_SECONDS, perUnit };
}

function perFileFit(
  cells: readonly ValidationCell[],
  book: PriceBook,
  cls: LatencyClass,
  direction: "read" | "write",
  name: keyof LatencyConstants,
  streams: LatencyOverrides,
): CalibrationFit {
  const samples: CalibrationSample[] = [];
  for (const cell of cells) {
    if (latencyClassOf(cell.optionId) !== cls || cell.direction !== direction || cell.fileCount < SMALL_FILE_MIN_COUNT)
      continue;
    const { atZero, perUnit } = probeLine(cell, book, { ...ZERO_LATENCY, ...streams }, name);
    if (perUnit <= 0) continue;
    samples.push({
      dataset: cell.dataset,
      cellId: cell.id,
      value: Math.max(0, cell.measuredSeconds! - atZero) / perUnit,
    });
  }
  return fitOf(name, samples);
}

/** Fits every latency constant over the given cells; every cell's region must be the book's. */
export function calibrateLatencies(allCells: readonly ValidationCell[], book: PriceBook): CalibrationFit[] {
  const cells = serialCells(allCells);
  const streamFits: CalibrationFit[] = [
    streamFit(cells, book, "ebsSsd", "ebsSsdStreamLatencySeconds", EBS_READ_AHEAD_BYTES),
    streamFit(cells, book, "ebsHdd", "ebsHddStreamLatencySeconds", EBS_READ_AHEAD_BYTES),
    // Lustre's RPC latency bounds random requests only: a Lustre stream is held by its TCP
    // connection (../fsx/lustre/perf.ts). No article measures Lustre random I/O, so its
    // documented prior stands rather than a fit to cells it does not bound.
    { name: "lustreRpcLatencySeconds", value: PRIORS.lustreRpcLatencySeconds, prior: true, samples: [] },
  ];
  const streams: LatencyOverrides = Object.fromEntries(streamFits.map((f) => [f.name, f.value]));
  const perFile: [LatencyClass, "read" | "write", keyof LatencyConstants][] = [
    ["efs", "read", "efsPerFileReadSeconds"],
    ["efs", "write", "efsPerFileWriteSeconds"],
    ["ebsSsd", "read", "ebsSsdPerFileReadSeconds"],
    ["ebsSsd", "write", "ebsSsdPerFileWriteSeconds"],
    ["ebsHdd", "read", "ebsHddPerFileReadSeconds"],
    ["ebsHdd", "write", "ebsHddPerFileWriteSeconds"],
    ["lustre", "read", "lustrePerFileReadSeconds"],
    ["lustre", "write", "lustrePerFileWriteSeconds"],
  ];
  const perFileFits = perFile.map(([cls, dir, name]) => perFileFit(cells, book, cls, dir, name, streams));
  const fitted: LatencyOverrides = { ...streams, ...Object.fromEntries(perFileFits.map((f) => [f.name, f.value])) };
  return [...streamFits, ...perFileFits, efsWriteTransferFit(serialCells(allCells, true), book, fitted)];
}

/** Files of one to a few write requests: big enough for their bytes to show, small enough to go one request at a time. */
const TRANSFER_FILE_MIN_BYTES = 256 * KIB_BYTES;
const TRANSFER_FILE_MAX_BYTES = 4 * MIB_BYTES;

/**
 * Stage 3: EFS's per-MiB write transfer, from files of 256 KiB to 4 MiB written one at a
 * time, with the stream and per-file constants of stages 1-2 in place (the per-file fit
 * runs on kernel-tree files of a few KiB, where the transfer is negligible, so the order
 * does not matter to three digits). Samples: the Lambda article's 1 MB files and the EFS
 * tutorial's synchronous 1 MiB writes (a public measurement kept for calibration,
 * lib/model/validation/calibration-cells.ts), so each still has a sample when the other is held out.
 */
function efsWriteTransferFit(
  cells: readonly ValidationCell[],
  book: PriceBook,
  fitted: LatencyOverrides,
): CalibrationFit {
  const name = "efsWriteSecondsPerMiB";
  const samples: CalibrationSample[] = [];
  for (const cell of cells) {
    if (latencyClassOf(cell.optionId) !== "efs" || cell.direction !== "write") continue;
    const size = measuredOp(cell).fileSizeBytes;
    if (size < TRANSFER_FILE_MIN_BYTES || size > TRANSFER_FILE_MAX_BYTES) continue;
    const value = solveMonotone(cell, book, { ...ZERO_LATENCY, ...fitted }, name);
    if (value !== null) samples.push({ dataset: cell.dataset, cellId: cell.id, value });
  }
  return fitOf(name, samples);
}

/** Bounds of the search for a constant: the schema's largest is 10 s; 1 s a MiB is far beyond any measurement. */
const SOLVE_MAX_SECONDS = 1;
/** Halvings: 1 s / 2^30 is below a nanosecond, finer than the three digits the constants keep. */
const SOLVE_STEPS = 30;

/**
 * The value of the constant `name` at which the model meets the cell's measured seconds,
 * by bisection: the model never falls as the constant grows, but is not a line in it
 * (../efs/perf.ts adds only what EFS's write transfer exceeds the request's wire time by), so
 * probeLine's two points could straddle the bend. null when even the largest value leaves
 * the model below the measurement's reach or the smallest above it: no sample.
 */
function solveMonotone(
  cell: ValidationCell,
  book: PriceBook,
  base: LatencyOverrides,
  name: keyof LatencyConstants,
): number | null {
  const measured = cell.measuredSeconds!;
  const at = (value: number) => modelSeconds(cell, book, { ...base, [name]: value });
  if (at(SOLVE_MAX_SECONDS) < measured) return null;
  if (at(0) >= measured) return 0;
  let low = 0;
  let high = SOLVE_MAX_SECONDS;
  for (let step = 0; step < SOLVE_STEPS; step++) {
    const mid = (low + high) / 2;
    if (at(mid) < measured) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The fits as constants. */
export function fittedConstants(fits: readonly CalibrationFit[]): LatencyConstants {
  return Object.fromEntries(fits.map((f) => [f.name, roundForConstants(f.value)])) as unknown as LatencyConstants;
}

/** The value as the constants file holds it: 3 significant digits. */
export function roundForConstants(value: number): number {
  return value === 0 ? 0 : Number(value.toPrecision(3));
}

export { latencyClassOf };
export type { LatencyClass };
