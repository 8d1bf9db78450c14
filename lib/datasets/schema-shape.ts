import { z } from "zod";
import { slugSchema } from "./ids";
import { comparisonSchema, observationSchema, referenceFigureSchema, resultSchema } from "./schema-result";
import { clientSchema, costConventionSchema, publishedSchema, regionSchema, sourceSchema } from "./schema-source";
import { systemSchema } from "./schema-system";
import { workloadSchema } from "./schema-workload";

/** Bump when a change would make existing files mean something else or stop parsing. */
export const DATASET_FORMAT_VERSION = 1;

/** The record layout without the cross-field checks (those live in cross-checks.ts). */
export const datasetShapeSchema = z.strictObject({
  formatVersion: z.literal(DATASET_FORMAT_VERSION),
  slug: slugSchema.meta({ description: "Also the file name: data/datasets/<slug>.json." }),
  title: z.string().min(1),
  summary: z.string().min(1).optional().meta({ description: "One or two sentences in our own words." }),
  source: sourceSchema,
  published: publishedSchema,
  region: regionSchema,
  client: clientSchema,
  methodNotes: z
    .array(z.string().min(1))
    .min(1)
    .meta({ description: "How the measurements were taken, in our own words." }),
  costConvention: costConventionSchema.optional(),
  systems: z.array(systemSchema).min(1),
  workloads: z.array(workloadSchema).min(1),
  results: z.array(resultSchema),
  observations: z.array(observationSchema),
  comparisons: z.array(comparisonSchema),
  referenceFigures: z.array(referenceFigureSchema),
  notes: z.array(z.string().min(1)).optional(),
});

export type DatasetShape = z.infer<typeof datasetShapeSchema>;
