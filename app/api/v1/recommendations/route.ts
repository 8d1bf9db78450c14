import { NextResponse } from "next/server";
import { ApiError, withErrorContract } from "@/lib/api/errors";
import { RECOMMENDATION_LIMIT, rateLimit } from "@/lib/api/rate-limit";
import { getDb } from "@/lib/db/client";
import { NoPricesError } from "@/lib/data/estimates";
import { SnapshotNotFoundError } from "@/lib/data/price-snapshots";
import { saveRecommendation } from "@/lib/data/recommendations";
import { publicUrl } from "@/lib/api/public-url";
import { getEnv } from "@/lib/env";
import { readRecommendationRequest } from "./request";

export const dynamic = "force-dynamic";

/**
 * Answers in, ranking and share link out: runs the advisor on the newest prices covering
 * the region (or `snapshotId`'s), stores the result and answers 201
 * `{id, url, snapshot, modelVersion, ranking, ...}`. Opening `url` (/r/<id>) shows this
 * very result later, whatever the prices have become.
 */
export const POST = withErrorContract(async (request: Request) => {
  const limited = await rateLimit(RECOMMENDATION_LIMIT, request);
  if (limited) return limited;
  const { answers, snapshotId } = await readRecommendationRequest(request);
  try {
    const saved = await saveRecommendation(getDb(), answers, snapshotId === undefined ? {} : { snapshotId });
    // Absolute, from PUBLIC_URL or the Host the client used (never the bind address): it must open from anywhere.
    const url = publicUrl(saved.url!, request, getEnv());
    return NextResponse.json({ ...saved, url }, { status: 201, headers: { Location: `/api/v1/recommendations/${saved.id}` } });
  } catch (error) {
    if (error instanceof NoPricesError) throw new ApiError("no_prices", error.message, "answers.region");
    if (error instanceof SnapshotNotFoundError) throw new ApiError("snapshot_not_found", error.message, "snapshotId");
    throw error;
  }
});
