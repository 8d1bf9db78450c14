import { NextResponse } from "next/server";
import { withErrorContract } from "@/server/api/errors";
import { listDatasets } from "@/server/data/datasets/datasets";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** Every reference dataset with its source, date, region and row counts. */
export const GET = withErrorContract(async () => {
  const datasets = await listDatasets(getDb());
  return NextResponse.json({ datasets });
});
