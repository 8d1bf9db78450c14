import { fetchCurrentSnapshot, fetchSnapshotPrices } from "@/server/data/loaders";
import { BUNDLED_SOURCE, type SnapshotSummary } from "@/server/data/prices/prices";
import { countUnconfirmed, describeUnconfirmed } from "@/lib/pricing/unconfirmed";
import { SOURCE_LABELS, formatAge, formatAgo, formatDate, formatDateTime } from "./format";

/** "as of 2024-07-01, 2 years old" and, for a live refresh, when it was fetched and published. */
export function SnapshotAge({ snapshot, now }: { snapshot: SnapshotSummary; now: Date }) {
  const asOf = (
    <>
      as of <time dateTime={snapshot.asOf}>{snapshot.asOf}</time>, {formatAge(snapshot.asOf, now)}
    </>
  );
  if (snapshot.source === BUNDLED_SOURCE)
    return (
      <>
        Prices bundled with Storage Advisor, {asOf} (the date of its oldest figure; newer figures show their own dates).
      </>
    );
  return (
    <>
      Fetched from the {SOURCE_LABELS[snapshot.source] ?? snapshot.source} on{" "}
      <time dateTime={snapshot.fetchedAt.toISOString()}>{formatDateTime(snapshot.fetchedAt)}</time> (
      {formatAgo(snapshot.fetchedAt, now)}); published by AWS{" "}
      {snapshot.publicationDate ? (
        <>
          on <time dateTime={snapshot.publicationDate.toISOString()}>{formatDate(snapshot.publicationDate)}</time>
        </>
      ) : (
        "at an unknown date"
      )}
      ; prices {asOf}.
    </>
  );
}

/** What a refresh could not read and which earlier prices it kept (price-refresh.ts carries them over). */
function carriedLine(snapshot: SnapshotSummary): string | null {
  const unread = snapshot.counts.unreadServices ?? [];
  const carried = snapshot.counts.carriedOver ?? [];
  if (unread.length === 0 && carried.length === 0) return null;
  const from = [...new Set(carried.map((c) => c.fromSnapshot))];
  return (
    (unread.length > 0
      ? `Not in AWS's offer index at this refresh: ${unread.map((u) => u.service).join(", ")}. `
      : "") +
    (carried.length > 0
      ? `${carried.length} price${carried.length === 1 ? "" : "s"} not found by this refresh ${carried.length === 1 ? "is" : "are"} carried over from ${from.join(", ")} with ${carried.length === 1 ? "its" : "their"} own date and source: ${carried.map((c) => `${c.key} (${c.region})`).join(", ")}.`
      : "")
  ).trim();
}

/** The snapshot the cost model uses right now. */
export async function SnapshotInUse() {
  const snapshot = await fetchCurrentSnapshot();
  const now = new Date();
  const missing = Object.entries(snapshot.missingKeys).filter(([, keys]) => keys.length > 0);
  const { regions } = await fetchSnapshotPrices(snapshot.id);
  const unconfirmed = regions.map((r) => `${describeUnconfirmed(countUnconfirmed(r.book))} in ${r.region}`);
  return (
    <div className="card price-in-use" data-testid="snapshot-in-use">
      <p>
        <strong>{snapshot.id}</strong>: <SnapshotAge snapshot={snapshot} now={now} />
      </p>
      <p className="muted">
        Regions: {snapshot.regions.join(", ")}.{" "}
        {missing.length > 0
          ? `Without a price: ${missing.map(([region, keys]) => `${keys.length} key${keys.length === 1 ? "" : "s"} in ${region}`).join(", ")}. `
          : ""}
        <span data-testid="snapshot-unconfirmed">
          {unconfirmed.length > 0 ? `${unconfirmed.join("; ")}.` : "No prices stored."}
        </span>
      </p>
      {carriedLine(snapshot) ? (
        <p className="muted" data-testid="snapshot-carried-over">
          {carriedLine(snapshot)}
        </p>
      ) : null}
      {snapshot.source === BUNDLED_SOURCE ? (
        <p className="muted">
          No live refresh has been stored yet. An administrator can refresh from AWS below, or run{" "}
          <code>storage-advisor prices refresh</code>.
        </p>
      ) : null}
    </div>
  );
}
