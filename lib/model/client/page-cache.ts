import { ROUND_TRIPS_PER_FILE } from "../engine/latency-constants";
import { formatBytes, formatCount, formatMilliseconds } from "../common/message-format";
import { bytesPerRun, parallelism, type OpPlan, type PerfEnv, type PerfModel } from "../engine/perf-types";
import { GIB_BYTES } from "@/lib/units";

/**
 * A client re-reading files it wrote itself a moment before finds their pages in its own
 * page cache. An NFS client keeps close-to-open consistency: when an application opens a
 * file, the client checks with the server that it still exists and may be opened, with a
 * GETATTR or ACCESS request, and on close it writes back what changed (Linux nfs(5) man
 * page, "Data and metadata coherence", "Close-to-open cache consistency"); the file
 * unchanged, its data is read from memory. So a cached re-read
 * costs one round trip a file instead of the three of a cold read (ROUND_TRIPS_PER_FILE:
 * open, read, close), and no bytes cross the network. An SMB client holding a lease caches
 * the same way (one round trip per open is taken as the same cost). The cache holds at most
 * the client's memory: beyond it the rest of the files are read cold.
 *
 * On only where the workload says so (an operation's `rereadsOwnWrites`): nothing else in
 * a workload tells whether the files were written by the same client, nor recently.
 */

/**
 * Memory per vCPU of the families the instance table holds, GiB (Amazon EC2 Instance
 * Types guide, "Specifications" of general purpose, compute optimized, memory optimized
 * and storage optimized instances, https://docs.aws.amazon.com/ec2/latest/instancetypes/,
 * typed 2026-11-28 from memory of those tables, UNCONFIRMED until checked against them):
 * C families 2 (c5n 2.625: c5n.large 5.25 GiB), M 4, R and i4i 8. A size's vCPUs are 2
 * for large and 4 per xlarge. T3/T4g are listed by size (t3.micro 1 GiB ... t3.2xlarge 32 GiB).
 */
const GIB_PER_VCPU: readonly [RegExp, number][] = [
  [/^c5n\./, 2.625],
  [/^c\d+[a-z]*\./, 2],
  [/^m\d+[a-z]*\./, 4],
  [/^r\d+[a-z]*\./, 8],
  [/^i4i\./, 8],
];
const BURSTABLE_GIB: Record<string, number> = {
  nano: 0.5,
  micro: 1,
  small: 2,
  medium: 4,
  large: 8,
  xlarge: 16,
  "2xlarge": 32,
};
export const INSTANCE_MEMORY_CONFIRMED = false;

function vcpus(size: string): number | null {
  if (size === "large") return 2;
  if (size === "xlarge") return 4;
  const match = /^(\d+)xlarge$/.exec(size);
  return match === null ? null : 4 * Number(match[1]);
}

/** The instance type's memory in bytes; null when the type is not one of the families above. */
export function instanceMemoryBytes(instanceType: string): number | null {
  const type = instanceType.trim().toLowerCase();
  const size = type.split(".")[1] ?? "";
  if (/^t[34]g?\./.test(type)) {
    const gib = BURSTABLE_GIB[size];
    return gib === undefined ? null : gib * GIB_BYTES;
  }
  const perVcpu = GIB_PER_VCPU.find(([pattern]) => pattern.test(type))?.[1];
  const count = vcpus(size);
  return perVcpu === undefined || count === null ? null : perVcpu * count * GIB_BYTES;
}

/** The family's model with re-reads of the client's own recent writes served from its page cache. */
export function withClientPageCache(model: PerfModel, env: PerfEnv): PerfModel {
  return {
    buckets: model.buckets,
    plan: (op) =>
      op.direction === "read" && op.rereadsOwnWrites === true && op.fileCount > 0
        ? cachedPlan(model, op, env)
        : model.plan(op),
  };
}

function cachedPlan(model: PerfModel, op: Parameters<PerfModel["plan"]>[0], env: PerfEnv): OpPlan {
  const bytes = bytesPerRun(op);
  const memory = instanceMemoryBytes(env.client.instanceType);
  // The clients share the run: each caches what it wrote, up to its own memory.
  const cacheBytes = memory === null ? Infinity : memory * env.clients;
  const cachedFiles = bytes <= cacheBytes ? op.fileCount : Math.floor((op.fileCount * cacheBytes) / bytes);
  const coldFiles = op.fileCount - cachedFiles;
  // One revalidation a file: a third of what a cold read of an empty file waits.
  const empty = model.plan({ ...op, fileSizeBytes: 0 });
  const perFile = (empty.overheadSeconds * parallelism(op, env.clients)) / op.fileCount / ROUND_TRIPS_PER_FILE;
  const cachedSeconds = (cachedFiles * perFile) / parallelism(op, env.clients);
  const label = `client page cache: ${formatCount(cachedFiles)} files re-read from memory, one close-to-open revalidation each (${formatMilliseconds(perFile)} latency)${
    coldFiles > 0
      ? `; ${formatCount(coldFiles)} beyond the client's ${formatBytes(cacheBytes)} of memory read cold`
      : ""
  }`;
  if (coldFiles === 0)
    return { overheadSeconds: cachedSeconds, overheadLabel: label, limits: [], streams: empty.streams };
  const cold = model.plan({ ...op, fileCount: coldFiles });
  return {
    ...cold,
    overheadSeconds: cold.overheadSeconds + cachedSeconds,
    overheadLabel: cachedSeconds >= cold.overheadSeconds ? label : cold.overheadLabel,
  };
}
