import { formatBytes, formatDuration, formatNumber } from "@/lib/format";
import { MIB_BYTES } from "@/lib/units";

/**
 * Display text for fio figures, every value with its unit. Bandwidth is always MiB/s
 * (fio's own unit for BW=, so a reader can check it against fio's text output);
 * latencies pick ns, µs, ms or s so the number stays short. Shared by the server pages
 * and the browser preview, so both print a value the same way.
 */

const NS_PER_US = 1_000;
const NS_PER_MS = 1_000_000;
const NS_PER_S = 1_000_000_000;
const DASH = "\u2013";

export function formatMiBps(bytesPerSec: number): string {
  return `${formatNumber(bytesPerSec / MIB_BYTES)} MiB/s`;
}

export function formatIops(iops: number): string {
  return `${formatNumber(iops)} IOPS`;
}

export function formatLatencyNs(ns: number | null | undefined): string {
  if (ns === null || ns === undefined || !Number.isFinite(ns)) return DASH;
  if (ns < NS_PER_US) return `${formatNumber(ns)} ns`;
  if (ns < NS_PER_MS) return `${formatNumber(ns / NS_PER_US)} µs`;
  if (ns < NS_PER_S) return `${formatNumber(ns / NS_PER_MS)} ms`;
  return `${formatNumber(ns / NS_PER_S)} s`;
}

/** Block and file sizes in fio's binary units: "4 KiB", "1 GiB". */
export function formatSize(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? DASH : formatBytes(bytes, "binary");
}

export function formatSeconds(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? DASH : formatDuration(seconds);
}

export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined ? DASH : formatNumber(value);
}

export function formatYesNo(value: boolean | null | undefined): string {
  return value === null || value === undefined ? DASH : value ? "yes" : "no";
}

/** A histogram bucket's range: "64 µs – 128 µs". */
export function formatLatencyRange(lowerNs: number, upperNs: number | null): string {
  return upperNs === null
    ? `≥ ${formatLatencyNs(lowerNs)}`
    : `${formatLatencyNs(lowerNs)} ${DASH} ${formatLatencyNs(upperNs)}`;
}

export function formatUploadedAt(iso: string): string {
  // UTC, fixed format: the server render and the browser agree whatever the visitor's zone.
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
