import { NextResponse } from "next/server";
import { withErrorContract } from "@/server/api/errors";
import { UPLOAD_LIMIT, rateLimit } from "@/server/api/rate-limit";
import { getDb } from "@/server/db/client";
import { importMetrics } from "@/server/data/metrics/metrics";
import { readMetricsRequest } from "./metrics-request";

export const dynamic = "force-dynamic";

/**
 * POST /api/v1/metrics: CloudWatch output (get-metric-data or get-metric-statistics JSON,
 * console CSV) in; the derived workload saved under a share id, the replay on every
 * option and the credit forecasts out (201, `SavedWorkloadView` of server/data/metrics/metrics.ts).
 * Errors: 422 `invalid_metrics` / `no_usable_metrics` naming the metric and where,
 * 413 `too_large` (8 MiB a file, 32 MiB together), 415, 400 for the fields, 422
 * `no_prices`. A refused import stores nothing.
 */
export const POST = withErrorContract(async (request: Request) => {
  const limited = await rateLimit(UPLOAD_LIMIT, request);
  if (limited) return limited;
  const { files, fields } = await readMetricsRequest(request);
  const saved = await importMetrics(getDb(), { files, ...fields });
  return NextResponse.json(saved, { status: 201, headers: { Location: saved.links.api } });
});
