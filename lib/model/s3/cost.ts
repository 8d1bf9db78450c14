import type { S3Config } from "../configured-option";
import {
  perMonth,
  runsText,
  UNIT_GB,
  UNIT_GB_MONTH,
  UNIT_OBJECTS_MONTH,
  UNIT_REQUESTS,
  type CostLineDraft,
} from "../common/cost-types";
import { S3_MAX_SINGLE_PUT_BYTES } from "./limits";
import { S3_IT_MIN_MONITORED_OBJECT_BYTES, s3ClassSpec, type S3ClassSpec } from "./classes";
import { s3RequestsPerRun } from "./perf";
import { GIB_BYTES } from "@/lib/units";
import { formatBytes, formatCount } from "../common/message-format";
import { bytesPerRun } from "../engine/perf-types";
import type { Operation } from "../workload-schema";

/** Bytes billed for the stored data: objects under the class's minimum are billed at the minimum. */
export function s3BillableBytes(spec: S3ClassSpec, storedBytes: number, objectBytes: number | null): number {
  if (
    spec.minBillableObjectBytes === 0 ||
    objectBytes === null ||
    objectBytes <= 0 ||
    objectBytes >= spec.minBillableObjectBytes
  )
    return storedBytes;
  return (storedBytes / objectBytes) * spec.minBillableObjectBytes;
}

/** Billed storage over actual storage when objects are deleted before the minimum duration (>= 1). */
export function s3MinimumDurationFactor(spec: S3ClassSpec, lifetimeDays: number | null): number {
  if (lifetimeDays === null || spec.minStorageDays === 0 || lifetimeDays >= spec.minStorageDays) return 1;
  return spec.minStorageDays / lifetimeDays;
}

function storageLines(cfg: S3Config, spec: S3ClassSpec, objectBytes: number | null): CostLineDraft[] {
  const billable = s3BillableBytes(spec, cfg.storedBytes, objectBytes);
  const factor = s3MinimumDurationFactor(spec, cfg.objectLifetimeDays);
  const objects = objectBytes !== null && objectBytes > 0 ? cfg.storedBytes / objectBytes : 0;
  const lines: CostLineDraft[] = [];
  const minimumNote =
    billable > cfg.storedBytes
      ? ` (objects of ${formatBytes(objectBytes ?? 0)} billed as ${formatBytes(spec.minBillableObjectBytes)} each)`
      : "";
  if (spec.storageClass === "intelligent-tiering") {
    // Objects under 128 KB are never tiered: they stay in Frequent Access, unmonitored.
    const monitored = objectBytes === null || objectBytes >= S3_IT_MIN_MONITORED_OBJECT_BYTES;
    const infrequent = monitored ? cfg.infrequentFraction : 0;
    const archive = monitored ? cfg.archiveInstantFraction : 0;
    const frequent = Math.max(0, 1 - infrequent - archive);
    const tiers = [
      { share: frequent, key: "s3.intelligent-tiering.frequent.storage", name: "Frequent Access" },
      { share: infrequent, key: "s3.intelligent-tiering.infrequent.storage", name: "Infrequent Access" },
      { share: archive, key: "s3.intelligent-tiering.archive-instant.storage", name: "Archive Instant Access" },
    ] as const;
    for (const t of tiers) {
      if (t.share <= 0) continue;
      lines.push({
        item: `S3 Intelligent-Tiering ${t.name} tier: ${formatBytes(cfg.storedBytes * t.share)}`,
        priceKey: t.key,
        quantity: (cfg.storedBytes * t.share) / GIB_BYTES,
        unit: UNIT_GB_MONTH,
        bucket: "storage",
      });
    }
    if (monitored && objects > 0) {
      lines.push({
        item: `S3 Intelligent-Tiering monitoring and automation: ${formatCount(Math.round(objects))} objects of ${formatBytes(objectBytes ?? 0)}`,
        priceKey: "s3.intelligent-tiering.monitoring",
        quantity: objects,
        unit: UNIT_OBJECTS_MONTH,
        bucket: "other",
      });
    }
    return lines;
  }
  lines.push({
    item: `${spec.label} storage: ${formatBytes(billable)}${minimumNote}`,
    priceKey: spec.storageKey,
    quantity: billable / GIB_BYTES,
    unit: UNIT_GB_MONTH,
    bucket: "storage",
  });
  if (factor > 1) {
    lines.push({
      item: `${spec.label} minimum storage duration: objects live ${formatCount(cfg.objectLifetimeDays ?? 0)} days, billed for ${spec.minStorageDays}`,
      priceKey: spec.storageKey,
      quantity: (billable * (factor - 1)) / GIB_BYTES,
      unit: UNIT_GB_MONTH,
      bucket: "storage",
    });
  }
  if (spec.archiveOverhead !== null && objects > 0) {
    const { standardBytes, classBytes } = spec.archiveOverhead;
    lines.push(
      {
        item: `${spec.label} metadata: ${formatCount(Math.round(objects))} objects x ${formatBytes(classBytes)} at the class price`,
        priceKey: spec.storageKey,
        quantity: (objects * classBytes) / GIB_BYTES,
        unit: UNIT_GB_MONTH,
        bucket: "storage",
      },
      {
        item: `${spec.label} metadata: ${formatCount(Math.round(objects))} objects x ${formatBytes(standardBytes)} at S3 Standard`,
        priceKey: "s3.standard.storage",
        quantity: (objects * standardBytes) / GIB_BYTES,
        unit: UNIT_GB_MONTH,
        bucket: "storage",
      },
    );
  }
  return lines;
}

