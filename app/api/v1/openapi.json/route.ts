import { withErrorContract } from "@/server/api/errors";
import { buildOpenApiDocument } from "@/server/api/openapi";
import { MODEL_VERSION } from "@/lib/model";

// Derived from the code alone (the route registry and its zod schemas): built once, no database.
export const dynamic = "force-static";

/** The HTTP API as an OpenAPI 3.1 document, from the schemas the routes validate with (server/api/openapi). */
export const GET = withErrorContract(async () => {
  const document = buildOpenApiDocument({ version: `v1 (model ${MODEL_VERSION})` });
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      "Content-Type": "application/vnd.oai.openapi+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
});
