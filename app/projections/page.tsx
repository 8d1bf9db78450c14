import type { Metadata } from "next";
import { formatUsd } from "@/lib/format";
import { loadProjectionView } from "@/server/data/recommendations/projections";
import { getDb } from "@/server/db/client";
import { PROJECTION_URL_DEFAULTS, projectionQuery } from "@/lib/validations/projection";
import { firstValues, type SearchParams } from "../prices/search-params";

export const metadata: Metadata = { title: "Cost over time" };
export const dynamic = "force-dynamic";

interface Field {
  name: keyof typeof PROJECTION_URL_DEFAULTS | "retentionDays" | "snapshot";
  label: string;
  unit?: string;
  help: string;
}

const FIELDS: readonly Field[] = [
  { name: "storedGiB", label: "Stored today", unit: "GiB", help: "The data set at the start." },
  {
    name: "ageDays",
    label: "Its age",
    unit: "days",
    help: "How old that data is: lifecycle rules by age move what is older at once.",
  },
  { name: "writtenGiB", label: "Written each month", unit: "GiB", help: "New data, growth included." },
  {
    name: "objectKiB",
    label: "Typical file or object",
    unit: "KiB",
    help: "Per-object charges, and the 128 KB rules of S3 and EFS tiering.",
  },
  {
    name: "retentionDays",
    label: "Each is kept for",
    unit: "days",
    help: "Empty: kept. Classes with a minimum storage duration bill at least that long.",
  },
  {
    name: "w7",
    label: "Read within 7 days",
    unit: "% of bytes",
    help: "Share of the stored bytes last read in the past week.",
  },
  { name: "w30", label: "Read within 30 days", unit: "% of bytes", help: "Cumulative: at least the week's share." },
  { name: "w90", label: "Read within 90 days", unit: "% of bytes", help: "" },
  { name: "w365", label: "Read within a year", unit: "% of bytes", help: "The rest has not been read for a year." },
  { name: "coldReadGiB", label: "Cold data read each month", unit: "GiB", help: "Retrieval fees apply to it." },
  { name: "months", label: "Months", help: "1 to 60." },
  { name: "region", label: "Region", help: "" },
];

export default async function ProjectionsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = firstValues(await searchParams);
  const view = await loadProjectionView(getDb(), query);
  const params = view.params;
  const queryText = projectionQuery(params);
  const suffix = queryText ? `?${queryText}` : "";
  return (
    <>
      <h1>Cost over time</h1>
      <p>
        Most data is read less as it ages. The same data set, growing and cooling month by month, on S3 with and without
        lifecycle rules, S3 Intelligent-Tiering and EFS with lifecycle management: the bill of each, month by month,
        with transitions, retrievals, monitoring and minimum storage durations, and the policy that costs least while
        cold reads still answer as fast as you need.
      </p>

      <form method="get" className="card projection-form" aria-labelledby="projection-form-title">
        <h2 id="projection-form-title">The data</h2>
        <div className="projection-fields">
          {FIELDS.map((f) => (
            <label key={f.name}>
              <span>
                {f.label}
                {f.unit ? <span className="muted"> ({f.unit})</span> : null}
              </span>
              <input
                name={f.name}
                defaultValue={params[f.name] ?? ""}
                inputMode={f.name === "region" ? "text" : "decimal"}
                aria-describedby={f.help ? `help-${f.name}` : undefined}
              />
              {f.help ? (
                <span id={`help-${f.name}`} className="muted">
                  {f.help}
                </span>
              ) : null}
            </label>
          ))}
          <label>
            <span>Cold data must be read</span>
            <select name="coldReads" defaultValue={params.coldReads ?? "milliseconds"}>
              <option value="milliseconds">at once (milliseconds)</option>
              <option value="hours">after a restore of hours is fine</option>
            </select>
          </label>
        </div>
        <button type="submit">Project</button>
      </form>

      {!view.ok ? (
        <p role="alert" className="notice">
          {view.message}
        </p>
      ) : (
        <>
          <section aria-labelledby="projection-answer">
            <h2 id="projection-answer">The answer</h2>
            <p className="advisor-summary">{view.projection.summary}</p>
            <p className="muted">
              Prices {view.projection.priceSnapshot.id}, as of {view.projection.priceSnapshot.asOf},{" "}
              {view.projection.region}.
            </p>
            {/* The same SVG file the download gives: title, axes and key inside it. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- a server-drawn SVG document, not a photo to optimise */}
            <img
              className="projection-chart"
              src={`/projections/chart.svg${suffix}`}
              alt={`Cumulative bill of each policy over ${view.projection.months} months; the table below gives every figure.`}
              width={760}
            />
            <div className="compare-export">
              <span className="muted">Download:</span>
              <a className="button secondary" href={`/projections/projection.csv${suffix}`} download="projection.csv">
                CSV (every month)
              </a>
              <a className="button secondary" href={`/projections/chart.svg${suffix}`} download="projection.svg">
                SVG (chart)
              </a>
            </div>
          </section>

          <section aria-labelledby="projection-policies">
            <h2 id="projection-policies">Each policy over {view.projection.months} months</h2>
            <div className="table-scroll" tabIndex={0}>
              <table>
                <caption className="visually-hidden">Total bill per policy, cheapest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Policy</th>
                    <th scope="col" className="num">
                      In all
                    </th>
                    <th scope="col" className="num">
                      Last month
                    </th>
                    <th scope="col">Cold data is read</th>
                    <th scope="col">Notes</th>
                  </tr>
                </thead>
                <tbody>
                  {[...view.projection.policies]
                    .sort((a, b) => a.totalUsd - b.totalUsd)
                    .map((p) => (
                      <tr key={p.key} aria-current={p.key === view.projection.cheapestKey ? "true" : undefined}>
                        <th scope="row">
                          {p.label}
                          {p.key === view.projection.cheapestKey ? <strong> (costs least)</strong> : null}
                        </th>
                        <td className="num">{formatUsd(p.totalUsd)}</td>
                        <td className="num">{formatUsd(p.months[p.months.length - 1]?.totalUsd ?? 0)}</td>
                        <td>
                          {p.coldRead}
                          {p.meetsColdReadNeed ? null : <span className="muted"> (slower than you need)</span>}
                        </td>
                        <td>
                          {[
                            ...p.notes,
                            p.missingPriceKeys.length > 0
                              ? `No price for ${p.missingPriceKeys.join(", ")} in this snapshot.`
                              : "",
                          ]
                            .filter(Boolean)
                            .join(" ")}
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          </section>

          <section aria-labelledby="projection-method">
            <h2 id="projection-method">How this is worked out</h2>
            <ul>
              {view.projection.assumptions.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
            <p className="source-links">
              AWS sources:{" "}
              {view.projection.sources.map((s, i) => (
                <span key={s}>
                  {i > 0 ? ", " : ""}
                  <a href={s}>{s.replace(/^https:\/\//, "")}</a>
                </span>
              ))}
              .
            </p>
          </section>
        </>
      )}
    </>
  );
}
