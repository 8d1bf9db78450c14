import Link from "next/link";
import { formatUsd } from "@/lib/format";
import type { OptionReplay } from "@/lib/metrics";

/** Every option, cheapest first: what the period would have cost and the hours it could not keep up. */
export function ReplayTable({
  options,
  selected,
  hrefFor,
}: {
  options: OptionReplay[];
  selected: string;
  hrefFor: (optionId: string) => string;
}) {
  const rows = [...options].sort(
    (a, b) =>
      Number(!a.feasible) - Number(!b.feasible) || (a.periodCostUsd ?? Infinity) - (b.periodCostUsd ?? Infinity),
  );
  return (
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
              <th scope="row">{o.feasible ? <Link href={hrefFor(o.optionId)}>{o.label}</Link> : o.label}</th>
              <td>{o.periodCostUsd === null ? "-" : `${formatUsd(o.periodCostUsd)}${o.priced ? "" : " *"}`}</td>
              <td>
                {o.feasible
                  ? `${o.exceededHours}${o.ranDryAt ? ` (credits ran out at ${o.ranDryAt.slice(0, 16).replace("T", " ")} in the data; the forecast below says when they run out after it)` : ""}`
                  : "cannot run it"}
              </td>
              <td>
                {o.feasible ? `${Math.round(o.meanUtilisation * 100)}% / ${Math.round(o.peakUtilisation * 100)}%` : "-"}
              </td>
              <td className="compare-bottleneck">{o.feasible ? o.binding : o.infeasibleReason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="table-notes">
        Share used: the part of each hour the option would be busy moving the observed bytes at its permitted rate; for
        a provisioned mode it is the part of the paid throughput the traffic used. * a price is missing from the
        snapshot: the cost is a floor.
      </p>
    </div>
  );
}
