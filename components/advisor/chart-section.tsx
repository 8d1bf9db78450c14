import type { RecommendationView } from "@/server/data/recommendations/recommendations";
import { AdvisorChart } from "./advisor-chart";
import { advisorChartHighlights, advisorChartPoints } from "./chart-points";

/** Cost against time for every configuration the advisor estimated; the ranked ones are ringed and labelled #1, #2... */
export function ChartSection({ view }: { view: RecommendationView }) {
  const points = advisorChartPoints(view);
  const highlights = advisorChartHighlights(view);
  if (points.length < 2) return null;
  return (
    <section aria-labelledby="advisor-chart-heading">
      <h2 id="advisor-chart-heading">Cost against time</h2>
      <p className="muted">
        Every workable configuration the advisor estimated, monthly cost against the day&apos;s work (log scales; lower
        left is better). The ranked ones are ringed and labelled #1 to #{view.ranking.length}; the cards above and the
        tables below list the same figures.
      </p>
      <AdvisorChart points={points} labelledBy="advisor-chart-heading" highlights={highlights} />
    </section>
  );
}
