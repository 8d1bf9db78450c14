import { S3_DEFAULT_PART_BYTES } from "./limits-s3";
import { GIB_BYTES, KIB_BYTES, MIB_BYTES } from "@/lib/units";

/**
 * How Mountpoint for Amazon S3 reads: its prefetcher, as its source sets the defaults
 * (github.com/awslabs/mountpoint-s3, mountpoint-s3-fs/src/prefetch.rs at 58817cab,
 * 2026-08-22), with parts of 8 MiB (--read-part-size and --write-part-size, doc/CONFIGURATION.md):
 * - a file's first request is 1 MiB + 128 KiB (INITIAL_REQUEST_SIZE, "to lower the latency
 *   in small-random-reads usage pattern"), and so is the first request after a seek;
 * - while reads stay sequential each next read window is twice the last
 *   (sequential_prefetch_multiplier 2), up to 2 GiB (DEFAULT_READ_WINDOW_SIZE), each window
 *   fetched as parallel ranged GETs of at most one part each.
 * So a file costs one first-byte wait per window until the window covers it or reaches its
 * ceiling (after that the prefetcher keeps requests ahead of the reader), and only the
 * parts of the files being read can be in flight: a reader that opens files one after
 * another gets no parallelism across files. Writes are uploaded in parts as they fill
 * (doc/SEMANTICS.md: "uploaded to S3 in fixed-size parts").
 *
 * One open file is bounded by the CPU, not the network: "Operations on files pass through
 * several subsystems including the Linux VFS layer as well as the Mountpoint process. These
 * steps are serial, and so reading from a single file sequentially will be bounded by CPU
 * performance rather than the available network throughput" (doc/TROUBLESHOOTING.md,
 * "Slower throughput than expected"). Writes take the same serial path. See
 * MOUNTPOINT_FILE_HANDLE_BYTES_PER_SECOND.
 */
export const MOUNTPOINT_INITIAL_REQUEST_BYTES = MIB_BYTES + 128 * KIB_BYTES;
export const MOUNTPOINT_WINDOW_MULTIPLIER = 2;
export const MOUNTPOINT_MAX_READ_WINDOW_BYTES = 2 * GIB_BYTES;
export const MOUNTPOINT_PART_BYTES = S3_DEFAULT_PART_BYTES;

/**
 * What one open file moves through Mountpoint at most, bytes/s. No figure is published,
 * so this one is fitted, on a single public measurement, and flagged: Mountpoint's CI
 * benchmark "sequential_read" (fio, one job, 256 KiB reads of a 100 GiB object in S3
 * Standard) measured 1,552.70 MiB/s on m5dn.24xlarge (100 Gbps, Xeon Platinum 8259CL) at
 * commit 58817cab, 2026-08-22 (awslabs.github.io/mountpoint-s3/dev/bench/data.js; entry
 * `mountpoint-s3-standard-seq-read-1-thread` in data/measurements/aws-public-statements.json,
 * marked as calibration there and left out of the held-out figures). Its O_DIRECT variant,
 * with 1 MiB instead of 128 KiB FUSE requests, measured about the same (1,288-1,861 MiB/s
 * across runs), so the bound is per file, not per FUSE request. Held out against it: four
 * threads on four files, the S3 Express One Zone read, and both sequential writes.
 * Unconfirmed: a CPU faster or slower than that instance's moves it.
 */
export const MOUNTPOINT_FILE_HANDLE_BYTES_PER_SECOND = 1552.70283203125 * MIB_BYTES;

export interface MountpointRead {
  /** Read windows paid for with a first-byte wait each (the ramp). */
  rounds: number;
  /** Ranged GETs for the whole file. */
  requests: number;
  /** GETs of one file that can be in flight at once (the largest window's parts). */
  partsInFlight: number;
}

/** A sequential read of one file of `sizeBytes` through Mountpoint's prefetcher. */
export function mountpointSequentialRead(sizeBytes: number): MountpointRead {
  if (sizeBytes <= 0) return { rounds: 1, requests: 1, partsInFlight: 1 };
  let window = MOUNTPOINT_INITIAL_REQUEST_BYTES;
  let covered = 0;
  let rounds = 0;
  let requests = 0;
  let largest = 0;
  while (covered < sizeBytes && window < MOUNTPOINT_MAX_READ_WINDOW_BYTES) {
    const bytes = Math.min(window, sizeBytes - covered);
    covered += bytes;
    rounds++;
    requests += Math.ceil(bytes / MOUNTPOINT_PART_BYTES);
    largest = Math.max(largest, bytes);
    window *= MOUNTPOINT_WINDOW_MULTIPLIER;
  }
  // The rest streams at the full window, its requests kept ahead of the reader.
  const rest = sizeBytes - covered;
  if (rest > 0) {
    requests += Math.ceil(rest / MOUNTPOINT_PART_BYTES);
    largest = Math.min(MOUNTPOINT_MAX_READ_WINDOW_BYTES, Math.max(largest, rest));
  }
  return { rounds, requests, partsInFlight: Math.max(1, Math.ceil(largest / MOUNTPOINT_PART_BYTES)) };
}

/** Bytes one random read of `ioSizeBytes` fetches: a seek restarts the prefetcher at its initial request. */
export function mountpointRandomReadBytes(ioSizeBytes: number, fileSizeBytes: number): number {
  return Math.min(fileSizeBytes, Math.max(ioSizeBytes, MOUNTPOINT_INITIAL_REQUEST_BYTES));
}
