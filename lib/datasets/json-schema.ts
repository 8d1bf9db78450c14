import { z } from "zod";
import { datasetSchema } from "./schema";

/**
 * JSON Schema (draft 2020-12) of the dataset file format, for editors and for
 * /api/v1/schemas/dataset.json. Cross-field rules (references, range order) cannot be
 * expressed in JSON Schema; only parseDataset enforces those.
 */
export function datasetJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(datasetSchema, { target: "draft-2020-12" }) as Record<string, unknown>;
}
