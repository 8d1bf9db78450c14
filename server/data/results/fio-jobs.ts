import { AppError } from "@/lib/errors/app-error";
/**
 * fio job files for saved recommendations and for bare workloads (a /compare view or an
 * API body): the workload, the option it is for and the labels the upload script sends.
 */
import type { Db } from "@/server/db/client";
import type { ErrorCode } from "@/lib/errors/codes";
import { findRankedByKey, recommendationWorkload } from "@/lib/measurements/recommendation-workload";
import { getCatalogOption, validateOptionParams, type Workload } from "@/lib/model";
import { fioJobBundle, fioJobProblem, type FioJobBundle } from "@/lib/workloads/fio-bundle";
import type { FioJobVariant } from "@/lib/workloads/fio-job-plan";
import { getRecommendation } from "../recommendations/recommendations";

/** A request the job file cannot be made for: the route answers 4xx with code, message and path. */
export class FioJobInputError extends AppError {
  declare readonly path: string;

  constructor(code: ErrorCode, message: string, path: string) {
    super(code, message, path);
    this.name = "FioJobInputError";
  }
}

/** The job file for one ranked option of a saved recommendation (default: the first). */
export async function recommendationFioJob(db: Db, id: string, option: string | undefined, variant: FioJobVariant, serverUrl: string): Promise<FioJobBundle> {
  const rec = await getRecommendation(db, id);
  if (!rec) throw new FioJobInputError("not_found", `No recommendation with id ${JSON.stringify(id.slice(0, 64))}.`, "id");
  if (rec.ranking.length === 0) throw new FioJobInputError("nothing_ranked", "The recommendation ranked no option, so there is nothing to measure.", "id");
  const found = option === undefined ? { ok: true as const, option: rec.ranking[0]! } : findRankedByKey(rec.ranking, option);
  if (!found.ok) throw new FioJobInputError("option_not_ranked", found.message, "option");
  const workload = recommendationWorkload(rec);
  const problem = fioJobProblem(workload);
  if (problem) throw new FioJobInputError("nothing_to_measure", problem, "id");
  return fioJobBundle(
    workload,
    { title: `recommendation ${rec.id}: ${found.option.label}`, recommendationId: rec.id, optionId: found.option.optionId, optionParams: found.option.params, serverUrl },
    variant,
  );
}

/** The job file for a workload, optionally labelled with a catalog option (default parameters unless given). */
export function workloadFioJob(workload: Workload, option: { id: string; params?: Record<string, unknown> } | undefined, variant: FioJobVariant, serverUrl: string, title: string): FioJobBundle {
  const problem = fioJobProblem(workload);
  if (problem) throw new FioJobInputError("nothing_to_measure", problem, "workload.operations");
  let labelled: { id: string; params: Record<string, unknown>; label: string } | null = null;
  if (option !== undefined) {
    const entry = getCatalogOption(option.id);
    if (!entry) throw new FioJobInputError("unknown_option", `Unknown storage option ${JSON.stringify(option.id.slice(0, 100))}.`, "option");
    const params = option.params ?? entry.defaultParams({ storedBytes: workload.storedBytes });
    const valid = validateOptionParams(option.id, params, { storedBytes: workload.storedBytes });
    if (!valid.ok) throw new FioJobInputError("invalid_option_params", valid.error.message, `option.${valid.error.path}`.replace(/\.$/, ""));
    labelled = { id: option.id, params: valid.value.params, label: valid.value.label };
  }
  return fioJobBundle(workload, { title: labelled ? `${title}: ${labelled.label}` : title, optionId: labelled?.id ?? null, optionParams: labelled?.params ?? null, serverUrl }, variant);
}
