import type { S3FilesConfig } from "../configured-option";
import { efsElasticBilledBytes } from "../efs/cost";
import { perMonth, runsText, UNIT_GB, UNIT_GB_MONTH, UNIT_REQUESTS, type CostLineDraft } from "../common/cost-types";
import { s3ClassSpec } from "../s3/classes";
import { S3_FILES_DIRECT_READ_BYTES } from "./limits";
import { formatBytes, formatCount } from "../common/message-format";
import { requestsPerFile } from "../client/flows";
import { s3FilesStreamsFromS3 } from "./perf";
import { bytesPerRun } from "../engine/perf-types";
import { DAYS_PER_MONTH, GIB_BYTES } from "@/lib/units";
import type { Operation } from "../workload-schema";

/**
 * Bytes on the high-performance storage (How S3 Files is metered): the small files read
 * (the same files each run: one run's bytes) and what is written within the expiration
 * window (each run's writes stay until unread that long), at most the data stored.
 */
export function s3FilesResidentBytes(cfg: S3FilesConfig, operations: readonly Operation[]): number {
  if (cfg.residentFraction !== null) return cfg.storedBytes * cfg.residentFraction;
  let resident = 0;
  for (const op of operations) {
    if (op.direction === "read") {
      if (!s3FilesStreamsFromS3(op) && op.fileSizeBytes <= S3_FILES_DIRECT_READ_BYTES) resident += bytesPerRun(op);
    } else {
      resident += bytesPerRun(op) * op.timesPerDay * Math.min(cfg.expirationDays, DAYS_PER_MONTH);
    }
  }
  return Math.min(cfg.storedBytes, resident);
}

/**
 * The bucket (its class's storage, the GETs of streamed reads and the PUTs that
 * synchronise writes), the high-performance storage, and reads and writes of it, billed
 * like EFS Elastic's (at least 32 KiB per data request, 4 KiB per metadata request: S3 Files
 * is built on EFS; AWS's metering page gives no minimum of its own).
 */
export function s3FilesCostLines(cfg: S3FilesConfig, operations: readonly Operation[]): CostLineDraft[] {
  const spec = s3ClassSpec(cfg.bucketClass);
  const resident = s3FilesResidentBytes(cfg, operations);
  const lines: CostLineDraft[] = [
    {
      item: `${spec.label} storage of the bucket: ${formatBytes(cfg.storedBytes)}`,
      priceKey: spec.storageKey,
      quantity: cfg.storedBytes / GIB_BYTES,
      unit: UNIT_GB_MONTH,
      bucket: "storage",
    },
    {
      item: `S3 Files high-performance storage: ${formatBytes(resident)} (${cfg.residentFraction !== null ? "residentFraction" : `small files read and data written within the ${cfg.expirationDays}-day expiration window`})`,
      priceKey: "s3.files.storage",
      quantity: resident / GIB_BYTES,
      unit: UNIT_GB_MONTH,
      bucket: "storage",
    },
  ];
  for (const op of operations) lines.push(...operationLines(cfg, op));
  return lines;
}

function operationLines(cfg: S3FilesConfig, op: Operation): CostLineDraft[] {
  const spec = s3ClassSpec(cfg.bucketClass);
  const bytes = bytesPerRun(op);
  const runs = runsText(op);
  if (op.direction === "write") {
    const billed = efsElasticBilledBytes(op);
    return [
      {
        item: `S3 Files writes, "${op.name}": ${formatBytes(billed)} billed per run (at least 32 KiB per data request, 4 KiB per metadata request, as EFS), ${runs}, 30 days`,
        priceKey: "s3.files.write",
        quantity: perMonth((billed * op.timesPerDay) / GIB_BYTES),
        unit: UNIT_GB,
        bucket: "throughput",
      },
      {
        item: `S3 PUTs synchronising "${op.name}" to the bucket: ${formatCount(op.fileCount)} per run (one per file written), ${runs}, 30 days`,
        priceKey: spec.putKey,
        quantity: perMonth(op.fileCount * op.timesPerDay),
        unit: UNIT_REQUESTS,
        bucket: "requests",
      },
    ];
  }
  if (s3FilesStreamsFromS3(op)) {
    const gets = op.fileCount * requestsPerFile(op.fileSizeBytes, op.ioSizeBytes);
    const lines: CostLineDraft[] = [
      {
        item: `S3 GETs of reads streamed from the bucket, "${op.name}": ${formatCount(gets)} per run (one per ${formatBytes(op.ioSizeBytes)} read), ${runs}, 30 days`,
        priceKey: spec.getKey,
        quantity: perMonth(gets * op.timesPerDay),
        unit: UNIT_REQUESTS,
        bucket: "requests",
      },
    ];
    if (spec.retrievalKey !== null) {
      lines.push({
        item: `${spec.label} retrieval, "${op.name}": ${formatBytes(bytes)} per run, ${runs}, 30 days`,
        priceKey: spec.retrievalKey,
        quantity: perMonth((bytes * op.timesPerDay) / GIB_BYTES),
        unit: UNIT_GB,
        bucket: "other",
      });
    }
    return lines;
  }
  const billed = efsElasticBilledBytes(op);
  return [
    {
      item: `S3 Files reads, "${op.name}": ${formatBytes(billed)} billed per run (at least 32 KiB per data request, 4 KiB per metadata request, as EFS), ${runs}, 30 days`,
      priceKey: "s3.files.read",
      quantity: perMonth((billed * op.timesPerDay) / GIB_BYTES),
      unit: UNIT_GB,
      bucket: "throughput",
    },
  ];
}
