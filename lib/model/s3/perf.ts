import type { S3Config } from "../configured-option";
import {
  S3_GET_REQUESTS_PER_SECOND_PER_PREFIX,
  S3_MAX_PARTS,
  S3_MULTIPART_EXTRA_REQUESTS,
  S3_PER_CONNECTION_BYTES_PER_SECOND,
  S3_PUT_REQUESTS_PER_SECOND_PER_PREFIX,
  s3PutRequestsPerObject,
} from "./limits";
import {
  S3_EXPRESS_GET_REQUESTS_PER_SECOND,
  S3_EXPRESS_PUT_REQUESTS_PER_SECOND,
  S3_RANDOM_RANGE_LATENCY_SECONDS,
  s3ClassSpec,
  type S3AccessMethod,
} from "./classes";
import { clientNetworkLimit, concurrencyText, requestsPerFile } from "../client/flows";
import {
  bytesPerRun,
  parallelism,
  requestParallelism,
  type LimitSpec,
  type PerfEnv,
  type PerfModel,
} from "../engine/perf-types";
import { formatBytes, formatCount, formatMilliseconds, formatRate } from "../common/message-format";
import { s3ClientConnections, s3PartsPerObject, type S3Client } from "./clients";
import {
  MOUNTPOINT_FILE_HANDLE_BYTES_PER_SECOND,
  mountpointRandomReadBytes,
  mountpointSequentialRead,
} from "./mountpoint";
import type { Operation } from "../workload-schema";

/**
 * S3 requests of one run. A plain SDK call is one GET per file (ranged GETs for random
 * reads) and one PUT per file (multipart above 5 GiB). Clients that split objects (CRT,
 * aws s3 cp, Mountpoint: ./clients.ts) make a ranged GET per part, and for writes a
 * multipart upload (create, parts, complete).
 */
export function s3RequestsPerRun(op: Operation, client: S3Client = { kind: "sdk" }): number {
  const parts = s3PartsPerObject(client, op.fileSizeBytes, op.direction);
  if (op.direction === "write") {
    // A multipart upload has at most S3_MAX_PARTS parts: larger objects get larger parts. Ranged GETs have no such cap.
    const uploadParts = Math.min(S3_MAX_PARTS, parts);
    return (
      op.fileCount *
      (uploadParts > 1 ? uploadParts + S3_MULTIPART_EXTRA_REQUESTS : s3PutRequestsPerObject(op.fileSizeBytes))
    );
  }
  if (op.access === "random") return op.fileCount * Math.max(1, requestsPerFile(op.fileSizeBytes, op.ioSizeBytes));
  return op.fileCount * parts;
}

/** Requests in flight for a run: the files in flight, or what the client keeps open per instance (./clients.ts). */
export function s3Streams(op: Operation, client: S3Client, env: PerfEnv): number {
  const files = parallelism(op, env.clients);
  const perClient = s3ClientConnections(client, env.client.networkBytesPerSecond);
  if (perClient === null) return files;
  if (client.kind === "mountpoint") {
    // Only the files the application has open are fetched: their parts, up to the client's connections.
    if (op.direction === "read" && op.access === "random")
      return Math.max(1, Math.min(perClient * env.clients, requestParallelism(op, env.clients)));
    const parts =
      op.direction === "read"
        ? mountpointSequentialRead(op.fileSizeBytes).partsInFlight
        : s3PartsPerObject(client, op.fileSizeBytes, op.direction);
    return Math.max(1, Math.min(perClient * env.clients, files * parts));
  }
  const parts = s3PartsPerObject(client, op.fileSizeBytes, op.direction);
  return Math.max(files, Math.min(perClient * env.clients, Math.max(1, op.fileCount * parts)));
}

function filesText(count: number): string {
  return `${formatCount(count)} file${count === 1 ? "" : "s"}`;
}

/**
 * Mountpoint's waits and bytes (./mountpoint.ts): a sequential read waits one first byte
 * per read window of its ramp, a random read one per read and fetches at least the
 * initial request, a write one per PUT, or three per multipart upload (create, the parts
 * in parallel, complete).
 */
function mountpointWaits(
  op: Operation,
  env: PerfEnv,
  requests: number,
  streams: number,
  latency: number,
): { seconds: number; text: string; bytesMoved: number } {
  const files = parallelism(op, env.clients);
  if (op.direction === "read" && op.access === "random") {
    const each = mountpointRandomReadBytes(op.ioSizeBytes, op.fileSizeBytes);
    return {
      seconds: (requests * latency) / streams,
      text: `Mountpoint random reads: ${formatCount(requests)} GET${requests === 1 ? "" : "s"} of at least ${formatBytes(each)} at ${concurrencyText(op, env.clients)} (${formatMilliseconds(latency)} first byte each)`,
      bytesMoved: requests * each,
    };
  }
  if (op.direction === "read") {
    const rounds = mountpointSequentialRead(op.fileSizeBytes).rounds;
    return {
      seconds: (op.fileCount * rounds * latency) / files,
      text: `Mountpoint prefetch ramp: ${formatCount(rounds)} read window${rounds === 1 ? "" : "s"} per file, ${filesText(op.fileCount)} at ${concurrencyText(op, env.clients)} (${formatMilliseconds(latency)} first byte each)`,
      bytesMoved: bytesPerRun(op),
    };
  }
  const waits = requests > op.fileCount ? 1 + S3_MULTIPART_EXTRA_REQUESTS : 1;
  return {
    seconds: (op.fileCount * waits * latency) / files,
    text: `Mountpoint uploads: ${filesText(op.fileCount)} at ${concurrencyText(op, env.clients)}, ${formatCount(waits)} request wait${waits === 1 ? "" : "s"} each (${formatMilliseconds(latency)})`,
    bytesMoved: bytesPerRun(op),
  };
}

