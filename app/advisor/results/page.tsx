import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { AnswersSummary, stepHref } from "@/components/advisor/answers-summary";
import { FIELDS } from "@/components/advisor/steps";
import { stepOfField } from "@/lib/advisor/answers";
import { answersToSearchParams, parseAnswerParams, parseAnswerParamsLenient } from "@/lib/validations/advisor";
import { RecommendationSection } from "./recommendation-section";

export const metadata: Metadata = { title: "Recommendation", description: "Ranked AWS storage options for your answers, with cost, time, reasons and configuration." };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function fieldLabel(field: string): string {
  return field in FIELDS ? FIELDS[field as keyof typeof FIELDS].label : field;
}

export default async function ResultsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const parsed = parseAnswerParams(params);
  if (!parsed.ok) {
    const { answers } = parseAnswerParamsLenient(params);
    return (
      <>
        <h1>Recommendation</h1>
        <div className="notice" role="alert">
          <p>Some answers cannot be used:</p>
          <ul>
            {parsed.issues.map((issue) => (
              <li key={issue.field}>
                {fieldLabel(issue.field)}: {issue.message}. <Link href={stepHref(answers, stepOfField(issue.field))}>Fix it</Link>
              </li>
            ))}
          </ul>
        </div>
      </>
    );
  }
  const { answers } = parsed;
  const canonical = answersToSearchParams(answers).toString();
  return (
    <>
      <h1>Recommendation</h1>
      <section aria-labelledby="advisor-your-answers">
        <h2 id="advisor-your-answers">Your answers</h2>
        <AnswersSummary answers={answers} editable />
        <p>
          <Link href={stepHref(answers, 1)}>Go through the questions again</Link>
        </p>
      </section>
      <Suspense fallback={<div className="skeleton" aria-label="Working out the recommendation" />}>
        <RecommendationSection answers={answers} canonical={canonical} />
      </Suspense>
    </>
  );
}
