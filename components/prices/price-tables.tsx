import Link from "next/link";
import { fetchCurrentSnapshot, fetchSnapshotPrices } from "@/server/data/loaders";
import { countUnconfirmed, describeUnconfirmed } from "@/lib/pricing/unconfirmed";
import { BUNDLED_SNAPSHOT, bundledUnpriced } from "@/lib/pricing/bundled";
import { MOVING_DATA_KEYS, PRICE_FAMILIES } from "./format";
import { InstancePriceTable } from "./instance-price-table";
import { PriceFamilyTable } from "./price-family-table";
import { PriceJumpNav } from "./price-jump-nav";
import { PriceKeyTable } from "./price-key-row";

function regionHref(snapshotId: string, region: string): string {
  return `/prices?${new URLSearchParams({ snapshot: snapshotId, region }).toString()}`;
}

/**
 * A snapshot's prices (default: the one in use) for one region (chosen in the URL,
 * default: the first), one table per storage family.
 */
export async function PriceTables({
  snapshotId,
  region,
}: {
  snapshotId: string | undefined;
  region: string | undefined;
}) {
  const current = await fetchCurrentSnapshot();
  const { snapshot, regions } = await fetchSnapshotPrices(snapshotId ?? current.id);
  // Without a region in the URL, the first Region that has prices (us-east-1 before the unpriced ones).
  const shown =
    regions.find((r) => r.region === region) ??
    regions.find((r) => Object.keys(r.book.prices).length > 0) ??
    regions[0];
  // The bundled snapshot says why a Region has no figures (none read for it; none copied in).
  const unpriced = snapshot.id === BUNDLED_SNAPSHOT.id && shown ? bundledUnpriced(shown.region) : null;
  const now = new Date();
  if (!shown) return <p className="notice">Snapshot {snapshot.id} holds no prices.</p>;
  return (
    <>
      {snapshot.id === current.id ? (
        <p>
          Snapshot <strong>{snapshot.id}</strong>, the one in use.
        </p>
      ) : (
        <p className="notice">
          You are looking at snapshot <strong>{snapshot.id}</strong> (as of {snapshot.asOf}), not the one in use (
          {current.id}).{" "}
          <Link href={`/prices/diff?${new URLSearchParams({ from: snapshot.id, to: current.id }).toString()}`}>
            What changed since?
          </Link>
        </p>
      )}
      <nav aria-label="Region" className="price-region-nav">
        <ul>
          {regions.map((r) => (
            <li key={r.region}>
              <Link
                href={regionHref(snapshot.id, r.region)}
                aria-current={r.region === shown.region ? "page" : undefined}
              >
                {r.region}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="muted">
        {Object.keys(shown.book.prices).length} prices in {shown.region}, exact as stored (USD per unit; GB means GiB, 2
        <sup>30</sup> bytes, as AWS bills);{" "}
        <strong data-testid="prices-unconfirmed-count">{describeUnconfirmed(countUnconfirmed(shown.book))}</strong>,
        each marked and explained in its source.
        {shown.missing.length > 0
          ? ` ${shown.missing.length} keys have no price in this snapshot: the model reports them, it never guesses.`
          : ""}
      </p>
      {unpriced ? (
        <p data-testid="prices-region-unpriced">
          <strong>
            Not priced in {shown.region}: {unpriced.keys.length} of the{" "}
            {unpriced.keys.length + Object.keys(shown.book.prices).length} prices.
          </strong>{" "}
          {unpriced.reason}
        </p>
      ) : null}
      <PriceJumpNav region={shown.region} />
      {PRICE_FAMILIES.map((family) => (
        <PriceFamilyTable key={family.id} family={family} book={shown.book} now={now} />
      ))}
      <section aria-labelledby={`prices-moving-data-${shown.region}`}>
        <h3 id={`prices-moving-data-${shown.region}`}>
          Data transfer and AWS DataSync <span className="muted">({shown.region})</span>
        </h3>
        <PriceKeyTable book={shown.book} keys={MOVING_DATA_KEYS} now={now} />
      </section>
      <InstancePriceTable book={shown.book} now={now} />
    </>
  );
}
