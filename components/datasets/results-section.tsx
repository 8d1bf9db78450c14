import Link from "next/link";
import { buildResultTables, CHART_METRICS } from "@/lib/datasets/layout";
import type { DatasetDetail } from "@/server/data/datasets/datasets";
import { EstimatedMark } from "./metric-value";
import { ResultListTable } from "./result-list-table";
import { ResultMatrixTable } from "./result-matrix-table";
import { viewQuery, type DatasetView } from "./view";

/** Switches between our converted values and the article's own text; a plain link, state in the URL. */
function ValueModeSwitch({ slug, view }: { slug: string; view: DatasetView }) {
  const option = (values: DatasetView["values"], label: string) =>
    view.values === values ? (
      <strong aria-current="true">{label}</strong>
    ) : (
      <Link href={`/datasets/${slug}${viewQuery({ ...view, values })}#results`} scroll={false}>
        {label}
      </Link>
    );
  return (
    <p className="view-switch">
      Values: {option("converted", "converted, with units")} · {option("as-reported", "as printed in the article")}
    </p>
  );
}

/** Every result of the dataset, in one table per place in the article. */
export function ResultsSection({ detail, view }: { detail: DatasetDetail; view: DatasetView }) {
  const tables = buildResultTables(detail.document);
  const links = new Map(detail.systems.map((s) => [s.key, s]));
  const anyEstimated = detail.document.results.some((r) => r.estimated !== undefined);
  const anyRange = detail.document.results.some((r) => CHART_METRICS.some((m) => typeof r[m] === "object"));
  return (
    <section aria-labelledby="results">
      <h2 id="results">Results</h2>
      <ValueModeSwitch slug={detail.slug} view={view} />
      {anyEstimated || anyRange ? (
        <p className="muted">
          {anyEstimated ? (
            <>
              <EstimatedMark /> marks a value the source estimated or extrapolated.{" "}
            </>
          ) : null}
          {anyRange ? <>Two values joined by a dash are a range the source gives.</> : null}
        </p>
      ) : null}
      {tables.length === 0 ? <p className="notice">This dataset records no measured results.</p> : null}
      {tables.map((table) => (
        <div key={table.id} className="result-block">
          <div className="table-scroll" tabIndex={0}>
            {table.kind === "matrix" ? (
              <ResultMatrixTable table={table} dataset={detail.document} links={links} mode={view.values} />
            ) : (
              <ResultListTable table={table} dataset={detail.document} links={links} mode={view.values} />
            )}
          </div>
          {table.kind === "matrix" && table.notes.length > 0 ? (
            <ol className="table-notes" aria-label={`Notes to ${table.caption}`}>
              {table.notes.map((note, i) => (
                <li key={i} id={`${table.id}-note-${i + 1}`}>
                  {note}
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      ))}
    </section>
  );
}
