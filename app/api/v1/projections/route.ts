import { pricedJsonRoute } from "@/server/api/priced-request";
import { runProjection } from "@/server/data/recommendations/projections";
import { projectionRequestSchema } from "@/lib/validations/projection";

export const dynamic = "force-dynamic";

/**
 * POST /api/v1/projections: a data set that grows and cools, month by month (up to 60),
 * under each storage policy: S3 Standard, S3 lifecycle rules, S3 Intelligent-Tiering, EFS
 * lifecycle (`Projection` of lib/projection/types.ts). Errors: 400 `invalid_request` (the
 * field's path), `invalid_json`; 404 `snapshot_not_found`; 413 `too_large`;
 * 415 `unsupported_media_type`; 422 `no_prices`. A request is a few hundred bytes.
 */
export const POST = pricedJsonRoute(projectionRequestSchema, "the projection request", 64 * 1024, runProjection);
