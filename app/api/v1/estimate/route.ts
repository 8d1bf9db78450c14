import { NextResponse } from "next/server";
import { ESTIMATE_BODY_MAX_BYTES } from "@/lib/api/body-limits";
import { ApiError, withErrorContract } from "@/lib/api/errors";
import { readJsonLimited, requireJsonBody } from "@/lib/api/multipart";
import { EstimateInputError, NoPricesError, runEstimate, runRegionEstimates } from "@/lib/data/estimates";
import { SnapshotNotFoundError } from "@/lib/data/price-snapshots";
import { getDb } from "@/lib/db/client";
import type { ErrorCode } from "@/lib/errors/codes";
import { documentPath, parseEstimateDocument, type EstimateDocument } from "@/lib/workloads";

export const dynamic = "force-dynamic";


/**
 * POST /api/v1/estimate: the monthly cost and daily duration of a workload on each
 * storage option (`EstimateResponse` of lib/data/estimates.ts, exactly as the CLI prints
 * it). The body is a bare workload or `{workload, snapshotId?, options?}`
 * (lib/workloads/estimate-document.ts). With `regions: "all"` or a list in the envelope the
 * answer is `RegionEstimatesResponse`: one estimate per region, cheapest first, and the
 * regions no snapshot covers under `missing`. Errors:
 *   400 bad JSON (`invalid_json`) or workload: the model's code in snake_case
 *       (`too_small`, `unknown_option`, `efs_max_io_with_elastic`) and the field's path
 *   404 `snapshot_not_found`   413 `too_large`   415 `unsupported_media_type`
 *   422 `no_prices`: no price snapshot covers the workload's region
 */
export const POST = withErrorContract(async (request: Request) => {
  requireJsonBody(request, "the workload");
  const parsed = parseEstimateDocument(await readJsonLimited(request, { maxBytes: ESTIMATE_BODY_MAX_BYTES, what: "The estimate request" }));
  if (!parsed.ok) throw inputError(parsed.issue.code, parsed.issue.message, parsed.issue.path);
  const document = parsed.document;
  try {
    const db = getDb();
    if (document.regions !== undefined) return NextResponse.json(await runRegionEstimates(db, { ...document, regions: document.regions }));
    return NextResponse.json(await runEstimate(db, document));
  } catch (error) {
    throw toApiError(error, document);
  }
});

function inputError(code: ErrorCode, message: string, path: string): ApiError {
  return new ApiError(code, path === "" ? message : `${path}: ${message}`, path === "" ? null : path);
}

function toApiError(error: unknown, document: EstimateDocument): unknown {
  if (error instanceof EstimateInputError) return inputError(error.issue.code, error.issue.message, documentPath(document.form, error.issue.path));
  if (error instanceof SnapshotNotFoundError) return new ApiError("snapshot_not_found", error.message, "snapshotId");
  if (error instanceof NoPricesError) return new ApiError("no_prices", error.message, document.regions !== undefined ? "regions" : documentPath(document.form, "region"));
  return error;
}
