import type { PriceChange, PriceDiff } from "@/lib/pricing/diff";
import { priceKeyDefinition, type PriceEntry } from "@/lib/pricing/price-keys";
import { formatRelativeChange } from "./format";
import { UnconfirmedBadge } from "./unconfirmed-badge";

function changeClass(change: PriceChange): string {
  if (change.relativeChange === null) return "num";
  return `num ${change.relativeChange > 0 ? "price-change-up" : "price-change-down"}`;
}

function ChangedTable({ changed }: { changed: PriceChange[] }) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table>
        <caption>Changed prices (USD per unit)</caption>
        <thead>
          <tr>
            <th scope="col">Region</th>
            <th scope="col">Price key</th>
            <th scope="col">Unit</th>
            <th scope="col" className="num">
              Old
            </th>
            <th scope="col" className="num">
              New
            </th>
            <th scope="col" className="num">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {changed.map((c) => (
            <tr key={`${c.region}/${c.key}`}>
              <td>{c.region}</td>
              <th scope="row">
                <code>{c.key}</code> <span className="muted">{priceKeyDefinition(c.key).description}</span>
              </th>
              <td>{c.unit}</td>
              <td className="num">{c.oldUsd}</td>
              <td className="num">{c.newUsd}</td>
              <td className={changeClass(c)}>{formatRelativeChange(c.relativeChange)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EntryTable({ caption, entries }: { caption: string; entries: PriceEntry[] }) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Region</th>
            <th scope="col">Price key</th>
            <th scope="col">Unit</th>
            <th scope="col" className="num">
              USD
            </th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={`${e.region}/${e.key}`}>
              <td>{e.region}</td>
              <th scope="row">
                <code>{e.key}</code> <span className="muted">{priceKeyDefinition(e.key).description}</span>{" "}
                {e.unconfirmed ? <UnconfirmedBadge /> : null}
              </th>
              <td>{e.unit}</td>
              <td className="num">{e.usd}</td>
              <td className="price-source">{e.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Changed, added and removed prices; an empty group is said in words, not shown as an empty table. */
export function DiffTables({ diff }: { diff: PriceDiff }) {
  const nothing = diff.changed.length + diff.added.length + diff.removed.length === 0;
  if (nothing)
    return <p className="notice">No price changed: all {diff.unchanged} prices are the same in both snapshots.</p>;
  return (
    <>
      {diff.changed.length > 0 ? <ChangedTable changed={diff.changed} /> : <p>No price changed.</p>}
      {diff.added.length > 0 ? (
        <EntryTable caption="Added prices (in the newer snapshot only)" entries={diff.added} />
      ) : (
        <p>No price was added.</p>
      )}
      {diff.removed.length > 0 ? (
        <EntryTable caption="Removed prices (in the older snapshot only)" entries={diff.removed} />
      ) : (
        <p>No price was removed.</p>
      )}
    </>
  );
}
