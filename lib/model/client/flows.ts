import { gateOnInstance, INSTANCE_NETWORK_BUCKET_ID } from "./instance-bursts";
import type { BucketSpec, LimitSpec, PerfEnv } from "../engine/perf-types";
import { formatCount, formatMilliseconds, formatRate } from "../common/message-format";
import type { Operation } from "../workload-schema";
import { GIB_BYTES } from "@/lib/units";
import { EC2_SINGLE_FLOW_BYTES_PER_SECOND } from "./network";

/** Limits and wording every family shares. */

export function concurrencyText(op: Operation, clients: number): string {
  return clients > 1
    ? `concurrency ${formatCount(op.concurrency)} x ${formatCount(clients)} clients`
    : `concurrency ${formatCount(op.concurrency)}`;
}

/** "per-file latency: 74,999 files at concurrency 1 (9.5 ms each)" */
export function perFileLabel(
  op: Operation,
  clients: number,
  perFileSeconds: number,
  what = "per-file latency",
): string {
  return `${what}: ${formatCount(op.fileCount)} file${op.fileCount === 1 ? "" : "s"} at ${concurrencyText(op, clients)} (${formatMilliseconds(perFileSeconds)} each)`;
}

/** The client instances' network: the ceiling for any network storage. */
export function clientNetworkLimit(env: PerfEnv, bytes: number): LimitSpec {
  const clients = env.clients > 1 ? ` x ${formatCount(env.clients)} clients` : "";
  const limit = {
    label: `client network ${formatRate(env.client.networkBytesPerSecond)} (${env.client.instanceType})${clients}`,
    ratePerSecond: env.client.networkBytesPerSecond * env.clients,
    demand: bytes,
    shares: env.clients,
  };
  const c = env.client;
  return gateOnInstance(
    limit,
    c.networkBytesPerSecond,
    c.networkBaselineBytesPerSecond,
    env.clients,
    INSTANCE_NETWORK_BUCKET_ID,
    `client network (${c.instanceType})${clients}`,
  );
}

/** Requests that wait for each other: `parallel` in flight, each taking `latency`; `noun` names them ("direct writes of 4 KiB"). */
export function requestChainLimit(
  requests: number,
  parallel: number,
  latencySeconds: number,
  what: string,
  op: Operation,
  clients: number,
  noun = "requests",
): LimitSpec {
  return {
    label: `${what}: ${formatCount(requests)} ${noun} at ${concurrencyText(op, clients)} (${formatMilliseconds(latencySeconds)} each)`,
    ratePerSecond: latencySeconds > 0 ? parallel / latencySeconds : Infinity,
    demand: requests,
    shares: parallel,
  };
}

/** A single sequential stream keeps one request of `requestBytes` in flight. */
export function streamLimit(
  bytes: number,
  parallel: number,
  requestBytes: number,
  latencySeconds: number,
  what: string,
): LimitSpec {
  const rate = latencySeconds > 0 ? (parallel * requestBytes) / latencySeconds : Infinity;
  const streams = parallel === 1 ? "1 stream" : `${formatCount(parallel)} streams`;
  return {
    label: `${what} ${formatRate(rate / parallel)} per stream x ${streams}`,
    ratePerSecond: rate,
    demand: bytes,
    shares: parallel,
  };
}

/**
 * TCP connections each held to EC2's single-flow rate (./network.ts): `flows`
 * connections carry the operation's bytes, `what` says why there are that many. `shares`:
 * the groups one stream is held to one of (a connection each by default; a client's
 * connections when a mount spreads every stream's requests over them).
 */
export function singleFlowLimit(bytes: number, flows: number, what: string, shares = flows): LimitSpec {
  const connections = flows === 1 ? "1 connection" : `${formatCount(flows)} connections`;
  return {
    label: `EC2 single-flow limit ${formatRate(EC2_SINGLE_FLOW_BYTES_PER_SECOND)} per TCP connection x ${connections} (${what})`,
    ratePerSecond: EC2_SINGLE_FLOW_BYTES_PER_SECOND * flows,
    demand: bytes,
    shares,
  };
}

/** Requests of at most `requestBytes` needed to move `fileSizeBytes` (0 for an empty file). */
export function requestsPerFile(fileSizeBytes: number, requestBytes: number): number {
  return fileSizeBytes > 0 ? Math.ceil(fileSizeBytes / requestBytes) : 0;
}

/**
 * An FSx network or disk credit bucket: full, it sustains `burst` for `seconds`; it refills at
 * baseline minus usage. AWS documents the same mechanism for both families: "file systems
 * accrue credits when their throughput and IOPS usage is below their baseline limits" (FSx
 * for Windows User Guide, performance) and "accrue credits when their network bandwidth usage
 * is below their baseline limits" (FSx for Lustre User Guide, performance). The FSx for
 * Windows text of 2018-2019 also promised "at least 30 minutes of bursting each day" on top
 * of that; the texts since 2020-07 (github.com/awsdocs/amazon-fsx-windows-user-guide
 * doc_source/performance.md, 2020-07-24 to 2022-10-04) say only "below baseline", which we
 * follow: a file system busy at its baseline all day earns no burst.
 */
export function fsxCreditBucket(id: string, label: string, base: number, burst: number, seconds: number): BucketSpec {
  const capacity = (burst - base) * seconds;
  return {
    id,
    label,
    unit: "GiB",
    unitSize: GIB_BYTES,
    capacity,
    initial: capacity,
    accrualPerSecond: base,
    freeUsagePerSecond: 0,
  };
}
