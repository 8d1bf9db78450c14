import { NextResponse } from "next/server";
import { MIGRATION_BODY_MAX_BYTES } from "@/lib/api/body-limits";
import { ApiError, validationError, withErrorContract } from "@/lib/api/errors";
import { readJsonLimited, requireJsonBody } from "@/lib/api/multipart";
import { NoPricesError } from "@/lib/data/estimates";
import { SnapshotNotFoundError } from "@/lib/data/price-snapshots";
import { runMigrationPlan } from "@/lib/data/projections";
import { getDb } from "@/lib/db/client";
import { migrationRequestSchema } from "@/lib/validations/projection";

export const dynamic = "force-dynamic";


/**
 * POST /api/v1/migrations: moving a data set from one option to another: how long the copy
 * takes (DataSync or parallel copies; the source's reads and credits, the target's writes),
 * a final incremental pass, what it costs and the month it pays for itself (`MigrationPlan`
 * of lib/projection/migration.ts). Errors: 400 `invalid_request` (the field's path),
 * `invalid_json`; 404 `snapshot_not_found`; 413 `too_large`; 415 `unsupported_media_type`;
 * 422 `no_prices`.
 */
export const POST = withErrorContract(async (request: Request) => {
  requireJsonBody(request, "the migration request");
  const parsed = migrationRequestSchema.safeParse(await readJsonLimited(request, { maxBytes: MIGRATION_BODY_MAX_BYTES, what: "The migration request" }));
  if (!parsed.success) throw validationError(parsed.error);
  try {
    return NextResponse.json(await runMigrationPlan(getDb(), parsed.data));
  } catch (error) {
    throw toApiError(error);
  }
});

function toApiError(error: unknown): unknown {
  if (error instanceof SnapshotNotFoundError) return new ApiError("snapshot_not_found", error.message, "snapshotId");
  if (error instanceof NoPricesError) return new ApiError("no_prices", error.message, "region");
  return error;
}
