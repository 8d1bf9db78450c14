import { z } from "zod";
import type { PriceKey } from "@/lib/pricing/price-keys";
import {
  defineOption,
  type AccessSemantic,
  type CatalogEntry,
  type LimitInfo,
  type RuleViolation,
} from "../catalog-entry";
import type { S3Config } from "../configured-option";
import {
  S3_GET_REQUESTS_PER_SECOND_PER_PREFIX,
  S3_PUT_REQUESTS_PER_SECOND_PER_PREFIX,
  S3_STANDARD_LATENCY_SOURCE,
} from "./limits";
import {
  S3_ACCESS_METHODS,
  S3_DEFAULT_OBJECT_BYTES,
  S3_CLASSES,
  S3_EXPRESS_GET_REQUESTS_PER_SECOND,
  S3_EXPRESS_LATENCY_SOURCE,
  S3_EXPRESS_PUT_REQUESTS_PER_SECOND,
  S3_IT_ARCHIVE_INSTANT_AFTER_DAYS,
  S3_IT_INFREQUENT_AFTER_DAYS,
  type S3ClassSpec,
  type S3RetrievalTier,
} from "./classes";
import { SOURCES } from "../common/sources";
import { formatBytes, formatCount } from "../common/message-format";

const accessMethod = z
  .enum(S3_ACCESS_METHODS, { error: `accessMethod must be one of ${S3_ACCESS_METHODS.join(", ")}` })
  .default("sdk")
  .meta({
    description:
      "How clients reach S3: sdk (one GET/PUT per object), crt (CRT-based SDK transfers: parallel 8 MiB parts), aws-cli (aws s3 cp: 10 requests in flight), mountpoint (Mountpoint for Amazon S3: a file system view with S3's semantics).",
  });

const objectLifetimeDays = z
  .number({ error: "objectLifetimeDays must be a number" })
  .positive("objectLifetimeDays must be positive")
  .optional()
  .meta({
    description:
      "Days an object lives before it is deleted or overwritten. Absent: longer than any minimum storage duration.",
  });

