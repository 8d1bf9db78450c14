import { NextResponse } from "next/server";
import { PROJECTION_BODY_MAX_BYTES } from "@/lib/api/body-limits";
import { ApiError, validationError, withErrorContract } from "@/lib/api/errors";
import { readJsonLimited, requireJsonBody } from "@/lib/api/multipart";
import { NoPricesError } from "@/lib/data/estimates";
import { SnapshotNotFoundError } from "@/lib/data/price-snapshots";
import { runProjection } from "@/lib/data/projections";
import { getDb } from "@/lib/db/client";
import { projectionRequestSchema } from "@/lib/validations/projection";

export const dynamic = "force-dynamic";


/**
 * POST /api/v1/projections: a data set that grows and cools, month by month (up to 60),
 * under each storage policy: S3 Standard, S3 lifecycle rules, S3 Intelligent-Tiering, EFS
 * lifecycle (`Projection` of lib/projection/types.ts). Errors: 400 `invalid_request` (the
 * field's path), `invalid_json`; 404 `snapshot_not_found`; 413 `too_large`;
 * 415 `unsupported_media_type`; 422 `no_prices`.
 */
export const POST = withErrorContract(async (request: Request) => {
  requireJsonBody(request, "the projection request");
  const parsed = projectionRequestSchema.safeParse(await readJsonLimited(request, { maxBytes: PROJECTION_BODY_MAX_BYTES, what: "The projection request" }));
  if (!parsed.success) throw validationError(parsed.error);
  try {
    return NextResponse.json(await runProjection(getDb(), parsed.data));
  } catch (error) {
    throw toApiError(error);
  }
});

function toApiError(error: unknown): unknown {
  if (error instanceof SnapshotNotFoundError) return new ApiError("snapshot_not_found", error.message, "snapshotId");
  if (error instanceof NoPricesError) return new ApiError("no_prices", error.message, "region");
  return error;
}
