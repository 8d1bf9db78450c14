import Link from "next/link";
import { formatAge } from "@/lib/format/age";
import { priceKeyDefinition, PRICE_UNITS, type PriceBook, type PriceKey } from "@/lib/pricing/price-keys";
import { splitSource } from "@/lib/format/source";
import { SourceText } from "./source-text";
import { UnconfirmedBadge } from "./unconfirmed-badge";

/** The header cells matching PriceKeyRow. */
export function PriceKeyHeader({ withSource }: { withSource: boolean }) {
  return (
    <tr>
      <th scope="col">Price key</th>
      <th scope="col">What</th>
      <th scope="col">Unit</th>
      <th scope="col" className="num">
        USD
      </th>
      {withSource ? <th scope="col">Source</th> : null}
    </tr>
  );
}

/**
 * One price key of a book: what it is, its unit, the exact USD figure (or that there is none), optionally its source.
 * A figure dated otherwise than its snapshot shows its own date (and, given `now`, its own age) beside it.
 */
export function PriceKeyRow({
  book,
  priceKey,
  withSource,
  now,
}: {
  book: PriceBook;
  priceKey: PriceKey;
  withSource: boolean;
  now?: Date;
}) {
  const entry = book.prices[priceKey];
  const { unit, description } = priceKeyDefinition(priceKey);
  const ownDate = entry ? `as of ${entry.asOf}${now ? `, ${formatAge(entry.asOf, now)}` : ""}` : "";
  return (
    <tr>
      <th scope="row">
        <Link
          href={`/prices/${priceKey}?region=${book.region}`}
          prefetch={false}
          title="This price over every snapshot"
        >
          <code>{priceKey}</code>
        </Link>
      </th>
      <td>
        {description} {entry?.unconfirmed ? <UnconfirmedBadge /> : null}
        {entry && !withSource && entry.asOf !== book.asOf ? <span className="muted"> ({ownDate})</span> : null}
      </td>
      <td>
        <abbr title={PRICE_UNITS[unit]}>{unit}</abbr>
      </td>
      {entry ? (
        <>
          <td className="num">{entry.usd}</td>
          {withSource ? (
            <td className="price-source">
              <FoldedSource text={entry.source} date={ownDate} />
            </td>
          ) : null}
        </>
      ) : (
        <td colSpan={withSource ? 2 : 1} className="price-missing">
          No price in this snapshot
        </td>
      )}
    </tr>
  );
}

/** A table of prices of one book, a row per key (priced or not), with their sources. */
export function PriceKeyTable({
  book,
  keys,
  now,
}: {
  book: PriceBook;
  keys: readonly PriceKey[];
  now?: Date | undefined;
}) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table>
        <thead>
          <PriceKeyHeader withSource />
        </thead>
        <tbody>
          {keys.map((key) => (
            <PriceKeyRow key={key} book={book} priceKey={key} withSource now={now} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The source's first clause and date at once; the record's provenance folded below it. The
 * AWS link stays outside the fold's summary: a link inside a summary is a control in a control.
 */
function FoldedSource({ text, date }: { text: string; date: string }) {
  const { head, rest } = splitSource(text);
  return (
    <>
      <SourceText text={head} /> <span className="muted">({date})</span>
      {rest === "" ? null : (
        <details className="price-source-more">
          <summary>the record</summary>
          <div className="price-source-rest">
            <SourceText text={rest} />
          </div>
        </details>
      )}
    </>
  );
}
