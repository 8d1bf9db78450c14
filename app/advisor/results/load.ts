import { cache } from "react";
import { getDb } from "@/server/db/client";
import { NoPricesError } from "@/server/data/recommendations/estimates";
import { recommend, type RecommendationView } from "@/server/data/recommendations/recommendations";
import { parseAnswerParams } from "@/lib/validations/advisor";

export type LoadedRecommendation = { kind: "ok"; view: RecommendationView } | { kind: "no-prices"; message: string };

/**
 * One advisor run per request, shared by the ranking and the chart, keyed by the
 * canonical answers (URLSearchParams text) so equal answers share it.
 */
export const loadRecommendation = cache(async (canonicalAnswers: string): Promise<LoadedRecommendation> => {
  const parsed = parseAnswerParams(Object.fromEntries(new URLSearchParams(canonicalAnswers)));
  if (!parsed.ok) throw new Error("loadRecommendation takes validated answers");
  try {
    return { kind: "ok", view: await recommend(getDb(), parsed.answers) };
  } catch (error) {
    if (error instanceof NoPricesError) return { kind: "no-prices", message: error.message };
    throw error;
  }
});
