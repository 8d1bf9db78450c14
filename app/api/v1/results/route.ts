import { NextResponse } from "next/server";
import { ApiError, validationError, withErrorContract } from "@/server/api/errors";
import { UPLOAD_LIMIT, rateLimit } from "@/server/api/rate-limit";
import { ownedTokensFromRequest, ownedUploadsSetCookie, withOwnedToken } from "@/server/api/owned-uploads";
import { requestViewer } from "@/server/api/upload-viewer";
import { getDb } from "@/server/db/client";
import { getEnv } from "@/server/env";
import { listResults, resultUrl } from "@/server/data/results/results";
import { listResultsQuerySchema } from "@/lib/validations/results";
import { ingestUploadRequest } from "./upload-thread";

export const dynamic = "force-dynamic";

/**
 * Upload a fio result, unlisted until its owner publishes it (PATCH /api/v1/results/{id}
 * `{"published": true}`). 201 `{id, ownerToken, url, document, duplicate: false, published: false}`; the same
 * bytes again: 200 `{id, url, document, duplicate: true}` with no owner token (the first
 * uploader owns the result; labels sent with the repeat are not applied). A file the
 * parser refuses: 422 with its code (413 `too_large` over 25 MiB); nothing is written.
 */
export const POST = withErrorContract(async (request: Request) => {
  const limited = await rateLimit(UPLOAD_LIMIT, request);
  if (limited) return limited;
  const outcome = await ingestUploadRequest(request);
  switch (outcome.kind) {
    case "rejected": {
      const { code, message, path } = outcome.error;
      throw new ApiError(code, message, path);
    }
    case "bad-link":
      throw new ApiError(outcome.code, outcome.message, outcome.path);
    case "duplicate":
      return NextResponse.json(
        { id: outcome.id, url: resultUrl(outcome.id), duplicate: true, document: outcome.document },
        { status: 200 },
      );
    case "created": {
      // The browser keeps the token in its owned-uploads cookie: /compare and /results then
      // show it this unlisted upload, and its result page can publish it.
      const cookie = ownedUploadsSetCookie(
        withOwnedToken(ownedTokensFromRequest(request), outcome.ownerToken),
        request,
        getEnv(),
      );
      return NextResponse.json(
        {
          id: outcome.id,
          ownerToken: outcome.ownerToken,
          url: resultUrl(outcome.id),
          duplicate: false,
          published: false,
          document: outcome.document,
        },
        { status: 201, headers: { Location: `/api/v1/results/${outcome.id}`, "Set-Cookie": cookie } },
      );
    }
  }
});

/** Recent uploads, newest first (published ones, and the caller's own by its cookie): `?limit=1..100&cursor=<nextCursor of the previous page>`. */
export const GET = withErrorContract(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  for (const name of params.keys()) {
    if (name !== "limit" && name !== "cursor")
      throw new ApiError("invalid_request", `Unknown query parameter "${name}"; use limit and cursor.`, name);
  }
  const query = listResultsQuerySchema.safeParse(Object.fromEntries(params));
  if (!query.success) throw validationError(query.error);
  return NextResponse.json(await listResults(getDb(), query.data, requestViewer(request)));
});
