import { measuredSecondsOf, type PublicMeasurement } from "@/lib/datasets/public-measurements";
import type { EstimateOptionsInput } from "../estimate-options";
import type { OptionId } from "../option-ids";
import type { ValidationCell } from "./cells";
import type { WorkloadInput } from "../workload-schema";

/** The dataset name calibration cells from public measurements carry (never one of the articles). */
export const PUBLIC_CALIBRATION_DATASET = "public-measurements";

/**
 * Public measurements marked `"use": "calibration"` as cells the latency fit can read,
 * beside the articles' (lib/model/validation/calibration.ts). They belong to no article, so every
 * leave-one-article-out fit keeps them: a constant fitted on one article and one of them
 * still has a sample when that article is held out. They are never validated against.
 *
 * The cell is priced in `region` (the calibration's price book): only durations are read
 * from it, and the measurements mapped so far are in us-east-1, whose EFS limits are
 * us-east-2's.
 */
export function calibrationCells(measurements: readonly PublicMeasurement[], region: string): ValidationCell[] {
  return measurements
    .filter((m) => m.kind === "measured" && m.use === "calibration")
    .map((m) => {
      const workload = { ...(m.estimate!.workload as WorkloadInput), region };
      const options = (m.estimate!.opts ?? {}) as EstimateOptionsInput;
      const op = workload.operations![0]!;
      return {
        dataset: PUBLIC_CALIBRATION_DATASET,
        id: m.id,
        optionId: workload.options![0]!.id as OptionId,
        direction: op.direction,
        fileCount: op.fileCount,
        concurrency: op.concurrency ?? 1,
        workload,
        options,
        operationIndex: 0,
        measuredSeconds: measuredSecondsOf(m),
        durationEstimated: false,
        measuredMonthlyCostUsd: null,
        costEstimated: false,
        costInconsistent: null,
        measuredOn: options?.measuredOn ?? m.published ?? "",
        exception: null,
      };
    });
}
