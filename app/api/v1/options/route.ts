import { NextResponse } from "next/server";
import { withErrorContract } from "@/server/api/errors";
import { listCatalog, MODEL_VERSION } from "@/lib/model";

/**
 * GET /api/v1/options: every storage option the model knows, in the UI's order, with
 * its parameter JSON Schema, default parameters, documented limits (each with its
 * source), the price keys it uses and its sources. Pure catalog data, no database.
 */
export const GET = withErrorContract(async () =>
  NextResponse.json({ modelVersion: MODEL_VERSION, options: listCatalog() }),
);
