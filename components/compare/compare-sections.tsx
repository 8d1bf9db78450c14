import { prepareView } from "@/lib/compare/prepare";
import type { CompareData } from "@/server/data/recommendations/compare";
import Link from "next/link";
import { compareHref, TABLE_TOP_ROWS, type CompareView } from "@/lib/compare/view";
import { rateColumn } from "@/lib/compare/unit-columns";
import { CompareChartPanel } from "./compare-chart-panel";
import { getCompareData } from "./compare-data";
import { CompareTable } from "./compare-table";
import { PricesBadge } from "./prices-badge";
import { UnplacedList } from "./unplaced-list";
import { WorkloadSummary } from "./workload-summary";

const CHART_TITLE_ID = "compare-chart-title";

function ErrorNotice({ error }: { error: NonNullable<CompareData["error"]> }) {
  const what = {
    "no-prices": "No prices for this region",
    "snapshot-not-found": "Unknown price snapshot",
    "invalid-workload": "The workload cannot be estimated",
  }[error.kind];
  return (
    <p className="notice" role="alert">
      {what}: {error.message}
    </p>
  );
}

/** The chart widget: workload, prices badge, the interactive chart and what it cannot place. */
export async function CompareChartSection({ view }: { view: CompareView }) {
  const data = await getCompareData(view);
  const now = new Date();
  const title = `Monthly cost against duration per day: ${data.workload.label}`;
  return (
    <section aria-labelledby={CHART_TITLE_ID} className="compare-chart-section">
      <h2 id={CHART_TITLE_ID}>{title}</h2>
      {data.error || !data.snapshot ? (
        <ErrorNotice error={data.error ?? { kind: "invalid-workload", message: "nothing to estimate" }} />
      ) : (
        <>
          <PricesBadge snapshot={data.snapshot} points={data.points} now={now} />
          <CompareChartPanel
            view={view}
            title={title}
            caption={exportCaption(data, view.region)}
            labelledBy={CHART_TITLE_ID}
            {...chartProps(data, view, data.snapshot.id)}
          />
          <UnplacedList unplaced={data.unplaced} />
        </>
      )}
      <WorkloadSummary workload={data.workload} units={view.units} />
      {data.notices.map((n) => (
        <p key={n} className="muted">
          {n}
        </p>
      ))}
    </section>
  );
}

/** What an exported chart's figures depend on, so the file stands alone. */
function exportCaption(data: CompareData, region: string): string {
  const snapshot = data.snapshot ? `${data.snapshot.id} (as of ${data.snapshot.asOf})` : "none";
  return `Workload: ${data.workload.label} · Region: ${region} · Price snapshot: ${snapshot} · Model version: ${data.modelVersion ?? "unknown"}`;
}

function chartProps(data: CompareData, view: CompareView, snapshotId: string) {
  const prepared = prepareView(data.points, data.workload, view, snapshotId);
  return { points: prepared.chartPoints, baseName: prepared.baseName };
}

function RowsSwitch({ view, shown, total }: { view: CompareView; shown: number; total: number }) {
  if (total <= TABLE_TOP_ROWS) return null;
  return (
    <p className="compare-rows-switch">
      {shown < total ? (
        <Link href={compareHref(view, { rows: "all" })} scroll={false} data-testid="compare-rows-all">
          Show all {total} rows
        </Link>
      ) : (
        <Link href={compareHref(view, { rows: "top" })} scroll={false}>
          Show the first {TABLE_TOP_ROWS} rows only
        </Link>
      )}
    </p>
  );
}

/**
 * The table widget: the same points as rows, the chart's text alternative; the first
 * TABLE_TOP_ROWS unless the URL asks for all (the CSV link always has every row).
 */
export async function CompareTableSection({ view }: { view: CompareView }) {
  const data = await getCompareData(view);
  if (data.error || !data.snapshot) return null;
  const { rows } = prepareView(data.points, data.workload, view, data.snapshot.id);
  const measured = rows.filter((r) => r.point.series !== "model").length;
  const shown = view.rows === "all" ? rows : rows.slice(0, TABLE_TOP_ROWS);
  const first = shown.length < rows.length ? ` The first ${shown.length} in this order.` : "";
  const rate = rateColumn(view.units);
  return (
    <section aria-labelledby="compare-table-title" className="compare-table-section">
      <h2 id="compare-table-title">The same points as a table</h2>
      <CompareTable
        rows={shown}
        view={view}
        caption={`${rows.length} points: ${rows.length - measured} modelled, ${measured} measured.${first} Select a column heading to sort.`}
      />
      <RowsSwitch view={view} shown={shown.length} total={rows.length} />
      <dl className="compare-definitions">
        <dt>$ per GiB-month</dt>
        <dd>
          Monthly cost divided by the GiB the workload stores: what a GiB of this data costs a month on the option,
          traffic included.
        </dd>
        <dt>$ per {rate.unit}</dt>
        <dd>
          Monthly cost divided by the throughput the option delivers on this workload, taken as (bytes the workload
          reads and writes a day / its duration a day) in {rate.unit}. Lower is better; it prices speed on this
          workload, not the option&apos;s rated peak.
        </dd>
      </dl>
    </section>
  );
}
