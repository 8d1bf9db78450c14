import Link from "next/link";
import type { ReactNode } from "react";
import type { AccuracyReport, ErrorSummary } from "@/lib/accuracy/report";
import { formatDuration } from "@/lib/format/duration";

/** The Accuracy page's tables: server-rendered, no client code. */

const factor = (value: number) => `x${value.toFixed(2)}`;
const share = (n: number, of: number) => (of === 0 ? "–" : `${n} of ${of} (${Math.round((100 * n) / of)}%)`);

/** A table that may be wider than a phone: it scrolls in its own box, reachable by keyboard. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table>{children}</table>
    </div>
  );
}

function SummaryCells({ s }: { s: ErrorSummary }) {
  return (
    <>
      <td className="num">{s.cells}</td>
      <td className="num">{share(s.within1_5, s.cells)}</td>
      <td className="num">{share(s.within2, s.cells)}</td>
      <td className="num">{factor(s.typicalError)}</td>
      <td className="num">{s.medianRatio.toFixed(2)}</td>
    </>
  );
}

function SummaryHeaders({ close, near }: { close: number; near: number }) {
  return (
    <>
      <th scope="col" className="num">
        Measured durations
      </th>
      <th scope="col" className="num">
        Within x{close}
      </th>
      <th scope="col" className="num">
        Within x{near}
      </th>
      <th scope="col" className="num">
        Typical error
      </th>
      <th scope="col" className="num">
        Median model / measured
      </th>
    </>
  );
}

export function ArticleTable({ report }: { report: AccuracyReport }) {
  const { close, near } = report.thresholds;
  return (
    <ScrollTable label="Held-out error per article">
      <thead>
        <tr>
          <th scope="col">Article</th>
          <SummaryHeaders close={close} near={near} />
          <th scope="col" className="num">
            Typical error in sample
          </th>
          <th scope="col" className="num">
            Monthly costs within 10%
          </th>
        </tr>
      </thead>
      <tbody data-testid="accuracy-articles">
        {report.articles.map((a) => (
          <tr key={a.slug}>
            <th scope="row">
              <Link href={`/datasets/${encodeURIComponent(a.slug)}`}>{a.title}</Link>
              {a.publisher ? (
                <span className="muted"> ({a.url ? <a href={a.url}>{a.publisher}</a> : a.publisher})</span>
              ) : null}
            </th>
            <SummaryCells s={a} />
            <td className="num">{factor(a.inSampleTypicalError)}</td>
            <td className="num">{share(a.costWithin, a.costCells)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export function FamilyTable({ report }: { report: AccuracyReport }) {
  const { close, near } = report.thresholds;
  return (
    <ScrollTable label="Held-out error per option family">
      <thead>
        <tr>
          <th scope="col">Option family</th>
          <SummaryHeaders close={close} near={near} />
        </tr>
      </thead>
      <tbody data-testid="accuracy-families">
        {report.families.map((f) => (
          <tr key={f.family}>
            <th scope="row">{f.label}</th>
            <SummaryCells s={f} />
          </tr>
        ))}
        <tr>
          <th scope="row">All articles</th>
          <SummaryCells s={report.overall} />
        </tr>
      </tbody>
    </ScrollTable>
  );
}

export function MissTable({ report }: { report: AccuracyReport }) {
  return (
    <ScrollTable label="Known misses">
      <thead>
        <tr>
          <th scope="col">Article and measurement</th>
          <th scope="col" className="num">
            Model
          </th>
          <th scope="col" className="num">
            Measured
          </th>
          <th scope="col" className="num">
            Model / measured
          </th>
          <th scope="col">What bounds it in the model</th>
        </tr>
      </thead>
      <tbody data-testid="accuracy-misses">
        {report.misses.map((m) => (
          <tr key={`${m.article} ${m.cell}`}>
            <th scope="row">
              {m.article}: <span className="muted">{m.cell}</span>
            </th>
            <td className="num">{formatDuration(m.modelSeconds)}</td>
            <td className="num">{formatDuration(m.measuredSeconds)}</td>
            <td className="num">
              {m.ratio.toFixed(2)} ({m.ratio > 1 ? "too slow" : "too fast"})
            </td>
            <td>{m.bottleneck}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export function PublicChecks({ report }: { report: AccuracyReport }) {
  return (
    <ul className="accuracy-sources" data-testid="accuracy-public">
      {report.publicChecks.map((c) => (
        <li key={c.id}>
          <a href={c.source}>{c.source.replace(/^https?:\/\//, "")}</a>
          {c.published ? `, ${c.published}` : ""}:{" "}
          {c.kind === "measured" ? `measured${c.instanceType ? ` on ${c.instanceType}` : ""}` : "documented by AWS"},{" "}
          {c.use === "calibration" ? "used to fit the model" : "held out (checked against, never fitted on)"}
          {c.measuredSeconds !== null ? `; ${formatDuration(c.measuredSeconds)}` : ""}.
          <blockquote>{c.quote}</blockquote>
        </li>
      ))}
    </ul>
  );
}
