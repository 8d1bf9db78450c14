import type { ReactNode } from "react";
import type { ByteUnits } from "@/lib/format";
import type { RecommendationView as View } from "@/server/data/recommendations/recommendations";
import { RankedCard } from "./ranked-card";
import { ConsideredTable, Crossovers, Method, RuledOutTable } from "./recommendation-details";

/**
 * A recommendation as the results page and a share link show it. It renders only what
 * the result holds (no recomputation), so a saved link shows exactly what was saved.
 * `actions` (the share button) and `chart` are slots the pages fill.
 */
export function RecommendationView({
  view,
  actions,
  chart,
  units = "auto",
}: {
  view: View;
  actions?: ReactNode;
  chart?: ReactNode;
  /** How sizes print (the page's `units` setting). */
  units?: ByteUnits;
}) {
  const top = view.ranking[0];
  return (
    <div className="advisor-result">
      <section aria-labelledby="advisor-answer">
        <h2 id="advisor-answer">The answer</h2>
        <p className="advisor-summary">{view.summary}</p>
        {view.ranking.length > 1 ? (
          <p className="muted" data-testid="advisor-weights-summary">
            {view.method === "need-then-total-cost"
              ? "Ranked as an architect decides: the options that meet the need first, then the lowest total monthly cost (storage, plus the waiting that is paid for)."
              : `Ranked for ${view.weights.latency} work: cost weighs ${view.weights.cost * 100}%, time (${view.timeMeasure ?? "the day's work"}) ${view.weights.duration * 100}%.`}
          </p>
        ) : null}
        {actions}
      </section>

      {view.ranking.length > 0 ? (
        <section aria-labelledby="advisor-ranked">
          <h2 id="advisor-ranked">Ranked options</h2>
          <ol className="advisor-ranking" aria-labelledby="advisor-ranked">
            {view.ranking.map((option) => (
              <li key={option.key}>
                <RankedCard option={option} timeMeasure={view.timeMeasure ?? "the day's work"} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {top ? (
        <section aria-labelledby="advisor-change">
          <h2 id="advisor-change">What would change the answer</h2>
          <Crossovers
            crossovers={view.whatWouldChange}
            hasRunnerUp={view.ranking.length + view.alsoConsidered.length > 1}
          />
        </section>
      ) : null}

      {chart}

      <section aria-labelledby="advisor-ruled-out">
        <h2 id="advisor-ruled-out">Ruled out</h2>
        <RuledOutTable ruledOut={view.ruledOut} />
      </section>

      <section aria-labelledby="advisor-considered">
        <h2 id="advisor-considered">Also considered</h2>
        <ConsideredTable options={view.alsoConsidered} />
      </section>

      <section aria-labelledby="advisor-method">
        <h2 id="advisor-method">How this was worked out</h2>
        <Method view={view} units={units} />
      </section>
    </div>
  );
}
