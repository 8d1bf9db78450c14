import { z } from "zod";
import type { PriceKey } from "@/lib/pricing/price-keys";
import { defineOption, type AccessSemantic, type CatalogEntry, type LimitInfo } from "../catalog-entry";
import type { S3FilesConfig } from "../configured-option";
import { s3ClassSpec } from "../s3/classes";
import {
  S3_FILES_ACCESS_POINTS_PER_FILE_SYSTEM,
  S3_FILES_DIRECT_READ_BYTES,
  S3_FILES_EXPIRATION_DAYS,
  S3_FILES_FILE_SYSTEMS_PER_ACCOUNT,
  S3_FILES_MAX_PATH_COMPONENT_BYTES,
  S3_FILES_METERING_SOURCE,
  S3_FILES_OVERVIEW_SOURCE,
  S3_FILES_PER_CLIENT_READ_BYTES_PER_SECOND,
  S3_FILES_PERFORMANCE_SOURCE,
  S3_FILES_QUOTAS_SOURCE,
  S3_FILES_READ_IOPS,
  S3_FILES_READ_THROUGHPUT_TEXT,
  S3_FILES_READABLE_CLASSES,
  S3_FILES_WRITE_GIBPS_RANGE,
  S3_FILES_WRITE_IOPS,
  type S3FilesBucketClass,
} from "./limits";
import { SOURCES } from "../common/sources";
import { GIB_BYTES, KIB_BYTES } from "@/lib/units";

const paramsSchema = z.strictObject({
  bucketClass: z
    .enum(S3_FILES_READABLE_CLASSES, {
      error: `bucketClass must be one of ${S3_FILES_READABLE_CLASSES.join(", ")} (S3 Files cannot read Glacier Flexible Retrieval or Deep Archive objects before they are restored)`,
    })
    .default("standard")
    .meta({
      description:
        "S3 storage class of the bucket's objects: billed for the data kept in S3 and for the GETs of large reads.",
    }),
  expirationDays: z
    .number({ error: "expirationDays must be a number" })
    .int("expirationDays must be a whole number of days")
    .min(
      S3_FILES_EXPIRATION_DAYS.min,
      `expirationDays must be between ${S3_FILES_EXPIRATION_DAYS.min} and ${S3_FILES_EXPIRATION_DAYS.max}`,
    )
    .max(
      S3_FILES_EXPIRATION_DAYS.max,
      `expirationDays must be between ${S3_FILES_EXPIRATION_DAYS.min} and ${S3_FILES_EXPIRATION_DAYS.max}`,
    )
    .default(S3_FILES_EXPIRATION_DAYS.default)
    .meta({
      description: "Days a file stays on the high-performance storage after its last read (AWS: 1-365, default 30).",
    }),
  residentFraction: z
    .number({ error: "residentFraction must be a number" })
    .min(0, "residentFraction must be between 0 and 1")
    .max(1, "residentFraction must be between 0 and 1")
    .optional()
    .meta({
      description:
        "Share of the stored bytes on the high-performance storage. Absent: the small files read and the bytes written within the expiration window.",
    }),
});

const LIMITS: readonly LimitInfo[] = [
  {
    name: "file system read throughput",
    value: S3_FILES_READ_THROUGHPUT_TEXT,
    unit: "",
    source: S3_FILES_PERFORMANCE_SOURCE,
  },
  {
    name: "file system write throughput",
    value: `${S3_FILES_WRITE_GIBPS_RANGE.low}-${S3_FILES_WRITE_GIBPS_RANGE.high}`,
    unit: "GiB/s",
    source: S3_FILES_PERFORMANCE_SOURCE,
  },
  { name: "file system read IOPS", value: S3_FILES_READ_IOPS, unit: "IOPS", source: S3_FILES_PERFORMANCE_SOURCE },
  { name: "file system write IOPS", value: S3_FILES_WRITE_IOPS, unit: "IOPS", source: S3_FILES_PERFORMANCE_SOURCE },
  {
    name: "per-client read throughput",
    value: S3_FILES_PER_CLIENT_READ_BYTES_PER_SECOND / GIB_BYTES,
    unit: "GiB/s",
    source: S3_FILES_PERFORMANCE_SOURCE,
  },
  {
    name: "reads streamed from S3",
    value: `${S3_FILES_DIRECT_READ_BYTES / KIB_BYTES} KiB or larger`,
    unit: "",
    source: S3_FILES_PERFORMANCE_SOURCE,
  },
  {
    name: "expiration window of unread files",
    value: `${S3_FILES_EXPIRATION_DAYS.min}-${S3_FILES_EXPIRATION_DAYS.max} (default ${S3_FILES_EXPIRATION_DAYS.default})`,
    unit: "days",
    source: S3_FILES_METERING_SOURCE,
  },
  {
    name: "file systems per account",
    value: S3_FILES_FILE_SYSTEMS_PER_ACCOUNT,
    unit: "",
    source: S3_FILES_QUOTAS_SOURCE,
  },
  {
    name: "access points per file system",
    value: S3_FILES_ACCESS_POINTS_PER_FILE_SYSTEM,
    unit: "",
    source: S3_FILES_QUOTAS_SOURCE,
  },
  {
    name: "file or directory name",
    value: S3_FILES_MAX_PATH_COMPONENT_BYTES,
    unit: "bytes",
    source: S3_FILES_QUOTAS_SOURCE,
  },
];

