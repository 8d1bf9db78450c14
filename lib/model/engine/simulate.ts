import { ChartTemplate } from "./chart-template";
import { TimelineRecorder } from "./timeline-recorder";
import { emptyTolerance, type TimelinePoint } from "./credits";
import { LabelTimes } from "./label-times";
import { dayOf, Simulation } from "./simulation-engine";
import type { BucketSpec, PerfModel } from "./perf-types";
import { overheadBeyondTransfer, streamShareOfTransfer } from "./stream-overlap";
import { SECONDS_PER_DAY } from "@/lib/units";
import type { Operation } from "../workload-schema";

/**
 * Event-driven simulation of a workload over its period. Each day every operation runs
 * `timesPerDay` times, its runs spread evenly from midnight; runs never overlap (a run
 * that finds the storage busy waits). Between events credit balances change linearly,
 * so the simulation steps from event to event: run start and end, overhead end, a bucket
 * emptying. Once a day starts with the same balances as the day before, every later day
 * repeats it, and the remaining days are copied instead of simulated. Within a day the
 * same holds for cycles of the schedule (with every operation run 90 times a day, 90
 * cycles of one run each): once a cycle starts on time with the balances the previous
 * one started with, the rest of the day repeats that cycle and is copied (kept as a
 * block that the chart reads a window at a time). A cycle that moved some balances by an
 * amount while keeping them clear of empty and full (credits draining or filling over the
 * day) is copied too, those balances moved on each time, until one nears empty or full:
 * the simulation's cost grows with the events that change its course, not with runs.
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
  /** Copy repeating cycles and days instead of stepping through them (default true; false is the stepping oracle of the tests). */
  copyRepeats?: boolean;
}

interface ScheduledRun {
  op: number;
  offset: number;
}

interface DayRecord {
  total: number;
  durations: number[];
  labelTimes: LabelTimes[];
}

function schedule(operations: readonly Operation[]): ScheduledRun[] {
  const runs: ScheduledRun[] = [];
  operations.forEach((op, index) => {
    for (let k = 0; k < op.timesPerDay; k++) runs.push({ op: index, offset: (k * SECONDS_PER_DAY) / op.timesPerDay });
  });
  return runs.sort((a, b) => a.offset - b.offset || a.op - b.op);
}

/**
 * The schedule's repeating unit within a day: with g the greatest common divisor of the
 * operations' runs a day, the day is g identical cycles of runs.length / g runs each,
 * SECONDS_PER_DAY / g apart. Null when the day does not repeat (g = 1).
 */
