import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { RecentResultsTable } from "@/components/results/recent-results-table";
import { LoadingPlaceholder } from "@/components/loading-placeholder";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Uploaded results" };

export default async function Page({ searchParams }: { searchParams: Promise<{ cursor?: string | string[] }> }) {
  const { cursor } = await searchParams;
  return (
    <section>
      <h1>Uploaded fio results</h1>
      <p>
        Results their owners published, newest first, and your own unlisted ones.{" "}
        <Link href="/upload">Upload your own</Link>.
      </p>
      <Suspense key={String(cursor)} fallback={<LoadingPlaceholder label="uploads" />}>
        <RecentResultsTable cursor={typeof cursor === "string" ? cursor : undefined} />
      </Suspense>
    </section>
  );
}
