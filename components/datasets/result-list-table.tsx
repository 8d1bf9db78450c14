import type { ResultMetric, ResultTable } from "@/lib/datasets/layout";
import type { DatasetSystemLink } from "@/server/data/datasets/datasets";
import type { Dataset } from "@/lib/datasets/schema";
import { METRIC_LABELS } from "./metric-format";
import { describeResultContext, MetricValue } from "./metric-value";
import { SystemName } from "./system-name";
import type { ValueMode } from "./view";

interface Props {
  table: ResultTable;
  dataset: Dataset;
  links: ReadonlyMap<string, DatasetSystemLink>;
  mode: ValueMode;
}

/** Latency statistics and other figures are lists of text, read left to right. */
function metricClass(metric: ResultMetric): string {
  return metric === "latencyMs" ||
    metric === "latencyNs" ||
    metric === "latencyBreakdownMs" ||
    metric === "otherMetrics"
    ? "metric-list"
    : "num";
}

/** One row per result, one column per metric the group has, then what each figure summarises. */
export function ResultListTable({ table, dataset, links, mode }: Props) {
  const systems = new Map(dataset.systems.map((s) => [s.id, s]));
  const workloads = new Map(dataset.workloads.map((w) => [w.id, w]));
  const withContext = table.results.some((r) => describeResultContext(r) !== "");
  const withNotes = table.results.some((r) => r.note !== undefined);
  return (
    <table id={table.id} className="result-table">
      <caption>{table.caption}</caption>
      <thead>
        <tr>
          <th scope="col">System</th>
          <th scope="col">Workload</th>
          {table.metrics.map((m) => (
            <th key={m} scope="col" className={metricClass(m)}>
              {METRIC_LABELS[m]}
            </th>
          ))}
          {withContext ? <th scope="col">Figure</th> : null}
          {withNotes ? <th scope="col">Note</th> : null}
        </tr>
      </thead>
      <tbody>
        {table.results.map((r) => (
          <tr key={r.id}>
            <th scope="row">
              <SystemName label={systems.get(r.systemId)?.label ?? r.systemId} link={links.get(r.systemId)} />
            </th>
            <td>{workloads.get(r.workloadId)?.name ?? r.workloadId}</td>
            {table.metrics.map((m) => (
              <td key={m} className={metricClass(m)}>
                <MetricValue result={r} metric={m} mode={mode} />
              </td>
            ))}
            {withContext ? <td>{describeResultContext(r)}</td> : null}
            {withNotes ? <td className="note">{r.note}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