const METHOD_TEXT: Record<S3AccessMethod, string> = {
  sdk: "SDK, one request per object",
  crt: "CRT parallel parts",
  "aws-cli": "aws s3 cp, 10 requests in flight",
  mountpoint: "Mountpoint",
};

/** An S3 class through a client: request latency per request, per-connection throughput, request rates; archive reads wait for a restore. */
export function s3Perf(cfg: S3Config | null, env: PerfEnv): PerfModel {
  const spec = s3ClassSpec(cfg?.storageClass ?? "standard");
  // The estimate option `s3Client` (what-if for every S3 option at once) wins over the option's own access method.
  const client: S3Client = env.s3Client ?? { kind: cfg?.accessMethod ?? "sdk" };
  const method: S3AccessMethod = client.kind;
  const express = spec.storageClass === "express-one-zone";
  function plan(op: Operation) {
    const read = op.direction === "read";
    // Random ranges of a large object wait longer than a recently read range, except on Express (./classes.ts).
    const latency =
      read && op.access === "random" && !express
        ? Math.max(spec.firstByteLatencySeconds, S3_RANDOM_RANGE_LATENCY_SECONDS)
        : spec.firstByteLatencySeconds;
    const requests = s3RequestsPerRun(op, client);
    const streams = s3Streams(op, client, env);
    const mountpoint = method === "mountpoint" ? mountpointWaits(op, env, requests, streams, latency) : null;
    const bytes = mountpoint?.bytesMoved ?? bytesPerRun(op);
    const rate = express
      ? read
        ? S3_EXPRESS_GET_REQUESTS_PER_SECOND
        : S3_EXPRESS_PUT_REQUESTS_PER_SECOND
      : read
        ? S3_GET_REQUESTS_PER_SECOND_PER_PREFIX
        : S3_PUT_REQUESTS_PER_SECOND_PER_PREFIX;
    const rateLabel = express ? "per directory bucket" : "per prefix";
    const limits: LimitSpec[] = [
      clientNetworkLimit(env, bytes),
      {
        label: `S3 ${read ? "GET" : "PUT"} rate ${formatCount(rate)} requests/s ${rateLabel}`,
        ratePerSecond: rate,
        demand: requests,
      },
      {
        label: `S3 per-connection throughput ${formatRate(S3_PER_CONNECTION_BYTES_PER_SECOND)} x ${formatCount(streams)} connection${streams === 1 ? "" : "s"} (${METHOD_TEXT[method]})`,
        ratePerSecond: S3_PER_CONNECTION_BYTES_PER_SECOND * streams,
        demand: bytes,
        shares: streams,
      },
    ];
    if (mountpoint !== null) {
      // Each open file's bytes pass serially through the kernel and the Mountpoint process (./mountpoint.ts).
      const files = parallelism(op, env.clients);
      limits.push({
        label: `Mountpoint per open file ${formatRate(MOUNTPOINT_FILE_HANDLE_BYTES_PER_SECOND)} x ${formatCount(files)} file${files === 1 ? "" : "s"} at once (FUSE and Mountpoint serial per file: CPU-bound)`,
        ratePerSecond: MOUNTPOINT_FILE_HANDLE_BYTES_PER_SECOND * files,
        demand: bytesPerRun(op),
      });
    }
    let overheadSeconds = mountpoint?.seconds ?? (requests * latency) / streams;
    let overheadLabel =
      mountpoint?.text ??
      `S3 request latency: ${formatCount(requests)} requests at ${concurrencyText(op, env.clients)}, ${formatCount(streams)} in flight (${formatMilliseconds(latency)} each)`;
    const tier = cfg?.retrievalTier ?? spec.defaultRestoreTier;
    const restore = tier === null ? undefined : spec.restoreTiers?.[tier];
    const restoring = read && bytes > 0 && restore !== undefined;
    if (restoring) {
      // Restores of all the run's objects proceed together: the run waits for the slowest, AWS's upper bound.
      overheadSeconds += restore.seconds;
      overheadLabel = `${spec.label} ${tier} restore (${restore.text}) before the GETs; then ${overheadLabel}`;
    }
    // Each connection waits for its requests' first bytes, then moves them: its waits overlap
    // the other connections' bytes. Not a restore (it comes before every GET) nor Mountpoint's
    // prefetch (./mountpoint.ts sets its own waits against its own transfer).
    return { overheadSeconds, overheadLabel, limits, streams: mountpoint === null && !restoring ? streams : 1 };
  }
  return { buckets: [], plan };
}