function operationLines(cfg: S3Config, spec: S3ClassSpec, op: Operation): CostLineDraft[] {
  const lines: CostLineDraft[] = [];
  const requests = s3RequestsPerRun(op, { kind: cfg.accessMethod });
  const write = op.direction === "write";
  const bytes = bytesPerRun(op);
  const gibPerMonth = perMonth((bytes * op.timesPerDay) / GIB_BYTES);
  if (requests > 0) {
    const multipart =
      write && (op.fileSizeBytes > S3_MAX_SINGLE_PUT_BYTES || (cfg.accessMethod !== "sdk" && requests > op.fileCount))
        ? " (multipart: parts plus create and complete)"
        : "";
    lines.push({
      item: `${spec.label} ${write ? "PUT" : "GET"} requests, "${op.name}": ${formatCount(requests)} per run${multipart}, ${runsText(op)}, 30 days`,
      priceKey: write ? spec.putKey : spec.getKey,
      quantity: perMonth(requests * op.timesPerDay),
      unit: UNIT_REQUESTS,
      bucket: "requests",
    });
  }
  if (bytes === 0) return lines;
  if (write && spec.uploadKey !== null) {
    lines.push({
      item: `${spec.label} data upload, "${op.name}": ${formatBytes(bytes)} per run, ${runsText(op)}, 30 days`,
      priceKey: spec.uploadKey,
      quantity: gibPerMonth,
      unit: UNIT_GB,
      bucket: "throughput",
    });
  }
  if (!write && spec.retrievalKey !== null) {
    lines.push({
      item: `${spec.label} data retrieval, "${op.name}": ${formatBytes(bytes)} per run, ${runsText(op)}, 30 days`,
      priceKey: spec.retrievalKey,
      quantity: gibPerMonth,
      unit: UNIT_GB,
      bucket: "throughput",
    });
  }
  const restore = !write && cfg.retrievalTier !== null ? spec.restoreTiers?.[cfg.retrievalTier] : undefined;
  if (restore !== undefined) {
    lines.push(
      {
        item: `${spec.label} ${cfg.retrievalTier} restores, "${op.name}": ${formatCount(op.fileCount)} objects per run, ${runsText(op)}, 30 days`,
        priceKey: restore.restoreKey,
        quantity: perMonth(op.fileCount * op.timesPerDay),
        unit: UNIT_REQUESTS,
        bucket: "requests",
      },
      {
        item: `${spec.label} ${cfg.retrievalTier} retrieval, "${op.name}": ${formatBytes(bytes)} per run, ${runsText(op)}, 30 days`,
        priceKey: restore.retrievalKey,
        quantity: gibPerMonth,
        unit: UNIT_GB,
        bucket: "throughput",
      },
    );
  }
  return lines;
}

/**
 * S3 bills the bytes stored (with the class's minimum object size and duration), every
 * request at the class's price, and per-GB retrieval or upload where the class charges it;
 * archive classes add a restore per object read.
 */
export function s3CostLines(cfg: S3Config, operations: readonly Operation[]): CostLineDraft[] {
  const spec = s3ClassSpec(cfg.storageClass);
  const lines = storageLines(cfg, spec, cfg.averageObjectBytes);
  for (const op of operations) lines.push(...operationLines(cfg, spec, op));
  return lines;
}
