import { z } from "zod";
import type { PriceKey } from "@/lib/pricing/price-keys";
import { backupSchema, type BackupPlan } from "../common/backup";
import { defineOption, type CatalogEntry, type LimitInfo, type RuleViolation } from "../catalog-entry";
import type { EfsConfig, EfsThroughputMode } from "../configured-option";
import {
  EFS_BASELINE_MIBPS_PER_TIB,
  EFS_BURST_MIBPS_PER_TIB,
  EFS_BURSTING_LIMITS,
  EFS_ELASTIC_LIMITS,
  EFS_ELASTIC_REGION_SOURCE,
  EFS_ELASTIC_TOP_READ_GIBPS,
  EFS_ELASTIC_TOP_READ_REGIONS_2025,
  EFS_ELASTIC_TOP_REGIONS,
  EFS_ELASTIC_TOP_WRITE_GIBPS,
  EFS_ONEZONE_LIMITS,
  EFS_PER_CLIENT_ELASTIC_MIBPS,
  EFS_PER_CLIENT_OTHER_MIBPS,
  EFS_PROVISIONED_LIMITS,
  EFS_PROVISIONED_MAX_MIBPS,
  EFS_PROVISIONED_MIN_MIBPS,
  type EfsModeLimits,
} from "./limits";
import type { OptionId } from "../option-ids";
import { SOURCES } from "../common/sources";
import { GIB_BYTES } from "@/lib/units";

const performanceMode = z
  .enum(["generalPurpose", "maxIo"], { error: 'performanceMode must be "generalPurpose" or "maxIo"' })
  .default("generalPurpose");
const infrequentAccessFraction = z
  .number({ error: "infrequentAccessFraction must be a number" })
  .min(0, "infrequentAccessFraction must be between 0 and 1")
  .max(1, "infrequentAccessFraction must be between 0 and 1")
  .default(0)
  .meta({ description: "Share of stored bytes in the Infrequent Access class, 0..1." });

const archiveFraction = z
  .number({ error: "archiveFraction must be a number" })
  .min(0, "archiveFraction must be between 0 and 1")
  .max(1, "archiveFraction must be between 0 and 1")
  .default(0)
  .meta({
    description:
      "Share of stored bytes in the Archive class, 0..1 (Regional file systems with Elastic throughput only).",
  });

const efsParams = z.strictObject({ performanceMode, infrequentAccessFraction, archiveFraction, backup: backupSchema });
const efsProvisionedParams = z.strictObject({
  performanceMode,
  infrequentAccessFraction,
  archiveFraction,
  backup: backupSchema,
  throughputMiBps: z
    .number({ error: "throughputMiBps must be a number" })
    .min(EFS_PROVISIONED_MIN_MIBPS, `throughputMiBps must be at least ${EFS_PROVISIONED_MIN_MIBPS}`)
    .max(
      EFS_PROVISIONED_MAX_MIBPS,
      `EFS Provisioned throughput goes up to ${EFS_PROVISIONED_MAX_MIBPS.toLocaleString("en-US")} MiB/s (AWS EFS User Guide, performance)`,
    )
    .default(100)
    .meta({ description: "Provisioned throughput, MiB/s." }),
});

type StorageClass = EfsConfig["storageClass"];

const MODE_LABEL: Record<EfsThroughputMode, string> = {
  elastic: "Elastic",
  bursting: "Bursting",
  provisioned: "Provisioned",
};
const CLASS_LABEL: Record<StorageClass, string> = { standard: "Standard", onezone: "One Zone" };

function modeLimits(storageClass: StorageClass, mode: EfsThroughputMode): EfsModeLimits {
  if (storageClass === "onezone") return EFS_ONEZONE_LIMITS;
  if (mode === "elastic") return EFS_ELASTIC_LIMITS;
  return mode === "provisioned" ? EFS_PROVISIONED_LIMITS : EFS_BURSTING_LIMITS;
}

