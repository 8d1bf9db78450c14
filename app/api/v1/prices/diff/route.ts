import { NextResponse } from "next/server";
import { validationError, withErrorContract } from "@/server/api/errors";
import { getDb } from "@/server/db/client";
import { priceDiffQuerySchema } from "@/lib/validations/prices-api";
import { diffSnapshots } from "@/server/data/prices/prices";

export const dynamic = "force-dynamic";

const querySchema = priceDiffQuerySchema;

/** Prices added, removed and changed from snapshot ?from= to snapshot ?to=. */
export const GET = withErrorContract(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  const query = querySchema.safeParse({ from: params.get("from") ?? "", to: params.get("to") ?? "" });
  if (!query.success) throw validationError(query.error);
  const { from, to, diff } = await diffSnapshots(getDb(), query.data.from, query.data.to);
  return NextResponse.json({ from, to, ...diff });
});
