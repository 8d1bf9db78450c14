import { formatDuration, formatUsd } from "@/lib/format";

/** Monthly amounts to the cent: "$0.30", "$12.30", "$1,221.59", "$96". */
export function usd(value: number): string {
  const cents = Math.round(value * 100) / 100;
  if (cents > 0 && cents < 1) return `$${cents.toFixed(2)}`;
  return formatUsd(cents);
}

/** A day's work: "2.857 s", "1 h 20 min 51 s"; "forever" when it never finishes. */
export function duration(seconds: number): string {
  return Number.isFinite(seconds) ? formatDuration(seconds) : "forever";
}
