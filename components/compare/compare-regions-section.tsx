import Link from "next/link";
import { compareHref, type CompareView } from "@/lib/compare/view";
import type { RegionTableRow } from "@/lib/compare/regions";
import { formatAgainstCheapest } from "@/lib/format/against-cheapest";
import { formatDuration } from "@/lib/format/duration";
import { formatUsd } from "@/lib/format/usd";
import { BUNDLED_SNAPSHOT, bundledUnpriced } from "@/lib/pricing/bundled";
import { getCompareRegions } from "./compare-data";

const TITLE_ID = "compare-regions-title";

/** Why the bundled prices leave options unpriced in a Region (no figure read for it, none copied in). */
function unpricedReason(row: RegionTableRow): string | null {
  return row.snapshotId === BUNDLED_SNAPSHOT.id ? (bundledUnpriced(row.region)?.reason ?? null) : null;
}

function RegionRow({ row, view }: { row: RegionTableRow; view: CompareView }) {
  const reason = row.unpriced > 0 ? unpricedReason(row) : null;
  return (
    <tr data-testid="compare-region-row" data-region={row.region}>
      <th scope="row">
        <Link href={compareHref(view, { region: row.region, regions: null })} prefetch={false}>
          {row.region}
        </Link>
      </th>
      <td>
        {row.cheapest
          ? `${row.cheapest.label}${row.cheapest.configuration ? ` (${row.cheapest.configuration})` : ""}`
          : `not priced in ${row.region}`}
      </td>
      <td className="num">{row.cheapest ? formatUsd(row.cheapest.monthlyCostUsd) : ""}</td>
      <td className="num">{row.cheapest ? formatDuration(row.cheapest.durationSecondsPerDay) : ""}</td>
      <td className="num">{row.reference ? formatUsd(row.reference.monthlyCostUsd) : "not priced here"}</td>
      <td className="num">{formatAgainstCheapest(row.vsCheapest)}</td>
      <td>
        {row.snapshotId} (as of <time dateTime={row.asOf}>{row.asOf}</time>)
        {row.unpriced > 0 ? (
          <span className="muted" data-testid="compare-region-unpriced">
            ; {row.unpriced} options not priced in {row.region}, left out{reason ? `: ${reason}` : ""}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * `region=all` or a list: the same workload, filters and options costed in each region,
 * cheapest first, with the view's own cheapest option costed everywhere for a like-for-like
 * line. The chart and the table below stay on one region (a row's link switches to it).
 */
export async function CompareRegionsSection({ view }: { view: CompareView }) {
  const { table, missing } = await getCompareRegions(view);
  const ref = table.reference;
  return (
    <section aria-labelledby={TITLE_ID} className="compare-regions-section" data-testid="compare-regions">
      <h2 id={TITLE_ID}>
        The same workload in {table.rows.length === 1 ? "1 region" : `${table.rows.length} regions`}, cheapest first
      </h2>
      {table.rows.length === 0 ? (
        <p className="notice" role="alert">
          No price snapshot covers the regions asked for. Refresh prices for them (storage-advisor prices refresh
          --regions all).
        </p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="compare-regions-table">
            <caption>
              Each region&apos;s cheapest option that passes this view&apos;s filters, and{" "}
              {ref ? `${ref.label} (cheapest in ${ref.region})` : "the view region's cheapest option"} costed there.
              Modelled costs only; measured points come from one region&apos;s hardware.
            </caption>
            <thead>
              <tr>
                <th scope="col">Region</th>
                <th scope="col">Cheapest option there</th>
                <th scope="col">Monthly cost</th>
                <th scope="col">Duration a day</th>
                <th scope="col">{ref ? ref.label : "Reference option"}</th>
                <th scope="col">Against the cheapest region</th>
                <th scope="col">Prices</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <RegionRow key={row.region} row={row} view={view} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {missing.length > 0 ? (
        <p className="muted" data-testid="compare-regions-missing">
          Not compared: {missing.map((m) => `${m.region} (${m.message})`).join("; ")}
        </p>
      ) : null}
    </section>
  );
}
