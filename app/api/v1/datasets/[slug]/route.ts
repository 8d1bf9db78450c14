import { NextResponse } from "next/server";
import { ApiError, withErrorContract } from "@/server/api/errors";
import { datasetCsv } from "@/lib/datasets/csv";
import { getDatasetBySlug } from "@/server/data/datasets/datasets";
import { SLUG_PATTERN } from "@/lib/datasets/ids";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/**
 * A folder cannot be named `[slug].csv`, so this one segment serves both
 * /api/v1/datasets/<slug> (JSON) and /api/v1/datasets/<slug>.csv (CSV). Slugs never
 * contain a dot, so the suffix cannot be mistaken for part of a slug.
 */
const CSV_SUFFIX = ".csv";

interface Context {
  params: Promise<{ slug: string }>;
}

export const GET = withErrorContract(async (_request: Request, context: Context) => {
  const segment = (await context.params).slug;
  const wantsCsv = segment.endsWith(CSV_SUFFIX);
  const slug = wantsCsv ? segment.slice(0, -CSV_SUFFIX.length) : segment;
  const detail = SLUG_PATTERN.test(slug) ? await getDatasetBySlug(getDb(), slug) : null;
  if (!detail) throw new ApiError("not_found", `No dataset with slug "${slug}".`, "slug");

  if (!wantsCsv) return NextResponse.json(detail);
  return new Response(datasetCsv(detail.document, detail.systems), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${detail.slug}.csv"`,
    },
  });
});
