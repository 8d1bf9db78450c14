import type { ResultTable } from "@/lib/datasets/layout";
import { resultsAt } from "@/lib/datasets/layout";
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

/** Footnote markers for the notes of a row's results (notes are usually about the whole row). */
function NoteMarks({ tableId, indexes }: { tableId: string; indexes: number[] }) {
  return indexes.map((i) => (
    <sup key={i}>
      <a href={`#${tableId}-note-${i + 1}`} aria-label={`note ${i + 1}`}>
        {i + 1}
      </a>
    </sup>
  ));
}

/** Rows = systems, column groups = workloads, one column per metric: the article's comparison grid. */
export function ResultMatrixTable({ table, dataset, links, mode }: Props) {
  const systems = new Map(dataset.systems.map((s) => [s.id, s]));
  const workloads = new Map(dataset.workloads.map((w) => [w.id, w]));
  return (
    <table id={table.id} className="result-table">
      <caption>{table.caption}</caption>
      <colgroup>
        <col />
      </colgroup>
      {table.workloads.map((w) => (
        <colgroup key={w.workloadId} span={w.metrics.length} />
      ))}
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            System
          </th>
          {table.workloads.map((w) => (
            <th key={w.workloadId} scope="colgroup" colSpan={w.metrics.length}>
              {workloads.get(w.workloadId)?.name ?? w.workloadId}
            </th>
          ))}
        </tr>
        <tr>
          {table.workloads.flatMap((w) =>
            w.metrics.map((m) => (
              <th key={`${w.workloadId}-${m}`} scope="col" className="num">
                {METRIC_LABELS[m]}
              </th>
            )),
          )}
        </tr>
      </thead>
      <tbody>
        {table.systemIds.map((systemId) => {
          const rowResults = table.results.filter((r) => r.systemId === systemId);
          const noteIndexes = [
            ...new Set(rowResults.flatMap((r) => (r.note === undefined ? [] : [table.notes.indexOf(r.note)]))),
          ].sort((a, b) => a - b);
          return (
            <tr key={systemId}>
              <th scope="row">
                <SystemName label={systems.get(systemId)?.label ?? systemId} link={links.get(systemId)} />
                <NoteMarks tableId={table.id} indexes={noteIndexes} />
              </th>
              {table.workloads.flatMap((w) => {
                const cell = resultsAt(table, systemId, w.workloadId);
                return w.metrics.map((m) => {
                  const withValue = cell.filter((r) => r[m] !== undefined);
                  return (
                    <td key={`${w.workloadId}-${m}`} className="num">
                      {withValue.length === 0 ? (
                        <span className="muted">
                          –<span className="visually-hidden">not reported</span>
                        </span>
                      ) : (
                        withValue.map((r) => (
                          <span key={r.id} className="metric-line">
                            {withValue.length > 1 ? (
                              <span className="muted">{describeResultContext(r) || r.location || r.id}: </span>
                            ) : null}
                            <MetricValue result={r} metric={m} mode={mode} />
                          </span>
                        ))
                      )}
                    </td>
                  );
                });
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
