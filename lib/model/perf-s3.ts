import {
  S3_GET_REQUESTS_PER_SECOND_PER_PREFIX,
  S3_PER_CONNECTION_BYTES_PER_SECOND,
  S3_PUT_REQUESTS_PER_SECOND_PER_PREFIX,
  S3_REQUEST_LATENCY_SECONDS,
  s3PutRequestsPerObject,
} from "./limits-s3";
import { clientNetworkLimit, concurrencyText, requestsPerFile } from "./perf-common";
import { bytesPerRun, parallelism, type LimitSpec, type PerfEnv, type PerfModel } from "./perf-types";
import { formatCount, formatMilliseconds, formatRate } from "./message-format";
import type { Operation } from "./workload-schema";

/** S3 requests of one run: a GET per file (ranged GETs for random reads), PUTs or multipart parts per file written. */
export function s3RequestsPerRun(op: Operation): number {
  if (op.direction === "write") return op.fileCount * s3PutRequestsPerObject(op.fileSizeBytes);
  return op.fileCount * (op.access === "random" ? Math.max(1, requestsPerFile(op.fileSizeBytes, op.ioSizeBytes)) : 1);
}

/** S3 Standard through a plain client: request latency per request, one connection per file in flight, prefix request rates. */
export function s3Perf(env: PerfEnv): PerfModel {
  function plan(op: Operation) {
    const read = op.direction === "read";
    const bytes = bytesPerRun(op);
    const parallel = parallelism(op, env.clients);
    const requests = s3RequestsPerRun(op);
    const prefixRate = read ? S3_GET_REQUESTS_PER_SECOND_PER_PREFIX : S3_PUT_REQUESTS_PER_SECOND_PER_PREFIX;
    const connections = S3_PER_CONNECTION_BYTES_PER_SECOND * parallel;
    const limits: LimitSpec[] = [
      clientNetworkLimit(env, bytes),
      { label: `S3 ${read ? "GET" : "PUT"} rate ${formatCount(prefixRate)} requests/s per prefix`, ratePerSecond: prefixRate, demand: requests },
      {
        label: `S3 per-connection throughput ${formatRate(S3_PER_CONNECTION_BYTES_PER_SECOND)} x ${formatCount(parallel)} connection${parallel === 1 ? "" : "s"}`,
        ratePerSecond: connections,
        demand: bytes,
      },
    ];
    return {
      overheadSeconds: (requests * S3_REQUEST_LATENCY_SECONDS) / parallel,
      overheadLabel: `S3 request latency: ${formatCount(requests)} requests at ${concurrencyText(op, env.clients)} (${formatMilliseconds(S3_REQUEST_LATENCY_SECONDS)} each)`,
      limits,
    };
  }
  return { buckets: [], plan };
}
