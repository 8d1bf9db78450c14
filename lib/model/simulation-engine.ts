import { emptyTolerance, netCreditRate, sustainableRate, VertexBuffer } from "./credits";
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
  private readonly bucketIndex = new Map<string, number>();
  private readonly prepared = new Map<OpPlan, PreparedPlan>();

  constructor(readonly buckets: readonly BucketSpec[]) {
    this.balances = buckets.map((b) => Math.min(b.capacity, Math.max(0, b.initial)));
    this.depletedAt = buckets.map(() => null);
    this.minBalance = [...this.balances];
    this.dayVertices = buckets.map(() => new VertexBuffer());
    buckets.forEach((b, i) => this.bucketIndex.set(b.id, i));
  }

  indexOf(bucketId: string): number {
    const index = this.bucketIndex.get(bucketId);
    if (index === undefined) throw new Error(`limit gated by unknown bucket ${bucketId}`);
    return index;
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
    let prepared = this.prepared.get(plan);
    if (prepared === undefined) {
      const limits = plan.limits.filter((l) => l.demand > 0);
      prepared = { limits, gated: limits.map((l) => (l.bucketId === undefined ? -1 : this.indexOf(l.bucketId))) };
      this.prepared.set(plan, prepared);
    }
    return prepared;
  }

  transfer(plan: OpPlan, labelTimes: Map<string, number>): void {
    const { limits, gated } = this.prepare(plan);
    if (limits.length === 0) return;
    let remaining = 1;
    for (let step = 0; step < MAX_STEPS_PER_RUN && remaining > 1e-12; step++) {
      const rates = limits.map((l, k) => this.rateOf(l, gated[k] ?? -1, false));
      let speed = minSpeed(limits, rates);
      // An empty bucket lets its limit burst only while the burst usage stays sustainable.
      limits.forEach((l, k) => {
        const i = gated[k] ?? -1;
        if (i < 0 || (this.balances[i] ?? 0) > emptyTolerance(this.buckets[i]!)) return;
        if (l.demand * speed > sustainableRate(this.buckets[i]!) * (1 + 1e-12)) {
          rates[k] = this.rateOf(l, i, true);
          speed = minSpeed(limits, rates);
        }
      });
      if (!(speed > 0)) {
        addTime(labelTimes, "no throughput available", Infinity);
        this.t = Infinity;
        return;
      }
      let dt = remaining / speed;
      let emptying = -1;
      limits.forEach((l, k) => {
        const i = gated[k] ?? -1;
        if (i < 0) return;
        const balance = this.balances[i] ?? 0;
        const net = netCreditRate(this.buckets[i]!, l.demand * speed);
        if (net < 0 && balance > emptyTolerance(this.buckets[i]!)) {
          const toEmpty = balance / -net;
          if (toEmpty < dt) {
            dt = toEmpty;
            emptying = i;
          }
        }
      });
      const binding = bindingLimit(limits, rates);
      addTime(labelTimes, this.labelOf(binding, gated[limits.indexOf(binding)] ?? -1, rates[limits.indexOf(binding)] ?? 0), dt);
      this.advanceBuckets(limits, gated, speed, dt, emptying);
      remaining -= speed * dt;
    }
  }

  private advanceBuckets(limits: LimitSpec[], gated: number[], speed: number, dt: number, emptying: number): void {
    const usage = new Array<number>(this.buckets.length).fill(0);
    limits.forEach((l, k) => {
      const i = gated[k] ?? -1;
      if (i >= 0) usage[i] = (usage[i] ?? 0) + l.demand * speed;
    });
    const end = this.t + dt;
    this.buckets.forEach((bucket, i) => {
      const balance = this.balances[i] ?? 0;
      const net = netCreditRate(bucket, usage[i] ?? 0);
      if (i === emptying || (net !== 0 && !(net > 0 && balance >= bucket.capacity))) this.dayVertices[i]?.push(this.t, balance);
      if (i === emptying) {
        this.setBalance(i, end, 0);
        this.depletedAt[i] ??= end;
        return;
      }
      if (net > 0 && balance < bucket.capacity) {
        const toFull = (bucket.capacity - balance) / net;
        if (toFull < dt) {
          this.setBalance(i, this.t + toFull, bucket.capacity);
          this.setBalance(i, end, bucket.capacity);
          return;
        }
      }
      if (net !== 0) this.setBalance(i, end, Math.min(bucket.capacity, Math.max(0, balance + net * dt)));
    });
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
    const base = limit.sustainedLabel ?? limit.label;
    return depleted === null || depleted === undefined ? `${base} with no credits left` : `${base} after credits ran out on day ${dayOf(depleted)}`;
  }
}

function minSpeed(limits: readonly LimitSpec[], rates: readonly number[]): number {
  let speed = Infinity;
  limits.forEach((l, k) => {
    speed = Math.min(speed, (rates[k] ?? 0) / l.demand);
  });
  return speed;
}

function bindingLimit(limits: readonly LimitSpec[], rates: readonly number[]): LimitSpec {
  let best = limits[0]!;
  let bestSpeed = Infinity;
  limits.forEach((l, k) => {
    const s = (rates[k] ?? 0) / l.demand;
    if (s < bestSpeed) {
      bestSpeed = s;
      best = l;
    }
  });
  return best;
}

export function addTime(map: Map<string, number>, label: string, seconds: number): void {
  if (!(seconds > 0)) return;
  map.set(label, (map.get(label) ?? 0) + seconds);
}
