import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError, errorResponse, validationError, withErrorContract } from "@/server/api/errors";
import { ADMIN_ATTEMPT_LIMIT, rateLimit } from "@/server/api/rate-limit";
import { getDb } from "@/server/db/client";
import { bearerToken, checkAdminToken } from "@/server/data/prices/price-admin";
import { planRefresh } from "@/server/data/prices/price-source";
import { refreshPrices } from "@/server/data/prices/prices";
import { getEnv } from "@/server/env";
import { isPricingError } from "@/lib/pricing/errors";
import { priceRefreshBodySchema } from "@/lib/validations/prices-api";

export const dynamic = "force-dynamic";

/** The Query API takes a few dozen queries per region: a handful of regions at a time is plenty. */
const MAX_QUERY_REGIONS = 10;

const bodySchema = priceRefreshBodySchema;

async function readBody(request: Request): Promise<z.infer<typeof bodySchema>> {
  const text = await request.text();
  if (text.trim() === "") return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError("invalid_json", "The request body is not JSON.");
  }
  const parsed = bodySchema.safeParse(data);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * Refresh prices now: fetch from the AWS Price List (bulk files by default, or the
 * Query API) and store a new snapshot. Needs `Authorization: Bearer <ADMIN_TOKEN>`;
 * off when ADMIN_TOKEN is not set.
 * Body (optional): {"regions": ["us-east-1", ...] | "all", "source": "bulk" | "query"}.
 */
export const POST = withErrorContract(async (request: Request) => {
  const env = getEnv();
  // Every try with a token counts, right or wrong, so guessing is slowed for everyone's replicas alike.
  if (request.headers.has("authorization") && env.ADMIN_TOKEN !== undefined) {
    const limited = await rateLimit(ADMIN_ATTEMPT_LIMIT, request);
    if (limited) return limited;
  }
  switch (checkAdminToken(bearerToken(request.headers.get("authorization")), env.ADMIN_TOKEN)) {
    case "disabled":
      throw new ApiError(
        "admin_disabled",
        "Refreshing prices from the web is off: ADMIN_TOKEN is not set on the server.",
      );
    case "missing": {
      const response = errorResponse(
        "unauthorized",
        "Send the admin token as `Authorization: Bearer <token>`.",
        "authorization",
      );
      response.headers.set("WWW-Authenticate", 'Bearer realm="storage-advisor"');
      return response;
    }
    case "wrong":
      throw new ApiError("forbidden", "The admin token is not right.", "authorization");
    case "ok":
      break;
  }

  const body = await readBody(request);
  const plan = planRefresh(env, {
    ...(body.regions ? { regions: body.regions } : {}),
    ...(body.source ? { source: body.source } : {}),
  });
  if (!plan.ok) {
    if (body.regions === "all") throw new ApiError("invalid_request", plan.message, "regions");
    throw new ApiError("aws_credentials_missing", plan.message);
  }
  if (plan.options.source === "query" && plan.options.regions.length > MAX_QUERY_REGIONS) {
    throw new ApiError(
      "invalid_request",
      `The Query API refreshes at most ${MAX_QUERY_REGIONS} regions at a time; use the bulk files for more.`,
      "regions",
    );
  }
  try {
    const result = await refreshPrices(getDb(), plan.options);
    return NextResponse.json(result);
  } catch (error) {
    // The fetch failed: nothing was stored, the snapshot in use stays.
    if (isPricingError(error)) throw new ApiError(error.code, `${error.message} Nothing was changed.`, error.path);
    throw error;
  }
});
