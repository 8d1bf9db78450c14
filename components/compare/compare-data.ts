import { cache } from "react";
import { loadCompare, loadCompareChoices } from "@/lib/data/compare";
import { loadCompareRegions } from "@/lib/data/compare-regions";
import { getDb } from "@/lib/db/client";
import { compareQuery, type CompareView } from "@/lib/compare/view";
import { parseCompareSearch } from "@/lib/validations/compare";

/**
 * One load per request and view, shared by the chart and table sections (each behind its
 * own Suspense boundary). React's cache compares arguments by identity, so the view goes
 * in as its canonical query string.
 */
const loadByQuery = cache((query: string) => loadCompare(getDb(), parseCompareSearch(new URLSearchParams(query)).view));

export function getCompareData(view: CompareView) {
  return loadByQuery(compareQuery(view));
}

const choicesByRegion = cache((region: string) => loadCompareChoices(getDb(), { region }));

export function getCompareChoices(view: CompareView) {
  return choicesByRegion(view.region);
}

// The view's own region comes from loadByQuery, the load the chart and table share.
const regionsByQuery = cache(async (query: string) => loadCompareRegions(getDb(), parseCompareSearch(new URLSearchParams(query)).view, await loadByQuery(query)));

/** The region table of a `region=all` or list view (one load per request). */
export function getCompareRegions(view: CompareView) {
  return regionsByQuery(compareQuery(view));
}
