import {
  emptyTolerance,
  giveBackVertexBuffers,
  netCreditRate,
  sustainableRate,
  takeVertexBuffer,
  type VertexBuffer,
} from "./credits";
import type { LabelTimes } from "./label-times";
import type { BucketSpec, LimitSpec, OpPlan } from "./perf-types";
import { SECONDS_PER_DAY } from "@/lib/units";

/**
 * One storage's state through time: credit balances and the clock. Runs an operation's
 * transfer from event to event: between events every rate is constant and balances
 * change linearly, so a run takes a handful of steps whatever its length.
 */

interface PreparedPlan {
  limits: LimitSpec[];
  /** Index of the bucket gating each limit, -1 for none. */
  gated: number[];
}

/**
 * Each limit's rate and each bucket's usage in the current step: scratch shared by every
 * simulation (a step never outlives its call), as typed arrays made per plan and per
 * simulation were a twentieth of a once-a-day estimate.
 */
let scratchRates = new Float64Array(16);
let scratchUsage = new Float64Array(16);

function ratesScratch(count: number): Float64Array {
  if (scratchRates.length < count) scratchRates = new Float64Array(count);
  return scratchRates;
}

function usageScratch(count: number): Float64Array {
  if (scratchUsage.length < count) scratchUsage = new Float64Array(count);
  scratchUsage.fill(0, 0, count);
  return scratchUsage;
}

/** A run has one event per bucket emptying plus its end; the bound only guards against a modelling bug looping. */
const MAX_STEPS_PER_RUN = 64;

export function dayOf(seconds: number): number {
  return Math.floor(seconds / SECONDS_PER_DAY) + 1;
}

export class Simulation {
  t = 0;
  readonly balances: number[];
  readonly depletedAt: (number | null)[];
  readonly minBalance: number[];
  readonly dayVertices: VertexBuffer[];
  /** Plans seen and their prepared forms, side by side: an estimate's simulation has a plan per operation. */
  private readonly plans: OpPlan[] = [];
  private readonly prepared: PreparedPlan[] = [];
  /** Made when a limit first runs at its sustained rate: most simulations never do. */
  private sustainedLabels: Map<LimitSpec, { day: number | null; label: string }> | null = null;

  constructor(readonly buckets: readonly BucketSpec[]) {
    this.balances = buckets.map((b) => Math.min(b.capacity, Math.max(0, b.initial)));
    this.depletedAt = buckets.map(() => null);
    this.minBalance = [...this.balances];
    this.dayVertices = buckets.map(() => takeVertexBuffer());
  }

  /** Done: its vertex buffers go to the next simulation. */
  release(): void {
    giveBackVertexBuffers(this.dayVertices);
  }

  /** The last bucket with that id (a simulation has a few buckets). */
  indexOf(bucketId: string): number {
    for (let i = this.buckets.length - 1; i >= 0; i--) if (this.buckets[i]!.id === bucketId) return i;
    throw new Error(`limit gated by unknown bucket ${bucketId}`);
  }

  private setBalance(i: number, t: number, balance: number): void {
    this.balances[i] = balance;
    if (balance < (this.minBalance[i] ?? Infinity)) this.minBalance[i] = balance;
    this.dayVertices[i]?.push(t, balance);
  }

  markVertices(): void {
    this.balances.forEach((b, i) => this.dayVertices[i]?.push(this.t, b));
  }

  /** No traffic for `dt` seconds: every bucket earns its accrual, up to its capacity. */
  idle(dt: number): void {
    if (!(dt > 0)) return;
    this.buckets.forEach((bucket, i) => {
      const balance = this.balances[i] ?? 0;
      const rate = netCreditRate(bucket, 0);
      if (rate > 0 && balance < bucket.capacity) {
        this.dayVertices[i]?.push(this.t, balance);
        const toFull = (bucket.capacity - balance) / rate;
        if (toFull < dt) {
          this.setBalance(i, this.t + toFull, bucket.capacity);
          this.setBalance(i, this.t + dt, bucket.capacity);
        } else this.setBalance(i, this.t + dt, balance + rate * dt);
      }
    });
    this.t += dt;
  }

  /** Moves one run's data; adds the time each limit bound to `labelTimes`. */
  private prepare(plan: OpPlan): PreparedPlan {
    const index = this.plans.indexOf(plan);
    if (index >= 0) return this.prepared[index]!;
    const limits = plan.limits.filter((l) => l.demand > 0);
    const prepared = { limits, gated: limits.map((l) => (l.bucketId === undefined ? -1 : this.indexOf(l.bucketId))) };
    this.plans.push(plan);
    this.prepared.push(prepared);
    return prepared;
  }

