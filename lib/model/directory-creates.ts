import { ROUND_TRIPS_PER_FILE } from "./latency-constants";
import { concurrencyText, perFileLabel } from "./perf-common";
import { formatCount, formatMilliseconds } from "./message-format";
import { parallelism } from "./perf-types";
import type { Operation } from "./workload-schema";

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

export interface PerFileOverhead {
  overheadSeconds: number;
  overheadLabel: string;
}

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

/**
 * The per-file round trips of `op`, `perFileSeconds` each with `parallelism` files in
 * flight, or, for a write into few directories, the creates taking turns in them
 * (`createSeconds` each: the create's one round trip) when that is longer.
 * `createSeconds` null: the client or protocol has no such lock modelled.
 */
export function perFileOverhead(op: Operation, clients: number, perFileSeconds: number, createSeconds: number | null, label?: string): PerFileOverhead {
  const perFile = { overheadSeconds: (op.fileCount * perFileSeconds) / parallelism(op, clients), overheadLabel: label ?? perFileLabel(op, clients, perFileSeconds) };
  if (op.direction !== "write" || createSeconds === null || createSeconds <= 0 || op.directories === undefined) return perFile;
  const lockHolders = createsInFlight(op, clients);
  const creates = (op.fileCount * createSeconds) / lockHolders;
  if (creates <= perFile.overheadSeconds) return perFile;
  const dirs = `${formatCount(op.directories)} director${op.directories === 1 ? "y" : "ies"}`;
  return {
    overheadSeconds: creates,
    overheadLabel: `creates take turns in each directory: ${formatCount(op.fileCount)} files into ${dirs} at ${concurrencyText(op, clients)} (${formatMilliseconds(createSeconds)} per create; a Linux client locks a directory for each create in it)`,
  };
}
