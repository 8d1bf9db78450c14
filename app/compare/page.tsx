import type { Metadata } from "next";
import { Suspense } from "react";
import { CompareChartSection, CompareTableSection } from "@/components/compare/compare-sections";
import { CompareRegionsSection } from "@/components/compare/compare-regions-section";
import { ViewFormSection } from "@/components/compare/view-form-section";
import { CompareFioJobLinks } from "@/components/measurements/compare-fio-job-links";
import { compareHref, compareQuery } from "@/lib/compare/view";
import { UnitsLinks } from "@/components/units/units-links";
import { parseCompareView } from "@/lib/validations/compare";
import { LoadingPlaceholder } from "@/components/loading-placeholder";

export const metadata: Metadata = {
  title: "Compare",
  description:
    "Monthly cost against duration per day of every AWS storage option for a workload: modelled and measured side by side.",
};
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ComparePage({ searchParams }: { searchParams: SearchParams }) {
  const { view, issues } = parseCompareView(await searchParams);
  return (
    <>
      <h1>Compare</h1>
      <p className="lede">
        What a workload costs a month against how long its day of work takes, on every storage option: the model&apos;s
        estimate (hollow) beside published measurements and your uploaded fio results (filled). Lower left is better;
        the dashed staircase joins the options nothing else beats on both.
      </p>
      {/* The controls are part of the first paint, not a streamed widget: their height
          depends on the screen and the view, so any skeleton for them pushed the chart
          down when they arrived (a layout shift of 0.19 on a phone). Their data is one
          small query. */}
      <UnitsLinks units={view.units} hrefFor={(units) => compareHref(view, { units })} />
      <ViewFormSection view={view} issues={issues} />
      {view.regions !== null ? (
        <Suspense fallback={<LoadingPlaceholder className="compare-table-skeleton" label="the region table" />}>
          <CompareRegionsSection view={view} />
        </Suspense>
      ) : null}
      <Suspense fallback={<LoadingPlaceholder className="compare-chart-skeleton" label="the chart" />}>
        <CompareChartSection view={view} />
      </Suspense>
      <Suspense fallback={<LoadingPlaceholder className="compare-table-skeleton" label="the table" />}>
        <CompareTableSection view={view} />
      </Suspense>
      <CompareFioJobLinks query={compareQuery(view)} />
    </>
  );
}
