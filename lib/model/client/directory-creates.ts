import { ROUND_TRIPS_PER_FILE } from "../engine/latency-constants";
import { concurrencyText, perFileLabel } from "./flows";
import { formatCount, formatMilliseconds } from "../common/message-format";
import { parallelism, type LimitSpec, type OpPlan } from "../engine/perf-types";
import type { Operation } from "../workload-schema";

/**
 * Creates in one directory take turns on each Linux client. The kernel locks a directory
 * exclusively for every create in it (Documentation/filesystems/directory-locking.rst,
 * "object creation. Locking rules: lock the directory we are accessing (exclusive)"), and
 * on a network file system the lock is held while the create's round trip goes to the
 * server: "contention in creating multiple files in a directory ... the inode read-write
 * semaphore (i_rwsem) for the directory is serializing operations" for NFS and Lustre (LWN,
 * "Parallel directory operations", 2025-04-16, lwn.net/Articles/1017477). FSx for Lustre
 * says the same of its servers: limiting files per directory "reduces the time required for
 * the file system to acquire a lock on the parent directory" (FSx for Lustre User Guide,
 * Performance tips, read 2026-11).
 *
 * So a write operation whose files go into `directories` directories keeps at most one
 * create per directory and client in flight, whatever its concurrency. The rest of a file's
 * round trips (data, close, metadata updates) do not hold the directory and overlap.
 */

/** NFS (EFS, ONTAP, OpenZFS): a file written costs create, data and close round trips; the create is one of them. */
export function nfsCreateSeconds(perFileWriteSeconds: number): number {
  return perFileWriteSeconds / ROUND_TRIPS_PER_FILE;
}

/** Lustre: a file written costs an open (the create) and a close at the metadata server; data goes asynchronously. */
export function lustreCreateSeconds(perFileWriteSeconds: number): number {
  return perFileWriteSeconds / (ROUND_TRIPS_PER_FILE - 1);
}

/** Creates that can be in flight at once: one per directory on each client, at most the writers. */
function createsInFlight(op: Operation, clients: number): number {
  const writers = parallelism(op, clients);
  return op.directories === undefined ? writers : Math.min(writers, op.directories * Math.max(1, clients));
}

/** What a file costs beyond its bytes, and what caps the rate of files. */
export interface PerFileCosts {
  /** Round trips per file, seconds, with `parallelism` files in flight. */
  perFileSeconds: number;
  /** One create's round trip, where a Linux client locks the directory for it; null: not modelled. */
  createSeconds: number | null;
  /** Words for the per-file term (default: "per-file latency: ..."). */
  label?: string;
  /** The servers' ceiling on files a second (FSx for Lustre's metadata IOPS), and its words (made only when it binds). */
  serverFiles?: { perSecond: number; label: () => string } | null;
}

/**
 * The plan of `op` with `limits` for its bytes and, before them, the time its files take:
 * the longest of their round trips (the files in flight overlap them), the creates taking
 * turns in few directories, and the servers' rate of files. Those overlap each other, so
 * the longest holds the run, not their sum; the bytes move after, or, with several streams,
 * while other streams wait (stream-overlap.ts). Every estimate plans each
 * operation on every option, so the common case (none of the ceilings binds) allocates one
 * object and formats one label.
 */
export function perFilePlan(op: Operation, clients: number, costs: PerFileCosts, limits: LimitSpec[]): OpPlan {
  const streams = parallelism(op, clients);
  let seconds = (op.fileCount * costs.perFileSeconds) / streams;
  let label: (() => string) | null = null;
  const create = costs.createSeconds;
  if (op.direction === "write" && create !== null && create > 0 && op.directories !== undefined) {
    const creates = (op.fileCount * create) / createsInFlight(op, clients);
    if (creates > seconds) {
      seconds = creates;
      label = () => directoryTurnsLabel(op, clients, create);
    }
  }
  const server = costs.serverFiles;
  if (server && server.perSecond > 0 && op.fileCount / server.perSecond > seconds) {
    seconds = op.fileCount / server.perSecond;
    label = server.label;
  }
  const overheadLabel = label !== null ? label() : (costs.label ?? perFileLabel(op, clients, costs.perFileSeconds));
  return { overheadSeconds: seconds, overheadLabel, limits, streams };
}

function directoryTurnsLabel(op: Operation, clients: number, createSeconds: number): string {
  const dirs = `${formatCount(op.directories!)} director${op.directories === 1 ? "y" : "ies"}`;
  return `creates take turns in each directory: ${formatCount(op.fileCount)} files into ${dirs} at ${concurrencyText(op, clients)} (${formatMilliseconds(createSeconds)} per create; a Linux client locks a directory for each create in it)`;
}
