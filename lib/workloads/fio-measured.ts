import { parseFioSize, type FioJob, type KbBase } from "@/lib/fio";
import { MAX_CONCURRENCY, MAX_IO_SIZE_BYTES, MIN_IO_SIZE_BYTES, type Operation } from "@/lib/model";

/**
 * What a fio result measured, read back from its job options: the model operation each
 * job reproduced and how long it took. Works on any fio output that names its files
 * (nrfiles/filesize or size, or a shared filename list), not only on our job files; our
 * sections are named op1, op2... so `index` links them to the workload they came from.
 */

export interface MeasuredOperation {
  jobName: string;
  /** 0-based operation of the generated job file (section "op3" is 2); null for other job names. */
  index: number | null;
  /** The operation fio ran, as the model takes it (one run; clients from the caller). */
  operation: Operation;
  /** Wall time of the run: the longest runtime of the job's directions, seconds. */
  measuredSeconds: number;
  ioBytes: number;
  /** Bytes the job options ask for; more than ioBytes when runtime= stopped it early. */
  plannedBytes: number;
  /** True when the run stopped early and measuredSeconds was scaled up to plannedBytes. */
  extrapolated: boolean;
}

export interface SkippedJob {
  jobName: string;
  reason: string;
}

export interface MeasuredWorkload {
  operations: MeasuredOperation[];
  skipped: SkippedJob[];
}

/** A job of a parsed result with its merged options (FioJobDetails.options). */
export interface JobWithOptions {
  job: FioJob;
  options: Record<string, string>;
}

const RW: Record<string, { direction: "read" | "write"; access: "sequential" | "random" }> = {
  read: { direction: "read", access: "sequential" },
  write: { direction: "write", access: "sequential" },
  randread: { direction: "read", access: "random" },
  randwrite: { direction: "write", access: "random" },
};

/**
 * Engines that keep `iodepth` requests in flight per job. fio: "increasing iodepth beyond 1
 * will not affect synchronous ioengines", and libaio queues only "with non-buffered I/O (set
 * direct=1 or buffered=0)" (fio documentation, iodepth and ioengine=libaio).
 */
const ASYNC_ENGINES = new Set(["libaio", "io_uring", "io_uring_cmd", "posixaio", "windowsaio", "solarisaio"]);

/** Requests one job keeps in flight: its iodepth on an asynchronous engine, else 1. */
function requestsInFlightPerJob(job: FioJob): number {
  const { ioDepth, ioEngine, direct } = job.workload;
  const engine = ioEngine?.trim() ?? "";
  if (ioDepth === null || ioDepth <= 1 || !ASYNC_ENGINES.has(engine)) return 1;
  return engine === "libaio" && direct !== true ? 1 : ioDepth;
}

/** A run that moved at least this share of its planned bytes counts as complete (fio rounds to whole blocks). */
const COMPLETE_SHARE = 0.98;

function size(options: Record<string, string>, name: string, kbBase: KbBase): number | null {
  const raw = options[name];
  if (raw === undefined) return null;
  const parsed = parseFioSize(raw, kbBase);
  return parsed.value !== null && parsed.value >= 0 ? parsed.value : null;
}

function sectionIndex(name: string): number | null {
  const m = /^op([1-9][0-9]{0,2})$/.exec(name);
  return m ? Number(m[1]) - 1 : null;
}

interface Group {
  name: string;
  entries: JobWithOptions[];
}

/** fio writes one entry per process without group_reporting: group them back by name and group id. */
function groups(jobs: readonly JobWithOptions[]): Group[] {
  const byKey = new Map<string, Group>();
  for (const entry of jobs) {
    const key = `${entry.job.groupId}\u0000${entry.job.name}`;
    const group = byKey.get(key) ?? { name: entry.job.name, entries: [] };
    group.entries.push(entry);
    byKey.set(key, group);
  }
  return [...byKey.values()];
}

