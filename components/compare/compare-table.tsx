import Link from "next/link";
import { formatDayDuration, formatMonthlyCost } from "@/lib/compare/describe";
import { FAMILY_LABELS } from "@/lib/compare/families";
import type { CompareRow } from "@/lib/compare/rows";
import { SERIES_LABELS, type ComparePoint } from "@/lib/compare/types";
import { compareHref, type CompareView, type SortKey } from "@/lib/compare/view";
import { rateColumn } from "@/lib/compare/unit-columns";
import { AccuracyLink } from "@/components/accuracy/accuracy-link";

const COLUMNS: { key: SortKey | null; label: string; numeric: boolean }[] = [
  { key: "option", label: "Option", numeric: false },
  { key: "series", label: "Source", numeric: false },
  { key: null, label: "Configuration", numeric: false },
  { key: "duration", label: "Duration a day", numeric: true },
  { key: "cost", label: "Monthly cost", numeric: true },
  { key: "perGib", label: "$ per GiB-month", numeric: true },
  { key: "perMibps", label: "$ per MiB/s", numeric: true },
  { key: null, label: "Bottleneck", numeric: false },
  { key: null, label: "Notes", numeric: false },
];

/** The per-throughput column is headed in the view's units, as its values are (the CSV names it the same way). */
function columnLabel(column: (typeof COLUMNS)[number], view: CompareView): string {
  return column.key === "perMibps" ? `$ per ${rateColumn(view.units).unit}` : column.label;
}

/** A modelled range is the model's error band: it links to how that band is made. */
function DurationRange({ point, range }: { point: ComparePoint; range: [number, number] }) {
  const text = `${formatDayDuration(range[0])}–${formatDayDuration(range[1])}`;
  return (
    <span className="muted">
      {" "}
      ({text}
      {point.series === "model" ? (
        <>
          , <AccuracyLink>model&apos;s error</AccuracyLink>
        </>
      ) : null}
      )
    </span>
  );
}

/** Small ratios need cents (or fractions of them) to differ; large ones do not. */
function ratio(value: number | null): string {
  if (value === null) return "–";
  if (value >= 100) return formatMonthlyCost(value);
  return `$${Number(value.toPrecision(3)).toLocaleString("en-US", { maximumSignificantDigits: 3 })}`;
}

function SortHeader({ column, view }: { column: (typeof COLUMNS)[number]; view: CompareView }) {
  const className = column.numeric ? "num" : undefined;
  if (column.key === null)
    return (
      <th scope="col" className={className}>
        {columnLabel(column, view)}
      </th>
    );
  const active = view.sort === column.key;
  const next = active && view.order === "asc" ? "desc" : "asc";
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (view.order === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link href={compareHref(view, { sort: column.key, order: next })} scroll={false} className="compare-sort">
        {columnLabel(column, view)}
        <span aria-hidden="true">{active ? (view.order === "asc" ? " ▲" : " ▼") : ""}</span>
        <span className="visually-hidden">
          {active ? `, sorted ${view.order === "asc" ? "ascending" : "descending"}; sort ${next}ending` : ", sort"}
        </span>
      </Link>
    </th>
  );
}

function CostCell({ point }: { point: ComparePoint }) {
  if (point.priceStatus === "missing" && !(point.monthlyCostUsd > 0)) return <td className="num muted">unknown</td>;
  return (
    <td className="num">
      {point.priceStatus === "missing" ? "at least " : ""}
      {formatMonthlyCost(point.monthlyCostUsd)}
      {point.costRange ? (
        <span className="muted">
          {" "}
          ({formatMonthlyCost(point.costRange[0])}–{formatMonthlyCost(point.costRange[1])})
        </span>
      ) : null}
    </td>
  );
}

function Notes({ point }: { point: ComparePoint }) {
  const badge =
    point.priceStatus === "missing" ? (
      <span className="price-badge price-badge-unconfirmed">unpriced</span>
    ) : point.priceStatus === "unconfirmed" ? (
      <span className="price-badge price-badge-unconfirmed">unconfirmed prices</span>
    ) : null;
  return (
    <td className="compare-notes">
      {badge}
      {point.notes.length > 0 ? (
        <ul>
          {point.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
    </td>
  );
}

/**
 * The chart's points as a table: the chart's text alternative, sortable by any numeric
 * column (the sort is in the URL). Same rows as the chart, same filters.
 */
export function CompareTable({
  rows,
  view,
  caption,
}: {
  rows: readonly CompareRow[];
  view: CompareView;
  caption: string;
}) {
  const rate = rateColumn(view.units);
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="compare-table" data-testid="compare-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <SortHeader key={c.label} column={c} view={view} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ point, usdPerGibMonth, usdPerMibps }) => (
            <tr key={point.id} data-series={point.series}>
              <th scope="row">
                <Link href={point.href}>{point.label}</Link>
                <span className="compare-family-label"> {FAMILY_LABELS[point.family]}</span>
              </th>
              <td>{SERIES_LABELS[point.series]}</td>
              <td>{point.configuration}</td>
              <td className="num">
                {formatDayDuration(point.durationSecondsPerDay)}
                {point.durationRange ? <DurationRange point={point} range={point.durationRange} /> : null}
              </td>
              <CostCell point={point} />
              <td className="num">{ratio(usdPerGibMonth)}</td>
              <td className="num">{ratio(rate.of(usdPerMibps))}</td>
              <td className="compare-bottleneck">{point.bottleneck ?? <span className="muted">not reported</span>}</td>
              <Notes point={point} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
