import { pricedJsonRoute } from "@/server/api/priced-request";
import { runMigrationPlan } from "@/server/data/recommendations/projections";
import { migrationRequestSchema } from "@/lib/validations/projection";

export const dynamic = "force-dynamic";

/**
 * POST /api/v1/migrations: moving a data set from one option to another: how long the copy
 * takes (DataSync or parallel copies; the source's reads and credits, the target's writes),
 * a final incremental pass, what it costs and the month it pays for itself (`MigrationPlan`
 * of lib/projection/migration.ts). Errors: 400 `invalid_request` (the field's path),
 * `invalid_json`; 404 `snapshot_not_found`; 413 `too_large`; 415 `unsupported_media_type`;
 * 422 `no_prices`. A request is a few hundred bytes.
 */
export const POST = pricedJsonRoute(migrationRequestSchema, "the migration request", 64 * 1024, runMigrationPlan);
