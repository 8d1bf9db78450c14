import Link from "next/link";
import { buildResultTables, buildWorkloadCharts, CHART_METRICS, type ChartMetric } from "@/lib/datasets/layout";
import type { DatasetDetail } from "@/server/data/datasets/datasets";
import { CHART_AXIS_LABELS } from "./metric-format";
import { viewQuery, type DatasetView } from "./view";
import { WorkloadBarChart } from "./workload-bar-chart";

/** Links that choose the charted metric (kept in ?chart=), for metrics this dataset has. */
function MetricSwitch({ slug, view, metrics }: { slug: string; view: DatasetView; metrics: ChartMetric[] }) {
  if (metrics.length < 2) return null;
  return (
    <p className="view-switch">
      Chart:{" "}
      {metrics.map((metric, i) => (
        <span key={metric}>
          {i > 0 ? " · " : null}
          {view.chart === metric || (view.chart === undefined && i === 0) ? (
            <strong aria-current="true">{CHART_AXIS_LABELS[metric]}</strong>
          ) : (
            <Link href={`/datasets/${slug}${viewQuery({ ...view, chart: metric })}#charts`} scroll={false}>
              {CHART_AXIS_LABELS[metric]}
            </Link>
          )}
        </span>
      ))}
    </p>
  );
}

/** One bar chart per workload; each names the table holding its values (its text alternative). */
export function WorkloadCharts({ detail, view }: { detail: DatasetDetail; view: DatasetView }) {
  const dataset = detail.document;
  const charts = buildWorkloadCharts(dataset, view.chart);
  const tables = buildResultTables(dataset);
  const metrics = CHART_METRICS.filter((m) => dataset.results.some((r) => r[m] !== undefined));
  if (charts.length === 0) return null;
  return (
    <section aria-labelledby="charts">
      <h2 id="charts">Charts</h2>
      <MetricSwitch slug={detail.slug} view={view} metrics={metrics} />
      <p className="muted chart-legend">
        <span className="swatch swatch-measured" aria-hidden="true" /> measured{" "}
        <span className="swatch swatch-estimated" aria-hidden="true" /> estimated by the source; a paler bar spans a
        range the source gives.
      </p>
      <div className="chart-grid">
        {charts.map((chart) => {
          const table = tables.find((t) => t.results.some((r) => r.workloadId === chart.workloadId));
          const what = `${CHART_AXIS_LABELS[chart.metric]} per system${chart.logScale ? ", logarithmic scale" : ""}`;
          const captionId = `chart-${chart.workloadId}`;
          return (
            <figure key={chart.workloadId} className="chart-figure" aria-labelledby={captionId}>
              <figcaption id={captionId}>
                <strong>{chart.workloadName}</strong>: {what}.{" "}
                {table ? (
                  <>
                    Values in <a href={`#${table.id}`}>{table.caption}</a>.
                  </>
                ) : null}
              </figcaption>
              <WorkloadBarChart
                chart={chart}
                label={`Bar chart: ${chart.workloadName}, ${what}. The same values are in the table ${table?.caption ?? "above"}.`}
              />
            </figure>
          );
        })}
      </div>
    </section>
  );
}
