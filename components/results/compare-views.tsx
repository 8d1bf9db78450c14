import Link from "next/link";
import { uploadViews } from "@/lib/compare/upload-views";
import { getCatalogOption } from "@/lib/model";
import { DEFAULT_REGION } from "@/lib/pricing/regions";
import type { ResultView } from "@/server/data/results/results";

/**
 * Where a saved upload appears on /compare (issue 40, point 3): the views whose workload
 * reads and writes as its fio jobs did, so the link opens a chart with the upload on it.
 */
export function CompareViews({ result, owned }: { result: ResultView; owned: boolean }) {
  const { labels } = result;
  if (labels.optionId === null || getCatalogOption(labels.optionId) === undefined) {
    return (
      <p className="muted" data-testid="compare-views">
        Not drawn on /compare: it is not labelled with a storage option of the catalog.
      </p>
    );
  }
  const views = uploadViews(
    {
      id: result.id,
      fileName: result.fileName,
      optionId: labels.optionId,
      optionParams: labels.optionParams,
      region: labels.region,
    },
    result.document.jobs,
    labels.region ?? DEFAULT_REGION,
  );
  if (views.length === 0)
    return (
      <p className="muted" data-testid="compare-views">
        Not drawn on /compare: no job measured a bandwidth without an error.
      </p>
    );
  const who = result.publishedAt
    ? "Drawn on /compare, for everyone, beside the model on"
    : owned
      ? "Drawn on your /compare (nobody else sees it until you publish it) beside the model on"
      : "Not drawn on /compare until its owner publishes it; then on";
  return (
    <div data-testid="compare-views">
      <p>
        {who} the workloads that read and write as this run did (a 4 KiB random run says nothing about a copy of large
        files, so other workloads list it under the chart instead):
      </p>
      <ul>
        {views.map((view) => (
          <li key={view.href}>
            <Link href={view.href}>{view.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
