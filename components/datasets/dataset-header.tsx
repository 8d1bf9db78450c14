import type { DatasetListItem } from "@/server/data/datasets/datasets";
import { formatInteger, formatPartialDate } from "@/lib/format";
import { describeDate } from "./dataset-date";

/** "us-east-2 (Ohio)" as the article put it when that names the code, else both. */
function describeRegion(region: NonNullable<DatasetListItem["region"]>): string {
  if (!region.asReported || region.asReported === region.code) return region.code;
  return region.asReported.includes(region.code) ? region.asReported : `${region.code} (${region.asReported})`;
}

function plural(n: number, noun: string): string {
  return `${formatInteger(n)} ${noun}${n === 1 ? "" : "s"}`;
}

/** Title, summary and provenance of one dataset, with its downloads. */
export function DatasetHeader({ summary }: { summary: DatasetListItem }) {
  const { source, published, region, counts } = summary;
  return (
    <header className="dataset-header">
      <h1>{summary.title}</h1>
      {summary.summary ? <p className="lede">{summary.summary}</p> : null}
      <dl className="facts">
        <div>
          <dt>Source</dt>
          <dd>
            {source.articleTitle ? <cite>{source.articleTitle}</cite> : null}
            {source.articleTitle ? ", " : null}
            {source.publisher ?? "unknown publisher"} (<code>{source.articleFile}</code>)
          </dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>
            {published.date ? formatPartialDate(published.date) : "not stated"}
            {published.basis ? ` (${describeDate(published.basis)})` : null}
          </dd>
        </div>
        <div>
          <dt>Region</dt>
          <dd>{region ? describeRegion(region) : "not stated"}</dd>
        </div>
        <div>
          <dt>Holds</dt>
          <dd>
            {plural(counts.systems, "system")}, {plural(counts.workloads, "workload")},{" "}
            {plural(counts.results, "result")}, {plural(counts.observations, "observation")}
          </dd>
        </div>
      </dl>
      <p className="downloads">
        Download: <a href={`/api/v1/datasets/${summary.slug}.csv`}>results as CSV</a> ·{" "}
        <a href={`/api/v1/datasets/${summary.slug}`}>dataset as JSON</a> ·{" "}
        <a href="/api/v1/schemas/dataset.json">file format (JSON Schema)</a>
      </p>
    </header>
  );
}
