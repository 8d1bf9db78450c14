import { formatDuration } from "@/lib/format";

/** The model reports an operation that can never finish (no throughput at all) as Infinity seconds. */
export function durationText(seconds: number): string {
  return Number.isFinite(seconds) ? formatDuration(seconds) : "never finishes";
}

/** A model message as a sentence: one full stop, never two. */
export function sentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}
