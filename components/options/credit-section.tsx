import { formatNumber } from "@/lib/format";
import { SECONDS_PER_DAY } from "@/lib/units";
import type { CreditReport, OptionEstimate } from "@/lib/model";
import { CreditChart, type CreditPoint } from "./credit-chart";

/** 1-based day of a time in seconds since the start. */
const dayOf = (tSeconds: number) => Math.floor(tSeconds / SECONDS_PER_DAY) + 1;

/** The chart's text alternative: where the balance bottomed out and whether it ran dry. */
function creditFacts(report: CreditReport): string {
  const lowest = report.timeline.reduce<CreditReport["timeline"][number] | undefined>(
    (low, point) => (low === undefined || point.balance < low.balance ? point : low),
    undefined,
  );
  const at = lowest ? ` on day ${dayOf(lowest.tSeconds)}` : "";
  const ranOut = report.ranOutOnDay === null ? "It never ran out." : `It ran out on day ${report.ranOutOnDay}.`;
  return `Started at ${formatNumber(report.initial)} ${report.unit} (capacity ${formatNumber(report.capacity)} ${report.unit}); lowest ${formatNumber(report.minBalance)} ${report.unit}${at}. ${ranOut}`;
}

/** One chart per burst-credit bucket of the option (FSx has a network and a disk bucket). */
export function CreditSection({ result, days }: { result: OptionEstimate; days: number }) {
  if (result.allCredits.length === 0) {
    return (
      <p className="muted">
        {result.label} has no burst credits: its throughput does not depend on how much it was used before.
      </p>
    );
  }
  return (
    <div className="chart-grid">
      {result.allCredits.map((report) => {
        const facts = creditFacts(report);
        const points: CreditPoint[] = report.timeline.map((p) => ({
          day: p.tSeconds / SECONDS_PER_DAY,
          balance: p.balance,
        }));
        return (
          <figure key={report.label} className="chart-figure" data-testid="credit-chart">
            <figcaption>
              <strong>{report.label}</strong> ({report.unit}) over {days} days. {facts}
            </figcaption>
            <CreditChart
              points={points}
              unit={report.unit}
              capacity={report.capacity}
              days={days}
              summary={`${report.label}: ${facts}`}
            />
          </figure>
        );
      })}
    </div>
  );
}