/** What the NFS view allows (overview and quotas pages): full file operations, no hard links. */
const SEMANTICS: readonly AccessSemantic[] = [
  {
    code: "s3-files-rename",
    when: {},
    operation: "rename",
    allowed: true,
    message: "S3 Files renames files and directories (the bucket sees a new key).",
    source: S3_FILES_OVERVIEW_SOURCE,
  },
  {
    code: "s3-files-random-write",
    when: {},
    operation: "random-write",
    allowed: true,
    message: "S3 Files writes at any offset; the changed file is synchronised to S3 as a whole object.",
    source: S3_FILES_OVERVIEW_SOURCE,
  },
  {
    code: "s3-files-append",
    when: {},
    operation: "append",
    allowed: true,
    message: "S3 Files appends to files.",
    source: S3_FILES_OVERVIEW_SOURCE,
  },
  {
    code: "s3-files-overwrite",
    when: {},
    operation: "overwrite",
    allowed: true,
    message: "S3 Files overwrites files.",
    source: S3_FILES_OVERVIEW_SOURCE,
  },
];

/** The bucket's class decides its storage, GET, PUT and retrieval keys: derived from the S3 class table. */
function priceKeys(): PriceKey[] {
  const keys: PriceKey[] = ["s3.files.storage", "s3.files.read", "s3.files.write"];
  for (const storageClass of S3_FILES_READABLE_CLASSES) {
    const spec = s3ClassSpec(storageClass);
    keys.push(spec.storageKey, spec.getKey, spec.putKey);
    if (spec.retrievalKey !== null) keys.push(spec.retrievalKey);
  }
  return [...new Set(keys)];
}

interface Params {
  bucketClass: S3FilesBucketClass;
  expirationDays: number;
  residentFraction?: number | undefined;
}

function build(params: Params, storedBytes: number): S3FilesConfig {
  const spec = s3ClassSpec(params.bucketClass);
  const warnings = [
    "S3 Files gives close-to-open consistency over NFS; changes reach the S3 bucket after a synchronisation delay, so S3 API readers see them later.",
  ];
  if (spec.durability === "singleAz") warnings.push(`${spec.label} keeps the bucket's data in one Availability Zone.`);
  return {
    id: "s3-files",
    label: "S3 Files",
    family: "s3-files",
    params: { ...params },
    storedBytes,
    capacityBytes: null,
    sizingNote: `The bucket bills the bytes stored (${spec.label}); the file system bills only what sits on its high-performance storage.`,
    warnings,
    infeasibleReason: null,
    bucketClass: params.bucketClass,
    expirationDays: params.expirationDays,
    residentFraction: params.residentFraction ?? null,
  };
}

export const S3_FILES_ENTRY: CatalogEntry = defineOption({
  id: "s3-files",
  label: "S3 Files",
  family: "s3-files",
  shared: true,
  sharedNote: "NFS v4.1/4.2: many Linux clients mount the same S3 bucket as a file system.",
  durability: "multiAz",
  description:
    "Amazon S3 Files: an S3 bucket mounted over NFS, built on EFS. Small, active files are served from a high-performance layer (about a millisecond); reads of 128 KiB or more stream from S3 at GET prices; writes are synchronised back to the bucket.",
  paramsSchema,
  limits: LIMITS,
  priceKeys: priceKeys(),
  sources: [
    S3_FILES_OVERVIEW_SOURCE,
    S3_FILES_PERFORMANCE_SOURCE,
    S3_FILES_METERING_SOURCE,
    S3_FILES_QUOTAS_SOURCE,
    SOURCES.s3Prices2026,
  ],
  accessSemantics: SEMANTICS,
  rules: () => [],
  build: (params, ctx) => build(params, ctx.storedBytes),
});
