import { formatDuration, formatUsd } from "@/lib/format";
import { SERIES_LABELS, type ComparePoint } from "./types";

/** Whole dollars above $100, cents below: enough to compare points, never noisy. */
export function formatMonthlyCost(usd: number): string {
  return formatUsd(usd >= 100 ? Math.round(usd) : Math.round(usd * 100) / 100);
}

export function formatDayDuration(seconds: number): string {
  return formatDuration(seconds >= 60 ? Math.round(seconds) : seconds);
}

/** What a screen reader says on a chart point: "EBS gp3, modelled: 44 min 47 s a day, $80 a month". */
export function pointSummary(point: ComparePoint): string {
  const unpriced =
    point.priceStatus === "missing"
      ? " (unpriced: cost incomplete)"
      : point.priceStatus === "unconfirmed"
        ? " (prices unconfirmed)"
        : "";
  return `${point.label}, ${SERIES_LABELS[point.series].toLowerCase()}: ${formatDayDuration(point.durationSecondsPerDay)} a day, ${formatMonthlyCost(point.monthlyCostUsd)} a month${unpriced}`;
}
