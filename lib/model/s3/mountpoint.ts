import { S3_DEFAULT_PART_BYTES } from "./limits";
import { GIB_BYTES, KIB_BYTES, MIB_BYTES } from "@/lib/units";

/**
 * How Mountpoint for Amazon S3 reads: its prefetcher, as its source sets the defaults
 * (github.com/awslabs/mountpoint-s3, mountpoint-s3-fs/src/prefetch.rs and prefetch/ at 58817cab,
 * 2026-08-22), with parts of 8 MiB (--read-part-size and --write-part-size, doc/CONFIGURATION.md):
 * - a file's first request is 1 MiB + 128 KiB (INITIAL_REQUEST_SIZE, "to lower the latency
 *   in small-random-reads usage pattern"), and so is the first request after a seek;
 * - the rest of the file is a second GetObject, started when half of the first has been read
 *   (mountpoint-s3-fs/src/prefetch/part_stream.rs, read_from_client_stream: "the stream will
 *   be served from two GetObject requests where the first request serves data up to
 *   first_read_window_end_offset and the second request serves the rest");
 * - the second request streams through a read window (prefetch/backpressure_controller.rs)
 *   that starts at the same 1 MiB + 128 KiB and doubles each time the reader finds no data
 *   waiting (read_window_size_multiplier 2), up to 2 GiB; the CRT fetches it in ranged GETs
 *   of whole parts, so the window adds parallel GETs only once it is larger than a part.
 * So a file costs a first-byte wait for each of its two requests and one for each doubling
 * of the window past a part, until the window covers the file or reaches its ceiling (the
 * overlap of the second request's first byte with the first's last half is not counted),
 * and only the parts of the files being read can be in flight: a reader that opens files
 * one after another gets no parallelism across files. Writes are uploaded in parts as they fill
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
  /** First-byte waits: the file's two requests and the read window's doublings past a part (the ramp). */
  rounds: number;
  /** Ranged GETs for the whole file. */
  requests: number;
  /** GETs of one file that can be in flight at once (the largest window's parts). */
  partsInFlight: number;
}

/** A sequential read of one file of `sizeBytes` through Mountpoint's prefetcher. */
export function mountpointSequentialRead(sizeBytes: number): MountpointRead {
  if (sizeBytes <= MOUNTPOINT_INITIAL_REQUEST_BYTES) return { rounds: 1, requests: 1, partsInFlight: 1 };
  const rest = sizeBytes - MOUNTPOINT_INITIAL_REQUEST_BYTES;
  // The two requests' first bytes, then one per doubling that brings more parts into the window.
  let rounds = 2;
  let window = MOUNTPOINT_INITIAL_REQUEST_BYTES;
  while (window < rest && window < MOUNTPOINT_MAX_READ_WINDOW_BYTES) {
    window = Math.min(MOUNTPOINT_MAX_READ_WINDOW_BYTES, window * MOUNTPOINT_WINDOW_MULTIPLIER);
    if (window > MOUNTPOINT_PART_BYTES) rounds++;
  }
  return {
    rounds,
    requests: 1 + Math.ceil(rest / MOUNTPOINT_PART_BYTES),
    partsInFlight: Math.max(1, Math.ceil(Math.min(window, rest) / MOUNTPOINT_PART_BYTES)),
  };
}

/** Bytes one random read of `ioSizeBytes` fetches: a seek restarts the prefetcher at its initial request. */
export function mountpointRandomReadBytes(ioSizeBytes: number, fileSizeBytes: number): number {
  return Math.min(fileSizeBytes, Math.max(ioSizeBytes, MOUNTPOINT_INITIAL_REQUEST_BYTES));
}
