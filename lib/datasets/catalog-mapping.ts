import { z } from "zod";

/**
 * How a measured system maps onto the model's storage catalog. Option ids are owned by
 * the model; they are repeated here (not imported) so the dataset format stays a
 * self-contained, versioned contract. Config fields are optional unless the option is
 * meaningless without them (the FSx for Lustre throughput tiers): an absent field means
 * the article does not say.
 */

const efsPerformanceMode = z.enum(["generalPurpose", "maxIo"]);
// Max I/O exists only for Regional (Standard) file systems in Bursting or Provisioned mode.
const generalPurposeOnly = z.literal("generalPurpose");
const infrequentAccessFraction = z
  .number()
  .min(0)
  .max(1)
  .meta({ description: "Share of stored bytes in the Infrequent Access class, 0..1." });
const mibPerSecond = z.number().positive().meta({ description: "MiB/s (2^20 bytes per second)." });

function option<Id extends string, Config extends z.ZodType>(optionId: Id, config: Config) {
  return z.strictObject({ kind: z.literal("catalog"), optionId: z.literal(optionId), config });
}

export const catalogMappingSchema = z.discriminatedUnion("optionId", [
  option(
    "efs-standard-elastic",
    z.strictObject({
      performanceMode: generalPurposeOnly.optional(),
      infrequentAccessFraction: infrequentAccessFraction.optional(),
    }),
  ),
  option(
    "efs-standard-bursting",
    z.strictObject({
      performanceMode: efsPerformanceMode.optional(),
      infrequentAccessFraction: infrequentAccessFraction.optional(),
    }),
  ),
  option(
    "efs-standard-provisioned",
    z.strictObject({
      throughputMiBps: mibPerSecond.optional(),
      performanceMode: efsPerformanceMode.optional(),
      infrequentAccessFraction: infrequentAccessFraction.optional(),
    }),
  ),
  option(
    "efs-onezone-elastic",
    z.strictObject({
      performanceMode: generalPurposeOnly.optional(),
      infrequentAccessFraction: infrequentAccessFraction.optional(),
    }),
  ),
  option(
    "efs-onezone-bursting",
    z.strictObject({
      performanceMode: generalPurposeOnly.optional(),
      infrequentAccessFraction: infrequentAccessFraction.optional(),
    }),
  ),
  option(
    "efs-onezone-provisioned",
    z.strictObject({
      throughputMiBps: mibPerSecond.optional(),
      performanceMode: generalPurposeOnly.optional(),
      infrequentAccessFraction: infrequentAccessFraction.optional(),
    }),
  ),
  option(
    "ebs-gp3",
    z.strictObject({ iops: z.number().int().positive().optional(), throughputMiBps: mibPerSecond.optional() }),
  ),
  option("ebs-gp2", z.strictObject({})),
  option("ebs-io1", z.strictObject({ iops: z.number().int().positive().optional() })),
  option("ebs-io2", z.strictObject({ iops: z.number().int().positive().optional() })),
  option("ebs-st1", z.strictObject({})),
  option("ebs-sc1", z.strictObject({})),
  option("fsx-lustre-scratch2", z.strictObject({})),
  option(
    "fsx-lustre-persistent1",
    z.strictObject({ throughputPerTiB: z.union([z.literal(50), z.literal(100), z.literal(200)]) }),
  ),
  option(
    "fsx-lustre-persistent2",
    z.strictObject({ throughputPerTiB: z.union([z.literal(125), z.literal(250), z.literal(500), z.literal(1000)]) }),
  ),
  option(
    "fsx-lustre-hdd",
    z.strictObject({ throughputPerTiB: z.union([z.literal(12), z.literal(40)]), ssdCache: z.boolean() }),
  ),
  option(
    "fsx-windows",
    z.strictObject({
      storageType: z.enum(["ssd", "hdd"]).optional(),
      deployment: z.enum(["singleAz", "multiAz"]).optional(),
      throughputCapacityMBps: z
        .number()
        .positive()
        .meta({ description: "MB/s (10^6 bytes per second), as AWS sells it." })
        .optional(),
    }),
  ),
  option("s3-standard", z.strictObject({})),
]);

export type CatalogMapping = z.infer<typeof catalogMappingSchema>;
export type CatalogOptionId = CatalogMapping["optionId"];

export const CATALOG_OPTION_IDS = catalogMappingSchema.options.map(
  (o) => o.shape.optionId.value,
) as readonly CatalogOptionId[];

export const catalogOptionIdSchema = z.enum(CATALOG_OPTION_IDS as [CatalogOptionId, ...CatalogOptionId[]]);

/** Systems outside the catalog: FUSE layers over S3, HDFS, RAM disks, /dev/null baselines. */
export const otherMappingSchema = z.strictObject({
  kind: z.literal("other"),
  description: z.string().min(1),
  underlyingOptionId: catalogOptionIdSchema.optional().meta({
    description: "Catalog option the system stores its data on, when there is one (e.g. s3-standard under cunoFS).",
  }),
});

export const storageMappingSchema = z.discriminatedUnion("kind", [catalogMappingSchema, otherMappingSchema]);

export type StorageMapping = z.infer<typeof storageMappingSchema>;
