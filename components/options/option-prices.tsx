import Link from "next/link";
import { PriceAge } from "@/components/prices/price-age";
import { PriceKeyHeader, PriceKeyRow } from "@/components/prices/price-key-row";
import type { PriceBook, PriceKey } from "@/lib/pricing/price-keys";
import { countUnconfirmed, describeUnconfirmed, figureDates } from "@/lib/pricing/unconfirmed";

/** The prices an option's cost uses, in one region of the snapshot in use. */
export function OptionPrices({
  book,
  region,
  priceKeys,
  now,
}: {
  book: PriceBook | null;
  region: string;
  priceKeys: readonly PriceKey[];
  now: Date;
}) {
  if (book === null) {
    return (
      <p className="notice" role="status">
        No price snapshot covers {region}. Pick a priced region, or refresh prices for it on the{" "}
        <Link href="/prices">prices page</Link>.
      </p>
    );
  }
  const dates = figureDates(book, priceKeys);
  return (
    <>
      <p data-testid="prices-as-of">
        Prices as of <strong>{book.asOf}</strong> (<PriceAge asOf={book.asOf} now={now} />
        ), snapshot{" "}
        <Link href={`/prices?snapshot=${encodeURIComponent(book.snapshotId)}&region=${region}`}>{book.snapshotId}</Link>
        , {region}
        {dates && dates.newest !== book.asOf ? (
          <>
            ; this option&apos;s figures are dated {dates.oldest} to {dates.newest}, each shown beside it
          </>
        ) : null}
        . <span data-testid="prices-unconfirmed">{describeUnconfirmed(countUnconfirmed(book, priceKeys))}.</span>
      </p>
      <div className="table-scroll" tabIndex={0}>
        <table>
          <caption className="visually-hidden">Prices used by this option in {region}</caption>
          <thead>
            <PriceKeyHeader withSource={false} />
          </thead>
          <tbody>
            {priceKeys.map((key) => (
              <PriceKeyRow key={key} book={book} priceKey={key} withSource={false} now={now} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
