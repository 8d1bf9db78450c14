import type { S3Config } from "./configured-option";
import {
  S3_GET_REQUESTS_PER_SECOND_PER_PREFIX,
  S3_MAX_PARTS,
  S3_MULTIPART_EXTRA_REQUESTS,
  S3_PER_CONNECTION_BYTES_PER_SECOND,
  S3_PUT_REQUESTS_PER_SECOND_PER_PREFIX,
  s3PutRequestsPerObject,
} from "./limits-s3";
import {
  AWS_CLI_MAX_CONCURRENT_REQUESTS,
  S3_EXPRESS_GET_REQUESTS_PER_SECOND,
  S3_EXPRESS_PUT_REQUESTS_PER_SECOND,
  S3_PARALLEL_PART_BYTES,
  s3ClassSpec,
  type S3AccessMethod,
} from "./limits-s3-classes";
import { clientNetworkLimit, concurrencyText, requestsPerFile } from "./perf-common";
import { bytesPerRun, parallelism, type LimitSpec, type PerfEnv, type PerfModel } from "./perf-types";
import { formatCount, formatMilliseconds, formatRate } from "./message-format";
import type { Operation } from "./workload-schema";

/** Parts a parallel client (CRT, AWS CLI, Mountpoint) splits one object into: 8 MiB each, at most 10,000. */
function partsPerObject(sizeBytes: number): number {
  return Math.max(1, Math.min(S3_MAX_PARTS, Math.ceil(sizeBytes / S3_PARALLEL_PART_BYTES)));
}

/**
 * S3 requests of one run. A plain SDK call is one GET per file (ranged GETs for random
 * reads) and one PUT per file (multipart above 5 GiB). Parallel clients split objects
 * above 8 MiB into 8 MiB parts: a ranged GET per part, and for writes a multipart upload
 * (create, parts, complete).
 */
export function s3RequestsPerRun(op: Operation, method: S3AccessMethod = "sdk"): number {
  const parallelClient = method !== "sdk";
  if (op.direction === "write") {
    if (!parallelClient) return op.fileCount * s3PutRequestsPerObject(op.fileSizeBytes);
    const parts = partsPerObject(op.fileSizeBytes);
    return op.fileCount * (parts > 1 ? parts + S3_MULTIPART_EXTRA_REQUESTS : 1);
  }
  if (op.access === "random") return op.fileCount * Math.max(1, requestsPerFile(op.fileSizeBytes, op.ioSizeBytes));
  return op.fileCount * (parallelClient ? partsPerObject(op.fileSizeBytes) : 1);
}

/** Connections in flight for a run: what the access method keeps open at once. */
export function s3Streams(op: Operation, method: S3AccessMethod, env: PerfEnv): number {
  const files = parallelism(op, env.clients);
  if (method === "sdk") return files;
  const requests = Math.max(1, s3RequestsPerRun(op, method));
  if (method === "aws-cli") return Math.max(1, Math.min(requests, AWS_CLI_MAX_CONCURRENT_REQUESTS * env.clients));
  // CRT and Mountpoint open as many part requests as it takes to fill the instance's network.
  const toFillNetwork = Math.ceil(env.client.networkBytesPerSecond / S3_PER_CONNECTION_BYTES_PER_SECOND) * env.clients;
  const perFile = Math.max(1, Math.ceil(requests / Math.max(1, op.fileCount)));
  return Math.max(1, Math.min(requests, files * perFile, Math.max(files, toFillNetwork)));
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
  const method = cfg?.accessMethod ?? "sdk";
  const express = spec.storageClass === "express-one-zone";
  const latency = spec.firstByteLatencySeconds;
  function plan(op: Operation) {
    const read = op.direction === "read";
    const bytes = bytesPerRun(op);
    const requests = s3RequestsPerRun(op, method);
    const streams = s3Streams(op, method, env);
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
      { label: `S3 ${read ? "GET" : "PUT"} rate ${formatCount(rate)} requests/s ${rateLabel}`, ratePerSecond: rate, demand: requests },
      {
        label: `S3 per-connection throughput ${formatRate(S3_PER_CONNECTION_BYTES_PER_SECOND)} x ${formatCount(streams)} connection${streams === 1 ? "" : "s"} (${METHOD_TEXT[method]})`,
        ratePerSecond: S3_PER_CONNECTION_BYTES_PER_SECOND * streams,
        demand: bytes,
      },
    ];
    let overheadSeconds = (requests * latency) / streams;
    let overheadLabel = `S3 request latency: ${formatCount(requests)} requests at ${concurrencyText(op, env.clients)}, ${formatCount(streams)} in flight (${formatMilliseconds(latency)} each)`;
    const tier = cfg?.retrievalTier ?? spec.defaultRestoreTier;
    const restore = tier === null ? undefined : spec.restoreTiers?.[tier];
    if (read && bytes > 0 && restore !== undefined) {
      // Restores of all the run's objects proceed together: the run waits for the slowest, AWS's upper bound.
      overheadSeconds += restore.seconds;
      overheadLabel = `${spec.label} ${tier} restore (${restore.text}) before the GETs; then ${overheadLabel}`;
    }
    return { overheadSeconds, overheadLabel, limits };
  }
  return { buckets: [], plan };
}
