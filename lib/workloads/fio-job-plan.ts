import type { Operation, Workload } from "@/lib/model";
import { GIB_BYTES } from "@/lib/units";

/**
 * How one client reproduces a workload's operations with fio: the numbers behind the job
 * file (fio-job.ts writes them out, fio-measured.ts reads them back from fio's output).
 *
 * The model's operation moves `fileCount` files of `fileSizeBytes` per run, shared by the
 * clients, `concurrency` files in flight on each client (for random access: requests in
 * flight), in requests of `ioSizeBytes`. In fio, one job section per operation:
 * - each of `numjobs` processes keeps one request in flight (psync, iodepth=1), so the
 *   concurrency is the job count;
 * - sequential access, or random access over at least as many files as jobs: every job
 *   has its own `nrfiles` files of `filesize`, finished one at a time and closed before
 *   the next is opened (file_service_type=sequential, openfiles=1), as a copy does;
 * - random access over fewer files than requests in flight: the jobs share the files
 *   (`filename=a:b:...`, which fio documents for sharing) and each does its part of the
 *   bytes (`io_size`).
 * fio only moves whole blocks and refuses a block larger than the file, so the block is
 * the I/O size cut to give the same requests per file as the model counts
 * (ceil(file / I/O size)), and the file size is that many blocks.
 */

/** fio runs each job as a process; thousands of them are a fork bomb, not a measurement. */
export const FIO_MAX_JOBS = 256;

/**
 * The budget of the scaled variant, per client and run: what a trial on a real file
 * system finishes in minutes at tens of MiB/s. Chosen by us, not an AWS figure.
 */
export const SCALED_MAX_BYTES = 2 * GIB_BYTES;
export const SCALED_MAX_FILES = 5_000;
/** Each operation of the scaled variant stops after this long (fio `runtime=`), seconds. */
export const SCALED_RUNTIME_SECONDS = 600;

export type FioJobVariant = "auto" | "full" | "scaled";
export const FIO_JOB_VARIANTS: readonly FioJobVariant[] = ["auto", "full", "scaled"];

export interface FioOperationPlan {
  /** Job section name: "op1", "op2"... (also the file name prefix). */
  section: string;
  /** The operation's name as fio's `description=` can carry it. */
  description: string;
  rw: "read" | "write" | "randread" | "randwrite";
  numJobs: number;
  /** Own files per job; null when the jobs share `sharedFiles`. */
  filesPerJob: number | null;
  /** Files all jobs share (random access over fewer files than jobs); null otherwise. */
  sharedFiles: number | null;
  fileSizeBytes: number;
  blockSizeBytes: number;
  /** Bytes each job moves over the shared files; null for own files. */
  ioSizePerJobBytes: number | null;
  /** Files (all clients) the model's operation has and this section reproduces. */
  modelFileCount: number;
  /** This client's files in the section (after scaling). */
  clientFiles: number;
  /** Fraction of the model's bytes per client this section moves (1 in full). */
  scale: number;
  /** Where rounding or limits changed a figure, in words for the file's comments. */
  notes: string[];
}

export interface FioWorkloadPlan {
  clients: number;
  scaled: boolean;
  /** Bytes scale of the whole file: 1, 1/2, 1/4... */
  scale: number;
  runtimeSeconds: number | null;
  operations: FioOperationPlan[];
  /** This client's bytes per run, after scaling. */
  clientBytes: number;
}

