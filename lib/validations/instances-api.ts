import "./zod-config";
import { z } from "zod";
import { REGION_CODE_PATTERN } from "@/lib/pricing/regions";
import { snapshotIdSchema } from "@/lib/pricing/snapshot-id";

/**
 * Query of GET /api/v1/instances, here so the OpenAPI document (server/api/openapi)
 * describes it from the schema the route validates with: the region (required) and,
 * optionally, the price snapshot (default: the one in use).
 */
export const instancesQuerySchema = z.object({
  region: z
    .string({ error: "give an AWS region code such as us-east-1" })
    .regex(REGION_CODE_PATTERN, "expected an AWS region code such as us-east-1"),
  snapshot: snapshotIdSchema.optional(),
});
