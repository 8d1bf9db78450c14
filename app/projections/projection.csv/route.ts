import { projectionCsv } from "@/lib/projection/csv";
import { loadProjectionView } from "@/server/data/recommendations/projections";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** GET /projections/projection.csv?...: every policy's bill month by month, by kind of charge (same query as the page). */
export async function GET(request: Request) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const view = await loadProjectionView(getDb(), query);
  if (!view.ok)
    return new Response(`${view.message}\n`, {
      status: view.status,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  return new Response(projectionCsv(view.projection), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="projection.csv"',
    },
  });
}
