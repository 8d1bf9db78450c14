import type { OptionId } from "@/lib/model";
import { configAddress, type Json, type PlanResource } from "./plan";
import { change, known, type Candidate, type MapContext, type MapOutcome } from "./mapping";

/**
 * aws_s3_bucket, read with the aws_s3_bucket_lifecycle_configuration and
 * aws_s3_bucket_intelligent_tiering_configuration that name it (by bucket name, or by a
 * reference to the bucket in the configuration when the name is known only after apply).
 * A lifecycle rule that moves objects on day 0 sets the class they are stored in; its
 * expiration sets how long objects live. Later transitions are cost over time (lib/projection).
 */

export const S3_COMPANION_TYPES = [
  "aws_s3_bucket_lifecycle_configuration",
  "aws_s3_bucket_intelligent_tiering_configuration",
] as const;

const CLASS_OPTIONS: Record<string, OptionId> = {
  STANDARD: "s3-standard",
  INTELLIGENT_TIERING: "s3-intelligent-tiering",
  STANDARD_IA: "s3-standard-ia",
  ONEZONE_IA: "s3-onezone-ia",
  GLACIER_IR: "s3-glacier-instant",
  GLACIER: "s3-glacier-flexible",
  DEEP_ARCHIVE: "s3-glacier-deep-archive",
};

/** Classes a lifecycle rule can move objects to on day 0 (Standard-IA and One Zone-IA need 30 days: S3 User Guide, lifecycle transitions). */
const DAY_ZERO_TARGETS = ["INTELLIGENT_TIERING", "GLACIER_IR"] as const;

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter((v): v is Json => typeof v === "object" && v !== null) : [];
}

export function referencesBucket(companion: PlanResource, bucket: PlanResource): boolean {
  const name = known(bucket.values, bucket.unknown, "bucket");
  const companionBucket = known(companion.values, companion.unknown, "bucket");
  if (typeof name === "string" && companionBucket === name) return true;
  const expression = companion.expressions.bucket;
  const refs = typeof expression === "object" && expression !== null ? (expression as Json).references : undefined;
  const target = configAddress(bucket.address);
  return (
    Array.isArray(refs) &&
    refs.some((ref) => typeof ref === "string" && (ref === target || ref.startsWith(`${target}.`)))
  );
}

export function companionsOf(bucket: PlanResource, resources: readonly PlanResource[]): PlanResource[] {
  return resources.filter(
    (r) => (S3_COMPANION_TYPES as readonly string[]).includes(r.type) && referencesBucket(r, bucket),
  );
}

interface LifecycleReading {
  storageClass: string;
  lifetimeDays: number | undefined;
  notes: string[];
}

function readLifecycle(rules: Json[]): LifecycleReading {
  const reading: LifecycleReading = { storageClass: "STANDARD", lifetimeDays: undefined, notes: [] };
  for (const rule of rules.filter((r) => r.status !== "Disabled")) {
    for (const t of list(rule.transition)) {
      if (typeof t.storage_class !== "string") continue;
      if (t.days === 0) reading.storageClass = t.storage_class;
      else if (typeof t.days === "number")
        reading.notes.push(
          `A lifecycle rule moves objects to ${t.storage_class} after ${t.days} days: price that month by month with cost over time (storage-advisor project).`,
        );
    }
    for (const e of list(rule.expiration)) {
      if (typeof e.days === "number" && e.days > 0)
        reading.lifetimeDays = Math.min(reading.lifetimeDays ?? Infinity, e.days);
    }
  }
  return reading;
}

export function mapS3Bucket(resource: PlanResource, context: MapContext): MapOutcome {
  const companions = companionsOf(resource, context.resources);
  const rules = companions
    .filter((c) => c.type === "aws_s3_bucket_lifecycle_configuration")
    .flatMap((c) => list(c.values.rule));
  // Buckets written with the AWS provider before v4 carry their rules inline.
  const reading = readLifecycle([
    ...rules,
    ...list(resource.values.lifecycle_rule).map((r) => ({
      ...r,
      status: r.enabled === false ? "Disabled" : "Enabled",
    })),
  ]);
  const optionId = Object.hasOwn(CLASS_OPTIONS, reading.storageClass) ? CLASS_OPTIONS[reading.storageClass] : undefined;
  if (optionId === undefined)
    return {
      notReviewed: `its lifecycle stores objects in ${reading.storageClass}, a class the catalog does not price`,
    };
  const params: Record<string, unknown> =
    reading.lifetimeDays === undefined ? {} : { objectLifetimeDays: reading.lifetimeDays };
  const notes = [...reading.notes];
  if (companions.some((c) => c.type === "aws_s3_bucket_intelligent_tiering_configuration")) {
    notes.push(
      "An Intelligent-Tiering configuration opts objects into the archive tiers: their share is set by infrequentFraction and archiveInstantFraction in a workload.",
    );
  }
  const candidates: Candidate[] =
    reading.storageClass !== "STANDARD"
      ? []
      : DAY_ZERO_TARGETS.map((target) => ({
          optionId: CLASS_OPTIONS[target] ?? "s3-standard",
          params,
          changes: [
            change(
              "aws_s3_bucket_lifecycle_configuration rule.transition",
              null,
              `{ days = 0, storage_class = "${target}" }`,
            ),
          ],
          needsWorkload: true,
          reason: `objects moved to ${target} on their first day: the reads of the workload attached cost less than the storage saved`,
        }));
  return {
    reviewed: [
      {
        address: resource.address,
        type: resource.type,
        optionId,
        params,
        candidates,
        notes,
        unknownAttributes: [],
        capacityBilled: false,
      },
    ],
  };
}
