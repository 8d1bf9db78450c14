import Link from "next/link";
import { formatDayDuration, formatMonthlyCost } from "@/lib/compare/describe";
import { SERIES_LABELS, type ComparePoint } from "@/lib/compare/types";

/** The options on the Pareto frontier, named, fastest first: the chart's staircase in words. */
export function FrontierList({ frontier }: { frontier: readonly ComparePoint[] }) {
  if (frontier.length === 0)
    return <p className="muted">No priced point is shown, so there is no cost-time frontier.</p>;
  return (
    <div className="compare-frontier" data-testid="compare-frontier-list">
      <p>
        <strong>Pareto frontier</strong> (nothing else is both faster and cheaper), fastest first:
      </p>
      <ol>
        {frontier.map((p) => (
          <li key={p.id}>
            <Link href={p.href}>{p.label}</Link>{" "}
            <span className="muted">({SERIES_LABELS[p.series].toLowerCase()})</span>:{" "}
            {formatDayDuration(p.durationSecondsPerDay)} a day, {formatMonthlyCost(p.monthlyCostUsd)} a month
          </li>
        ))}
      </ol>
    </div>
  );
}
