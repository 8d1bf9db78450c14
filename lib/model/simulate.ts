import { TimelineRecorder, type TimelinePoint, type Vertex } from "./credits";
import { addTime, dayOf, Simulation } from "./simulation-engine";
import type { BucketSpec, PerfModel } from "./perf-types";
import { SECONDS_PER_DAY } from "@/lib/units";
import type { Operation } from "./workload-schema";

/**
 * Event-driven simulation of a workload over its period. Each day every operation runs
 * `timesPerDay` times, its runs spread evenly from midnight; runs never overlap (a run
 * that finds the storage busy waits). Between events credit balances change linearly,
 * so the simulation steps from event to event: run start and end, overhead end, a bucket
 * emptying. Once a day starts with the same balances as the day before, every later day
 * repeats it, and the remaining days are copied instead of simulated.
 */

export interface OperationOutcome {
  durationSecondsPerDay: number;
  bottleneck: string;
}

export interface BucketOutcome {
  spec: BucketSpec;
  /** Seconds from the start of the period when the bucket first ran dry; null if it never did. */
  depletedAtSeconds: number | null;
  minBalance: number;
  timeline: TimelinePoint[];
}

export interface SimulationOutcome {
  /** 1-based day whose total duration is the largest (the first such day). */
  worstDay: number;
  dayTotals: number[];
  durationSecondsPerDay: number;
  /** Per operation, on the worst day. */
  operations: OperationOutcome[];
  buckets: BucketOutcome[];
  /** First day whose runs did not finish before the next day began; null if none. */
  overflowDay: number | null;
}

export interface SimulationOptions {
  days: number;
  timelinePoints: number;
}

interface ScheduledRun {
  op: number;
  offset: number;
}

interface DayRecord {
  total: number;
  durations: number[];
  labelTimes: Map<string, number>[];
}

/** The lowest and highest vertex of each `slice` seconds, in time order. */
function thin(vertices: readonly Vertex[], slice: number): Vertex[] {
  if (vertices.length <= 4) return [...vertices];
  const out: Vertex[] = [];
  let index = -1;
  let low: Vertex | undefined;
  let high: Vertex | undefined;
  const flush = () => {
    if (low && high) out.push(...(low.t <= high.t ? [low, high] : [high, low]));
  };
  for (const v of vertices) {
    const i = Math.floor(v.t / slice);
    if (i !== index) {
      flush();
      index = i;
      low = v;
      high = v;
    } else {
      if (v.balance < low!.balance) low = v;
      if (v.balance > high!.balance) high = v;
    }
  }
  flush();
  return out;
}

function schedule(operations: readonly Operation[]): ScheduledRun[] {
  const runs: ScheduledRun[] = [];
  operations.forEach((op, index) => {
    for (let k = 0; k < op.timesPerDay; k++) runs.push({ op: index, offset: (k * SECONDS_PER_DAY) / op.timesPerDay });
  });
  return runs.sort((a, b) => a.offset - b.offset || a.op - b.op);
}

function sameState(a: readonly number[], b: readonly number[], buckets: readonly BucketSpec[]): boolean {
  return a.every((value, i) => Math.abs(value - (b[i] ?? NaN)) <= Math.max(1e-9, (buckets[i]?.capacity ?? 0) * 1e-9));
}

function topLabel(labels: Map<string, number>): string {
  let best = "";
  let bestTime = -1;
  for (const [label, time] of labels) {
    if (time > bestTime) {
      best = label;
      bestTime = time;
    }
  }
  return bestTime > 0 ? best : "nothing to move (no files or no bytes)";
}

