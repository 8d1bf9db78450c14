import { validateOptionParams } from "@/lib/model";
import { OTHER_OPTION_ID, type ResultLabels } from "./results";

/**
 * Checks a result's storage-option parameters against the model's catalog rules (ranges,
 * gp3 throughput per IOPS, IOPS per GiB...). Kept apart from results.ts so the browser
 * bundle of the upload form does not pull in the whole model; the API runs it.
 *
 * The uploader describes a volume they already ran on, not a workload to size, so the
 * sizing context stores nothing: capacity defaults to the option's minimum size, and a
 * rule that needs a bigger volume asks for capacityGiB (which is what the result needs
 * to be comparable anyway).
 */
export interface OptionParamsIssue {
  message: string;
  /** "optionParams.throughputMiBps", "optionId". */
  path: string;
}

const NOTHING_STORED = { storedBytes: 0 };

export function checkOptionParams(labels: Pick<ResultLabels, "optionId" | "optionParams">): OptionParamsIssue | null {
  if (labels.optionId === undefined || labels.optionId === OTHER_OPTION_ID) return null;
  const result = validateOptionParams(labels.optionId, labels.optionParams ?? {}, NOTHING_STORED);
  if (result.ok) return null;
  const path =
    result.error.path === "id" ? "optionId" : result.error.path.replace(/^params/, "optionParams") || "optionParams";
  return { message: `${path}: ${result.error.message}`, path };
}