/** Job descriptions are one line of plain text: fio reads `;`/`#` lines as comments and `${...}` as variables. */
export function fioDescription(name: string): string {
  const text = name
    .replace(/[^A-Za-z0-9 ,.()/_+:x-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
  return text === "" ? "operation" : text;
}

/** Same requests per file as the model counts, whole blocks: [block, file size]. */
export function blockAndFileSize(fileSizeBytes: number, ioSizeBytes: number): [number, number] {
  const size = Math.max(1, Math.round(fileSizeBytes));
  if (size <= ioSizeBytes) return [size, size];
  const requests = Math.ceil(size / ioSizeBytes);
  if (size % requests === 0 && size / requests === ioSizeBytes) return [ioSizeBytes, size];
  const block = Math.ceil(size / requests);
  return [block, block * requests];
}

function clientFilesOf(op: Operation, clients: number): number {
  return Math.max(1, Math.round(op.fileCount / clients));
}

function planOperation(op: Operation, index: number, clients: number, scale: number): FioOperationPlan {
  const notes: string[] = [];
  const random = op.access === "random";
  const fullFiles = clientFilesOf(op, clients);
  if (op.fileCount === 0)
    notes.push("the model moves no file here; fio needs one, so the section writes or reads one file");
  if (clients > 1 && fullFiles * clients !== op.fileCount)
    notes.push(`${op.fileCount} files over ${clients} clients rounds to ${fullFiles} on each`);
  const concurrency = Math.min(op.concurrency, FIO_MAX_JOBS);
  if (concurrency < op.concurrency)
    notes.push(`concurrency ${op.concurrency} is run as ${FIO_MAX_JOBS} jobs, the most this file starts`);

  // Scale the file count first (per-file costs stay as they are); the file size only
  // when fewer files than streams would remain.
  const streams = random ? concurrency : Math.min(concurrency, fullFiles);
  let files = fullFiles;
  let fileSize = op.fileSizeBytes;
  if (scale < 1) {
    const target = fullFiles * scale;
    const rounded = Math.max(1, Math.round(target));
    files = Math.max(Math.min(streams, fullFiles), rounded);
    if (files > rounded || target < 1) fileSize = (op.fileSizeBytes * target) / files;
  }
  const [block, size] = blockAndFileSize(fileSize, op.ioSizeBytes);
  if (size !== Math.round(fileSize) && Math.abs(size - fileSize) > 1)
    notes.push(`file size ${Math.round(fileSize)} B is run as ${size} B: ${size / block} whole blocks of ${block} B`);
  const rw = random ? (op.direction === "read" ? "randread" : "randwrite") : op.direction;
  const base = {
    section: `op${index + 1}`,
    description: fioDescription(op.name),
    rw,
    fileSizeBytes: size,
    blockSizeBytes: block,
    modelFileCount: op.fileCount,
    scale,
    notes,
  } as const;

  if (random && files < concurrency) {
    // Fewer files than requests in flight: every job works over all of them.
    const perJob = Math.max(block, Math.round((files * size) / concurrency / block) * block);
    return {
      ...base,
      numJobs: concurrency,
      filesPerJob: null,
      sharedFiles: files,
      ioSizePerJobBytes: perJob,
      clientFiles: files,
    };
  }
  const numJobs = Math.max(1, Math.min(concurrency, files));
  const filesPerJob = Math.max(1, Math.round(files / numJobs));
  if (filesPerJob * numJobs !== files)
    notes.push(`${files} files over ${numJobs} jobs rounds to ${filesPerJob} each (${filesPerJob * numJobs} in all)`);
  return {
    ...base,
    numJobs,
    filesPerJob,
    sharedFiles: null,
    ioSizePerJobBytes: null,
    clientFiles: filesPerJob * numJobs,
  };
}

function sectionBytes(op: FioOperationPlan): number {
  return op.sharedFiles !== null
    ? op.numJobs * (op.ioSizePerJobBytes ?? 0)
    : op.numJobs * (op.filesPerJob ?? 0) * op.fileSizeBytes;
}

function totals(ops: readonly FioOperationPlan[]): { bytes: number; files: number } {
  return {
    bytes: ops.reduce((sum, op) => sum + sectionBytes(op), 0),
    files: ops.reduce((sum, op) => sum + op.clientFiles, 0),
  };
}

/** Whether the full workload fits the scaled variant's budget (then "auto" runs it in full). */
export function fitsBudget(plan: Pick<FioWorkloadPlan, "clientBytes" | "operations">): boolean {
  return (
    plan.clientBytes <= SCALED_MAX_BYTES &&
    plan.operations.reduce((sum, op) => sum + op.clientFiles, 0) <= SCALED_MAX_FILES
  );
}

/**
 * One client's fio rendering of the workload. "full" runs every byte; "scaled" halves
 * the files (then file sizes) until one run fits SCALED_MAX_BYTES and SCALED_MAX_FILES
 * and stops each operation after SCALED_RUNTIME_SECONDS; "auto" is full when it fits.
 */
export function planFioWorkload(workload: Workload, variant: FioJobVariant = "auto"): FioWorkloadPlan {
  const clients = workload.clients;
  const full = workload.operations.map((op, i) => planOperation(op, i, clients, 1));
  const fullTotals = totals(full);
  const fullPlan = {
    clients,
    scaled: false,
    scale: 1,
    runtimeSeconds: null,
    operations: full,
    clientBytes: fullTotals.bytes,
  };
  if (variant === "full" || (variant === "auto" && fitsBudget(fullPlan))) return fullPlan;

  let scale = 1;
  let ops = full;
  // 60 halvings reach below one byte of an exabyte: the loop always ends.
  for (let i = 0; i < 60; i++) {
    const t = totals(ops);
    if (t.bytes <= SCALED_MAX_BYTES && t.files <= SCALED_MAX_FILES) break;
    scale /= 2;
    ops = workload.operations.map((op, j) => planOperation(op, j, clients, scale));
  }
  return {
    clients,
    scaled: true,
    scale,
    runtimeSeconds: SCALED_RUNTIME_SECONDS,
    operations: ops,
    clientBytes: totals(ops).bytes,
  };
}
