import { cache } from "react";
import { pageViewer } from "@/server/api/upload-viewer";
import { fetchCompare, fetchCompareChoices, fetchCompareRegions } from "@/server/data/loaders";
import { compareQuery, type CompareView } from "@/lib/compare/view";
import { parseCompareSearch } from "@/lib/validations/compare";

/**
 * One load per request and view, shared by the chart and table sections (each behind its
 * own Suspense boundary). React's cache compares arguments by identity, so the view goes
 * in as its canonical query string and the viewer as its tokens joined.
 */
const loadByQuery = cache((query: string, owned: string) =>
  fetchCompare(parseCompareSearch(new URLSearchParams(query)).view, viewerOf(owned)),
);

function viewerOf(owned: string) {
  return { ownerTokens: owned === "" ? [] : owned.split(" ") };
}

async function ownedKey(): Promise<string> {
  return (await pageViewer()).ownerTokens.join(" ");
}

export async function getCompareData(view: CompareView) {
  return loadByQuery(compareQuery(view), await ownedKey());
}

const choicesByRegion = cache((region: string) => fetchCompareChoices({ region }));

export function getCompareChoices(view: CompareView) {
  return choicesByRegion(view.region);
}

// The view's own region comes from loadByQuery, the load the chart and table share.
const regionsByQuery = cache(async (query: string, owned: string) =>
  fetchCompareRegions(
    parseCompareSearch(new URLSearchParams(query)).view,
    viewerOf(owned),
    await loadByQuery(query, owned),
  ),
);

/** The region table of a `region=all` or list view (one load per request). */
export async function getCompareRegions(view: CompareView) {
  return regionsByQuery(compareQuery(view), await ownedKey());
}
