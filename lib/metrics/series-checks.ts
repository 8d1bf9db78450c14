import type { MetricDefinition } from "./definitions";
import { fail } from "./types";
import { SECONDS_PER_DAY, SECONDS_PER_MINUTE } from "@/lib/units";

/** CloudWatch periods for AWS metrics: one minute to one day (get-metric-data, get-metric-statistics Period). */
export const MIN_PERIOD_SECONDS = SECONDS_PER_MINUTE;
export const MAX_PERIOD_SECONDS = SECONDS_PER_DAY;

/** CloudWatch timestamps: ISO 8601 text (the CLI prints "2026-10-01T00:00:00+00:00" or "...Z"), or epoch seconds. */
export function parseTimestamp(raw: unknown): number | null {
  if (typeof raw === "number" && Number.isFinite(raw)) return raw * 1000;
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text)) return null;
  // A time without a zone is UTC: CloudWatch keeps every timestamp in UTC.
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text.replace(" ", "T")}Z`;
  const ms = Date.parse(zoned);
  return Number.isFinite(ms) ? ms : null;
}

export interface RawPoint {
  t: number;
  v: number;
  /** Where the point came from, for messages. */
  at: string;
}

/**
 * Sorts the points, refuses duplicates and impossible values, and infers the period as the
 * greatest common divisor of the steps between points: CloudWatch leaves out periods with
 * no data, so steps are whole multiples of the period (toHourly narrows it further with the
 * other series of the import, which share the request's Period).
 */
export function checkedSeries(
  def: MetricDefinition,
  who: string,
  points: RawPoint[],
): { times: number[]; values: number[]; periodSeconds: number } {
  for (const p of points) {
    if (!Number.isFinite(p.v)) fail("invalid_metrics", p.at, `${who}: the value at ${p.at} is not a number.`);
    if (p.v < 0)
      fail("invalid_metrics", p.at, `${who}: the value at ${p.at} is negative (${p.v}); ${def.name} cannot be.`);
  }
  const sorted = [...points].sort((a, b) => a.t - b.t);
  let step = 0;
  for (let i = 1; i < sorted.length; i++) {
    const dt = Math.round((sorted[i]!.t - sorted[i - 1]!.t) / 1000);
    if (dt === 0)
      fail(
        "invalid_metrics",
        sorted[i]!.at,
        `${who}: two values share the timestamp ${new Date(sorted[i]!.t).toISOString()} (${sorted[i - 1]!.at} and ${sorted[i]!.at}).`,
      );
    step = gcd(step, dt);
  }
  const periodSeconds = step > 0 ? step : 3600;
  if (periodSeconds < MIN_PERIOD_SECONDS) {
    fail(
      "invalid_metrics",
      sorted[0]?.at ?? who,
      `${who}: points ${periodSeconds} s apart; AWS storage metrics come in periods of 60 s to 1 day.`,
    );
  }
  if (periodSeconds > MAX_PERIOD_SECONDS) {
    fail(
      "invalid_metrics",
      sorted[0]?.at ?? who,
      `${who}: points ${Math.round(periodSeconds / 3600)} h apart; the import reads periods of 60 s to 1 day.`,
    );
  }
  return { times: sorted.map((p) => p.t), values: sorted.map((p) => p.v), periodSeconds };
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y > 0) [x, y] = [y, x % y];
  return x;
}