  transfer(plan: OpPlan, labelTimes: LabelTimes): void {
    const { limits, gated } = this.prepare(plan);
    const count = limits.length;
    if (count === 0) return;
    const rates = ratesScratch(count);
    let remaining = 1;
    // Plain loops over the plan's own scratch arrays: a run takes a few steps, an estimate
    // thousands, and arrays and closures made per step were most of its garbage.
    for (let step = 0; step < MAX_STEPS_PER_RUN && remaining > 1e-12; step++) {
      for (let k = 0; k < count; k++) rates[k] = this.rateOf(limits[k]!, gated[k]!, false);
      let speed = minSpeed(limits, rates);
      // An empty bucket lets its limit burst only while the burst usage stays sustainable.
      for (let k = 0; k < count; k++) {
        const l = limits[k]!;
        const i = gated[k]!;
        if (i < 0 || (this.balances[i] ?? 0) > emptyTolerance(this.buckets[i]!)) continue;
        if (l.demand * speed > sustainableRate(this.buckets[i]!) * (1 + 1e-12)) {
          rates[k] = this.rateOf(l, i, true);
          speed = minSpeed(limits, rates);
        }
      }
      if (!(speed > 0)) {
        labelTimes.add("no throughput available", Infinity);
        this.t = Infinity;
        return;
      }
      let dt = remaining / speed;
      let emptying = -1;
      for (let k = 0; k < count; k++) {
        const i = gated[k]!;
        if (i < 0) continue;
        const balance = this.balances[i] ?? 0;
        const net = netCreditRate(this.buckets[i]!, limits[k]!.demand * speed);
        if (net < 0 && balance > emptyTolerance(this.buckets[i]!)) {
          const toEmpty = balance / -net;
          if (toEmpty < dt) {
            dt = toEmpty;
            emptying = i;
          }
        }
      }
      const binding = bindingLimit(limits, rates);
      labelTimes.add(this.labelOf(limits[binding]!, gated[binding]!, rates[binding]!), dt);
      this.advanceBuckets(limits, gated, speed, dt, emptying);
      remaining -= speed * dt;
    }
  }

  private advanceBuckets(limits: LimitSpec[], gated: number[], speed: number, dt: number, emptying: number): void {
    const usage = usageScratch(this.buckets.length);
    for (let k = 0; k < limits.length; k++) {
      const i = gated[k]!;
      if (i >= 0) usage[i] = usage[i]! + limits[k]!.demand * speed;
    }
    const end = this.t + dt;
    for (let i = 0; i < this.buckets.length; i++) {
      const bucket = this.buckets[i]!;
      const balance = this.balances[i] ?? 0;
      const net = netCreditRate(bucket, usage[i]!);
      if (i === emptying || (net !== 0 && !(net > 0 && balance >= bucket.capacity)))
        this.dayVertices[i]?.push(this.t, balance);
      if (i === emptying) {
        this.setBalance(i, end, 0);
        this.depletedAt[i] ??= end;
        continue;
      }
      if (net > 0 && balance < bucket.capacity) {
        const toFull = (bucket.capacity - balance) / net;
        if (toFull < dt) {
          this.setBalance(i, this.t + toFull, bucket.capacity);
          this.setBalance(i, end, bucket.capacity);
          continue;
        }
      }
      if (net !== 0) this.setBalance(i, end, Math.min(bucket.capacity, Math.max(0, balance + net * dt)));
    }
    this.t = end;
  }

  private rateOf(limit: LimitSpec, bucket: number, sustained: boolean): number {
    if (bucket < 0) return limit.ratePerSecond;
    const spec = this.buckets[bucket]!;
    const empty = (this.balances[bucket] ?? 0) <= emptyTolerance(spec);
    if (empty && sustained) return Math.min(limit.ratePerSecond, sustainableRate(spec));
    return limit.ratePerSecond;
  }

  private labelOf(limit: LimitSpec, bucket: number, rate: number): string {
    if (bucket < 0 || rate >= limit.ratePerSecond) return limit.label;
    const depleted = this.depletedAt[bucket];
    const day = depleted === null || depleted === undefined ? null : dayOf(depleted);
    // The same sentence for every step at the baseline: written once, so the label times
    // add up under one string instead of hashing a new one per step.
    this.sustainedLabels ??= new Map();
    const known = this.sustainedLabels.get(limit);
    if (known !== undefined && known.day === day) return known.label;
    const base = limit.sustainedLabel ?? limit.label;
    const label = day === null ? `${base} with no credits left` : `${base} after credits ran out on day ${day}`;
    this.sustainedLabels.set(limit, { day, label });
    return label;
  }
}

function minSpeed(limits: readonly LimitSpec[], rates: Float64Array): number {
  let speed = Infinity;
  for (let k = 0; k < limits.length; k++) speed = Math.min(speed, rates[k]! / limits[k]!.demand);
  return speed;
}

/** Index of the limit that binds: the first with the lowest speed (the first limit when none is finite). */
function bindingLimit(limits: readonly LimitSpec[], rates: Float64Array): number {
  let best = 0;
  let bestSpeed = Infinity;
  for (let k = 0; k < limits.length; k++) {
    const s = rates[k]! / limits[k]!.demand;
    if (s < bestSpeed) {
      bestSpeed = s;
      best = k;
    }
  }
  return best;
}
