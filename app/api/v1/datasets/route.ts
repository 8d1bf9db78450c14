import { NextResponse } from "next/server";
import { withErrorContract } from "@/lib/api/errors";
import { listDatasets } from "@/lib/data/datasets";
import { getDb } from "@/lib/db/client";

export const dynamic = "force-dynamic";

/** Every reference dataset with its source, date, region and row counts. */
export const GET = withErrorContract(async () => {
  const datasets = await listDatasets(getDb());
  return NextResponse.json({ datasets });
});
