import type { LimitSpec, OpPlan } from "./perf-types";

/**
 * Several streams overlap one stream's waits with the others' bytes.
 *
 * Each of N streams repeats: wait for a file's round trips, then move its bytes. A run
 * cannot end before its bytes have moved at the limits' rate (the transfer, T_t), nor
 * before any one stream has done its own share: its waits (the plan's overhead, already
 * the files' latency divided among the N streams, T_o) plus its own bytes at the rate one
 * stream reaches alone (s x T_t). The run takes the longer of the two:
 *
 *   T = max(T_t, T_o + s x T_t)
 *
 * These are the asymptotic bounds of operational analysis for N jobs cycling between a
 * delay (the round trip) and a shared server (the bytes): throughput is at most
 * min(N / (Z + D), 1 / D) (Lazowska, Zahorjan, Graham, Sevcik, "Quantitative System
 * Performance", 1984, chapter 5). With equal files the streams fall out of step and the
 * bound is what they reach. With one stream, s = 1: waits and bytes add up, as before.
 *
 * s is the share of the transfer on one stream's path: one stream moves 1/N of the bytes
 * at the rate it reaches alone (each limit's rate, a per-stream limit's divided among its
 * shares). A run held by a per-stream limit (a single-flow TCP connection, a read-ahead
 * chain) gives s = 1: its streams' bytes do not overlap each other's waits any more than
 * one stream's do.
 */
export function streamShareOfTransfer(plan: OpPlan): number {
  const streams = plan.streams ?? 1;
  if (!(streams > 1)) return 1;
  const { all, one } = runSpeeds(plan.limits);
  if (!Number.isFinite(all) || !(one > 0)) return 1;
  return Math.min(1, Math.max(1 / streams, all / (streams * Math.min(one, all))));
}

/**
 * Runs a second the limits allow (their demands met at their rates): all streams together
 * (`all`), and one stream alone, a per-stream limit's rate divided among its shares (`one`).
 */
function runSpeeds(limits: readonly LimitSpec[]): { all: number; one: number } {
  let all = Infinity;
  let one = Infinity;
  for (const limit of limits) {
    if (!(limit.demand > 0)) continue;
    const speed = limit.ratePerSecond / limit.demand;
    all = Math.min(all, speed);
    one = Math.min(one, speed / Math.max(1, limit.shares ?? 1));
  }
  return { all, one };
}

/**
 * Seconds the run's waits add after its transfer took `transferSeconds`: what the slowest
 * stream's own path exceeds the transfer by (T - T_t above), 0 when the bytes hold the run.
 */
export function overheadBeyondTransfer(plan: OpPlan, share: number, transferSeconds: number): number {
  return Math.max(0, plan.overheadSeconds - (1 - share) * transferSeconds);
}

/**
 * Seconds one stream alone takes per byte of the run under the limits it is charged (the
 * rate `streamShareOfTransfer` gives one stream): what one request's bytes already cost in
 * the run's transfer. 0 when the run moves no bytes or no limit has a demand.
 */
export function oneStreamSecondsPerByte(limits: readonly LimitSpec[], bytes: number): number {
  if (!(bytes > 0)) return 0;
  const { one } = runSpeeds(limits);
  return Number.isFinite(one) ? 1 / (one * bytes) : 0;
}
