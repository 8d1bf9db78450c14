import Link from "next/link";
import { SERIES_LABELS, type UnplacedOption } from "@/lib/compare/types";

/** Options and measurements the chart cannot place, each with the reason. */
export function UnplacedList({ unplaced }: { unplaced: readonly UnplacedOption[] }) {
  if (unplaced.length === 0) return null;
  return (
    <details className="compare-unplaced" data-testid="compare-unplaced">
      <summary>Not on the chart: {unplaced.length}</summary>
      <ul>
        {unplaced.map((u, i) => (
          <li key={`${u.series}-${u.label}-${i}`}>
            <Link href={u.href}>{u.label}</Link>{" "}
            <span className="muted">({SERIES_LABELS[u.series].toLowerCase()})</span>: {u.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}
