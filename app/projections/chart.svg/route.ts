import { projectionSvg } from "@/components/projections/projection-svg";
import { loadProjectionView } from "@/server/data/recommendations/projections";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** GET /projections/chart.svg?...: the chart /projections shows, as a file (same query). */
export async function GET(request: Request) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const view = await loadProjectionView(getDb(), query);
  if (!view.ok)
    return new Response(`${view.message}\n`, {
      status: view.status,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  return new Response(projectionSvg(view.projection), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "content-disposition": 'inline; filename="projection.svg"',
    },
  });
}
