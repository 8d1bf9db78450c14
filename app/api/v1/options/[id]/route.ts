import { NextResponse } from "next/server";
import { ApiError, withErrorContract } from "@/server/api/errors";
import { listCatalog, OPTION_IDS } from "@/lib/model";

interface Context {
  params: Promise<{ id: string }>;
}

/** GET /api/v1/options/<id>: one catalog option as the list shows it; 404 `option_not_found`. */
export const GET = withErrorContract(async (_request: Request, context: Context) => {
  const { id } = await context.params;
  const option = listCatalog().find((entry) => entry.id === id);
  if (!option)
    throw new ApiError(
      "option_not_found",
      `No storage option with id ${JSON.stringify(id)}; known options: ${OPTION_IDS.join(", ")}.`,
      "id",
    );
  return NextResponse.json(option);
});
