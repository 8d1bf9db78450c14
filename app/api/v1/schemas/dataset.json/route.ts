import { withErrorContract } from "@/server/api/errors";
import { datasetJsonSchema } from "@/lib/datasets/json-schema";

// Derived from the code alone: built once at build time, no database.
export const dynamic = "force-static";

/** JSON Schema (draft 2020-12) of the dataset file format, for editors and validators. */
export const GET = withErrorContract(async () => {
  return new Response(JSON.stringify(datasetJsonSchema(), null, 2), {
    headers: { "Content-Type": "application/schema+json; charset=utf-8" },
  });
});