function measure(group: Group, clients: number): MeasuredOperation | SkippedJob {
  const jobName = group.name;
  const first = group.entries[0]!;
  const { options, job } = first;
  if (group.entries.some((e) => e.job.error !== 0))
    return { jobName, reason: `fio reported error ${job.error} for this job` };
  const mode = RW[job.workload.rw.trim()];
  if (!mode)
    return { jobName, reason: `rw=${job.workload.rw} mixes or trims; the model's operations are reads or writes` };
  const kbBase: KbBase = options.kb_base?.trim() === "1000" ? 1000 : 1024;
  const numJobs = job.workload.numJobs ?? 1;
  const shared = options.filename !== undefined ? options.filename.split(":").filter((n) => n !== "").length : null;
  const nrfiles = shared ?? Math.max(1, Math.round(Number(options.nrfiles ?? "1")) || 1);
  const total = size(options, "size", kbBase);
  const fileSizeBytes = size(options, "filesize", kbBase) ?? (total !== null ? total / nrfiles : null);
  if (fileSizeBytes === null || fileSizeBytes <= 0)
    return { jobName, reason: "the job options give no file size (filesize= or size=)" };
  const ioSizePerJob = size(options, "io_size", kbBase);
  const block = job.workload.blockSizeBytes ?? fileSizeBytes;

  const directions = [job.read, job.write];
  let ioBytes = 0;
  let runtimeMs = 0;
  for (const entry of group.entries) {
    for (const d of [entry.job.read, entry.job.write]) {
      if (!d) continue;
      ioBytes += d.ioBytes;
      runtimeMs = Math.max(runtimeMs, d.runtimeMs);
    }
  }
  if (directions.every((d) => d === null) && ioBytes === 0) return { jobName, reason: "the job did no I/O" };
  if (runtimeMs <= 0) return { jobName, reason: "the job reports no runtime" };

  const fileBytes = (shared ?? nrfiles * numJobs) * fileSizeBytes;
  const plannedBytes =
    shared !== null && ioSizePerJob !== null
      ? ioSizePerJob * numJobs
      : ioSizePerJob !== null
        ? Math.min(fileBytes, ioSizePerJob * numJobs)
        : fileBytes;
  const extrapolated = ioBytes < plannedBytes * COMPLETE_SHARE;
  const measuredSeconds = (runtimeMs / 1000) * (extrapolated && ioBytes > 0 ? plannedBytes / ioBytes : 1);
  const fileCount = (shared ?? nrfiles * numJobs) * clients;
  const operation: Operation = {
    name: options.description?.trim() || jobName,
    direction: mode.direction,
    fileCount,
    fileSizeBytes: shared !== null ? plannedBytes / shared : fileSizeBytes,
    // The model's concurrency is files in flight, and for random access requests in flight.
    concurrency: mode.access === "random" ? Math.min(MAX_CONCURRENCY, numJobs * requestsInFlightPerJob(job)) : numJobs,
    timesPerDay: 1,
    access: mode.access,
    ioSizeBytes: Math.min(MAX_IO_SIZE_BYTES, Math.max(MIN_IO_SIZE_BYTES, Math.round(block))),
    ...(job.workload.direct === true ? { direct: true } : {}),
  };
  return { jobName, index: sectionIndex(jobName), operation, measuredSeconds, ioBytes, plannedBytes, extrapolated };
}

/**
 * The operations a fio result measured. `clients`: how many clients ran the same file at
 * once (each result is one client's view); file counts are multiplied by it.
 */
export function measuredWorkload(jobs: readonly JobWithOptions[], clients = 1): MeasuredWorkload {
  const operations: MeasuredOperation[] = [];
  const skipped: SkippedJob[] = [];
  for (const group of groups(jobs)) {
    const outcome = measure(group, clients);
    if ("operation" in outcome) operations.push(outcome);
    else skipped.push(outcome);
  }
  return { operations, skipped };
}
