import { formatBytes } from "@/lib/format/bytes";
import { DEFAULT_IO_SIZE_BYTES, type WorkloadInput } from "@/lib/model";
import { operationBytesPerDay } from "./metrics";

/**
 * Whether an upload's fio jobs measured the kind of I/O a workload does. An upload's best
 * bandwidth stands in for the workload's only when both read (or write) the same way: 4 KiB
 * random reads say nothing about a copy of large files in 1 MiB requests (placed, one such
 * upload read as 37 days of work a day). A mismatched upload is listed with why, not drawn.
 */

export type Access = "sequential" | "random";

/** One fio job as stored: its rw= mode, block size, and bandwidth per direction. */
export interface UploadJobPattern {
  error: number;
  rw: string;
  blockSizeBytes: number | null;
  readBandwidthBytesPerSec: number | null;
  writeBandwidthBytesPerSec: number | null;
}

export interface DirectionPattern {
  access: Access;
  blockSizeBytes: number | null;
}

/** What the upload measured per direction: the pattern of the job its best bandwidth came from. */
export interface UploadPattern {
  read: DirectionPattern | null;
  write: DirectionPattern | null;
}

/** What a workload's operations do, per direction. */
export interface WorkloadIo {
  direction: "read" | "write";
  access: Access;
  ioSizeBytes: number;
  bytesPerDay: number;
}

/**
 * Block sizes further apart than this are different workloads: per-request latency dominates
 * small requests and bandwidth large ones (a factor of 4 keeps 256 KiB and 1 MiB together,
 * 4 KiB and 1 MiB apart).
 */
export const BLOCK_SIZE_FACTOR = 4;

/** fio's rw= modes: the rand* ones (and randrw) are random, the rest sequential. */
export function accessOfRw(rw: string): Access {
  return rw.startsWith("rand") ? "random" : "sequential";
}

function bestJob(
  jobs: readonly UploadJobPattern[],
  bandwidth: (j: UploadJobPattern) => number | null,
): UploadJobPattern | null {
  let best: UploadJobPattern | null = null;
  for (const job of jobs) {
    const bw = bandwidth(job);
    if (job.error !== 0 || bw === null || !(bw > 0)) continue;
    if (best === null || bw > (bandwidth(best) ?? 0)) best = job;
  }
  return best;
}

function patternOf(job: UploadJobPattern | null): DirectionPattern | null {
  return job === null ? null : { access: accessOfRw(job.rw), blockSizeBytes: job.blockSizeBytes };
}

export function uploadPattern(jobs: readonly UploadJobPattern[]): UploadPattern {
  return {
    read: patternOf(bestJob(jobs, (j) => j.readBandwidthBytesPerSec)),
    write: patternOf(bestJob(jobs, (j) => j.writeBandwidthBytesPerSec)),
  };
}

function describe(p: { access: Access; size: number | null }): string {
  return `${p.access}${p.size === null ? "" : ` ${formatBytes(p.size)}`}`;
}

/**
 * Why the upload's measurement does not stand for this workload, or null when it does: for
 * each direction the workload moves bytes in, the upload's job must share its access
 * pattern and a block size within BLOCK_SIZE_FACTOR of the workload's request size.
 */
export function patternMismatch(pattern: UploadPattern, workload: readonly WorkloadIo[]): string | null {
  for (const io of workload) {
    if (io.bytesPerDay <= 0) continue;
    const measured = pattern[io.direction];
    if (measured === null) continue; // uploadDuration reports a missing direction
    const size = measured.blockSizeBytes;
    const sizeOff =
      size !== null && size > 0 && Math.max(size / io.ioSizeBytes, io.ioSizeBytes / size) > BLOCK_SIZE_FACTOR;
    if (measured.access !== io.access || sizeOff) {
      return (
        `the upload measured ${describe({ access: measured.access, size })} ${io.direction}s, and this workload ` +
        `${io.direction}s ${describe({ access: io.access, size: io.ioSizeBytes })} requests: its bandwidth does not ` +
        `stand for this workload (choose a workload of the same pattern, or upload a run of this one's)`
      );
    }
  }
  return null;
}

/** A workload's operations as the I/O they do, with the schema's defaults (sequential, 1 MiB). */
export function workloadIo(operations: WorkloadInput["operations"]): WorkloadIo[] {
  return (operations ?? []).map((op) => ({
    direction: op.direction,
    access: op.access ?? "sequential",
    ioSizeBytes: op.ioSizeBytes ?? DEFAULT_IO_SIZE_BYTES,
    bytesPerDay: operationBytesPerDay(op),
  }));
}
