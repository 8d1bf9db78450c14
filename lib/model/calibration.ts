import type { Dataset } from "@/lib/datasets/schema";
import { lowerBound, upperBound } from "@/lib/datasets/quantity";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { ARTICLE_ESTIMATE_OPTIONS, articleCells, cellWorkload, type ArticleCell } from "./article-efs-options";
import { estimateFromInput } from "./estimate";
import type { LatencyConstants, LatencyOverrides } from "./latency-constants";
import { EBS_READ_AHEAD_BYTES } from "./limits-ebs";
import { MIB_BYTES } from "@/lib/units";

/**
 * Fits the latency constants to the EFS options article's measured (not estimated) one-
 * copy-a-day cells, in two stages:
 *
 * 1. Stream latencies, from the big-file copies (5 x 32 GiB). A cell counts when it ran at
 *    least 25% slower than every other limit of the model allows: then a single stream
 *    was the limit, and latency = request size x measured seconds / bytes. EBS streams are
 *    reads only (writes go through the page cache); Lustre streams are reads and writes.
 * 2. Per-file overheads, from the small-file copies (74,999 files), with the fitted
 *    stream latencies in place: overhead per file = (measured - model without overhead)
 *    x files in flight / files, at least 0.
 *
 * Each constant is the median of its samples. The fit runs the model itself with the
 * constants being fitted overridden, so it does not depend on their current values.
 */

export type LatencyClass = "efs" | "ebsSsd" | "ebsHdd" | "lustre";

export interface CalibrationSample {
  systemId: string;
  workloadId: string;
  value: number;
}

export interface CalibrationFit {
  name: keyof LatencyConstants;
  value: number;
  samples: CalibrationSample[];
}

/** A copy of big files versus one of many small files: the two stages fit on different ones. */
const BIG_FILE_MAX_COUNT = 100;
const SMALL_FILE_MIN_COUNT = 1000;
/** How much slower than the other limits a cell must be to count as stream-bound. */
const STREAM_BOUND_MARGIN = 1.25;

export function latencyClassOf(optionId: string): LatencyClass | null {
  if (optionId.startsWith("efs-")) return "efs";
  if (optionId === "ebs-st1" || optionId === "ebs-sc1") return "ebsHdd";
  if (optionId.startsWith("ebs-")) return "ebsSsd";
  if (optionId.startsWith("fsx-lustre-")) return "lustre";
  return null;
}

const ZERO_LATENCY: LatencyConstants = {
  efsPerFileReadSeconds: 0,
  efsPerFileWriteSeconds: 0,
  ebsSsdPerFileReadSeconds: 0,
  ebsSsdPerFileWriteSeconds: 0,
  ebsHddPerFileReadSeconds: 0,
  ebsHddPerFileWriteSeconds: 0,
  ebsSsdStreamLatencySeconds: 0,
  ebsHddStreamLatencySeconds: 0,
  lustrePerFileReadSeconds: 0,
  lustrePerFileWriteSeconds: 0,
  lustreRpcLatencySeconds: 0,
};

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Measured seconds of a cell: the middle of a reported range. */
function measuredSeconds(cell: ArticleCell): number | null {
  if (cell.durationSeconds === undefined) return null;
  return (lowerBound(cell.durationSeconds) + upperBound(cell.durationSeconds)) / 2;
}

/** Model seconds per day of a cell with the given latency constants. */
export function modelSeconds(cell: ArticleCell, book: PriceBook, latency: LatencyOverrides): number {
  const result = estimateFromInput(cellWorkload(cell), book, { ...ARTICLE_ESTIMATE_OPTIONS, latency });
  if (!result.ok) throw new Error(`calibration cell ${cell.systemId}/${cell.workloadId}: ${result.error.message}`);
  const option = result.value.results[0];
  if (option === undefined || !option.feasible) throw new Error(`calibration cell ${cell.systemId}/${cell.workloadId} is not feasible`);
  return option.durationSecondsPerDay;
}

function measuredCells(dataset: Dataset): ArticleCell[] {
  return articleCells(dataset).filter((c) => c.timesPerDay === 1 && !c.durationEstimated && measuredSeconds(c) !== null);
}

function streamFit(cells: readonly ArticleCell[], book: PriceBook, cls: LatencyClass, name: keyof LatencyConstants, requestBytes: number): CalibrationFit {
  const samples: CalibrationSample[] = [];
  for (const cell of cells) {
    if (latencyClassOf(cell.optionId) !== cls || cell.fileCount > BIG_FILE_MAX_COUNT) continue;
    if (cls !== "lustre" && cell.direction !== "read") continue;
    const measured = measuredSeconds(cell)!;
    const unbound = modelSeconds(cell, book, ZERO_LATENCY);
    if (measured < STREAM_BOUND_MARGIN * unbound) continue;
    const bytes = cell.fileCount * cell.fileSizeBytes;
    samples.push({ systemId: cell.systemId, workloadId: cell.workloadId, value: (requestBytes * measured) / bytes });
  }
  return { name, value: median(samples.map((s) => s.value)), samples };
}

function perFileFit(
  cells: readonly ArticleCell[],
  book: PriceBook,
  cls: LatencyClass,
  direction: "read" | "write",
  name: keyof LatencyConstants,
  streams: LatencyOverrides,
): CalibrationFit {
  const samples: CalibrationSample[] = [];
  for (const cell of cells) {
    if (latencyClassOf(cell.optionId) !== cls || cell.direction !== direction || cell.fileCount < SMALL_FILE_MIN_COUNT) continue;
    const measured = measuredSeconds(cell)!;
    const withoutOverhead = modelSeconds(cell, book, { ...ZERO_LATENCY, ...streams });
    // The article's copies ran one file at a time.
    samples.push({ systemId: cell.systemId, workloadId: cell.workloadId, value: Math.max(0, measured - withoutOverhead) / cell.fileCount });
  }
  return { name, value: median(samples.map((s) => s.value)), samples };
}

/** Fits every latency constant; the book only has to cover the article's region. */
export function calibrateLatencies(dataset: Dataset, book: PriceBook): CalibrationFit[] {
  const cells = measuredCells(dataset);
  const streamFits = [
    streamFit(cells, book, "ebsSsd", "ebsSsdStreamLatencySeconds", EBS_READ_AHEAD_BYTES),
    streamFit(cells, book, "ebsHdd", "ebsHddStreamLatencySeconds", EBS_READ_AHEAD_BYTES),
    streamFit(cells, book, "lustre", "lustreRpcLatencySeconds", MIB_BYTES),
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
  return [...streamFits, ...perFile.map(([cls, dir, name]) => perFileFit(cells, book, cls, dir, name, streams))];
}

/** The value as the constants file holds it: 3 significant digits. */
export function roundForConstants(value: number): number {
  return value === 0 ? 0 : Number(value.toPrecision(3));
}
