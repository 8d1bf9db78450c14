import Link from "next/link";
import { fetchSnapshotDiff } from "@/server/data/loaders";
import { DiffTables } from "./diff-tables";

/** The changes from one snapshot to another, with counts first. */
export async function DiffView({ from, to }: { from: string; to: string }) {
  const result = await fetchSnapshotDiff(from, to);
  const { diff } = result;
  const link = (id: string) => <Link href={`/prices?snapshot=${encodeURIComponent(id)}`}>{id}</Link>;
  return (
    <>
      <p>
        From {link(result.from.id)} (as of {result.from.asOf}) to {link(result.to.id)} (as of {result.to.asOf}):{" "}
        <strong>
          {diff.changed.length} changed, {diff.added.length} added, {diff.removed.length} removed
        </strong>
        , {diff.unchanged} unchanged.
      </p>
      <DiffTables diff={diff} />
    </>
  );
}
