import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { AnswersSummary, stepHref } from "@/components/advisor/answers-summary";
import { stepOfField, type AnswerField } from "@/lib/advisor/answers";
import {
  answersToSearchParams,
  parseAnswerParams,
  parseAnswerParamsLenient,
  type LenientAnswers,
} from "@/lib/validations/advisor";
import { parseRegionList } from "@/lib/validations/regions";
import { parseUnits } from "@/lib/validations/units";
import { UnitsLinks, withUnits } from "@/components/units/units-links";
import { RecommendationSection } from "./recommendation-section";
import { AdvisorRegionsSection } from "./regions-section";
import { LoadingPlaceholder } from "@/components/loading-placeholder";

export const metadata: Metadata = {
  title: "Recommendation",
  description: "Ranked AWS storage options for your answers, with cost, time, reasons and configuration.",
};
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The wizard at the step asking `field`, with every answer as typed (the invalid ones too, so the step shows them with their error). */
function fixHref(lenient: LenientAnswers, field: string): string {
  const params = answersToSearchParams(lenient.answers);
  for (const issue of lenient.issues) {
    const typed = lenient.raw[issue.field as AnswerField];
    if (typed !== undefined) params.set(issue.field, typed);
  }
  params.set("step", String(stepOfField(field)));
  return `/advisor?${params.toString()}`;
}

export default async function ResultsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const parsed = parseAnswerParams(params);
  if (!parsed.ok) {
    const lenient = parseAnswerParamsLenient(params);
    return (
      <>
        <h1>Recommendation</h1>
        <div className="notice" role="alert">
          <p>Some answers cannot be used:</p>
          <ul>
            {parsed.issues.map((issue) => (
              <li key={issue.field}>
                {issue.message}. <Link href={fixHref(lenient, issue.field)}>Fix it</Link>
              </li>
            ))}
          </ul>
        </div>
      </>
    );
  }
  const { answers } = parsed;
  const canonical = answersToSearchParams(answers).toString();
  // Not an answer: `regions=all` (or a list) adds the same answers' first choice in each region.
  const regionsValue = params["regions"];
  const regions = parseRegionList(Array.isArray(regionsValue) ? regionsValue[0] : regionsValue);
  const units = parseUnits(params["units"]);
  return (
    <>
      <h1>Recommendation</h1>
      <UnitsLinks units={units} hrefFor={(choice) => withUnits("/advisor/results", params, choice)} />
      <section aria-labelledby="advisor-your-answers">
        <h2 id="advisor-your-answers">Your answers</h2>
        <AnswersSummary answers={answers} editable />
        <p>
          <Link href={stepHref(answers, 1)}>Go through the questions again</Link>
        </p>
      </section>
      <Suspense fallback={<LoadingPlaceholder label="the recommendation" />}>
        <RecommendationSection answers={answers} canonical={canonical} units={units} />
      </Suspense>
      {regions === null ? (
        <p>
          <Link
            href={`/advisor/results?${canonical}&regions=all${units === "auto" ? "" : `&units=${units}`}`}
            data-testid="advisor-regions-link"
          >
            The same answers in every region with prices
          </Link>
        </p>
      ) : (
        <Suspense fallback={<LoadingPlaceholder label="the answer in each region" />}>
          <AdvisorRegionsSection answers={answers} regions={regions} units={units} />
        </Suspense>
      )}
    </>
  );
}
