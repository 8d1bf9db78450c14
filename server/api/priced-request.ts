import { NextResponse } from "next/server";
import type { z } from "zod";
import { getDb, type Db } from "@/server/db/client";
import { validationError, withErrorContract } from "./errors";
import { readJsonLimited, requireJsonBody } from "./multipart";

/**
 * A POST route that reads one JSON request, validates it once with its schema and answers
 * with what `run` computes on the prices of a snapshot: the shape of /api/v1/projections and
 * /api/v1/migrations. A snapshot that does not exist is 404 `snapshot_not_found`; a Region
 * no snapshot covers is 422 `no_prices`.
 */
export function pricedJsonRoute<S extends z.ZodType>(
  schema: S,
  what: string,
  maxBytes: number,
  run: (db: Db, request: z.output<S>) => Promise<unknown>,
) {
  return withErrorContract(async (request: Request) => {
    requireJsonBody(request, what);
    const parsed = schema.safeParse(
      await readJsonLimited(request, { maxBytes, what: what.charAt(0).toUpperCase() + what.slice(1) }),
    );
    if (!parsed.success) throw validationError(parsed.error);
    // A missing snapshot (404, `snapshotId`) or Region without prices (422, `region`) is answered by the contract.
    return NextResponse.json(await run(getDb(), parsed.data));
  });
}
