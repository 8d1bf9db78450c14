import Link from "next/link";
import { fetchCurrentSnapshot, fetchSnapshots } from "@/server/data/loaders";
import { SOURCE_LABELS, formatDateTime } from "./format";

/** Every stored snapshot, newest first, each a link to its prices and to its changes. */
export async function SnapshotList({ viewing }: { viewing: string | undefined }) {
  const [snapshots, current] = await Promise.all([fetchSnapshots(), fetchCurrentSnapshot()]);
  const shown = viewing ?? current.id;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table>
        <caption className="price-sr-only">Stored price snapshots, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Snapshot</th>
            <th scope="col">Source</th>
            <th scope="col">Prices as of</th>
            <th scope="col">Fetched or loaded</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Prices
            </th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {snapshots.map((s) => (
            <tr key={s.id}>
              <th scope="row">
                <Link
                  href={`/prices?snapshot=${encodeURIComponent(s.id)}`}
                  aria-current={s.id === shown ? "page" : undefined}
                >
                  {s.id}
                </Link>{" "}
                {s.id === current.id ? <span className="price-badge price-badge-current">in use</span> : null}
              </th>
              <td>{SOURCE_LABELS[s.source] ?? s.source}</td>
              <td>{s.asOf}</td>
              <td>{formatDateTime(s.fetchedAt)}</td>
              <td>{s.status}</td>
              <td className="num">{s.counts.mapped ?? s.counts.items ?? 0}</td>
              <td>
                {s.id === current.id ? (
                  <span className="muted">in use</span>
                ) : (
                  <Link href={`/prices/diff?from=${encodeURIComponent(s.id)}&to=${encodeURIComponent(current.id)}`}>
                    compare with the one in use
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