export function simulate(perf: PerfModel, operations: readonly Operation[], options: SimulationOptions): SimulationOutcome {
  const sim = new Simulation(perf.buckets);
  const periodSeconds = options.days * SECONDS_PER_DAY;
  const recorders = perf.buckets.map((b) => new TimelineRecorder(periodSeconds, options.timelinePoints, b.unitSize));
  const plans = operations.map((op) => perf.plan(op));
  const runs = schedule(operations);
  const dayTotals: number[] = [];
  let overflowDay: number | null = null;
  let previous: number[] | null = null;
  let previousQueued = false;
  let lastDay: (DayRecord & { start: number; end: number; idled: boolean }) | null = null;
  let worst: { day: number; record: DayRecord } | null = null;
  let steady: { from: number; shift: number } | null = null;

  for (let d = 0; d < options.days; d++) {
    const dayStart = d * SECONDS_PER_DAY;
    if (sim.t < dayStart) sim.idle(dayStart - sim.t);
    const start = sim.t;
    const queued = start > dayStart;
    const state = [...sim.balances];
    if (previous !== null && lastDay !== null && sameState(state, previous, perf.buckets)) {
      if (!queued && !previousQueued) {
        steady = { from: d, shift: SECONDS_PER_DAY };
        break;
      }
      // Overloaded: yesterday ran back to back for over a day from this same state, so every later day repeats it, later each time.
      const busy = lastDay.end - lastDay.start;
      if (queued && !lastDay.idled && busy >= SECONDS_PER_DAY) {
        steady = { from: d, shift: busy };
        break;
      }
    }
    previous = state;
    previousQueued = queued;
    sim.dayVertices.forEach((v) => (v.length = 0));
    sim.markVertices();
    const record: DayRecord = { total: 0, durations: operations.map(() => 0), labelTimes: operations.map(() => new Map()) };
    let idled = false;
    for (const run of runs) {
      const scheduled = dayStart + run.offset;
      if (sim.t < scheduled) {
        sim.idle(scheduled - sim.t);
        idled = true;
      }
      const plan = plans[run.op]!;
      const labels = record.labelTimes[run.op]!;
      const runStart = sim.t;
      sim.idle(plan.overheadSeconds);
      addTime(labels, plan.overheadLabel, plan.overheadSeconds);
      sim.transfer(plan, labels);
      record.durations[run.op] = (record.durations[run.op] ?? 0) + (sim.t - runStart);
    }
    record.total = record.durations.reduce((a, b) => a + b, 0);
    const end = sim.t;
    if (sim.t > dayStart + SECONDS_PER_DAY) overflowDay ??= d + 1;
    else sim.idle(dayStart + SECONDS_PER_DAY - sim.t);
    sim.dayVertices.forEach((vertices, i) => vertices.forEach((v) => recorders[i]?.add(v.t, v.balance)));
    dayTotals.push(record.total);
    if (worst === null || record.total > worst.record.total) worst = { day: d + 1, record };
    lastDay = { ...record, start, end, idled };
    if (!Number.isFinite(sim.t)) break;
  }

  if (steady !== null && lastDay !== null) {
    // Copies only need what the chart keeps: the extremes of each quarter of a chart window.
    const slice = periodSeconds / Math.max(1, options.timelinePoints) / 2;
    const template = sim.dayVertices.map((vertices) => thin(vertices, slice));
    for (let d = steady.from; d < options.days; d++) {
      dayTotals.push(lastDay.total);
      const shift = (d - steady.from + 1) * steady.shift;
      if (lastDay.start + shift > periodSeconds) continue;
      template.forEach((vertices, i) => vertices.forEach((v) => recorders[i]?.add(v.t + shift, v.balance)));
    }
  }

  const worstRecord = worst?.record ?? { total: 0, durations: operations.map(() => 0), labelTimes: operations.map(() => new Map<string, number>()) };
  return {
    worstDay: worst?.day ?? 1,
    dayTotals,
    durationSecondsPerDay: worstRecord.total,
    operations: operations.map((_, i) => ({
      durationSecondsPerDay: worstRecord.durations[i] ?? 0,
      bottleneck: topLabel(worstRecord.labelTimes[i] ?? new Map()),
    })),
    buckets: perf.buckets.map((spec, i) => ({
      spec,
      depletedAtSeconds: sim.depletedAt[i] ?? null,
      minBalance: sim.minBalance[i] ?? spec.initial,
      timeline: recorders[i]?.points() ?? [],
    })),
    overflowDay,
  };
}

export { dayOf };