function limitsFor(storageClass: StorageClass, mode: EfsThroughputMode): LimitInfo[] {
  const fs = modeLimits(storageClass, mode);
  const limits: LimitInfo[] = [
    {
      name: "file system read throughput",
      value: fs.readBytesPerSecond / GIB_BYTES,
      unit: "GiB/s",
      source: SOURCES.factsEfs,
    },
    {
      name: "file system write throughput",
      value: fs.writeBytesPerSecond / GIB_BYTES,
      unit: "GiB/s",
      source: SOURCES.factsEfs,
    },
    { name: "file system read IOPS", value: fs.readIops, unit: "IOPS", source: SOURCES.factsEfs },
    { name: "file system write IOPS", value: fs.writeIops, unit: "IOPS", source: SOURCES.factsEfs },
    {
      name: "per-client throughput",
      value: mode === "elastic" ? EFS_PER_CLIENT_ELASTIC_MIBPS : EFS_PER_CLIENT_OTHER_MIBPS,
      unit: "MiB/s",
      source: SOURCES.factsEfs,
    },
  ];
  if (mode === "elastic" && storageClass === "standard") {
    limits.push({
      name: "file system read / write throughput by Region",
      value: `${EFS_ELASTIC_TOP_READ_GIBPS} / ${EFS_ELASTIC_TOP_WRITE_GIBPS} GiB/s in ${EFS_ELASTIC_TOP_REGIONS.join(", ")}; ${EFS_ELASTIC_TOP_READ_GIBPS} / ${fs.writeBytesPerSecond / GIB_BYTES} GiB/s in ${EFS_ELASTIC_TOP_READ_REGIONS_2025.join(", ")}; ${fs.readBytesPerSecond / GIB_BYTES} / ${fs.writeBytesPerSecond / GIB_BYTES} GiB/s elsewhere`,
      unit: "",
      source: EFS_ELASTIC_REGION_SOURCE,
    });
  }
  if (mode === "bursting") {
    limits.push(
      {
        name: "baseline throughput",
        value: `max(1, ${EFS_BASELINE_MIBPS_PER_TIB} per TiB stored in Standard)`,
        unit: "MiB/s",
        source: SOURCES.factsEfs,
      },
      {
        name: "burst throughput",
        value: `max(100, ${EFS_BURST_MIBPS_PER_TIB} per TiB stored in Standard)`,
        unit: "MiB/s (metered)",
        source: SOURCES.factsEfs,
      },
      { name: "initial burst credits", value: 2.1, unit: "TiB", source: SOURCES.factsEfs },
    );
  }
  if (mode === "provisioned") {
    limits.push({
      name: "provisioned throughput",
      value: `${EFS_PROVISIONED_MIN_MIBPS}-${EFS_PROVISIONED_MAX_MIBPS}`,
      unit: "MiB/s",
      source: SOURCES.factsEfs,
    });
  }
  return limits;
}

function priceKeysFor(storageClass: StorageClass, mode: EfsThroughputMode): PriceKey[] {
  const keys: PriceKey[] =
    storageClass === "standard"
      ? ["efs.storage.standard", mode === "elastic" ? "efs.storage.ia-et" : "efs.storage.ia"]
      : ["efs.storage.onezone", "efs.storage.onezone-ia"];
  keys.push("efs.ia.read", "efs.ia.tiering");
  if (mode === "elastic") keys.push("efs.elastic.read", "efs.elastic.write");
  if (mode === "elastic" && storageClass === "standard")
    keys.push("efs.storage.archive", "efs.archive.read", "efs.archive.tiering");
  keys.push("efs.backup.warm");
  if (mode === "provisioned") keys.push("efs.provisioned.throughput");
  return keys;
}

/** EFS Archive: Regional (Standard) file systems with Elastic throughput only (AWS EFS User Guide, storage classes). */
function archiveRules(
  storageClass: StorageClass,
  mode: EfsThroughputMode,
  params: { infrequentAccessFraction: number; archiveFraction: number },
): RuleViolation[] {
  if (params.archiveFraction === 0) return [];
  if (storageClass === "onezone") {
    return [
      {
        code: "efs_archive_with_one_zone",
        message: "EFS Archive is not available on One Zone file systems: use EFS Standard with Elastic throughput",
        path: "archiveFraction",
      },
    ];
  }
  if (mode !== "elastic") {
    return [
      {
        code: "efs_archive_needs_elastic",
        message: "EFS Archive needs Elastic throughput: use efs-standard-elastic, or set archiveFraction to 0",
        path: "archiveFraction",
      },
    ];
  }
  if (params.infrequentAccessFraction + params.archiveFraction > 1) {
    return [
      {
        code: "efs_tier_fractions_above_one",
        message: `infrequentAccessFraction + archiveFraction must be at most 1 (${params.infrequentAccessFraction} + ${params.archiveFraction} asked)`,
        path: "archiveFraction",
      },
    ];
  }
  return [];
}

