import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { AnswersSummary } from "@/components/advisor/answers-summary";
import { ChartSection } from "@/components/advisor/chart-section";
import { RecommendationView } from "@/components/advisor/recommendation-view";
import { FioJobLinks } from "@/components/measurements/fio-job-links";
import { MeasuredSince } from "@/components/measurements/measured-since";
import { pageViewer } from "@/server/api/upload-viewer";
import { recommendationMeasurements } from "@/server/data/results/measurements";
import { PriceAge } from "@/components/prices/price-age";
import { getDb } from "@/server/db/client";
import { getRecommendation } from "@/server/data/recommendations/recommendations";
import { formatPartialDate, formatUsd } from "@/lib/format";
import type { PriceChange } from "@/server/data/recommendations/recommendations";
import { answersToSearchParams } from "@/lib/validations/advisor";
import { compareHrefOfPlan } from "@/lib/compare/advisor-view";
import { parseUnits } from "@/lib/validations/units";
import { keepUnits, UnitsLinks, withUnits } from "@/components/units/units-links";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// One query per request for both the metadata and the page.
const load = cache((id: string) => getRecommendation(getDb(), id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load((await params).id);
  return found ? { title: "Saved recommendation", description: found.summary } : { title: "Recommendation not found" };
}

/** "With today's prices, EFS ... would cost $12.30 a month more ($140.00 instead of $127.70)." */
function PriceChangeLine({ change }: { change: PriceChange }) {
  if (change.differenceUsd === null || change.todayMonthlyCostUsd === null) {
    return (
      <p data-testid="price-change">
        Today&apos;s prices cannot cost {change.label} any more: recompute to see the options they can.
      </p>
    );
  }
  const diff = change.differenceUsd;
  const same = Math.abs(diff) < 0.005;
  return (
    <p data-testid="price-change">
      With today&apos;s prices, {change.label} would cost{" "}
      {same ? (
        <>the same ({formatUsd(change.savedMonthlyCostUsd)} a month)</>
      ) : (
        <>
          <strong>
            {formatUsd(Math.abs(diff))} a month {diff > 0 ? "more" : "less"}
          </strong>{" "}
          ({formatUsd(change.todayMonthlyCostUsd)} instead of {formatUsd(change.savedMonthlyCostUsd)})
        </>
      )}
      {change.todayTopKey !== null && change.todayTopKey !== change.optionKey
        ? ", and another option now ranks first"
        : ""}
      .
    </p>
  );
}

export default async function SharedRecommendationPage({ params, searchParams }: Props) {
  const { id } = await params;
  const query = await searchParams;
  // The units setting (issue 40) is the reader's, not the saved answer's: it travels with every link below.
  const units = parseUnits(query["units"]);
  // Awaited before anything streams, so an unknown id answers a real 404.
  const view = await load(id);
  if (!view) notFound();
  const now = new Date();
  const answersQuery = answersToSearchParams(view.answers).toString();
  const recompute = keepUnits(`/advisor/results?${answersQuery}`, units);
  return (
    <>
      <h1>Saved recommendation</h1>
      <UnitsLinks units={units} hrefFor={(choice) => withUnits(`/r/${id}`, query, choice)} />
      <p className="muted">
        Saved {view.createdAt ? formatPartialDate(view.createdAt.slice(0, 10)) : ""} with prices from snapshot{" "}
        {view.snapshot.id} (as of {view.snapshot.asOf}, <PriceAge asOf={view.snapshot.asOf} now={now} />
        ). This page always shows the answer as it was saved.
      </p>
      {view.pricesChanged ? (
        <div className="notice advisor-prices-changed" role="status">
          <p>
            Prices have changed since this was saved: today&apos;s {view.region} prices come from snapshot{" "}
            {view.currentSnapshot?.id} (as of {view.currentSnapshot?.asOf}
            {view.currentSnapshot ? (
              <>
                , <PriceAge asOf={view.currentSnapshot.asOf} now={now} />
              </>
            ) : null}
            ). The figures below use the prices of the day it was saved.
          </p>
          {view.priceChange ? <PriceChangeLine change={view.priceChange} /> : null}
          <p>
            <Link href={recompute} className="button">
              Recompute with today&apos;s prices
            </Link>
          </p>
        </div>
      ) : null}
      <section aria-labelledby="advisor-your-answers">
        <h2 id="advisor-your-answers">The answers</h2>
        <AnswersSummary answers={view.answers} editable={false} />
        {/* The context travels on: the wizard with these answers filled in, and every option for the same work on /compare. */}
        <p className="share-actions" data-testid="share-actions">
          <Link href={keepUnits(`/advisor?${answersQuery}`, units)} className="button" prefetch={false}>
            Edit these answers
          </Link>{" "}
          <Link
            href={compareHrefOfPlan(view.plan, view.region, view.answers.clientInstance, units)}
            className="button"
            prefetch={false}
          >
            Open in Compare
          </Link>{" "}
          <Link href={keepUnits(`/r/compare?ids=${id}`, units)} className="button" prefetch={false}>
            Set beside other saved answers
          </Link>
        </p>
      </section>
      <RecommendationView view={view} units={units} chart={<ChartSection view={view} />} />
      <MeasuredSince measurements={await recommendationMeasurements(getDb(), view, await pageViewer())} />
      <FioJobLinks recommendationId={id} ranking={view.ranking} />
    </>
  );
}
