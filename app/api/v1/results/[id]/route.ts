import { NextResponse } from "next/server";
import { ApiError, withErrorContract } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { deleteResultAsOwner, getJobSummaries, getResult } from "@/lib/data/results";
import { ownerTokenFromHeaders } from "@/lib/data/result-tokens";
import { resultNotFound } from "../result-errors";

export const dynamic = "force-dynamic";

interface Context {
  params: Promise<{ id: string }>;
}

/** The parsed document, the labels and a headline summary of every job. */
export const GET = withErrorContract(async (_request: Request, context: Context) => {
  const { id } = await context.params;
  const db = getDb();
  const result = await getResult(db, id);
  if (!result) throw resultNotFound(id);
  return NextResponse.json({ ...result, jobs: await getJobSummaries(db, id) });
});

/**
 * Deletes a result with its owner token (`Authorization: Bearer <token>` or
 * `X-Owner-Token`): 204; 401 without a token, 403 with a wrong one, 404 unknown id.
 */
export const DELETE = withErrorContract(async (request: Request, context: Context) => {
  const { id } = await context.params;
  const token = ownerTokenFromHeaders(request.headers);
  if (token === null) {
    throw new ApiError("owner_token_required", "Deleting a result needs its owner token: send `Authorization: Bearer <token>` or `X-Owner-Token: <token>`.");
  }
  const outcome = await deleteResultAsOwner(getDb(), id, token);
  if (outcome === "not_found") throw resultNotFound(id);
  if (outcome === "forbidden") throw new ApiError("wrong_owner_token", "That owner token does not belong to this result.");
  return new Response(null, { status: 204 });
});