function rulesFor(storageClass: StorageClass, mode: EfsThroughputMode) {
  return (params: {
    performanceMode: "generalPurpose" | "maxIo";
    infrequentAccessFraction: number;
    archiveFraction: number;
  }): RuleViolation[] => {
    const archive = archiveRules(storageClass, mode, params);
    if (archive.length > 0) return archive;
    if (params.performanceMode !== "maxIo") return [];
    if (mode === "elastic") {
      return [
        {
          code: "efs_max_io_with_elastic",
          message:
            "Max I/O performance mode is not available with Elastic throughput: use General Purpose, or Bursting / Provisioned throughput (AWS EFS User Guide, performance)",
          path: "performanceMode",
        },
      ];
    }
    if (storageClass === "onezone") {
      return [
        {
          code: "efs_max_io_with_one_zone",
          message:
            "Max I/O performance mode is not available with EFS One Zone: use General Purpose, or EFS Standard (AWS EFS User Guide, performance)",
          path: "performanceMode",
        },
      ];
    }
    return [];
  };
}

function buildEfs(
  id: OptionId,
  label: string,
  storageClass: StorageClass,
  mode: EfsThroughputMode,
  params: {
    performanceMode: "generalPurpose" | "maxIo";
    infrequentAccessFraction: number;
    archiveFraction: number;
    throughputMiBps?: number;
    backup?: BackupPlan | undefined;
  },
  storedBytes: number,
): EfsConfig {
  const warnings: string[] = [];
  if (params.performanceMode === "maxIo") {
    warnings.push(
      "Max I/O has a higher per-operation latency than General Purpose that our sources do not quantify: small-file durations are optimistic.",
    );
  }
  return {
    id,
    label,
    family: "efs",
    params: { ...params },
    storedBytes,
    capacityBytes: null,
    sizingNote: "EFS bills the bytes stored; nothing to provision.",
    warnings,
    infeasibleReason: null,
    storageClass,
    throughputMode: mode,
    performanceMode: params.performanceMode,
    infrequentAccessFraction: params.infrequentAccessFraction,
    archiveFraction: params.archiveFraction,
    backup: params.backup ?? null,
    provisionedMiBps: mode === "provisioned" ? (params.throughputMiBps ?? null) : null,
  };
}

function efsEntry(id: OptionId, storageClass: StorageClass, mode: EfsThroughputMode): CatalogEntry {
  const label = `EFS ${CLASS_LABEL[storageClass]}, ${MODE_LABEL[mode]} throughput`;
  const common = {
    id,
    label,
    family: "efs" as const,
    shared: true,
    sharedNote: "NFS: many clients can mount it at once.",
    durability: storageClass === "standard" ? ("multiAz" as const) : ("singleAz" as const),
    limits: limitsFor(storageClass, mode),
    priceKeys: priceKeysFor(storageClass, mode),
    sources: [SOURCES.factsEfs, SOURCES.factsPrices, SOURCES.articleEfsOptions],
    rules: rulesFor(storageClass, mode),
  };
  if (mode === "provisioned") {
    return defineOption({
      ...common,
      description: `${label}: a fixed throughput you pay for above the storage-based baseline.`,
      paramsSchema: efsProvisionedParams,
      build: (params, ctx) => buildEfs(id, label, storageClass, mode, params, ctx.storedBytes),
    });
  }
  return defineOption({
    ...common,
    description:
      mode === "elastic"
        ? `${label}: throughput scales with demand; reads and writes are charged per GB.`
        : `${label}: throughput grows with the data stored and bursts on credits earned while idle.`,
    paramsSchema: efsParams,
    build: (params, ctx) => buildEfs(id, label, storageClass, mode, params, ctx.storedBytes),
  });
}

export const EFS_ENTRIES: readonly CatalogEntry[] = [
  efsEntry("efs-standard-elastic", "standard", "elastic"),
  efsEntry("efs-standard-bursting", "standard", "bursting"),
  efsEntry("efs-standard-provisioned", "standard", "provisioned"),
  efsEntry("efs-onezone-elastic", "onezone", "elastic"),
  efsEntry("efs-onezone-bursting", "onezone", "bursting"),
  efsEntry("efs-onezone-provisioned", "onezone", "provisioned"),
];

export { modeLimits as efsModeLimits };
