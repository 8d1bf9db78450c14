import { NextResponse } from "next/server";
import { ApiError, withErrorContract } from "@/server/api/errors";
import { getDb } from "@/server/db/client";
import { getSavedWorkload } from "@/server/data/metrics/metrics";
import { savedWorkloadIdSchema } from "@/lib/validations/metrics";

export const dynamic = "force-dynamic";

/** GET /api/v1/workloads/{id}: a saved workload (from a metrics import), its analysis and where it opens. */
export const GET = withErrorContract(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  if (!savedWorkloadIdSchema.safeParse(id).success)
    throw new ApiError("not_found", "No saved workload has that id.", "id");
  const saved = await getSavedWorkload(getDb(), id);
  if (!saved) throw new ApiError("not_found", "No saved workload has that id.", "id");
  return NextResponse.json(saved);
});
