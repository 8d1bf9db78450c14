import type { HourlyObservation } from "./hourly";
import { fail } from "./types";
import {
  DEFAULT_IO_SIZE_BYTES,
  MAX_DAYS,
  MAX_IO_SIZE_BYTES,
  MIN_IO_SIZE_BYTES,
  workloadSchema,
  type Operation,
  type Workload,
} from "@/lib/model";
import { KIB_BYTES, MILLISECONDS_PER_SECOND, SECONDS_PER_HOUR } from "@/lib/units";

/**
 * From hourly traffic to the model's workload: each direction becomes one operation that
 * runs `timesPerDay` times (the hours of a typical day with traffic) moving the average
 * day's bytes. CloudWatch sees bytes and requests, not files, so the file size is an
 * assumption (listed in `assumptions`).
 */

/** An hour counts as active when it moves at least this share of the day's busiest hour: background trickle is not a run. */
export const ACTIVE_HOUR_SHARE = 0.05;
/** Requests below this size are taken as random access (an assumption: CloudWatch does not say). */
export const RANDOM_BELOW_BYTES = 64 * KIB_BYTES;
/** Files in flight per client when nothing says (an assumption; VolumeQueueLength would, but only for EBS). */
export const DEFAULT_CONCURRENCY = 8;

export interface DerivedDirection {
  direction: "read" | "write";
  bytesPerDay: number;
  timesPerDay: number;
  ioSizeBytes: number | null;
}

export interface Derived {
  workload: Workload;
  days: number;
  /** Average bytes per hour of day (UTC), 24 entries. */
  profile: { read: number[]; write: number[] };
  peak: { at: string; bytesPerSecond: number } | null;
  readShare: number | null;
  metadataShare: number | null;
  directions: DerivedDirection[];
  storage: { firstBytes: number | null; lastBytes: number; growthBytesPerDay: number };
  clients: number;
  assumptions: string[];
}

export interface DeriveParams {
  region: string;
  /** Stored bytes when the files carry no StorageBytes (EBS, FSx), or to override it. */
  storedBytes?: number;
  /** How the data is read and written, as the importer says; absent: taken from the request size. */
  access?: ReplayAccess;
}

export const REPLAY_ACCESS = ["sequential", "random"] as const;
export type ReplayAccess = (typeof REPLAY_ACCESS)[number];

/** How the replayed operations access the data, and where that came from (shown beside who used it). */
export interface AccessChoice {
  /** "mixed": reads and writes were taken differently from their request sizes. */
  access: ReplayAccess | "mixed";
  /** True when taken from the request size, false when the importer said it. */
  inferred: boolean;
  why: string;
}

export function accessChoice(operations: readonly Operation[], said: ReplayAccess | undefined): AccessChoice {
  if (said !== undefined) return { access: said, inferred: false, why: "as you said" };
  const kinds = new Set(operations.map((op) => op.access ?? "sequential"));
  const sizes = operations
    .map(
      (op) =>
        `${op.direction}s ${Math.round((op.ioSizeBytes ?? DEFAULT_IO_SIZE_BYTES) / KIB_BYTES).toLocaleString("en-US")} KiB`,
    )
    .join(", ");
  return {
    access: kinds.size === 1 ? [...kinds][0]! : "mixed",
    inferred: true,
    why: `taken from the average request size (${sizes || "none"}): under ${RANDOM_BELOW_BYTES / KIB_BYTES} KiB counts as random; CloudWatch does not say`,
  };
}

