import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { PriceTables } from "@/components/prices/price-tables";
import { RefreshForm } from "@/components/prices/refresh-form";
import { SnapshotInUse } from "@/components/prices/snapshot-in-use";
import { SnapshotList } from "@/components/prices/snapshot-list";
import { getDb } from "@/server/db/client";
import { configuredRegions } from "@/server/data/prices/price-source";
import { findSnapshot } from "@/server/data/prices/prices";
import { getEnv } from "@/server/env";
import { firstValues, pricesSearchSchema, type SearchParams } from "./search-params";
import { LoadingPlaceholder } from "@/components/loading-placeholder";

export const metadata: Metadata = { title: "Prices" };
export const dynamic = "force-dynamic";

export default async function PricesPage({ searchParams }: { searchParams: SearchParams }) {
  const params = pricesSearchSchema.parse(firstValues(await searchParams));
  // A link to a snapshot that does not exist is answered 404, not with other prices.
  if (params.snapshot !== undefined && !(await findSnapshot(getDb(), params.snapshot))) notFound();
  const env = getEnv();

  return (
    <>
      <h1>Prices</h1>
      <p>
        The AWS prices behind every estimate: which snapshot is in use, how old it is, and what changed between
        snapshots. Each price names its source and date.
      </p>

      {/* The snapshot in use and the snapshot list are part of the first paint, not streamed
          widgets: they are two small queries, and streamed in they pushed everything below
          them down (a layout shift of 0.90 on a desktop screen, 0.12 on a phone). */}
      <section aria-labelledby="in-use">
        <h2 id="in-use">In use</h2>
        <SnapshotInUse />
        <RefreshForm
          enabled={env.ADMIN_TOKEN !== undefined}
          regions={((r) => (r === "all" ? "every commercial region" : r.join(", ")))(configuredRegions(env))}
          from={
            env.PRICE_SOURCE === "query"
              ? "the AWS Price List Query API with the server's AWS credentials"
              : "the public AWS Price List bulk files (no AWS account needed)"
          }
        />
      </section>

      <section aria-labelledby="snapshots">
        <h2 id="snapshots">Snapshots</h2>
        <p>
          Every refresh is kept, so saved recommendations keep their prices.{" "}
          <Link href="/prices/diff">Compare two snapshots</Link>.
        </p>
        <SnapshotList viewing={params.snapshot} />
      </section>

      <section aria-labelledby="price-tables">
        <h2 id="price-tables">Prices by storage family</h2>
        {/* Last on the page: streamed in, it moves nothing but the footer. */}
        <Suspense fallback={<LoadingPlaceholder label="prices" />}>
          <PriceTables snapshotId={params.snapshot} region={params.region} />
        </Suspense>
      </section>
    </>
  );
}
