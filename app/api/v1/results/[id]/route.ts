import { NextResponse } from "next/server";
import { ApiError, validationError, withErrorContract } from "@/server/api/errors";
import { readJsonLimited } from "@/server/api/multipart";
import { ownedTokensFromRequest } from "@/server/api/owned-uploads";
import { setPublished } from "@/server/data/results/upload-visibility";
import { RESULT_PATCH_MAX_BYTES, resultPatchSchema } from "@/lib/validations/results";
import { getDb } from "@/server/db/client";
import { deleteResultAsOwner, getJobSummaries, getResult } from "@/server/data/results/results";
import { ownerTokenFromHeaders } from "@/server/data/results/result-tokens";
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
 * Publishes an upload (`{"published": true}`: listed, and on everyone's /compare) or takes
 * it back to unlisted (`false`), with its owner token (`Authorization: Bearer`,
 * `X-Owner-Token`, or the browser's owned-uploads cookie). 200 `{id, published, publishedAt}`.
 */
export const PATCH = withErrorContract(async (request: Request, context: Context) => {
  const { id } = await context.params;
  const body = resultPatchSchema.safeParse(
    await readJsonLimited(request, { maxBytes: RESULT_PATCH_MAX_BYTES, what: "The request body" }),
  );
  if (!body.success) throw validationError(body.error);
  const header = ownerTokenFromHeaders(request.headers);
  const tokens = header === null ? ownedTokensFromRequest(request) : [header];
  if (tokens.length === 0) {
    throw new ApiError(
      "owner_token_required",
      "Publishing a result needs its owner token: send `Authorization: Bearer <token>` or `X-Owner-Token: <token>`.",
    );
  }
  const outcome = await setPublished(getDb(), id, tokens, body.data.published);
  if (outcome.kind === "not_found") throw resultNotFound(id);
  if (outcome.kind === "forbidden")
    throw new ApiError("wrong_owner_token", "That owner token does not belong to this result.");
  return NextResponse.json({ id, published: outcome.publishedAt !== null, publishedAt: outcome.publishedAt });
});

/**
 * Deletes a result with its owner token (`Authorization: Bearer <token>` or
 * `X-Owner-Token`): 204; 401 without a token, 403 with a wrong one, 404 unknown id.
 */
export const DELETE = withErrorContract(async (request: Request, context: Context) => {
  const { id } = await context.params;
  const token = ownerTokenFromHeaders(request.headers);
  if (token === null) {
    throw new ApiError(
      "owner_token_required",
      "Deleting a result needs its owner token: send `Authorization: Bearer <token>` or `X-Owner-Token: <token>`.",
    );
  }
  const outcome = await deleteResultAsOwner(getDb(), id, token);
  if (outcome === "not_found") throw resultNotFound(id);
  if (outcome === "forbidden")
    throw new ApiError("wrong_owner_token", "That owner token does not belong to this result.");
  return new Response(null, { status: 204 });
});
