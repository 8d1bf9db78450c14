import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { DatasetHeader } from "@/components/datasets/dataset-header";
import { Findings } from "@/components/datasets/findings";
import { MethodSection } from "@/components/datasets/method-section";
import { ReferenceFiguresTable } from "@/components/datasets/reference-figures-table";
import { ResultsSection } from "@/components/datasets/results-section";
import { SystemsTable } from "@/components/datasets/systems-table";
import { parseDatasetView, type DatasetView } from "@/components/datasets/view";
import { WorkloadCharts } from "@/components/datasets/workload-charts";
import { WorkloadsTable } from "@/components/datasets/workloads-table";
import type { DatasetDetail } from "@/server/data/datasets/datasets";
import { loadDatasetDetail, loadDatasetSummary } from "./load";
import { LoadingPlaceholder } from "@/components/loading-placeholder";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const summary = await loadDatasetSummary((await params).slug);
  return { title: summary ? summary.title : "Dataset not found" };
}

/** Renders one part of the dataset once the full document has loaded. */
async function Section({ slug, render }: { slug: string; render: (detail: DatasetDetail) => ReactNode }) {
  const detail = await loadDatasetDetail(slug);
  if (!detail) notFound();
  return render(detail);
}

export default async function DatasetPage({ params, searchParams }: Props) {
  const { slug } = await params;
  // Checked before any Suspense boundary streams, so an unknown slug answers a real 404.
  const summary = await loadDatasetSummary(slug);
  if (!summary) notFound();
  const view: DatasetView = parseDatasetView(await searchParams);

  return (
    <article className="dataset">
      <p className="breadcrumb">
        <Link href="/datasets">Datasets</Link>
      </p>
      <DatasetHeader summary={summary} />
      <Suspense fallback={<LoadingPlaceholder label="results" />}>
        <Section slug={slug} render={(detail) => <ResultsSection detail={detail} view={view} />} />
      </Suspense>
      <Suspense fallback={<LoadingPlaceholder label="charts" />}>
        <Section slug={slug} render={(detail) => <WorkloadCharts detail={detail} view={view} />} />
      </Suspense>
      <Suspense fallback={<LoadingPlaceholder label="observations" />}>
        <Section slug={slug} render={(detail) => <Findings dataset={detail.document} />} />
      </Suspense>
      <Suspense fallback={<LoadingPlaceholder label="reference figures" />}>
        <Section slug={slug} render={(detail) => <ReferenceFiguresTable dataset={detail.document} />} />
      </Suspense>
      <Suspense fallback={<LoadingPlaceholder label="systems" />}>
        <Section slug={slug} render={(detail) => <SystemsTable detail={detail} />} />
      </Suspense>
      <Suspense fallback={<LoadingPlaceholder label="workloads" />}>
        <Section slug={slug} render={(detail) => <WorkloadsTable workloads={detail.document.workloads} />} />
      </Suspense>
      <Suspense fallback={<LoadingPlaceholder label="method" />}>
        <Section slug={slug} render={(detail) => <MethodSection dataset={detail.document} />} />
      </Suspense>
    </article>
  );
}
