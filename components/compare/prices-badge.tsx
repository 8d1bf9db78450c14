import Link from "next/link";
import { PriceAge } from "@/components/prices/price-age";
import type { ComparePoint } from "@/lib/compare/types";

/** "Prices as of 2026-06-05, 5 months old (bundled-2026-11-29)", linking to that snapshot's prices, and how many points it cannot fully price. */
export function PricesBadge({
  snapshot,
  points,
  now,
}: {
  snapshot: { id: string; asOf: string };
  points: readonly ComparePoint[];
  now: Date;
}) {
  const unpriced = points.filter((p) => p.priceStatus === "missing").length;
  const unconfirmed = points.filter((p) => p.priceStatus === "unconfirmed").length;
  return (
    <p className="compare-prices">
      <Link
        href={`/prices?snapshot=${encodeURIComponent(snapshot.id)}`}
        className="price-badge price-badge-current"
        data-testid="prices-as-of"
        prefetch={false}
      >
        Prices as of <time dateTime={snapshot.asOf}>{snapshot.asOf}</time>, <PriceAge asOf={snapshot.asOf} now={now} />{" "}
        ({snapshot.id})
      </Link>{" "}
      {unpriced > 0 ? (
        <span className="muted">
          {unpriced} point{unpriced === 1 ? "" : "s"} unpriced (marked ?): the snapshot lacks a price they need, so
          their cost is a lower bound.{" "}
        </span>
      ) : null}
      {unconfirmed > 0 ? <span className="muted">{unconfirmed} use unconfirmed prices (marked *).</span> : null}
    </p>
  );
}
