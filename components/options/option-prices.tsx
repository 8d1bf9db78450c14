import Link from "next/link";
import { PriceAge } from "@/components/prices/price-age";
import { PriceKeyHeader, PriceKeyRow } from "@/components/prices/price-key-row";
import type { PriceBook, PriceKey } from "@/lib/pricing/price-keys";

/** The prices an option's cost uses, in one region of the snapshot in use. */
export function OptionPrices({ book, region, priceKeys, now }: { book: PriceBook | null; region: string; priceKeys: readonly PriceKey[]; now: Date }) {
  if (book === null) {
    return (
      <p className="notice" role="status">
        No price snapshot covers {region}. Pick a priced region, or refresh prices for it on the <Link href="/prices">prices page</Link>.
      </p>
    );
  }
  return (
    <>
      <p data-testid="prices-as-of">
        Prices as of <strong>{book.asOf}</strong> (<PriceAge asOf={book.asOf} now={now} />), snapshot <Link href={`/prices?snapshot=${encodeURIComponent(book.snapshotId)}&region=${region}`}>{book.snapshotId}</Link>, {region}.
      </p>
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden">Prices used by this option in {region}</caption>
          <thead>
            <PriceKeyHeader withSource={false} />
          </thead>
          <tbody>
            {priceKeys.map((key) => (
              <PriceKeyRow key={key} book={book} priceKey={key} withSource={false} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
