import Link from "next/link";
import { formatUsd } from "@/lib/format";
import type { OptionReplay } from "@/lib/metrics";

/** Every option that could run it, cheapest first: what the period would have cost and the hours it could not keep up; the others below, with why. */
export function ReplayTable({
  options,
  selected,
  hrefFor,
}: {
  options: OptionReplay[];
  selected: string;
  hrefFor: (optionId: string) => string;
}) {
  const rows = options
    .filter((o) => o.feasible)
    .sort((a, b) => (a.periodCostUsd ?? Infinity) - (b.periodCostUsd ?? Infinity));
  // Options that could not run it (or serve these clients) are listed apart, folded: each
  // reason is a sentence, and in the table they made the page twice as tall on a phone.
  const leftOut = options.filter((o) => !o.feasible);
  return (
    <>
      <div className="table-scroll" tabIndex={0}>
        <table data-testid="replay-table">
          <thead>
            <tr>
              <th scope="col">Option</th>
              <th scope="col">Cost of the period</th>
              <th scope="col">Hours over its limit</th>
              <th scope="col">Share of its rate used (mean / peak hour)</th>
              <th scope="col">Limit that binds</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.optionId} aria-current={o.optionId === selected ? "true" : undefined}>
                <th scope="row">
                  <Link href={hrefFor(o.optionId)}>{o.label}</Link>
                </th>
                <td>{o.periodCostUsd === null ? "-" : `${formatUsd(o.periodCostUsd)}${o.priced ? "" : " *"}`}</td>
                <td>
                  {`${o.exceededHours}${o.ranDryAt ? ` (credits ran out at ${o.ranDryAt.slice(0, 16).replace("T", " ")} in the data; the forecast below says when they run out after it)` : ""}`}
                </td>
                <td>{`${Math.round(o.meanUtilisation * 100)}% / ${Math.round(o.peakUtilisation * 100)}%`}</td>
                <td className="compare-bottleneck">{o.binding}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="table-notes">
          Share used: the part of each hour the option would be busy moving the observed bytes at its permitted rate;
          for a provisioned mode it is the part of the paid throughput the traffic used. * a price is missing from the
          snapshot: the cost is a floor.
        </p>
      </div>
      {leftOut.length > 0 ? (
        <details className="replay-left-out" data-testid="replay-left-out">
          <summary>
            {leftOut.length} option{leftOut.length === 1 ? "" : "s"} left out, each with why
          </summary>
          <ul>
            {leftOut.map((o) => (
              <li key={o.optionId}>
                <strong>{o.label}</strong>: {o.infeasibleReason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
