import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache, Suspense } from "react";
import { ReferenceSection } from "@/components/results/reference-section";
import { ResultHeader } from "@/components/results/result-header";
import { ResultJobsSection } from "@/components/results/result-jobs-section";
import { PublishControl } from "@/components/results/publish-control";
import { pageViewer } from "@/server/api/upload-viewer";
import { getDb } from "@/server/db/client";
import { resultOwnedBy } from "@/server/data/results/upload-visibility";
import { getResult } from "@/server/data/results/results";
import { AgainstModelSection } from "./against-model-section";
import { LoadingPlaceholder } from "@/components/loading-placeholder";
import { CompareViews } from "@/components/results/compare-views";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ id: string }>;
}

// One query per request for both the metadata and the page.
const loadResult = cache((id: string) => getResult(getDb(), id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const result = await loadResult((await params).id);
  return { title: result ? `fio result ${result.fileName}` : "Result not found" };
}

export default async function Page({ params }: Props) {
  const { id } = await params;
  // Awaited before anything streams, so an unknown id answers a real 404.
  const result = await loadResult(id);
  if (!result) notFound();
  const owned = await resultOwnedBy(getDb(), id, await pageViewer());
  return (
    <article className="result-page">
      <ResultHeader result={result} />
      {owned ? (
        <PublishControl resultId={result.id} publishedAt={result.publishedAt} />
      ) : (
        <p className="muted" data-testid="visibility">
          {result.publishedAt
            ? "Published by its owner: listed and drawn on /compare."
            : "Unlisted: its owner has not published it; it is not listed or drawn on /compare."}
        </p>
      )}
      <CompareViews result={result} owned={owned} />
      {result.document.warnings.length > 0 ? (
        <details className="parser-notes">
          <summary>Parser notes ({result.document.warnings.length})</summary>
          <ul>
            {result.document.warnings.map((warning, i) => (
              <li key={i}>{warning}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <h2>Results</h2>
      <Suspense fallback={<LoadingPlaceholder label="the jobs" />}>
        <ResultJobsSection id={id} />
      </Suspense>
      <h2>Against the model</h2>
      <Suspense fallback={<LoadingPlaceholder label="the comparison with the model" />}>
        <AgainstModelSection id={id} />
      </Suspense>
      <h2>Nearest reference measurements</h2>
      <Suspense fallback={<LoadingPlaceholder label="reference measurements" />}>
        <ReferenceSection jobs={result.document.jobs} />
      </Suspense>
    </article>
  );
}
