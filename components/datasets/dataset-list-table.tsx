import Link from "next/link";
import type { DatasetListItem } from "@/server/data/datasets/datasets";
import { formatInteger, formatPartialDate } from "@/lib/format";
import { describeDate } from "./dataset-date";

/** Every dataset: what it is, where it comes from, when and where it was measured, how much it holds. */
export function DatasetListTable({ datasets }: { datasets: DatasetListItem[] }) {
  if (datasets.length === 0) {
    return (
      <p className="notice" role="status">
        No datasets are loaded. Run <code>npm run --silent cli -- setup</code> to load the bundled ones.
      </p>
    );
  }
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="dataset-list">
        <caption>Reference datasets: {datasets.length} published benchmarks</caption>
        <thead>
          <tr>
            <th scope="col">Dataset</th>
            <th scope="col">Source</th>
            <th scope="col">Date</th>
            <th scope="col">Region</th>
            <th scope="col" className="num">
              Systems
            </th>
            <th scope="col" className="num">
              Workloads
            </th>
            <th scope="col" className="num">
              Results
            </th>
            <th scope="col" className="num">
              Observations
            </th>
          </tr>
        </thead>
        <tbody>
          {datasets.map((d) => (
            <tr key={d.slug}>
              <th scope="row">
                <Link href={`/datasets/${d.slug}`}>{d.title}</Link>
                {d.summary ? <p className="muted summary">{d.summary}</p> : null}
              </th>
              <td>
                {d.source.publisher ?? "Unknown publisher"}
                <br />
                <code className="muted">{d.source.articleFile}</code>
              </td>
              <td>
                {d.published.date ? formatPartialDate(d.published.date) : "not stated"}
                {d.published.basis ? <span className="muted"> ({describeDate(d.published.basis)})</span> : null}
              </td>
              <td className="region">
                {d.region ? (
                  <span title={d.region.asReported ?? undefined}>{d.region.code}</span>
                ) : (
                  <span className="muted">not stated</span>
                )}
              </td>
              <td className="num">{formatInteger(d.counts.systems)}</td>
              <td className="num">{formatInteger(d.counts.workloads)}</td>
              <td className="num">{formatInteger(d.counts.results)}</td>
              <td className="num">{formatInteger(d.counts.observations)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
