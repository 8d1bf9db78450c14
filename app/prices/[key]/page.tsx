import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { formatAge, formatDateTime, formatRelativeChange, SOURCE_LABELS } from "@/components/prices/format";
import { PriceHistoryChart } from "@/components/prices/price-history-chart";
import { getDb } from "@/server/db/client";
import { priceHistory } from "@/server/data/prices/price-history";
import { isPriceKey, priceKeyDefinition, PRICE_UNITS } from "@/lib/pricing/price-keys";
import { firstValues, pricesSearchSchema, type SearchParams } from "../search-params";
import { DEFAULT_REGION } from "@/lib/pricing/regions";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ key: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { key } = await params;
  return { title: `Price history: ${decodeURIComponent(key)}` };
}

/** One price key's value in a region over every snapshot that covers the region. */
export default async function PriceHistoryPage({ params, searchParams }: Props) {
  const key = decodeURIComponent((await params).key);
  if (!isPriceKey(key)) notFound();
  const region = pricesSearchSchema.parse(firstValues(await searchParams)).region ?? DEFAULT_REGION;
  const steps = await priceHistory(getDb(), key, region);
  const { unit, description } = priceKeyDefinition(key);
  const now = new Date();
  const changes = steps.filter((s) => s.change === "changed").length;
  return (
    <>
      <h1>
        <code>{key}</code> in {region}
      </h1>
      <p>
        {description}, USD per <abbr title={PRICE_UNITS[unit]}>{unit}</abbr>. {steps.length} snapshot
        {steps.length === 1 ? "" : "s"} cover {region}; the price changed {changes} time{changes === 1 ? "" : "s"}.{" "}
        <Link href={`/prices?region=${region}`}>All prices</Link>.
      </p>
      {steps.length === 0 ? (
        <p className="notice" role="status">
          No snapshot covers {region}. Refresh prices for it (
          <code>storage-advisor prices refresh --regions {region}</code>).
        </p>
      ) : (
        <>
          <PriceHistoryChart steps={steps} label={`${key} in ${region} over ${steps.length} snapshots`} />
          <div className="table-scroll" tabIndex={0}>
            <table data-testid="price-history">
              <caption className="visually-hidden">
                {key} in {region}, oldest snapshot first
              </caption>
              <thead>
                <tr>
                  <th scope="col">Snapshot</th>
                  <th scope="col">Source</th>
                  <th scope="col">Fetched</th>
                  <th scope="col">Prices as of</th>
                  <th scope="col" className="num">
                    USD
                  </th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody>
                {steps.map((s) => (
                  <tr key={s.snapshotId}>
                    <th scope="row">
                      <Link href={`/prices?snapshot=${encodeURIComponent(s.snapshotId)}&region=${region}`}>
                        {s.snapshotId}
                      </Link>
                    </th>
                    <td>{SOURCE_LABELS[s.source] ?? s.source}</td>
                    <td>{formatDateTime(s.fetchedAt)}</td>
                    <td>
                      {s.asOf} ({formatAge(s.asOf, now)})
                    </td>
                    <td className="num">{s.usd ?? "none"}</td>
                    <td>
                      {s.change === "changed"
                        ? formatRelativeChange(s.relative)
                        : s.change === "same"
                          ? "unchanged"
                          : s.change === "new"
                            ? "first price"
                            : "no price"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
