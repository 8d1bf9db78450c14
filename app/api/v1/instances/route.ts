import { NextResponse } from "next/server";
import { ApiError, validationError, withErrorContract } from "@/server/api/errors";
import { getDb } from "@/server/db/client";
import { currentSnapshot, getSnapshot, priceBookFor } from "@/server/data/prices/prices";
import { INSTANCE_LIMIT_SOURCES, listInstances } from "@/lib/pricing/instance-catalog";
import { instancesQuerySchema } from "@/lib/validations/instances-api";

export const dynamic = "force-dynamic";

const querySchema = instancesQuerySchema;

/**
 * GET /api/v1/instances?region=us-east-1[&snapshot=<id>]: the EC2 instance catalog with
 * its network, EBS and instance store limits and each type's Linux On-Demand hourly
 * price in that region, from the snapshot in use or the one named. Errors: 400 without a
 * valid region, 404 `snapshot_not_found`, 404 `region_not_found` (the snapshot has no
 * prices for the region).
 */
export const GET = withErrorContract(async (request: Request) => {
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw validationError(query.error);
  const { region, snapshot: snapshotId } = query.data;
  const db = getDb();
  const snapshot = snapshotId === undefined ? await currentSnapshot(db) : await getSnapshot(db, snapshotId, "snapshot");
  if (!snapshot.regions.includes(region)) {
    throw new ApiError(
      "region_not_found",
      `Snapshot ${snapshot.id} has no prices for ${region}; it covers ${snapshot.regions.join(", ")}.`,
      "region",
    );
  }
  return NextResponse.json({
    snapshot: { id: snapshot.id, source: snapshot.source, asOf: snapshot.asOf },
    region,
    priceUnit: "USD per instance-hour, Linux On-Demand, shared tenancy",
    limitSources: INSTANCE_LIMIT_SOURCES,
    instances: listInstances(await priceBookFor(db, snapshot.id, region)),
  });
});
