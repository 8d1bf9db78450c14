import { ApiError, withErrorContract } from "@/server/api/errors";
import { compareCsv } from "@/lib/compare/csv";
import { prepareView } from "@/lib/compare/prepare";
import { loadCompare, type CompareError } from "@/server/data/recommendations/compare";
import { requestViewer } from "@/server/api/upload-viewer";
import { loadCompareRegions } from "@/server/data/recommendations/compare-regions";
import { getDb } from "@/server/db/client";
import type { ErrorCode } from "@/lib/errors/codes";
import { parseCompareSearch } from "@/lib/validations/compare";

export const dynamic = "force-dynamic";

const FAILURES: Record<CompareError["kind"], { code: ErrorCode; path: string }> = {
  "snapshot-not-found": { code: "snapshot_not_found", path: "snapshot" },
  "no-prices": { code: "no_prices", path: "region" },
  "invalid-workload": { code: "invalid_workload", path: "workload" },
};

/**
 * The /compare table as CSV for the view in the query string (the page's own query:
 * /compare?X downloads as /api/v1/compare.csv?X). The page links here instead of carrying
 * the file in its own payload; the view is parsed exactly as the page parses it.
 */
export const GET = withErrorContract(async (request: Request) => {
  const { view } = parseCompareSearch(new URL(request.url).searchParams);
  const viewer = requestViewer(request);
  const data = await loadCompare(getDb(), view, viewer);
  if (data.error || !data.snapshot) {
    const failure = FAILURES[data.error?.kind ?? "invalid-workload"];
    throw new ApiError(failure.code, data.error?.message ?? "Nothing to estimate for this view.", failure.path);
  }
  const { rows, baseName } = prepareView(data.points, data.workload, view, data.snapshot.id);
  // region=all or a list: every region's rows, the region column telling them apart.
  const sections =
    view.regions === null
      ? [{ region: view.region, rows }]
      : (await loadCompareRegions(getDb(), view, viewer, data)).regions;
  const name = view.regions === null ? baseName : baseName.replace(`-${view.region}-`, "-regions-");
  return new Response(compareCsv(sections, view.units), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.csv"`,
    },
  });
});
