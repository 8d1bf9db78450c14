import Link from "next/link";
import { formatRelativeChange } from "@/components/prices/format";
import { PriceHistoryChart } from "@/components/prices/price-history-chart";
import type { HistoryStep } from "@/lib/pricing/history";
import type { PriceKey } from "@/lib/pricing/price-keys";

export interface KeyHistory {
  key: PriceKey;
  steps: readonly HistoryStep[];
}

function summary(steps: readonly HistoryStep[]): string {
  const changes = steps.filter((s) => s.change === "changed");
  const last = changes.at(-1);
  const count = `${steps.length} snapshot${steps.length === 1 ? "" : "s"}`;
  if (!last) return `${count}, unchanged`;
  return `${count}, changed ${changes.length} time${changes.length === 1 ? "" : "s"}; last ${formatRelativeChange(last.relative)} in ${last.snapshotId}`;
}

/**
 * How the prices this option's cost uses moved over the snapshots that cover the region:
 * a small step chart per key, the exact figures one link away on /prices/{key}.
 */
export function OptionPriceHistory({ histories, region }: { histories: readonly KeyHistory[]; region: string }) {
  const shown = histories.filter((h) => h.steps.length > 0);
  if (shown.length === 0) return null;
  return (
    <div className="option-price-history" data-testid="option-price-history">
      <h3>Price history in {region}</h3>
      <ul className="price-history-list">
        {shown.map(({ key, steps }) => (
          <li key={key}>
            <Link href={`/prices/${encodeURIComponent(key)}?region=${region}`} prefetch={false}>
              <code>{key}</code>
            </Link>
            : {summary(steps)}
            <PriceHistoryChart steps={steps} label={`${key} in ${region} over ${steps.length} snapshots`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
