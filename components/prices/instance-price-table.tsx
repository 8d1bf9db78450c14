import { countUnconfirmed, describeUnconfirmed } from "@/lib/pricing/unconfirmed";
import { ALL_PRICE_KEYS, isInstancePriceKey, type PriceBook } from "@/lib/pricing/price-keys";
import { PriceKeyTable } from "./price-key-row";

const INSTANCE_KEYS = ALL_PRICE_KEYS.filter(isInstancePriceKey);

/**
 * EC2 Linux On-Demand hourly prices of one region: a collapsed section, so the page's
 * storage tables stay in view above its hundred and more rows.
 */
export function InstancePriceTable({ book, now }: { book: PriceBook; now?: Date }) {
  const headingId = `prices-ec2-instances-${book.region}`;
  const priced = INSTANCE_KEYS.filter((key) => book.prices[key] !== undefined).length;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>
        Amazon EC2 instances, Linux On-Demand <span className="muted">({book.region})</span>
      </h3>
      <details data-testid="instance-prices">
        <summary>
          Show the {INSTANCE_KEYS.length} instance types: {priced} priced, USD per instance-hour;{" "}
          {describeUnconfirmed(countUnconfirmed(book, INSTANCE_KEYS))}
        </summary>
        <PriceKeyTable book={book} keys={INSTANCE_KEYS} now={now} />
      </details>
    </section>
  );
}
