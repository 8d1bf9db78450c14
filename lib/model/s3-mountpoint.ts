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
 * Not modelled: "reading from a single file sequentially will be bounded by CPU performance
 * rather than the available network throughput" (doc/TROUBLESHOOTING.md). No figure is
 * published for that bound, so a single reader of a large file is modelled too fast.
 */
export const MOUNTPOINT_INITIAL_REQUEST_BYTES = MIB_BYTES + 128 * KIB_BYTES;
export const MOUNTPOINT_WINDOW_MULTIPLIER = 2;
export const MOUNTPOINT_MAX_READ_WINDOW_BYTES = 2 * GIB_BYTES;
export const MOUNTPOINT_PART_BYTES = S3_DEFAULT_PART_BYTES;

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
