import { Suspense } from "react";
import { ChartSection } from "@/components/advisor/chart-section";
import { RecommendationView } from "@/components/advisor/recommendation-view";
import { ShareButton } from "@/components/advisor/share-button";
import type { AdvisorAnswers } from "@/lib/advisor/answers";
import type { ByteUnits } from "@/lib/format";
import { loadRecommendation } from "./load";

/** The ranking for the answers in the URL, computed now with the newest prices. */
export async function RecommendationSection({
  answers,
  canonical,
  units = "auto",
}: {
  answers: AdvisorAnswers;
  canonical: string;
  units?: ByteUnits;
}) {
  const loaded = await loadRecommendation(canonical);
  if (loaded.kind === "no-prices") {
    return (
      <p className="notice" role="status">
        {loaded.message}
      </p>
    );
  }
  const { view } = loaded;
  const chart = (
    <Suspense fallback={<div className="skeleton advisor-chart-skeleton" aria-label="Drawing the chart" />}>
      <ChartLoader canonical={canonical} />
    </Suspense>
  );
  return (
    <RecommendationView
      view={view}
      units={units}
      actions={<ShareButton answers={answers} snapshotId={view.snapshot.id} units={units} />}
      chart={chart}
    />
  );
}

/** The chart is its own widget: it reads the same (cached) run as the ranking. */
async function ChartLoader({ canonical }: { canonical: string }) {
  const loaded = await loadRecommendation(canonical);
  return loaded.kind === "ok" ? <ChartSection view={loaded.view} /> : null;
}
