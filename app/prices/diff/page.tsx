import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { DiffPicker } from "@/components/prices/diff-picker";
import { DiffView } from "@/components/prices/diff-view";
import { getDb } from "@/server/db/client";
import { currentSnapshot, findSnapshot, listSnapshots } from "@/server/data/prices/prices";
import { diffSearchSchema, firstValues, type SearchParams } from "../search-params";
import { LoadingPlaceholder } from "@/components/loading-placeholder";

export const metadata: Metadata = { title: "Price changes" };
export const dynamic = "force-dynamic";

/** Without ?to=, the snapshot in use; without ?from=, the snapshot stored just before `to`. */
async function resolvePair(from: string | undefined, to: string | undefined): Promise<{ from: string; to: string }> {
  const db = getDb();
  const toId = to ?? (await currentSnapshot(db)).id;
  if (from !== undefined) return { from, to: toId };
  const snapshots = await listSnapshots(db);
  const position = snapshots.findIndex((s) => s.id === toId);
  return { from: snapshots[position + 1]?.id ?? snapshots.find((s) => s.id !== toId)?.id ?? toId, to: toId };
}

export default async function PriceDiffPage({ searchParams }: { searchParams: SearchParams }) {
  const params = diffSearchSchema.parse(firstValues(await searchParams));
  const db = getDb();
  for (const id of [params.from, params.to]) {
    if (id !== undefined && !(await findSnapshot(db, id))) notFound();
  }
  const { from, to } = await resolvePair(params.from, params.to);

  return (
    <>
      <h1>Price changes</h1>
      <p>
        Prices added, removed and changed between two snapshots, per region. <Link href="/prices">Back to prices</Link>.
      </p>
      <Suspense fallback={<LoadingPlaceholder label="prices" />}>
        <DiffPicker from={from} to={to} />
      </Suspense>
      <section aria-labelledby="changes">
        <h2 id="changes">Changes</h2>
        {from === to ? (
          <p className="notice">
            Pick two different snapshots to see what changed
            {params.from === undefined ? ": only one is stored so far" : ""}.
          </p>
        ) : (
          <Suspense fallback={<LoadingPlaceholder label="prices" />}>
            <DiffView from={from} to={to} />
          </Suspense>
        )}
      </section>
    </>
  );
}
