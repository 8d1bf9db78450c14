import type { Metadata } from "next";
import { Suspense } from "react";
import { DatasetListTable } from "@/components/datasets/dataset-list-table";
import { listDatasets } from "@/server/data/datasets/datasets";
import { getDb } from "@/server/db/client";
import { LoadingPlaceholder } from "@/components/loading-placeholder";

export const metadata: Metadata = { title: "Datasets" };
export const dynamic = "force-dynamic";

async function DatasetList() {
  return <DatasetListTable datasets={await listDatasets(getDb())} />;
}

export default function DatasetsPage() {
  return (
    <section>
      <h1>Reference datasets</h1>
      <p className="lede">
        Published benchmarks of AWS storage, turned into data: every figure the article reports, converted to exact
        units, next to the article&rsquo;s own text. The advisor&rsquo;s model is checked against them.
      </p>
      <Suspense fallback={<LoadingPlaceholder label="datasets" />}>
        <DatasetList />
      </Suspense>
      <p className="muted">
        The file format is documented in <code>data/datasets/README.md</code> and published as a{" "}
        <a href="/api/v1/schemas/dataset.json">JSON Schema</a>. The same list, as JSON, is at{" "}
        {/* A JSON endpoint, not a page: a plain link, no client-side navigation. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/api/v1/datasets">/api/v1/datasets</a>.
      </p>
    </section>
  );
}
