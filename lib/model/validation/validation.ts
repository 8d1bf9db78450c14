import type { Dataset } from "@/lib/datasets/schema";
import { lowerBound, upperBound } from "@/lib/datasets/quantity";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { calibrateLatencies, fittedConstants, median, modelCell, type CalibrationFit } from "./calibration";
import { bandsFrom, type BoundingMechanism, type RatioBand } from "./duration-ranges";
import { LATENCY_CONSTANTS, type LatencyConstants } from "../engine/latency-constants";
import { validationCells, type ValidationCell } from "./cells";

/**
 * The model against every article: each cell's model and measured duration and cost, and
 * per article the share of duration cells within 1.5x and 2x and of cost cells within 10%,
 * in sample (the shipped constants, fitted on all articles) and held out (each article
 * predicted with constants fitted on the other four).
 */

export const DURATION_CLOSE = 1.5;
export const DURATION_NEAR = 2;
export const COST_TOLERANCE = 0.1;

export interface ValidationRow {
  cell: ValidationCell;
  modelSeconds: number | null;
  /** model / measured; null without a measured duration. */
  ratio: number | null;
  modelMonthlyCostUsd: number | null;
  /** model / measured (middle of a range); null without a comparable cost. */
  costRatio: number | null;
  /** Within 10% of the article's figure (or range); null when not compared. */
  costWithin: boolean | null;
  bottleneck: string;
}

export interface ArticleSummary {
  dataset: string;
  /** Measured (not estimated) duration cells. */
  durationCells: number;
  within1_5: number;
  within2: number;
  medianRatio: number;
  /** Geometric mean of max(ratio, 1/ratio): the typical factor off. */
  typicalError: number;
  costCells: number;
  costWithin: number;
  /** Cost rows not compared because the article's own arithmetic disagrees with itself. */
  costInconsistent: string[];
  /** Measured cells counted apart as the article's named exception, with why. */
  exceptions: { id: string; ratio: number; why: string }[];
  /** The duration shares without the named exceptions (the same as above when there are none). */
  excepting: { durationCells: number; within1_5: number; within2: number };
}

export interface ValidationRun {
  rows: ValidationRow[];
  summaries: ArticleSummary[];
}

export interface ModelValidation {
  inSample: ValidationRun;
  heldOut: ValidationRun;
  /** Fits over all articles (what lib/model/engine/latency-constants.ts holds). */
  fits: CalibrationFit[];
  /** Per held-out article: the fits on the other articles. */
  heldOutFits: Record<string, CalibrationFit[]>;
  /** Held-out residual bands per bounding mechanism: what DURATION_ERROR_BANDS holds. */
  bands: Record<BoundingMechanism, RatioBand>;
}

export function factorOff(ratio: number): number {
  return Math.max(ratio, 1 / ratio);
}

function middle(min: number, max: number): number {
  return (min + max) / 2;
}

export function runCells(
  cells: readonly ValidationCell[],
  book: PriceBook,
  latency: LatencyConstants,
): ValidationRow[] {
  return cells.map((cell) => {
    const option = modelCell(cell, book, latency);
    const op = option.operations[cell.operationIndex];
    const modelSeconds = op?.durationSecondsPerDay ?? option.durationSecondsPerDay;
    const ratio =
      cell.measuredSeconds === null || cell.measuredSeconds <= 0 ? null : modelSeconds / cell.measuredSeconds;
    const cost = cell.measuredMonthlyCostUsd;
    const comparable = cost !== null && option.priced && !option.pricesUnconfirmed && cell.costInconsistent === null;
    const total = option.monthlyCostUsd.total;
    return {
      cell,
      modelSeconds,
      ratio,
      modelMonthlyCostUsd: option.priced ? total : null,
      costRatio: comparable ? total / middle(lowerBound(cost), upperBound(cost)) : null,
      costWithin: comparable
        ? total >= lowerBound(cost) * (1 - COST_TOLERANCE) && total <= upperBound(cost) * (1 + COST_TOLERANCE)
        : null,
      bottleneck: op?.bottleneck ?? option.bottleneck,
    };
  });
}

export function summarize(rows: readonly ValidationRow[]): ArticleSummary[] {
  const datasets = [...new Set(rows.map((r) => r.cell.dataset))];
  return datasets.map((dataset) => {
    const mine = rows.filter((r) => r.cell.dataset === dataset);
    const measuredRows = mine.filter((r) => r.ratio !== null && !r.cell.durationEstimated);
    const measured = measuredRows.map((r) => r.ratio!);
    const kept = measuredRows.filter((r) => r.cell.exception === null).map((r) => r.ratio!);
    const costs = mine.filter((r) => r.costWithin !== null);
    const inconsistent = [
      ...new Set(
        mine
          .filter((r) => r.cell.costInconsistent !== null && r.cell.measuredMonthlyCostUsd !== null)
          .map((r) => r.cell.id.split("/")[0]!),
      ),
    ];
    return {
      dataset,
      durationCells: measured.length,
      within1_5: measured.filter((r) => factorOff(r) <= DURATION_CLOSE).length,
      within2: measured.filter((r) => factorOff(r) <= DURATION_NEAR).length,
      medianRatio: median(measured),
      typicalError:
        measured.length === 0
          ? 1
          : Math.exp(measured.reduce((s, r) => s + Math.log(factorOff(r)), 0) / measured.length),
      costCells: costs.length,
      costWithin: costs.filter((r) => r.costWithin).length,
      costInconsistent: inconsistent,
      exceptions: measuredRows
        .filter((r) => r.cell.exception !== null)
        .map((r) => ({ id: r.cell.id, ratio: r.ratio!, why: r.cell.exception! })),
      excepting: {
        durationCells: kept.length,
        within1_5: kept.filter((r) => factorOff(r) <= DURATION_CLOSE).length,
        within2: kept.filter((r) => factorOff(r) <= DURATION_NEAR).length,
      },
    };
  });
}

/**
 * In sample with `latency` (default: the shipped constants); held out by refitting on the
 * other articles for each. Every cell runs in the book's region (durations do not depend
 * on it; see ./cells.ts). `calibration`: cells from public measurements kept for
 * calibration (calibration-cells.ts), in every fit, the held-out ones too, and never
 * validated against.
 */
export function validateModel(
  datasets: readonly Dataset[],
  book: PriceBook,
  latency: LatencyConstants = LATENCY_CONSTANTS,
  calibration: readonly ValidationCell[] = [],
): ModelValidation {
  const cellsByDataset = new Map(datasets.map((d) => [d.slug, validationCells(d)]));
  const all = [...cellsByDataset.values()].flat();
  const fits = calibrateLatencies([...all, ...calibration], book);
  const inSampleRows = runCells(all, book, latency);
  const heldOutRows: ValidationRow[] = [];
  const heldOutFits: Record<string, CalibrationFit[]> = {};
  for (const [slug, cells] of cellsByDataset) {
    const training = [...all.filter((c) => c.dataset !== slug), ...calibration];
    const fit = calibrateLatencies(training, book);
    heldOutFits[slug] = fit;
    heldOutRows.push(...runCells(cells, book, fittedConstants(fit)));
  }
  return {
    inSample: { rows: inSampleRows, summaries: summarize(inSampleRows) },
    heldOut: { rows: heldOutRows, summaries: summarize(heldOutRows) },
    fits,
    heldOutFits,
    bands: bandsFrom(
      heldOutRows
        .filter((r) => r.ratio !== null && !r.cell.durationEstimated)
        .map((r) => ({ ratio: r.ratio!, bottleneck: r.bottleneck })),
    ),
  };
}
