import { z } from "zod";
import { storageMappingSchema } from "./catalog-mapping";
import { idSchema, propertiesSchema } from "./ids";

/** One storage configuration the article measured. */

const sizeSchema = z.strictObject({
  bytes: z.number().nonnegative(),
  basis: z
    .enum(["provisioned", "stored"])
    .meta({ description: "provisioned: capacity paid for; stored: amount of data kept on it." }),
  asReported: z.string().min(1),
});

/** Multi-volume and multi-node layouts ("4 x 512 GiB per node on 5 nodes"). */
const layoutSchema = z.strictObject({
  nodeCount: z.number().int().positive().optional(),
  volumesPerNode: z.number().int().positive().optional(),
  volumeSizeBytes: z.number().positive().optional(),
  asReported: z.string().min(1),
});

export const systemSchema = z.strictObject({
  id: idSchema,
  label: z.string().min(1).meta({ description: "Short display name." }),
  asReported: z.string().min(1).meta({ description: "How the article names the system (row label)." }),
  storage: storageMappingSchema,
  size: sizeSchema.optional(),
  layout: layoutSchema.optional(),
  properties: propertiesSchema.optional(),
  summaryOf: z
    .array(idSchema)
    .min(1)
    .optional()
    .meta({ description: "Set on a summary row (e.g. 'all options'): ids of the systems it summarises." }),
  notes: z.string().min(1).optional(),
});

export type DatasetSystem = z.infer<typeof systemSchema>;
