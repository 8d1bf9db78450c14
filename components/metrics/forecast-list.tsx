import type { Forecast } from "@/lib/metrics";

/** When each option's burst credits run out if the observed days go on (trend and growth included). */
export function ForecastList({ forecasts, horizonDays }: { forecasts: Forecast[]; horizonDays: number }) {
  if (forecasts.length === 0) return <p>No option here runs on burst credits.</p>;
  return (
    <ul data-testid="forecast-list">
      {forecasts.map((f) => (
        <li key={`${f.optionId}-${f.bucket}`}>
          <strong>{f.label}</strong>, {f.bucket}:{" "}
          {f.runsOutAt ? (
            <>
              run out on <time dateTime={f.runsOutAt}>{f.runsOutAt.slice(0, 10)}</time> ({f.daysFromEnd} days after the
              data)
            </>
          ) : (
            <>last beyond {Math.round(horizonDays / 365)} years</>
          )}
          {f.outgrowsAt ? <>; the data outgrows its default size on {f.outgrowsAt.slice(0, 10)}</> : null}
          <span className="muted">
            {" "}
            (from {f.startBalance.toLocaleString("en-US")} of {f.capacity.toLocaleString("en-US")} {f.unit}, the{" "}
            {f.balanceSource} balance)
          </span>
        </li>
      ))}
    </ul>
  );
}
