import type { Workload } from "@/lib/model";
import { formatBytes, formatInteger as formatCount } from "@/lib/format";
import { planFioWorkload, type FioJobVariant, type FioOperationPlan, type FioWorkloadPlan } from "./fio-job-plan";

/**
 * The fio job file that reproduces a workload on one client (fio-job-plan.ts says how
 * the numbers map). Pure text out: the API, the CLI and the pages serve it as is.
 */

/** The environment variable the job file reads its directory from; fio refuses to start while it is unset. */
export const FIO_DIR_VARIABLE = "SA_FIO_DIR";

export interface FioJobTarget {
  /** What the file is for, in one line ("recommendation abc: EBS gp3"). */
  title: string;
  optionId?: string | null;
  optionParams?: Record<string, unknown> | null;
  recommendationId?: string | null;
}

export interface FioJobFile {
  fileName: string;
  text: string;
  plan: FioWorkloadPlan;
}

function describeOperation(workload: Workload, plan: FioOperationPlan): string[] {
  const op = workload.operations[Number(plan.section.slice(2)) - 1]!;
  const model = `${formatCount(op.fileCount)} files of ${formatBytes(op.fileSizeBytes)}, ${op.direction} ${op.access}, concurrency ${formatCount(op.concurrency)}, ${formatBytes(op.ioSizeBytes)} requests, ${formatCount(op.timesPerDay)} run(s) a day`;
  const files =
    plan.sharedFiles !== null
      ? `${formatCount(plan.sharedFiles)} files shared by ${plan.numJobs} jobs, ${formatBytes(plan.ioSizePerJobBytes ?? 0)} each`
      : `${plan.numJobs} job(s) x ${formatCount(plan.filesPerJob ?? 0)} files`;
  const lines = [
    `# ${plan.section} "${plan.description}": the model's ${model}.`,
    `#   Here: one run, ${files} of ${formatBytes(plan.fileSizeBytes)} in ${formatBytes(plan.blockSizeBytes)} blocks.`,
  ];
  if (plan.scale < 1)
    lines.push(
      `#   Scaled to ${formatCount(plan.clientFiles)} of this client's files (scale 1/${Math.round(1 / plan.scale)} of the bytes).`,
    );
  for (const note of plan.notes) lines.push(`#   Note: ${note}.`);
  return lines;
}

function section(plan: FioOperationPlan): string[] {
  const lines = [
    `[${plan.section}]`,
    `description=${plan.description}`,
    "stonewall",
    `rw=${plan.rw}`,
    `bs=${plan.blockSizeBytes}`,
    `numjobs=${plan.numJobs}`,
  ];
  if (plan.sharedFiles !== null) {
    const names = Array.from({ length: plan.sharedFiles }, (_, i) => `${plan.section}.${i}`);
    lines.push(
      `filename=${names.join(":")}`,
      `filesize=${plan.fileSizeBytes}`,
      `io_size=${plan.ioSizePerJobBytes}`,
      "file_service_type=random",
      `openfiles=${plan.sharedFiles}`,
    );
    // Jobs that share files run as threads: as forked processes, the first job to end
    // unlinks the files the others still use, and fio 3.33 then spun at full CPU, never
    // ending (7 of 24 runs of a 4-job section, six fio runs at once, 2026-11-25). As
    // threads the jobs share one file table and the last one out removes the files.
    if (plan.numJobs > 1) lines.push("thread");
  } else {
    lines.push(`nrfiles=${plan.filesPerJob}`, `filesize=${plan.fileSizeBytes}`);
  }
  if (plan.rw === "write" || plan.rw === "randwrite") {
    // New files are created inside the timed run, as a copy creates them; one fsync at
    // the end so the page cache cannot hide the storage (NFS flushes on close anyway).
    if (plan.sharedFiles === null) lines.push("create_on_open=1");
    lines.push("end_fsync=1");
  }
  return lines;
}

function header(workload: Workload, target: FioJobTarget, plan: FioWorkloadPlan): string[] {
  const lines = [`# Storage Advisor fio job: ${target.title.replace(/[\r\n]+/g, " ")}`];
  if (target.recommendationId) lines.push(`# Recommendation: ${target.recommendationId}`);
  if (target.optionId) lines.push(`# Option: ${target.optionId} ${JSON.stringify(target.optionParams ?? {})}`);
  lines.push(
    `# Workload: ${workload.region}, ${formatBytes(workload.storedBytes)} stored, ${workload.operations.length} operation(s), one job section each, run one after the other.`,
    "#",
    `# Set ${FIO_DIR_VARIABLE} to a new, empty directory on the storage to measure, then run:`,
    `#   ${FIO_DIR_VARIABLE}=/mnt/storage/fio-test fio --output-format=json+ --output=fio-result.json THIS_FILE`,
    "# The script offered beside this file does that and uploads the result.",
  );
  if (plan.clients > 1) {
    lines.push(
      `# The workload has ${plan.clients} clients: run this file on each of them at the same time, each in its own directory.`,
    );
  }
  if (plan.scaled) {
    lines.push(
      "#",
      `# SCALED: the full workload is too big for a trial run, so this file moves 1/${Math.round(1 / plan.scale)} of its bytes`,
      `# (${formatBytes(plan.clientBytes)} on this client): fewer files of the same size first, smaller files only where`,
      `# fewer files than parallel streams would remain. Each operation stops after ${plan.runtimeSeconds} s (runtime=).`,
      "# Compare the measured time with the model on this same scaled workload, which the upload does.",
    );
  } else {
    lines.push("#", `# FULL: every file of one run (${formatBytes(plan.clientBytes)} on this client).`);
  }
  lines.push("#");
  for (const op of plan.operations) lines.push(...describeOperation(workload, op));
  return lines;
}

function globalSection(plan: FioWorkloadPlan): string[] {
  const lines = [
    "[global]",
    `directory=\${${FIO_DIR_VARIABLE}}`,
    "# One request in flight per job: the model's concurrency is the number of jobs.",
    "ioengine=psync",
    "iodepth=1",
    "# One result per operation.",
    "group_reporting=1",
    "# Each job finishes a file and closes it before opening the next, as a copy does.",
    "file_service_type=sequential",
    "openfiles=1",
    "# Reads come from the storage, not from the page cache left by laying the files out.",
    "invalidate=1",
    "# Each operation removes its files when it ends.",
    "unlink=1",
  ];
  if (plan.runtimeSeconds !== null) lines.push(`runtime=${plan.runtimeSeconds}`);
  return lines;
}

/** A file name that is safe everywhere: letters, digits and dashes. */
export function fioJobFileName(parts: ReadonlyArray<string | null | undefined>): string {
  const stem = parts
    .filter((p): p is string => typeof p === "string" && p !== "")
    .map((p) => p.replace(/[^A-Za-z0-9-]+/g, "-").replace(/^-+|-+$/g, ""))
    .filter((p) => p !== "")
    .join("-")
    .slice(0, 100);
  return `storage-advisor-${stem || "workload"}.fio`;
}

/** The job file for a validated workload (defaults applied). */
export function fioJobFile(workload: Workload, target: FioJobTarget, variant: FioJobVariant = "auto"): FioJobFile {
  const plan = planFioWorkload(workload, variant);
  const lines = [...header(workload, target, plan), "", ...globalSection(plan)];
  for (const op of plan.operations) lines.push("", ...section(op));
  return {
    fileName: fioJobFileName([target.recommendationId, target.optionId, plan.scaled ? "scaled" : null]),
    text: `${lines.join("\n")}\n`,
    plan,
  };
}
