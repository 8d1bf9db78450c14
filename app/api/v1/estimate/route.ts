import { NextResponse } from "next/server";
import { ESTIMATE_BODY_MAX_BYTES } from "@/server/api/body-limits";
import { ApiError, withErrorContract } from "@/server/api/errors";
import { readJsonLimited, requireJsonBody } from "@/server/api/multipart";
import { runEstimate, runRegionEstimates } from "@/server/data/recommendations/estimates";
import { getDb } from "@/server/db/client";
import { isAppError, type AppError } from "@/lib/errors/app-error";
import type { ErrorCode } from "@/lib/errors/codes";
import { documentPath, parseEstimateDocument, type EstimateDocument } from "@/lib/workloads";

export const dynamic = "force-dynamic";

/**
 * POST /api/v1/estimate: the monthly cost and daily duration of a workload on each
 * storage option (`EstimateResponse` of server/data/recommendations/estimates.ts, exactly as the CLI prints
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
  const parsed = parseEstimateDocument(
    await readJsonLimited(request, { maxBytes: ESTIMATE_BODY_MAX_BYTES, what: "The estimate request" }),
  );
  if (!parsed.ok) throw inputError(parsed.issue.code, parsed.issue.message, parsed.issue.path);
  const document = parsed.document;
  try {
    const db = getDb();
    if (document.regions !== undefined)
      return NextResponse.json(await runRegionEstimates(db, { ...document, regions: document.regions }));
    return NextResponse.json(await runEstimate(db, document));
  } catch (error) {
    throw isAppError(error) ? inDocument(error, document) : error;
  }
});

function inputError(code: ErrorCode, message: string, path: string): ApiError {
  return new ApiError(code, path === "" ? message : `${path}: ${message}`, path === "" ? null : path);
}

/** The model's paths are the workload's; the document may hold it under `workload` (and a region list under `regions`). */
function inDocument(error: AppError, document: EstimateDocument): AppError {
  if (error.code === "no_prices")
    return new ApiError(
      "no_prices",
      error.message,
      document.regions !== undefined ? "regions" : documentPath(document.form, "region"),
    );
  if (error.code === "snapshot_not_found" || error.path === null || !error.isClientError) return error;
  return inputError(error.code, error.message, documentPath(document.form, error.path));
}
