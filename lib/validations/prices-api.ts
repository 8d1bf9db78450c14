import "./zod-config";
import { z } from "zod";
import { REGION_CODE_PATTERN } from "@/lib/pricing/regions";

/**
 * The price routes' inputs, here rather than in the route files so the OpenAPI document
 * (server/api/openapi) describes them from the very schemas the routes validate with.
 */

/** A list longer than this is better asked for as "all" (bulk files only). */
export const MAX_REFRESH_REGIONS = 40;

const regionCode = z.string().regex(REGION_CODE_PATTERN, "expected an AWS region code such as us-east-2");

/** Body of POST /api/v1/prices/refresh (optional): which regions, from which AWS source. */
export const priceRefreshBodySchema = z
  .object({
    regions: z.union([z.literal("all"), z.array(regionCode).min(1).max(MAX_REFRESH_REGIONS)]).optional(),
    source: z.enum(["bulk", "query"]).optional(),
  })
  .strict();

/** Query of GET /api/v1/prices/snapshots/{id}: `?region=` narrows the answer to one region. */
export const snapshotPricesQuerySchema = z.object({ region: regionCode.optional() });

/** Query of GET /api/v1/prices/diff: the two snapshots' ids. */
export const priceDiffQuerySchema = z.object({
  from: z.string().min(1, "give the older snapshot's id"),
  to: z.string().min(1, "give the newer snapshot's id"),
});