export interface DayCycles {
  count: number;
  runsPerCycle: number;
  shiftSeconds: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export function dayCycles(operations: readonly Operation[], runs: readonly ScheduledRun[]): DayCycles | null {
  const count = operations.reduce((g, op) => gcd(g, op.timesPerDay), 0);
  if (count < 2 || runs.length % count !== 0) return null;
  const runsPerCycle = runs.length / count;
  const shiftSeconds = SECONDS_PER_DAY / count;
  // The sort by (offset, op) must give the same order in every cycle.
  for (let k = runsPerCycle; k < runs.length; k++) {
    const a = runs[k - runsPerCycle]!;
    const b = runs[k]!;
    if (a.op !== b.op || Math.abs(b.offset - a.offset - shiftSeconds) > 1e-6) return null;
  }
  return { count, runsPerCycle, shiftSeconds };
}

/**
 * An estimate simulates the same operations on every option: their schedule is worked out
 * once. It depends only on each operation's runs a day, and estimates of the same workload
 * parse new operations each time (360 runs sorted per estimate): schedules are also kept
 * by those numbers.
 */
const schedules = new WeakMap<readonly Operation[], { runs: ScheduledRun[]; cycles: DayCycles | null }>();
const schedulesByRuns = new Map<string, { runs: ScheduledRun[]; cycles: DayCycles | null }>();
const REMEMBERED_SCHEDULES = 256;

function scheduleOf(operations: readonly Operation[]): { runs: readonly ScheduledRun[]; cycles: DayCycles | null } {
  let cached = schedules.get(operations);
  if (cached === undefined) {
    const key = operations.map((op) => op.timesPerDay).join(",");
    cached = schedulesByRuns.get(key);
    if (cached === undefined) {
      const runs = schedule(operations);
      cached = { runs, cycles: dayCycles(operations, runs) };
      if (schedulesByRuns.size >= REMEMBERED_SCHEDULES) schedulesByRuns.clear();
      schedulesByRuns.set(key, cached);
    }
    schedules.set(operations, cached);
  }
  return cached;
}

interface CycleMark {
  /** When the cycle started, whether after its scheduled time, and the waits for the schedule so far today. */
  t: number;
  late: boolean;
  waits: number;
  balances: number[];
  depleted: (number | null)[];
  durations: number[];
  labelTimes: LabelSnapshot[];
  vertexCounts: number[];
}

/**
 * Exactly the same balances: only then does the copy equal stepping, chart included (a
 * bucket a billionth short of full refills, one that is full does not). Full buckets are
 * set to their capacity exactly, so the common steady state still matches.
 */
function sameState(a: readonly number[], b: readonly number[]): boolean {
  return a.every((value, i) => value === b[i]);
}

function sameDepletion(a: readonly (number | null)[], b: readonly (number | null)[]): boolean {
  return a.every((value, i) => value === b[i]);
}

/**
 * An operation's time per label when a cycle started: a copy of its times, which line up
 * with its labels' first entries (labels are only appended). A cycle is marked at every
 * start until one repeats (all 90 of a day whose credits keep changing), and copying a
 * Map each time was a tenth of such an option's estimate.
 */
type LabelSnapshot = number[];

function snapshot(labelTimes: LabelTimes): LabelSnapshot {
  return labelTimes.times.slice();
}

function markCycle(sim: Simulation, record: DayRecord, late: boolean, waits: number): CycleMark {
  return {
    t: sim.t,
    late,
    waits,
    balances: [...sim.balances],
    depleted: [...sim.depletedAt],
    durations: [...record.durations],
    labelTimes: record.labelTimes.map(snapshot),
    vertexCounts: sim.dayVertices.map((v) => v.length),
  };
}

/**
 * Repeats the cycle since `mark` `times` more times: its time per operation and label,
 * and its balance vertices shifted by a cycle each time. The caller moves the clock to
 * where the last copy ends; the balances are those every cycle starts with.
 */
function copyCycles(sim: Simulation, record: DayRecord, mark: CycleMark, times: number, shift: number): void {
  copyTimes(record, mark, times);
  // The copies stay a block: charted a window at a time, never written out vertex by vertex.
  sim.dayVertices.forEach((vertices, i) =>
    vertices.repeatLater(mark.vertexCounts[i] ?? 0, vertices.length, times, shift),
  );
}

/** The cycle since `mark`'s time per operation and label, `times` more times. */
function copyTimes(record: DayRecord, mark: CycleMark, times: number): void {
  record.durations.forEach((value, i) => (record.durations[i] = value + (value - (mark.durations[i] ?? 0)) * times));
  record.labelTimes.forEach((labels, i) => {
    const before = mark.labelTimes[i]!;
    for (let k = 0; k < labels.labels.length; k++)
      labels.add(labels.labels[k]!, (labels.times[k]! - (before[k] ?? 0)) * times);
  });
}

/**
 * A drift above this share of the capacity moves every balance of a copy above (below)
 * the same balance in the copy before even after rounding (the balances are within the
 * capacity, their rounding under 2.3e-16 of it): then a block of drifting copies charts
 * as adding them one by one would.
 */
const DRIFT_BLOCK_SHARE = 1e-13;

/** Room a drifting bucket keeps from empty and full, as a share of its capacity: far above the clock's and balances' rounding. */
const DRIFT_MARGIN = 1e-9;

/**
 * How many cycles, of the `remaining` ones, can be copied from the one since `mark` with
 * each balance moved on by what that cycle moved it: 0 unless some balance moved, and
 * every one that moved stayed clear of empty and full through the cycle (then the cycle's
 * events do not depend on it); as many as keep such balances clear by DRIFT_MARGIN.
 * Balances that did not move run as they did (their events are the cycle's own).
 */
function driftingCycles(sim: Simulation, mark: CycleMark, remaining: number): number {
  let times = remaining;
  let drifts = false;
  for (let i = 0; i < sim.buckets.length; i++) {
    const start = mark.balances[i]!;
    const end = sim.balances[i]!;
    const drift = end - start;
    if (drift === 0) continue;
    drifts = true;
    const bucket = sim.buckets[i]!;
    const margin = bucket.capacity * DRIFT_MARGIN + emptyTolerance(bucket);
    const vertices = sim.dayVertices[i]!;
    let low = Math.min(start, end);
    let high = Math.max(start, end);
    for (let j = mark.vertexCounts[i] ?? 0; j < vertices.length; j++) {
      const value = vertices.balance[j]!;
      if (value < low) low = value;
      if (value > high) high = value;
    }
    if (!(low > margin && high < bucket.capacity - margin)) return 0;
    const room = drift < 0 ? (low - margin) / -drift : (bucket.capacity - margin - high) / drift;
    times = Math.min(times, Math.floor(room));
  }
  return drifts && times > 0 ? times : 0;
}

/**
 * Repeats the cycle since `mark` `times` more times, `shift` seconds apart, its moving
 * balances moved on by the cycle's change each time: its time per operation and label,
 * its vertices (a block for balances that did not move), balances and lowest balances.
 * The caller moves the clock.
 */
function translateCycles(sim: Simulation, record: DayRecord, mark: CycleMark, times: number, shift: number): void {
  copyTimes(record, mark, times);
  sim.dayVertices.forEach((vertices, i) => {
    const from = mark.vertexCounts[i] ?? 0;
    const drift = sim.balances[i]! - mark.balances[i]!;
    if (drift === 0) {
      vertices.repeatLater(from, vertices.length, times, shift);
      return;
    }
    // A block when copies stay apart by more than rounding (each vertex higher or lower in
    // every copy than in the one before: the chart takes each window's extremes from a few
    // copies); written out otherwise.
    const to = vertices.length;
    let lowest = Infinity;
    if (Math.abs(drift) > sim.buckets[i]!.capacity * DRIFT_BLOCK_SHARE) {
      vertices.repeatLater(from, to, times, shift, drift);
      // Each vertex is lowest in the first copy when balances rise, in the last when they fall.
      const higher = (drift > 0 ? 1 : times) * drift;
      for (let k = from; k < to; k++) lowest = Math.min(lowest, vertices.balance[k]! + higher);
    } else lowest = vertices.repeatDrifting(from, to, times, shift, drift);
    sim.balances[i] = sim.balances[i]! + times * drift;
    if (lowest < sim.minBalance[i]!) sim.minBalance[i] = lowest;
  });
}

function topLabel(labels: LabelTimes): string {
  let best = "";
  let bestTime = -1;
  for (let k = 0; k < labels.labels.length; k++) {
    const time = labels.times[k]!;
    if (time > bestTime) {
      best = labels.labels[k]!;
      bestTime = time;
    }
  }
  return bestTime > 0 ? best : "nothing to move (no files or no bytes)";
}

export function simulate(
  perf: PerfModel,
  operations: readonly Operation[],
  options: SimulationOptions,
): SimulationOutcome {
  const sim = new Simulation(perf.buckets);
  const periodSeconds = options.days * SECONDS_PER_DAY;
  const recorders = perf.buckets.map((b) => new TimelineRecorder(periodSeconds, options.timelinePoints, b.unitSize));
  const plans = operations.map((op) => perf.plan(op));
  const shares = plans.map((plan) => streamShareOfTransfer(plan));
  const { runs, cycles: dayCycle } = scheduleOf(operations);
  const copyRepeats = options.copyRepeats ?? true;
  const cycles = copyRepeats ? dayCycle : null;
  const dayTotals: number[] = [];
  let overflowDay: number | null = null;
  let previous: number[] | null = null;
  // Labels name the day credits first ran out: a day that starts before that differs from one after.
  let previousDepleted: (number | null)[] = [];
  let previousQueued = false;
  let lastDay: (DayRecord & { start: number; end: number; idled: boolean }) | null = null;
  let worst: { day: number; record: DayRecord } | null = null;
  let steady: { from: number; shift: number } | null = null;
  let dayTemplates: ChartTemplate[] = [];

  for (let d = 0; d < options.days; d++) {
    const dayStart = d * SECONDS_PER_DAY;
    if (sim.t < dayStart) sim.idle(dayStart - sim.t);
    const start = sim.t;
    const queued = start > dayStart;
    const state = [...sim.balances];
    if (
      copyRepeats &&
      previous !== null &&
      lastDay !== null &&
      sameState(state, previous) &&
      sameDepletion(sim.depletedAt, previousDepleted)
    ) {
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
    previousDepleted = [...sim.depletedAt];
    previousQueued = queued;
    sim.dayVertices.forEach((v) => v.clear());
    sim.markVertices();
    const record: DayRecord = {
      total: 0,
      durations: operations.map(() => 0),
      labelTimes: operations.map(() => new LabelTimes()),
    };
    let idled = false;
    let waits = 0;
    let mark: CycleMark | null = null;
    for (let k = 0; k < runs.length; k++) {
      const run = runs[k]!;
      const scheduled = dayStart + run.offset;
      const late = sim.t > scheduled;
      if (sim.t < scheduled) {
        sim.idle(scheduled - sim.t);
        idled = true;
        waits++;
      }
      if (cycles !== null && k % cycles.runsPerCycle === 0) {
        // A cycle starts with the balances and depletion record the previous cycle started
        // with. On time, like the previous one: it runs exactly as that one did, and so does
        // every cycle left in the day. Late, like the previous one, which never waited for its
        // schedule and took at least a cycle's time: its runs go back to back as that one's
        // did, and so do the rest, each later than the one before.
        if (mark !== null && sameState(sim.balances, mark.balances) && sameDepletion(sim.depletedAt, mark.depleted)) {
          const times = (runs.length - k) / cycles.runsPerCycle;
          if (!late && !mark.late) {
            copyCycles(sim, record, mark, times, cycles.shiftSeconds);
            // g cycles fill the day: the last copy ends where the next day starts.
            sim.t = dayStart + SECONDS_PER_DAY;
            break;
          }
          const length = sim.t - mark.t;
          // At least a schedule cycle long, every later cycle starts later still: none waits.
          if (late && mark.late && waits === mark.waits && length >= cycles.shiftSeconds) {
            copyCycles(sim, record, mark, times, length);
            sim.t += times * length;
            break;
          }
        }
        // A cycle that started on time like the previous one, or back to back like it, with
        // some balances moved by a constant amount (a bucket draining or filling over the
        // day) and none touching empty or full: the next cycles run as it did, those
        // balances moved on by that amount each time, until one would come near empty or
        // full. They are copied that far (translated), and stepping resumes there.
        if (mark !== null && sameDepletion(sim.depletedAt, mark.depleted)) {
          const remaining = (runs.length - k) / cycles.runsPerCycle;
          const length = sim.t - mark.t;
          const onTime = !late && !mark.late;
          if (onTime || (late && mark.late && waits === mark.waits && length >= cycles.shiftSeconds)) {
            const times = driftingCycles(sim, mark, remaining);
            if (times > 0) {
              const shift = onTime ? cycles.shiftSeconds : length;
              translateCycles(sim, record, mark, times, shift);
              if (times === remaining) {
                sim.t = onTime ? dayStart + SECONDS_PER_DAY : sim.t + times * length;
                break;
              }
              const next = k + times * cycles.runsPerCycle;
              // On time, the next cycle starts at its schedule; back to back, a cycle's length on.
              sim.t = onTime ? dayStart + runs[next]!.offset : sim.t + times * length;
              mark = null;
              k = next - 1;
              continue;
            }
          }
        }
        mark = markCycle(sim, record, late, waits);
      }
      const plan = plans[run.op]!;
      const labels = record.labelTimes[run.op]!;
      const runStart = sim.t;
      const share = shares[run.op]!;
      if (share >= 1) {
        // One stream (or streams held each by its own limit): waits, then bytes.
        sim.idle(plan.overheadSeconds);
        labels.add(plan.overheadLabel, plan.overheadSeconds);
        sim.transfer(plan, labels);
      } else {
        // Streams overlap each other's waits with their bytes (stream-overlap.ts): the
        // waits add only what one stream's path exceeds the transfer by; when they do, that
        // path (waits and its own bytes) is what held the run.
        sim.transfer(plan, labels);
        const transferSeconds = sim.t - runStart;
        const extra = overheadBeyondTransfer(plan, share, transferSeconds);
        sim.idle(extra);
        labels.add(plan.overheadLabel, extra > 0 ? plan.overheadSeconds + share * transferSeconds : 0);
      }
      record.durations[run.op] = (record.durations[run.op] ?? 0) + (sim.t - runStart);
    }
    record.total = record.durations.reduce((a, b) => a + b, 0);
    const end = sim.t;
    if (sim.t > dayStart + SECONDS_PER_DAY) overflowDay ??= d + 1;
    else sim.idle(dayStart + SECONDS_PER_DAY - sim.t);
    // The day's chart template serves this day and, should the next one repeat it, every later day.
    dayTemplates = sim.dayVertices.map((vertices) => new ChartTemplate(vertices));
    dayTemplates.forEach((template, i) => recorders[i]?.addShifted(template, 0));
    dayTotals.push(record.total);
    if (worst === null || record.total > worst.record.total) worst = { day: d + 1, record };
    lastDay = { total: record.total, durations: record.durations, labelTimes: record.labelTimes, start, end, idled };
    if (!Number.isFinite(sim.t)) break;
  }

  if (steady !== null && lastDay !== null) {
    // Every vertex of the day goes to the chart again, shifted: thinning the template first
    // (extremes per slice) charted other points than stepping where a slice straddles a
    // chart window's edge. The recorder keeps only each window's extremes anyway.
    const templates = sim.dayVertices.map((vertices, i) => {
      const template = dayTemplates[i];
      return template !== undefined && template.matches(vertices) ? template : new ChartTemplate(vertices);
    });
    for (let d = steady.from; d < options.days; d++) {
      dayTotals.push(lastDay.total);
      const shift = (d - steady.from + 1) * steady.shift;
      if (lastDay.start + shift > periodSeconds) continue;
      templates.forEach((template, i) => recorders[i]?.addShifted(template, shift));
    }
  }

  const worstRecord = worst?.record ?? {
    total: 0,
    durations: operations.map(() => 0),
    labelTimes: operations.map(() => new LabelTimes()),
  };
  const outcome: SimulationOutcome = {
    worstDay: worst?.day ?? 1,
    dayTotals,
    durationSecondsPerDay: worstRecord.total,
    operations: operations.map((_, i) => ({
      durationSecondsPerDay: worstRecord.durations[i] ?? 0,
      bottleneck: topLabel(worstRecord.labelTimes[i] ?? new LabelTimes()),
    })),
    buckets: perf.buckets.map((spec, i) => ({
      spec,
      depletedAtSeconds: sim.depletedAt[i] ?? null,
      minBalance: sim.minBalance[i] ?? spec.initial,
      timeline: recorders[i]?.points() ?? [],
    })),
    overflowDay,
  };
  // The charts are drawn (points() copies them out): the vertices and windows are no longer needed.
  sim.release();
  for (const recorder of recorders) recorder.release();
  return outcome;
}

export { dayOf };