const fraction = (name: string, what: string) =>
  z
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must be between 0 and 1`)
    .max(1, `${name} must be between 0 and 1`)
    .default(0)
    .meta({ description: what });

const averageObjectBytes = z
  .number({ error: "averageObjectBytes must be a number" })
  .positive("averageObjectBytes must be positive")
  .default(S3_DEFAULT_OBJECT_BYTES)
  .meta({
    description:
      "Average size of the stored objects, bytes: sets the object count behind minimum billable sizes, archive metadata and Intelligent-Tiering monitoring. Default 1 MiB (a model default: set it from your data).",
  });

function paramsFor(spec: S3ClassSpec) {
  const base = { accessMethod, objectLifetimeDays, averageObjectBytes };
  if (spec.storageClass === "intelligent-tiering") {
    return z.strictObject({
      ...base,
      infrequentFraction: fraction(
        "infrequentFraction",
        `Share of the bytes not read for ${S3_IT_INFREQUENT_AFTER_DAYS} days: billed in the Infrequent Access tier.`,
      ),
      archiveInstantFraction: fraction(
        "archiveInstantFraction",
        `Share of the bytes not read for ${S3_IT_ARCHIVE_INSTANT_AFTER_DAYS} days: billed in the Archive Instant Access tier.`,
      ),
    });
  }
  if (spec.restoreTiers !== null) {
    const tiers = Object.keys(spec.restoreTiers) as [S3RetrievalTier, ...S3RetrievalTier[]];
    return z.strictObject({
      ...base,
      retrievalTier: z
        .enum(tiers, { error: `retrievalTier must be one of ${tiers.join(", ")}` })
        .default(spec.defaultRestoreTier ?? tiers[0])
        .meta({
          description: `Restore tier for reads: ${tiers.map((t) => `${t} (${spec.restoreTiers?.[t]?.text})`).join(", ")}.`,
        }),
    });
  }
  return z.strictObject(base);
}

interface S3Params {
  accessMethod: (typeof S3_ACCESS_METHODS)[number];
  averageObjectBytes: number;
  objectLifetimeDays?: number | undefined;
  infrequentFraction?: number;
  archiveInstantFraction?: number;
  retrievalTier?: S3RetrievalTier;
}

function rulesFor(spec: S3ClassSpec) {
  return (params: S3Params): RuleViolation[] => {
    const violations: RuleViolation[] = [];
    if ((params.infrequentFraction ?? 0) + (params.archiveInstantFraction ?? 0) > 1) {
      violations.push({
        code: "s3_it_fractions_above_one",
        message: `infrequentFraction + archiveInstantFraction must be at most 1 (${params.infrequentFraction} + ${params.archiveInstantFraction} asked)`,
        path: "archiveInstantFraction",
      });
    }
    if (params.accessMethod === "mountpoint" && spec.restoreTiers !== null) {
      violations.push({
        code: "s3_mountpoint_archive",
        message: `Mountpoint cannot read objects in ${spec.label} until they are restored: use an SDK, CRT or the AWS CLI with a restore step`,
        path: "accessMethod",
      });
    }
    return violations;
  };
}

/** Mountpoint's file semantics per class (SOURCES.awsMountpoint). */
export function mountpointSemantics(spec: S3ClassSpec): AccessSemantic[] {
  const express = spec.storageClass === "express-one-zone";
  const when = { accessMethod: "mountpoint" };
  return [
    {
      code: "mountpoint-no-random-writes",
      when,
      operation: "random-write",
      allowed: false,
      message: "Mountpoint writes new files sequentially from the start; it cannot write at random offsets.",
      source: SOURCES.awsMountpoint,
    },
    {
      code: express ? "mountpoint-rename-directory-bucket" : "mountpoint-no-rename",
      when,
      operation: "rename",
      allowed: express,
      message: express
        ? "Mountpoint renames files in S3 Express One Zone directory buckets."
        : "Mountpoint cannot rename files or directories in general purpose buckets.",
      source: SOURCES.awsMountpoint,
    },
    {
      code: express ? "mountpoint-append-express" : "mountpoint-no-append",
      when,
      operation: "append",
      allowed: express,
      message: express
        ? "Mountpoint appends to existing objects in S3 Express One Zone."
        : "Mountpoint cannot append to existing objects outside S3 Express One Zone.",
      source: SOURCES.awsMountpoint,
    },
    {
      code: "mountpoint-overwrite-whole-file",
      when,
      operation: "overwrite",
      allowed: true,
      message:
        "Mountpoint replaces a whole file when mounted with --allow-overwrite and the file is opened with truncation.",
      source: SOURCES.awsMountpoint,
    },
  ];
}

function limitsFor(spec: S3ClassSpec): LimitInfo[] {
  const express = spec.storageClass === "express-one-zone";
  const limits: LimitInfo[] = express
    ? [
        {
          name: "reads per directory bucket",
          value: S3_EXPRESS_GET_REQUESTS_PER_SECOND,
          unit: "requests/s",
          source: SOURCES.awsS3Express,
        },
        {
          name: "writes per directory bucket",
          value: S3_EXPRESS_PUT_REQUESTS_PER_SECOND,
          unit: "requests/s",
          source: SOURCES.awsS3Express,
        },
      ]
    : [
        {
          name: "PUT/COPY/POST/DELETE per prefix",
          value: S3_PUT_REQUESTS_PER_SECOND_PER_PREFIX,
          unit: "requests/s",
          source: SOURCES.awsS3Performance,
        },
        {
          name: "GET/HEAD per prefix",
          value: S3_GET_REQUESTS_PER_SECOND_PER_PREFIX,
          unit: "requests/s",
          source: SOURCES.awsS3Performance,
        },
      ];
  limits.push(
    { name: "throughput per connection", value: "85-90", unit: "MB/s", source: SOURCES.awsS3Performance },
    {
      name: express
        ? "request latency (measured through Mountpoint)"
        : "request latency (measured through Mountpoint on S3 Standard)",
      value: spec.firstByteLatencySeconds * 1000,
      unit: "ms",
      source: express ? `${SOURCES.awsS3Express}; ${S3_EXPRESS_LATENCY_SOURCE}` : S3_STANDARD_LATENCY_SOURCE,
    },
  );
  if (spec.minBillableObjectBytes > 0)
    limits.push({
      name: "minimum billable object size",
      value: formatBytes(spec.minBillableObjectBytes),
      unit: "",
      source: SOURCES.awsS3StorageClasses,
    });
  if (spec.minStorageDays > 0)
    limits.push({
      name: "minimum storage duration",
      value: spec.minStorageDays,
      unit: "days",
      source: SOURCES.awsS3StorageClasses,
    });
  if (spec.archiveOverhead !== null)
    limits.push({
      name: "metadata per archived object",
      value: "8 KB at S3 Standard + 32 KB at this class",
      unit: "",
      source: SOURCES.awsS3StorageClasses,
    });
  for (const [tier, restore] of Object.entries(spec.restoreTiers ?? {})) {
    limits.push({ name: `restore time, ${tier}`, value: restore.text, unit: "", source: SOURCES.awsS3Restore });
  }
  return limits;
}

function priceKeysFor(spec: S3ClassSpec): PriceKey[] {
  const keys: PriceKey[] = [spec.storageKey, spec.putKey, spec.getKey];
  if (spec.retrievalKey !== null) keys.push(spec.retrievalKey);
  if (spec.uploadKey !== null) keys.push(spec.uploadKey);
  if (spec.storageClass === "intelligent-tiering") {
    keys.push(
      "s3.intelligent-tiering.infrequent.storage",
      "s3.intelligent-tiering.archive-instant.storage",
      "s3.intelligent-tiering.monitoring",
    );
  }
  if (spec.archiveOverhead !== null) keys.push("s3.standard.storage");
  for (const restore of Object.values(spec.restoreTiers ?? {})) keys.push(restore.retrievalKey, restore.restoreKey);
  return [...new Set(keys)];
}

function describe(spec: S3ClassSpec): string {
  switch (spec.storageClass) {
    case "standard":
      return "S3 Standard: object storage billed per GB stored and per request.";
    case "intelligent-tiering":
      return "S3 Intelligent-Tiering: objects move between Frequent, Infrequent and Archive Instant Access tiers by access; a monitoring fee per object, no retrieval fee.";
    case "standard-ia":
      return "S3 Standard-IA: cheaper storage for data read less than monthly, a per-GB retrieval fee, 128 KB and 30-day minimums.";
    case "onezone-ia":
      return "S3 One Zone-IA: Standard-IA in one Availability Zone, for data you can recreate.";
    case "glacier-instant":
      return "S3 Glacier Instant Retrieval: archive prices with millisecond reads, a higher retrieval fee, 128 KB and 90-day minimums.";
    case "glacier-flexible":
      return "S3 Glacier Flexible Retrieval: archive-only; objects are restored (minutes to hours) before they can be read.";
    case "glacier-deep-archive":
      return "S3 Glacier Deep Archive: the lowest storage price; restores take up to 12 or 48 hours, 180-day minimum.";
    case "express-one-zone":
      return "S3 Express One Zone: single-digit millisecond requests in one Availability Zone; higher storage price, low request prices plus per-GB upload and retrieval charges.";
  }
}

function build(spec: S3ClassSpec, params: S3Params, storedBytes: number): S3Config {
  const warnings: string[] = [];
  if (params.accessMethod === "sdk" || params.accessMethod === "crt" || params.accessMethod === "aws-cli") {
    warnings.push(
      "S3 is object storage: a POSIX application needs the S3 API or a FUSE layer, which adds its own overheads.",
    );
  } else {
    warnings.push(
      "Mountpoint for Amazon S3: no rename (outside directory buckets), no random writes, appends only on S3 Express One Zone.",
    );
  }
  const tier = params.retrievalTier ?? null;
  if (spec.restoreTiers !== null && tier !== null) {
    warnings.push(
      `Archive-only: every read waits for a ${tier} restore (${spec.restoreTiers[tier]?.text}) before the GET.`,
    );
  }
  if (spec.durability === "singleAz")
    warnings.push(`${spec.label} keeps data in one Availability Zone: losing the zone loses the data.`);
  const lifetime = params.objectLifetimeDays ?? null;
  if (lifetime !== null && lifetime < spec.minStorageDays) {
    warnings.push(
      `Objects kept ${formatCount(lifetime)} days are billed for the ${spec.minStorageDays}-day minimum storage duration.`,
    );
  }
  return {
    id: spec.id,
    label: spec.label,
    family: "s3",
    params: { ...params },
    storedBytes,
    capacityBytes: null,
    sizingNote: "S3 bills the bytes stored; nothing to provision.",
    warnings,
    infeasibleReason: null,
    storageClass: spec.storageClass,
    accessMethod: params.accessMethod,
    objectLifetimeDays: lifetime,
    averageObjectBytes: params.averageObjectBytes,
    infrequentFraction: params.infrequentFraction ?? 0,
    archiveInstantFraction: params.archiveInstantFraction ?? 0,
    retrievalTier: tier,
  };
}

function s3Entry(spec: S3ClassSpec): CatalogEntry {
  return defineOption({
    id: spec.id,
    label: spec.label,
    family: "s3",
    shared: true,
    sharedNote:
      "Object storage over HTTPS: any number of clients; applications use the S3 API, the AWS CLI or Mountpoint, not full POSIX.",
    durability: spec.durability,
    description: describe(spec),
    paramsSchema: paramsFor(spec),
    limits: limitsFor(spec),
    priceKeys: priceKeysFor(spec),
    sources: [...spec.sources, SOURCES.awsMountpoint, SOURCES.awsCliS3Config],
    accessSemantics: mountpointSemantics(spec),
    rules: rulesFor(spec),
    build: (params, ctx) => build(spec, params as S3Params, ctx.storedBytes),
  });
}

export const S3_ENTRIES: readonly CatalogEntry[] = S3_CLASSES.map(s3Entry);
/** S3 Standard, kept under its old name for callers that want the one class. */
export const S3_ENTRY: CatalogEntry = S3_ENTRIES[0]!;
