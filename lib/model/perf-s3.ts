import {
  S3_GET_REQUESTS_PER_SECOND_PER_PREFIX,
  S3_PER_CONNECTION_BYTES_PER_SECOND,
  S3_PUT_REQUESTS_PER_SECOND_PER_PREFIX,
  S3_MULTIPART_EXTRA_REQUESTS,
  S3_REQUEST_LATENCY_SECONDS,
  s3PutRequestsPerObject,
} from "./limits-s3";
import { s3ClientConnections, s3PartsPerObject, type S3Client } from "./s3-clients";
import { clientNetworkLimit, requestsPerFile } from "./perf-common";
import { bytesPerRun, parallelism, type LimitSpec, type PerfEnv, type PerfModel } from "./perf-types";
import { formatCount, formatMilliseconds, formatRate } from "./message-format";
import type { Operation } from "./workload-schema";

/** S3 requests of one run: a GET per file (ranged GETs for random reads), PUTs or multipart parts per file written. */
export function s3RequestsPerRun(op: Operation, client: S3Client = { kind: "sdk" }): number {
  const parts = s3PartsPerObject(client, op.fileSizeBytes, op.direction);
  if (op.direction === "write") return op.fileCount * (parts > 1 ? parts + S3_MULTIPART_EXTRA_REQUESTS : s3PutRequestsPerObject(op.fileSizeBytes));
  if (op.access === "random") return op.fileCount * Math.max(1, requestsPerFile(op.fileSizeBytes, op.ioSizeBytes));
  return op.fileCount * parts;
}

/**
 * S3 Standard: request latency per request, S3's per-request throughput times the requests
 * the client keeps in flight (s3-clients.ts), prefix request rates, the client network.
 */
export function s3Perf(env: PerfEnv): PerfModel {
  const client: S3Client = env.s3Client ?? { kind: "sdk" };
  function plan(op: Operation) {
    const read = op.direction === "read";
    const bytes = bytesPerRun(op);
    const parallel = parallelism(op, env.clients);
    const requests = s3RequestsPerRun(op, client);
    const perClient = s3ClientConnections(client, env.client.networkBytesPerSecond);
    const parts = s3PartsPerObject(client, op.fileSizeBytes, op.direction);
    const inFlight = perClient === null ? parallel : Math.max(parallel, Math.min(perClient * env.clients, Math.max(1, op.fileCount * parts)));
    const prefixRate = read ? S3_GET_REQUESTS_PER_SECOND_PER_PREFIX : S3_PUT_REQUESTS_PER_SECOND_PER_PREFIX;
    const who = client.kind === "sdk" ? "" : ` (${client.kind})`;
    const limits: LimitSpec[] = [
      clientNetworkLimit(env, bytes),
      { label: `S3 ${read ? "GET" : "PUT"} rate ${formatCount(prefixRate)} requests/s per prefix`, ratePerSecond: prefixRate, demand: requests },
      {
        label: `S3 per-connection throughput ${formatRate(S3_PER_CONNECTION_BYTES_PER_SECOND)} x ${formatCount(inFlight)} connection${inFlight === 1 ? "" : "s"}${who}`,
        ratePerSecond: S3_PER_CONNECTION_BYTES_PER_SECOND * inFlight,
        demand: bytes,
      },
    ];
    return {
      overheadSeconds: (requests * S3_REQUEST_LATENCY_SECONDS) / inFlight,
      overheadLabel: `S3 request latency: ${formatCount(requests)} requests, ${formatCount(inFlight)} in flight (${formatMilliseconds(S3_REQUEST_LATENCY_SECONDS)} each)`,
      limits,
    };
  }
  return { buckets: [], plan };
}
