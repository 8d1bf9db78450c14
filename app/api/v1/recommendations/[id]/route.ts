import { NextResponse } from "next/server";
import { ApiError, withErrorContract } from "@/server/api/errors";
import { getDb } from "@/server/db/client";
import { getRecommendation } from "@/server/data/recommendations/recommendations";
import { publicUrl } from "@/server/api/public-url";
import { getEnv } from "@/server/env";

export const dynamic = "force-dynamic";

/**
 * A saved recommendation exactly as it was stored, plus `pricesChanged` and
 * `currentSnapshot` (today's prices for its region come from another snapshot).
 */
export const GET = withErrorContract(async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  const found = await getRecommendation(getDb(), id);
  if (!found) throw new ApiError("not_found", `No recommendation with id ${JSON.stringify(id.slice(0, 64))}.`, "id");
  // Absolute from PUBLIC_URL or the client's Host, as POST answers it: never Next's bind address.
  return NextResponse.json({ ...found, url: publicUrl(found.url!, request, getEnv()) });
});