/** Least-squares slope of y over x (per x unit); 0 with fewer than two points. */
export function slope(points: readonly { x: number; y: number }[]): number {
  if (points.length < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const my = points.reduce((s, p) => s + p.y, 0) / points.length;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - mx) * (p.y - my);
    den += (p.x - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

export function demandSeries(obs: HourlyObservation): { read: number[]; write: number[]; assumptions: string[] } {
  const zeros = new Array<number>(obs.hours).fill(0);
  const assumptions: string[] = [];
  if (obs.amounts.readBytes || obs.amounts.writeBytes) {
    return { read: obs.amounts.readBytes ?? zeros, write: obs.amounts.writeBytes ?? zeros, assumptions };
  }
  assumptions.push("Only TotalIOBytes was given: all traffic is taken as reads (the split is unknown).");
  return { read: obs.amounts.totalBytes ?? zeros, write: zeros, assumptions };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function activeHoursPerDay(series: number[], startHour: number): number {
  const perDay = new Map<number, number[]>();
  series.forEach((v, h) => {
    const day = Math.floor((h + startHour) / 24);
    const list = perDay.get(day) ?? [];
    list.push(v);
    perDay.set(day, list);
  });
  const counts: number[] = [];
  for (const hours of perDay.values()) {
    if (hours.length < 24) continue;
    const peak = Math.max(...hours);
    if (peak > 0) counts.push(hours.filter((v) => v >= peak * ACTIVE_HOUR_SHARE).length);
  }
  return counts.length ? Math.max(1, Math.min(24, Math.round(median(counts)))) : 1;
}

function clampIo(bytes: number): number {
  return Math.round(Math.min(MAX_IO_SIZE_BYTES, Math.max(MIN_IO_SIZE_BYTES, bytes)));
}

export function derive(obs: HourlyObservation, params: DeriveParams): Derived {
  const { read, write, assumptions } = demandSeries(obs);
  const days = Math.max(1, Math.min(MAX_DAYS, Math.round(obs.hours / 24)));
  const observedDays = obs.hours / 24;
  const startHour = new Date(obs.startMs).getUTCHours();

  const storage = (obs.levels.storageBytes ?? [])
    .map((v, h) => ({ x: h / 24, y: v }))
    .filter((p): p is { x: number; y: number } => p.y !== null);
  const lastStored = storage.length ? storage[storage.length - 1]!.y : null;
  const storedBytes = params.storedBytes ?? lastStored;
  if (storedBytes === null || storedBytes === undefined) {
    fail(
      "invalid_metrics",
      "storedGiB",
      `${obs.system.toUpperCase()} metrics here carry no StorageBytes: give the stored size (storedGiB).`,
    );
  }
  if (params.storedBytes !== undefined && lastStored !== null)
    assumptions.push("The stored size given overrides the imported StorageBytes.");

  const ops = { read: obs.amounts.readOps, write: obs.amounts.writeOps };
  const directions: DerivedDirection[] = [];
  const operations: Operation[] = [];
  for (const [direction, series] of [
    ["read", read],
    ["write", write],
  ] as const) {
    const total = series.reduce((a, b) => a + b, 0);
    if (total <= 0) continue;
    const bytesPerDay = total / observedDays;
    const timesPerDay = activeHoursPerDay(series, startHour);
    const opCount = ops[direction]?.reduce((a, b) => a + b, 0) ?? 0;
    const ioSizeBytes = opCount > 0 ? clampIo(total / opCount) : null;
    directions.push({ direction, bytesPerDay, timesPerDay, ioSizeBytes });
    const io = ioSizeBytes ?? DEFAULT_IO_SIZE_BYTES;
    const fileSizeBytes = Math.max(io, DEFAULT_IO_SIZE_BYTES);
    const perRun = bytesPerDay / timesPerDay;
    operations.push({
      name: `Observed ${direction}s (${timesPerDay} busy hour${timesPerDay === 1 ? "" : "s"} a day)`,
      direction,
      fileCount: Math.max(1, Math.round(perRun / fileSizeBytes)),
      fileSizeBytes,
      concurrency: DEFAULT_CONCURRENCY,
      timesPerDay,
      access: params.access ?? (io < RANDOM_BELOW_BYTES ? "random" : "sequential"),
      ioSizeBytes: io,
    });
  }
  if (operations.length > 0) {
    assumptions.push(
      `CloudWatch does not see files: each run moves ${DEFAULT_IO_SIZE_BYTES / KIB_BYTES / 1024} MiB files (or files of the request size when larger), ${DEFAULT_CONCURRENCY} in flight per client.`,
    );
    if (directions.some((d) => d.ioSizeBytes === null))
      assumptions.push(`No operation counts: requests are taken as ${DEFAULT_IO_SIZE_BYTES / KIB_BYTES / 1024} MiB.`);
    assumptions.push(
      params.access === undefined
        ? `Requests under ${RANDOM_BELOW_BYTES / KIB_BYTES} KiB are taken as random access, larger ones as sequential (CloudWatch does not say; give the access pattern if you know it).`
        : `Access is ${params.access}, as you said (not taken from the request size).`,
    );
  }

  const connections = obs.amounts.clientConnections;
  const clients = connections
    ? Math.max(
        1,
        Math.round(connections.reduce((a, b) => a + b, 0) / Math.max(1, connections.filter((v) => v > 0).length)),
      )
    : 1;
  if (!connections) assumptions.push("No ClientConnections: one client.");

  const profile = { read: new Array<number>(24).fill(0), write: new Array<number>(24).fill(0) };
  const perHourDays = new Array<number>(24).fill(0);
  read.forEach((_, h) => {
    const hod = (h + startHour) % 24;
    profile.read[hod]! += read[h]!;
    profile.write[hod]! += write[h]!;
    perHourDays[hod]! += 1;
  });
  for (let i = 0; i < 24; i++) {
    profile.read[i] = perHourDays[i]! ? profile.read[i]! / perHourDays[i]! : 0;
    profile.write[i] = perHourDays[i]! ? profile.write[i]! / perHourDays[i]! : 0;
  }

  let peak: Derived["peak"] = null;
  read.forEach((r, h) => {
    const bytes = r + write[h]!;
    if (bytes > 0 && (peak === null || bytes / SECONDS_PER_HOUR > peak.bytesPerSecond)) {
      peak = {
        at: new Date(obs.startMs + h * SECONDS_PER_HOUR * MILLISECONDS_PER_SECOND).toISOString(),
        bytesPerSecond: bytes / SECONDS_PER_HOUR,
      };
    }
  });
  const readTotal = read.reduce((a, b) => a + b, 0);
  const writeTotal = write.reduce((a, b) => a + b, 0);
  const metaBytes = obs.amounts.metadataBytes?.reduce((a, b) => a + b, 0);
  const metaOps = obs.amounts.metadataOps?.reduce((a, b) => a + b, 0);
  const dataOps =
    (obs.amounts.readOps?.reduce((a, b) => a + b, 0) ?? 0) + (obs.amounts.writeOps?.reduce((a, b) => a + b, 0) ?? 0);
  const metadataShare =
    metaBytes !== undefined && readTotal + writeTotal + metaBytes > 0
      ? metaBytes / (readTotal + writeTotal + metaBytes)
      : metaOps !== undefined && metaOps + dataOps > 0
        ? metaOps / (metaOps + dataOps)
        : null;

  const workload = workloadSchema.parse({ region: params.region, storedBytes, days, clients, operations });
  return {
    workload,
    days,
    profile,
    peak,
    readShare: readTotal + writeTotal > 0 ? readTotal / (readTotal + writeTotal) : null,
    metadataShare,
    directions,
    storage: { firstBytes: storage[0]?.y ?? null, lastBytes: storedBytes, growthBytesPerDay: slope(storage) },
    clients,
    assumptions,
  };
}
