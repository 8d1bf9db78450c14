import {
  CATALOG,
  validateOptionParams,
  toClientProfile,
  type ConfiguredOption,
  estimateOptionsSchema,
  LATENCY_CONSTANTS,
  perfModelFor,
  bytesPerRun,
  sustainableRate,
  type BucketSpec,
  type PerfEnv,
  type PerfModel,
  type Operation,
  type Workload,
} from "@/lib/model";
import { SECONDS_PER_HOUR } from "@/lib/units";

/**
 * Replays observed hourly demand on one storage option with the model's own limits and
 * credit buckets (lib/model perf-*.ts): each limit's rate and the units a byte costs it
 * come from the option's plan for the derived operations, so no AWS figure is restated
 * here. Per hour, each direction needs the share of the hour its tightest limit takes; a
 * bucket-gated limit can deliver at most its burst rate for the hour, or the balance plus
 * what the bucket earns (and lets through free) in the hour. The hour is exceeded when the
 * directions together need more than the hour. Per-file latency is left out: it is the
 * client's waiting, not a rate the option permits.
 */

export interface LimitRate {
  label: string;
  ratePerSecond: number;
  /** Units of this limit one byte of the direction costs. */
  unitsPerByte: number;
  bucket: number;
}

export interface DirectionPlan {
  direction: "read" | "write";
  limits: LimitRate[];
}

export interface OptionMachine {
  cfg: ConfiguredOption;
  perf: PerfModel;
  buckets: BucketSpec[];
  directions: DirectionPlan[];
}

/** The same client and model knobs an estimate uses by default. */
export function defaultEnv(clients: number): PerfEnv {
  const options = estimateOptionsSchema.parse(undefined);
  return {
    client: toClientProfile(options.client),
    clients,
    latency: { ...LATENCY_CONSTANTS, ...options.latency },
    efsPerClientBytesPerSecond: null,
  };
}

/** A template run of 1 GiB per direction when the workload has none: the rates per byte do not depend on the amount. */
function templateOp(workload: Workload, direction: "read" | "write"): Operation {
  const op = workload.operations.find((o) => o.direction === direction);
  if (op) return op;
  return {
    name: direction,
    direction,
    fileCount: 1024,
    fileSizeBytes: 1024 * 1024,
    concurrency: 8,
    timesPerDay: 1,
    access: "sequential",
    ioSizeBytes: 1024 * 1024,
  };
}

export function machineFor(cfg: ConfiguredOption, workload: Workload): OptionMachine {
  const perf = perfModelFor(cfg, defaultEnv(workload.clients));
  const index = new Map(perf.buckets.map((b, i) => [b.id, i]));
  const directions = (["read", "write"] as const).map((direction) => {
    const op = templateOp(workload, direction);
    const bytes = Math.max(1, bytesPerRun(op));
    const limits = perf
      .plan(op)
      .limits.filter((l) => l.demand > 0 && l.ratePerSecond > 0)
      .map((l) => ({
        label: l.label,
        ratePerSecond: l.ratePerSecond,
        unitsPerByte: l.demand / bytes,
        bucket: l.bucketId === undefined ? -1 : (index.get(l.bucketId) ?? -1),
      }));
    return { direction, limits };
  });
  return { cfg, perf, buckets: perf.buckets, directions };
}

/** Seconds of the hour each byte of a direction takes at the tightest limit, given the balances. */
function secondsPerByte(
  plan: DirectionPlan,
  buckets: readonly BucketSpec[],
  balances: readonly number[],
): { seconds: number; label: string } {
  let seconds = 0;
  let label = "";
  for (const limit of plan.limits) {
    let capacity = limit.ratePerSecond * SECONDS_PER_HOUR;
    const bucket = limit.bucket >= 0 ? buckets[limit.bucket] : undefined;
    if (bucket)
      capacity = Math.min(capacity, (balances[limit.bucket] ?? 0) + sustainableRate(bucket) * SECONDS_PER_HOUR);
    const s = capacity > 0 ? (limit.unitsPerByte / capacity) * SECONDS_PER_HOUR : Infinity;
    if (s > seconds) {
      seconds = s;
      label = limit.label;
    }
  }
  return { seconds, label };
}

export interface HourStep {
  /** Share of the hour the demand needs (above 1: the option could not keep up). */
  utilisation: number;
  /** Bytes per second the option permits at this hour's read/write mix. */
  permittedBytesPerSecond: number;
  binding: string;
  /** Net change of each bucket over the hour before clamping to [0, capacity]. */
  nets: number[];
}

/** One hour: the utilisation and permitted rate, then the balances move (in place). */
export function stepHour(
  m: OptionMachine,
  balances: number[],
  read: number,
  write: number,
  fallbackReadShare: number,
): HourStep {
  const [readPlan, writePlan] = m.directions as [DirectionPlan, DirectionPlan];
  const r = secondsPerByte(readPlan, m.buckets, balances);
  const w = secondsPerByte(writePlan, m.buckets, balances);
  const total = read + write;
  const share = total > 0 ? read / total : fallbackReadShare;
  const perByte = share * r.seconds + (1 - share) * w.seconds;
  const permitted = perByte > 0 ? 1 / perByte : Infinity;
  const utilisation = (read * r.seconds + write * w.seconds) / SECONDS_PER_HOUR;
  const nets = m.buckets.map((bucket, i) => {
    let drain = 0;
    for (const [plan, bytes] of [
      [readPlan, read],
      [writePlan, write],
    ] as const) {
      const gated = plan.limits.filter((l) => l.bucket === i);
      if (gated.length) drain += Math.max(...gated.map((l) => l.unitsPerByte)) * bytes;
    }
    const net =
      bucket.accrualPerSecond * SECONDS_PER_HOUR - Math.max(0, drain - bucket.freeUsagePerSecond * SECONDS_PER_HOUR);
    balances[i] = Math.min(bucket.capacity, Math.max(0, (balances[i] ?? 0) + net));
    return net;
  });
  return { utilisation, permittedBytesPerSecond: permitted, binding: share >= 0.5 ? r.label : w.label, nets };
}

/** Every catalog option at its default parameters for the workload, as an estimate sizes them. */
export function configuredOptions(workload: Workload): ConfiguredOption[] {
  const ctx = { storedBytes: workload.storedBytes };
  const out: ConfiguredOption[] = [];
  for (const entry of CATALOG) {
    const result = validateOptionParams(entry.id, entry.defaultParams(ctx), ctx);
    if (result.ok) out.push(result.value);
  }
  return out;
}
