import type { PriceKey } from "@/lib/pricing/price-keys";
import type { EfsConfig } from "../configured-option";
import { perMonth, runsText, UNIT_GB, UNIT_GB_MONTH, UNIT_MIBPS_MONTH, type CostLineDraft } from "../common/cost-types";
import {
  EFS_ELASTIC_METADATA_OP_BYTES,
  EFS_ELASTIC_MIN_DATA_OP_BYTES,
  EFS_METADATA_OPS_PER_FILE,
  EFS_NFS_MAX_REQUEST_BYTES,
  EFS_PROVISIONED_FREE_GIB_PER_MIBPS,
} from "./limits";
import { requestsPerFile } from "../client/flows";
import { bytesPerRun } from "../engine/perf-types";
import { GIB_BYTES } from "@/lib/units";
import { formatBytes, formatCount } from "../common/message-format";
import type { Operation } from "../workload-schema";

/**
 * Bytes Elastic throughput bills for one run: each data request at least 32 KiB, each
 * metadata request 4 KiB (AWS EFS pricing page). 75k files of 17 KiB bill about twice their bytes.
 */
export function efsElasticBilledBytes(op: Operation): number {
  const requestBytes = Math.min(op.ioSizeBytes, EFS_NFS_MAX_REQUEST_BYTES);
  const dataOps = requestsPerFile(op.fileSizeBytes, requestBytes);
  const average = dataOps > 0 ? op.fileSizeBytes / dataOps : 0;
  const perFile =
    dataOps * Math.max(average, EFS_ELASTIC_MIN_DATA_OP_BYTES) +
    EFS_METADATA_OPS_PER_FILE * EFS_ELASTIC_METADATA_OP_BYTES;
  return op.fileCount * perFile;
}

function storageKeys(cfg: EfsConfig): { standard: PriceKey; ia: PriceKey } {
  if (cfg.storageClass === "onezone") return { standard: "efs.storage.onezone", ia: "efs.storage.onezone-ia" };
  return {
    standard: "efs.storage.standard",
    ia: cfg.throughputMode === "elastic" ? "efs.storage.ia-et" : "efs.storage.ia",
  };
}

export function efsCostLines(cfg: EfsConfig, operations: readonly Operation[]): CostLineDraft[] {
  const storedGiB = cfg.storedBytes / GIB_BYTES;
  const ia = cfg.infrequentAccessFraction;
  const archive = cfg.archiveFraction;
  const hot = Math.max(0, 1 - ia - archive);
  const keys = storageKeys(cfg);
  const className = cfg.storageClass === "onezone" ? "One Zone" : "Standard";
  const lines: CostLineDraft[] = [
    {
      item: `EFS ${className} storage: ${formatBytes(cfg.storedBytes * hot)}`,
      priceKey: keys.standard,
      quantity: storedGiB * hot,
      unit: UNIT_GB_MONTH,
      bucket: "storage",
    },
  ];
  if (archive > 0) {
    lines.push({
      item: `EFS Archive storage: ${formatBytes(cfg.storedBytes * archive)} (${archive * 100}% of the data)`,
      priceKey: "efs.storage.archive",
      quantity: storedGiB * archive,
      unit: UNIT_GB_MONTH,
      bucket: "storage",
    });
  }
  if (ia > 0) {
    lines.push({
      item: `EFS ${className} Infrequent Access storage: ${formatBytes(cfg.storedBytes * ia)} (${ia * 100}% of the data)`,
      priceKey: keys.ia,
      quantity: storedGiB * ia,
      unit: UNIT_GB_MONTH,
      bucket: "storage",
    });
  }
  for (const op of operations) {
    const bytes = bytesPerRun(op);
    if (cfg.throughputMode === "elastic") {
      const billed = efsElasticBilledBytes(op);
      const read = op.direction === "read";
      lines.push({
        item: `EFS Elastic ${read ? "reads" : "writes"}, "${op.name}": ${formatBytes(billed)} billed per run (${formatCount(op.fileCount)} files; at least 32 KiB per data request, 4 KiB per metadata request), ${runsText(op)}, 30 days`,
        priceKey: read ? "efs.elastic.read" : "efs.elastic.write",
        quantity: perMonth((billed * op.timesPerDay) / GIB_BYTES),
        unit: UNIT_GB,
        bucket: "throughput",
      });
    }
    if (ia > 0 && bytes > 0) {
      const fromIa = op.direction === "read" ? bytes * ia : 0;
      if (fromIa > 0) {
        lines.push({
          item: `EFS IA reads, "${op.name}": ${formatBytes(fromIa)} per run read from IA (${ia * 100}% of reads), ${runsText(op)}, 30 days`,
          priceKey: "efs.ia.read",
          quantity: perMonth((fromIa * op.timesPerDay) / GIB_BYTES),
          unit: UNIT_GB,
          bucket: "other",
        });
      }
      // Steady state: what is read back from IA, and the IA share of what is written, is tiered into IA again.
      const tiered = fromIa + (op.direction === "write" ? bytes * ia : 0);
      lines.push({
        item: `EFS tiering into IA, "${op.name}": ${formatBytes(tiered)} per run (data read back from IA or written, re-tiered in steady state), ${runsText(op)}, 30 days`,
        priceKey: "efs.ia.tiering",
        quantity: perMonth((tiered * op.timesPerDay) / GIB_BYTES),
        unit: UNIT_GB,
        bucket: "other",
      });
    }
  }
  if (archive > 0) lines.push(...efsArchiveAccessLines(archive, operations));
  if (cfg.throughputMode === "provisioned") {
    const provisioned = cfg.provisionedMiBps ?? 0;
    const included = (storedGiB * hot) / EFS_PROVISIONED_FREE_GIB_PER_MIBPS;
    const billed = Math.max(0, provisioned - included);
    lines.push({
      item: `EFS Provisioned throughput: ${formatCount(provisioned)} MiB/s minus ${included.toFixed(1)} MiB/s included with the data stored (stored GiB / 20)`,
      priceKey: "efs.provisioned.throughput",
      quantity: billed,
      unit: UNIT_MIBPS_MONTH,
      bucket: "provisioned",
    });
  }
  return lines;
}

/** Reads served from Archive pay its access charge; in steady state what is read back (and Archive's share of writes) is tiered again. */
function efsArchiveAccessLines(archive: number, operations: readonly Operation[]): CostLineDraft[] {
  const lines: CostLineDraft[] = [];
  for (const op of operations) {
    const bytes = bytesPerRun(op);
    if (bytes === 0) continue;
    const fromArchive = op.direction === "read" ? bytes * archive : 0;
    if (fromArchive > 0) {
      lines.push({
        item: `EFS Archive reads, "${op.name}": ${formatBytes(fromArchive)} per run read from Archive (${archive * 100}% of reads), ${runsText(op)}, 30 days`,
        priceKey: "efs.archive.read",
        quantity: perMonth((fromArchive * op.timesPerDay) / GIB_BYTES),
        unit: UNIT_GB,
        bucket: "other",
      });
    }
    const tiered = fromArchive + (op.direction === "write" ? bytes * archive : 0);
    lines.push({
      item: `EFS tiering into Archive, "${op.name}": ${formatBytes(tiered)} per run, ${runsText(op)}, 30 days`,
      priceKey: "efs.archive.tiering",
      quantity: perMonth((tiered * op.timesPerDay) / GIB_BYTES),
      unit: UNIT_GB,
      bucket: "other",
    });
  }
  return lines;
}
