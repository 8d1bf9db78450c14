import { NextResponse } from "next/server";
import { ApiError, validationError, withErrorContract } from "@/server/api/errors";
import { getDb } from "@/server/db/client";
import { currentSnapshot, snapshotPrices } from "@/server/data/prices/prices";
import { snapshotPricesQuerySchema } from "@/lib/validations/prices-api";

export const dynamic = "force-dynamic";

const querySchema = snapshotPricesQuerySchema;

/** One snapshot with its prices per region (?region= narrows to one). */
export const GET = withErrorContract(async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw validationError(query.error);
  const db = getDb();
  const [prices, current] = await Promise.all([snapshotPrices(db, id, "id"), currentSnapshot(db)]);
  const region = query.data.region;
  const regions = region === undefined ? prices.regions : prices.regions.filter((r) => r.region === region);
  if (regions.length === 0)
    throw new ApiError(
      "region_not_found",
      `Snapshot ${id} has no prices for ${region}; it covers ${prices.snapshot.regions.join(", ")}.`,
      "region",
    );
  return NextResponse.json({
    snapshot: prices.snapshot,
    inUse: prices.snapshot.id === current.id,
    regions: regions.map((r) => ({
      region: r.region,
      asOf: r.book.asOf,
      prices: Object.values(r.book.prices),
      missing: r.missing,
    })),
  });
});
