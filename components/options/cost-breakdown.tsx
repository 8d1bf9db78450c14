import { UnconfirmedBadge } from "@/components/prices/unconfirmed-badge";
import { formatNumber, formatUsd } from "@/lib/format";
import type { CostBreakdown, OptionEstimate } from "@/lib/model";
import { countUnconfirmedLines, describeUnconfirmed } from "@/lib/pricing/unconfirmed";

const BUCKET_LABELS: Record<Exclude<keyof CostBreakdown, "total">, string> = {
  storage: "storage",
  throughput: "throughput and data access",
  requests: "requests",
  provisioned: "provisioned performance",
  other: "other",
};

/** USD per unit keeps its significant digits: $0.000004 per request must not read $0. */
function unitPrice(usd: number): string {
  return usd >= 0.01 ? formatUsd(usd) : `$${formatNumber(usd)}`;
}

/** The itemised monthly cost: one line per priced quantity, then the total and its buckets. */
export function CostBreakdownTable({
  result,
  days,
  monthDays,
}: {
  result: OptionEstimate;
  days: number;
  monthDays: number;
}) {
  const buckets = (Object.keys(BUCKET_LABELS) as (keyof typeof BUCKET_LABELS)[]).filter(
    (bucket) => result.monthlyCostUsd[bucket] > 0,
  );
  return (
    <>
      <div className="table-scroll" tabIndex={0}>
        <table data-testid="cost-breakdown">
          <caption>Monthly cost ({monthDays}-day month)</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Price key</th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col">Unit</th>
              <th scope="col" className="num">
                USD per unit
              </th>
              <th scope="col" className="num">
                USD per month
              </th>
            </tr>
          </thead>
          <tbody>
            {result.costLines.map((line) => (
              <tr key={`${line.priceKey}-${line.item}`}>
                <th scope="row">
                  {line.item} {line.unconfirmed ? <UnconfirmedBadge /> : null}
                </th>
                <td>
                  <code>{line.priceKey}</code>
                </td>
                <td className="num">{formatNumber(line.quantity)}</td>
                <td>{line.unit}</td>
                <td className="num">{unitPrice(line.usdPerUnit)}</td>
                <td className="num">{formatUsd(line.usd)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                Total per month{result.priced ? "" : " (without the missing prices)"}
              </th>
              <td className="num">
                <strong>{formatUsd(result.monthlyCostUsd.total)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {result.costLines.length === 0 ? (
        <p className="muted">Nothing to pay for this workload with the prices in use.</p>
      ) : null}
      <p className="table-notes">
        {buckets.length > 0
          ? `Of which ${buckets.map((bucket) => `${BUCKET_LABELS[bucket]} ${formatUsd(result.monthlyCostUsd[bucket])}`).join(", ")}. `
          : ""}
        Over the workload&apos;s {days} days: {formatUsd(result.periodCostUsd)}.{" "}
        {result.costLines.length > 0 ? (
          <span data-testid="cost-unconfirmed">
            This cost uses {describeUnconfirmed(countUnconfirmedLines(result.costLines))}.
          </span>
        ) : null}
      </p>
      {result.missingPriceKeys.length > 0 ? (
        <p className="notice" role="status">
          The snapshot has no price for {result.missingPriceKeys.map((key) => key).join(", ")}: the total leaves{" "}
          {result.missingPriceKeys.length === 1 ? "it" : "them"} out, so it is a floor. Refresh prices to fill{" "}
          {result.missingPriceKeys.length === 1 ? "it" : "them"}.
        </p>
      ) : null}
    </>
  );
}
