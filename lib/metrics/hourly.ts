import type { MetricRole, MetricSystem } from "./definitions";
import { gcd, MIN_PERIOD_SECONDS } from "./series-checks";
import { fail, type MetricSeries, type ParsedFile } from "./types";
import { MILLISECONDS_PER_SECOND, SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from "@/lib/units";
import { MAX_DAYS } from "@/lib/model";

/**
 * The imported series on one hourly grid: amounts (bytes, operations) summed per hour,
 * levels (balances, sizes) averaged per hour. Replay and forecast step hour by hour, so an
 * hour is the finest grain they need; a period longer than an hour is spread evenly over
 * its hours (and said so).
 */

const HOUR_MS = SECONDS_PER_HOUR * MILLISECONDS_PER_SECOND;

export type AmountRole =
  | "readBytes"
  | "writeBytes"
  | "metadataBytes"
  | "totalBytes"
  | "readOps"
  | "writeOps"
  | "metadataOps"
  | "clientConnections";
export type LevelRole = "storageBytes" | "creditBytes" | "creditPercent" | "permittedBytesPerSecond";

export interface Coverage {
  metric: string;
  statistic: string;
  periodSeconds: number;
  points: number;
  /** Periods between the series' first and last point with no value. */
  missingPeriods: number;
  first: string;
  last: string;
  source: string;
}

export interface HourlyObservation {
  system: MetricSystem;
  startMs: number;
  hours: number;
  amounts: Partial<Record<AmountRole, number[]>>;
  /** null where no value fell in the hour. */
  levels: Partial<Record<LevelRole, (number | null)[]>>;
  coverage: Coverage[];
  notes: string[];
}

const AMOUNT_ROLES = new Set<MetricRole>([
  "readBytes",
  "writeBytes",
  "metadataBytes",
  "totalBytes",
  "readOps",
  "writeOps",
  "metadataOps",
  "clientConnections",
]);

interface Placed {
  role: AmountRole | LevelRole;
  series: MetricSeries;
  /** Multiplier to the role's unit (ClientConnections: Sum per minute-count). */
  scale: number;
}

/** Which series fill which role: Sum for amounts; SampleCount of EFS I/O bytes gives operation counts. */
function place(all: MetricSeries[], notes: string[]): Placed[] {
  const placed: Placed[] = [];
  for (const s of all) {
    const role = s.definition.role;
    if (role === null) continue;
    if (AMOUNT_ROLES.has(role)) {
      if (s.statistic === "Sum") {
        // ClientConnections Sum adds the connections of each minute: an hour's Sums over 60 are its average.
        const scale = role === "clientConnections" ? SECONDS_PER_MINUTE / SECONDS_PER_HOUR : 1;
        placed.push({ role: role as AmountRole, series: s, scale });
      } else if (
        s.statistic === "SampleCount" &&
        s.definition.system === "efs" &&
        (role === "readBytes" || role === "writeBytes" || role === "metadataBytes")
      ) {
        // EFS: SampleCount of an I/O-bytes metric is the number of operations (efs-metrics.html).
        const opsRole = role === "readBytes" ? "readOps" : role === "writeBytes" ? "writeOps" : "metadataOps";
        placed.push({ role: opsRole, series: s, scale: 1 });
      } else if (s.statistic !== "SampleCount") {
        notes.push(
          `${s.definition.name} (${s.source}): ${s.statistic} per period is not an amount; the import needs Sum, so this series is left out.`,
        );
      }
    } else if (s.statistic === "Average" || s.statistic === "Minimum" || s.statistic === "Maximum") {
      placed.push({ role: role as LevelRole, series: s, scale: 1 });
    } else {
      notes.push(`${s.definition.name} (${s.source}): ${s.statistic} of a level is not a reading; left out.`);
    }
  }
  return placed;
}

function systemOf(files: readonly ParsedFile[]): MetricSystem {
  const systems = new Set(files.flatMap((f) => f.series.map((s) => s.definition.system)));
  if (systems.size === 0) {
    const ignored = files.flatMap((f) => f.ignored).slice(0, 3);
    fail(
      "no_usable_metrics",
      "files",
      `No file holds an EFS, EBS or FSx metric the import reads${ignored.length ? ` (found: ${ignored.join("; ")})` : ""}.`,
    );
  }
  if (systems.size > 1) {
    fail(
      "invalid_metrics",
      "files",
      `The files mix metrics of ${[...systems].map((s) => s.toUpperCase()).join(" and ")}; import one file system or volume at a time.`,
    );
  }
  return [...systems][0]!;
}

function coverageOf(s: MetricSeries): Coverage {
  const first = s.times[0]!;
  const last = s.times[s.times.length - 1]!;
  const expected = Math.round((last - first) / (s.periodSeconds * MILLISECONDS_PER_SECOND)) + 1;
  return {
    metric: s.definition.name,
    statistic: s.statistic,
    periodSeconds: s.periodSeconds,
    points: s.times.length,
    missingPeriods: Math.max(0, expected - s.times.length),
    first: new Date(first).toISOString(),
    last: new Date(last).toISOString(),
    source: s.source,
  };
}

export function toHourly(files: readonly ParsedFile[]): HourlyObservation {
  const system = systemOf(files);
  const notes = files.flatMap((f) => f.notes);
  const all = files.flatMap((f) => f.series);
  // Queries of one import share their Period: a series whose points are all hours apart
  // because quiet periods were left out still has the period of its neighbours.
  const common = all.reduce((g, s) => gcd(g, s.periodSeconds), 0);
  for (const s of all) s.periodSeconds = Math.max(MIN_PERIOD_SECONDS, gcd(s.periodSeconds, common));
  const placed = place(all, notes);
  if (!placed.some((p) => ["readBytes", "writeBytes", "totalBytes"].includes(p.role))) {
    fail(
      "no_usable_metrics",
      "files",
      `No series of bytes moved (Sum of ${system === "efs" ? "DataReadIOBytes, DataWriteIOBytes or TotalIOBytes" : system === "ebs" ? "VolumeReadBytes or VolumeWriteBytes" : "DataReadBytes or DataWriteBytes"}): nothing to size from.`,
    );
  }
  const startMs = Math.floor(Math.min(...placed.map((p) => p.series.times[0]!)) / HOUR_MS) * HOUR_MS;
  const endMs = Math.max(
    ...placed.map((p) => p.series.times[p.series.times.length - 1]! + p.series.periodSeconds * MILLISECONDS_PER_SECOND),
  );
  const hours = Math.max(1, Math.ceil((endMs - startMs) / HOUR_MS));
  if (hours > MAX_DAYS * 24)
    fail(
      "invalid_metrics",
      "files",
      `The files span ${Math.round(hours / 24)} days; the import replays at most ${MAX_DAYS}.`,
    );

  const amounts: HourlyObservation["amounts"] = {};
  const levelSums: Partial<Record<LevelRole, { sum: number[]; n: number[] }>> = {};
  // The same series in two files (two months exported apart, or the same file twice): each
  // period counts once. StorageBytes per StorageClass comes under different labels; the
  // largest reading is kept (Total is the largest class).
  const seen = new Map<string, Set<number>>();
  for (const { role, series: s, scale } of placed) {
    const key = `${role}|${s.label}|${s.statistic}`;
    const times = seen.get(key) ?? new Set<number>();
    seen.set(key, times);
    const repeated = s.times.filter((t) => times.has(t)).length;
    if (repeated > 0)
      notes.push(
        `${s.definition.name} (${s.source}): ${repeated} period(s) already read from another file; counted once.`,
      );
    const periodMs = s.periodSeconds * MILLISECONDS_PER_SECOND;
    if (s.periodSeconds > SECONDS_PER_HOUR)
      notes.push(
        `${s.definition.name}: ${s.periodSeconds / SECONDS_PER_HOUR} h periods, spread evenly over their hours.`,
      );
    if (s.times[0]! % periodMs !== 0)
      notes.push(
        `${s.definition.name}: the first period starts off its ${s.periodSeconds} s boundary, so it may be partial.`,
      );
    const isAmount = AMOUNT_ROLES.has(role);
    const target = isAmount ? (amounts[role as AmountRole] ??= new Array<number>(hours).fill(0)) : null;
    const lv = isAmount
      ? null
      : (levelSums[role as LevelRole] ??= {
          sum: new Array<number>(hours).fill(0),
          n: new Array<number>(hours).fill(0),
        });
    s.times.forEach((t, k) => {
      if (times.has(t)) return;
      times.add(t);
      const v = s.values[k]! * scale;
      const firstHour = Math.floor((t - startMs) / HOUR_MS);
      const span = Math.max(1, Math.round(periodMs / HOUR_MS));
      for (let h = firstHour; h < firstHour + span && h < hours; h++) {
        if (h < 0) continue;
        if (target) target[h]! += v / span;
        else if (lv) {
          if (role === "storageBytes") {
            // StorageBytes comes per StorageClass; Total is the largest, so the largest reading is the size.
            lv.sum[h] = lv.n[h]! > 0 ? Math.max(lv.sum[h]!, v) : v;
            lv.n[h] = 1;
          } else {
            lv.sum[h]! += v;
            lv.n[h]! += 1;
          }
        }
      }
    });
  }
  const levels: HourlyObservation["levels"] = {};
  for (const [role, { sum, n }] of Object.entries(levelSums) as [LevelRole, { sum: number[]; n: number[] }][]) {
    levels[role] = sum.map((v, h) => (n[h]! > 0 ? v / n[h]! : null));
  }
  const coverage = placed.map((p) => coverageOf(p.series));
  for (const c of coverage) {
    if (c.missingPeriods > 0)
      notes.push(
        `${c.metric} ${c.statistic}: ${c.missingPeriods} of ${c.missingPeriods + c.points} periods missing between ${c.first} and ${c.last}; counted as no traffic (amounts) or carried over (levels).`,
      );
  }
  return { system, startMs, hours, amounts, levels, coverage, notes };
}
