import { NextResponse } from "next/server";
import { withErrorContract } from "@/server/api/errors";
import { RECOMMENDATION_LIMIT, rateLimit } from "@/server/api/rate-limit";
import { getDb } from "@/server/db/client";
import { saveRecommendation } from "@/server/data/recommendations/recommendations";
import { publicUrl } from "@/server/api/public-url";
import { getEnv } from "@/server/env";
import { readRecommendationRequest } from "./request";

export const dynamic = "force-dynamic";

/**
 * Answers in, ranking and share link out: runs the advisor on the newest prices covering
 * the region (or `snapshotId`'s), stores the result and answers 201
 * `{id, url, snapshot, modelVersion, ranking, ...}`. Opening `url` (/r/<id>) shows this
 * very result later, whatever the prices have become.
 */
export const POST = withErrorContract(
  async (request: Request) => {
    const limited = await rateLimit(RECOMMENDATION_LIMIT, request);
    if (limited) return limited;
    const { answers, snapshotId } = await readRecommendationRequest(request);
    const saved = await saveRecommendation(getDb(), answers, snapshotId === undefined ? {} : { snapshotId });
    // Absolute, from PUBLIC_URL or the Host the client used (never the bind address): it must open from anywhere.
    const url = publicUrl(saved.url!, request, getEnv());
    return NextResponse.json(
      { ...saved, url },
      { status: 201, headers: { Location: `/api/v1/recommendations/${saved.id}` } },
    );
  },
  { paths: { no_prices: "answers.region" } },
);
