import type { Workload } from "@/lib/model";
import { fioJobFile, type FioJobTarget } from "./fio-job";
import type { FioJobVariant, FioWorkloadPlan } from "./fio-job-plan";
import { fioRunScript, fioScriptFileName } from "./fio-script";

/** The job file and its run-and-upload script together, as the API, the CLI and the pages offer them. */

export interface NamedText {
  fileName: string;
  text: string;
}

export interface FioJobBundle {
  jobFile: NamedText;
  script: NamedText;
  scaled: boolean;
  /** Bytes scale of the job file (1 in full). */
  scale: number;
  runtimeSeconds: number | null;
  plan: FioWorkloadPlan;
}

export interface FioBundleTarget extends FioJobTarget {
  /** Where the script uploads to (the app's origin). */
  serverUrl: string;
}

export function fioJobBundle(
  workload: Workload,
  target: FioBundleTarget,
  variant: FioJobVariant = "auto",
): FioJobBundle {
  const job = fioJobFile(workload, target, variant);
  const script = fioRunScript({
    serverUrl: target.serverUrl,
    jobFileName: job.fileName,
    recommendationId: target.recommendationId,
    optionId: target.optionId,
    optionParams: target.optionParams,
    region: workload.region,
  });
  return {
    jobFile: { fileName: job.fileName, text: job.text },
    script: { fileName: fioScriptFileName(job.fileName), text: script },
    scaled: job.plan.scaled,
    scale: job.plan.scale,
    runtimeSeconds: job.plan.runtimeSeconds,
    plan: job.plan,
  };
}

/** A workload without operations has nothing for fio to run. */
export function fioJobProblem(workload: Workload): string | null {
  return workload.operations.length === 0 ? "The workload has no operations: there is nothing for fio to run." : null;
}
