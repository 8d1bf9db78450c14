import { z } from "zod";
import { backupSchema } from "../../common/backup";
import { nfsConnectionsSchema } from "../nfs-connections";
import { defineOption, type CatalogEntry, type RuleViolation, type SizingContext } from "../../catalog-entry";
import type { OpenZfsConfig } from "../../configured-option";
import {
  FSX_IT_ARCHIVE_AFTER_DAYS,
  FSX_IT_INFREQUENT_AFTER_DAYS,
  FSX_SERVER_SOURCES,
  FSX_SSD_INCLUDED_IOPS_PER_GIB,
  FSX_SSD_REQUEST_LATENCY_SECONDS,
  FSX_TIERED_REQUEST_LATENCY_SECONDS,
  OPENZFS_DEPLOYMENTS,
  OPENZFS_IT_THROUGHPUT_MBPS,
  OPENZFS_MAX_SSD_GIB,
  OPENZFS_MAX_SSD_IOPS,
  OPENZFS_MIN_SSD_GIB,
  OPENZFS_GEN1_PERFORMANCE,
  OPENZFS_NETWORK_TO_DISK_RATIO,
  OPENZFS_THROUGHPUT_MBPS,
  type OpenZfsDeployment,
} from "../server-limits";
import { scaledMaxIops } from "../server-perf";
import { GIB_BYTES } from "@/lib/units";
import { formatCount } from "../../common/message-format";

const LABEL = "FSx for OpenZFS";
const IT_LABEL = "FSx for OpenZFS Intelligent-Tiering";
const DEPLOYMENT_TEXT: Record<OpenZfsDeployment, string> = {
  singleAz1: "Single-AZ 1 (SINGLE_AZ_1)",
  singleAz2: "Single-AZ 2 (SINGLE_AZ_2, NVMe read cache)",
  multiAz: "Multi-AZ (MULTI_AZ_1)",
};

const fraction = (name: string, what: string) =>
  z
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must be between 0 and 1`)
    .max(1, `${name} must be between 0 and 1`)
    .default(0)
    .meta({ description: what });

const ssdParams = z.strictObject({
  deployment: z
    .enum(OPENZFS_DEPLOYMENTS as [OpenZfsDeployment, ...OpenZfsDeployment[]], {
      error: `deployment must be one of ${OPENZFS_DEPLOYMENTS.join(", ")}`,
    })
    .default("singleAz1"),
  throughputCapacityMBps: z
    .number({ error: "throughputCapacityMBps must be a number" })
    .default(256)
    .meta({ description: "Throughput capacity, MB/s: Single-AZ 1 64-4,096; Single-AZ 2 and Multi-AZ 160-10,240." }),
  ssdCapacityGiB: z
    .number({ error: "ssdCapacityGiB must be a number" })
    .int("ssdCapacityGiB must be a whole number of GiB")
    .positive("ssdCapacityGiB must be positive")
    .optional()
    .meta({ description: "SSD storage, GiB. Default: the stored data, at least 64 GiB." }),
  ssdIops: z
    .number({ error: "ssdIops must be a number" })
    .int("ssdIops must be a whole number")
    .positive("ssdIops must be positive")
    .optional()
    .meta({ description: "SSD IOPS. Default: the 3 per GiB included." }),
  nfsConnections: nfsConnectionsSchema,
  backup: backupSchema,
});
type SsdParams = z.output<typeof ssdParams>;

const itParams = z.strictObject({
  deployment: z
    .enum(["singleAz2", "multiAz"], {
      error: "deployment must be singleAz2 or multiAz (Intelligent-Tiering needs an HA deployment)",
    })
    .default("multiAz"),
  throughputCapacityMBps: z
    .number({ error: "throughputCapacityMBps must be a number" })
    .default(1280)
    .meta({ description: `Throughput capacity, MB/s: one of ${OPENZFS_IT_THROUGHPUT_MBPS.join(", ")}.` }),
  readCacheGiB: z
    .number({ error: "readCacheGiB must be a number" })
    .int("readCacheGiB must be a whole number")
    .min(0, "readCacheGiB must be 0 or more")
    .default(0)
    .meta({ description: "Provisioned SSD read cache, GiB (0: none)." }),
  infrequentFraction: fraction(
    "infrequentFraction",
    `Share of the data not read for ${FSX_IT_INFREQUENT_AFTER_DAYS} days (Infrequent Access tier).`,
  ),
  archiveFraction: fraction(
    "archiveFraction",
    `Share of the data not read for ${FSX_IT_ARCHIVE_AFTER_DAYS} days (Archive tier).`,
  ),
  nfsConnections: nfsConnectionsSchema,
  backup: backupSchema,
});
type ItParams = z.output<typeof itParams>;

function ssdGiBFor(p: SsdParams, ctx: SizingContext): number {
  return p.ssdCapacityGiB ?? Math.max(OPENZFS_MIN_SSD_GIB, Math.ceil(ctx.storedBytes / GIB_BYTES));
}

function throughputRule(steps: readonly number[], value: number, what: string): RuleViolation[] {
  if (steps.includes(value)) return [];
  return [
    {
      code: "fsx_openzfs_throughput_capacity",
      message: `${what} throughput capacity must be one of ${steps.join(", ")} MB/s (${value} asked)`,
      path: "throughputCapacityMBps",
    },
  ];
}

function ssdRules(p: SsdParams, ctx: SizingContext): RuleViolation[] {
  const v = throughputRule(
    OPENZFS_THROUGHPUT_MBPS[p.deployment],
    p.throughputCapacityMBps,
    DEPLOYMENT_TEXT[p.deployment],
  );
  const ssd = ssdGiBFor(p, ctx);
  if (ssd < OPENZFS_MIN_SSD_GIB || ssd > OPENZFS_MAX_SSD_GIB) {
    v.push({
      code: "fsx_openzfs_ssd_range",
      message: `FSx OpenZFS SSD storage is ${formatCount(OPENZFS_MIN_SSD_GIB)}-${formatCount(OPENZFS_MAX_SSD_GIB)} GiB (${formatCount(ssd)} GiB)`,
      path: "ssdCapacityGiB",
    });
  }
  const need = Math.ceil(ctx.storedBytes / GIB_BYTES);
  if (p.ssdCapacityGiB !== undefined && p.ssdCapacityGiB < need) {
    v.push({
      code: "fsx_capacity_below_stored",
      message: `${formatCount(p.ssdCapacityGiB)} GiB cannot hold the ${formatCount(need)} GiB stored`,
      path: "ssdCapacityGiB",
    });
  }
  if (p.ssdIops !== undefined) {
    const included = ssd * FSX_SSD_INCLUDED_IOPS_PER_GIB;
    const max = scaledMaxIops(
      OPENZFS_MAX_SSD_IOPS[p.deployment],
      OPENZFS_THROUGHPUT_MBPS[p.deployment],
      p.throughputCapacityMBps,
    );
    if (p.ssdIops < Math.min(included, max))
      v.push({
        code: "fsx_openzfs_iops_below_included",
        message: `ssdIops must be at least the ${formatCount(included)} included (3 per GiB)`,
        path: "ssdIops",
      });
    else if (p.ssdIops > Math.max(max, included))
      v.push({
        code: "fsx_openzfs_iops_above_max",
        message: `${formatCount(p.throughputCapacityMBps)} MB/s supports at most ${formatCount(max)} SSD IOPS (${formatCount(p.ssdIops)} asked)`,
        path: "ssdIops",
      });
  }
  return v;
}

function itRules(p: ItParams): RuleViolation[] {
  const v = throughputRule(OPENZFS_IT_THROUGHPUT_MBPS, p.throughputCapacityMBps, IT_LABEL);
  if (p.infrequentFraction + p.archiveFraction > 1) {
    v.push({
      code: "fsx_it_fractions_above_one",
      message: `infrequentFraction + archiveFraction must be at most 1 (${p.infrequentFraction} + ${p.archiveFraction} asked)`,
      path: "archiveFraction",
    });
  }
  return v;
}

function buildSsd(p: SsdParams, ctx: SizingContext): OpenZfsConfig {
  const ssd = ssdGiBFor(p, ctx);
  const iops = p.ssdIops ?? ssd * FSX_SSD_INCLUDED_IOPS_PER_GIB;
  // Written out whole: spread from a shared base and then given fourteen more fields,
  // the object took V8 a slow path, and configuring the option 16 us instead of under 2.
  return {
    id: "fsx-openzfs",
    label: `${LABEL} ${DEPLOYMENT_TEXT[p.deployment]}, ${formatCount(p.throughputCapacityMBps)} MB/s`,
    family: "fsx-openzfs",
    storedBytes: ctx.storedBytes,
    infeasibleReason: null,
    params: { ...p, ssdCapacityGiB: ssd, ssdIops: iops },
    capacityBytes: ssd * GIB_BYTES,
    sizingNote:
      p.ssdCapacityGiB === undefined
        ? `SSD sized to the stored data: ${formatCount(ssd)} GiB (at least ${OPENZFS_MIN_SSD_GIB} GiB).`
        : `SSD set to ${formatCount(ssd)} GiB.`,
    warnings: p.deployment === "multiAz" ? [] : ["Single-AZ: the file system lives in one Availability Zone."],
    backup: p.backup ?? null,
    storageClass: "ssd",
    deployment: p.deployment,
    ssdCapacityGiB: ssd,
    ssdIops: iops,
    throughputCapacityMBps: p.throughputCapacityMBps,
    readCacheGiB: 0,
    infrequentFraction: 0,
    archiveFraction: 0,
    nfsConnections: p.nfsConnections,
  };
}

function buildIt(p: ItParams, ctx: SizingContext): OpenZfsConfig {
  return {
    id: "fsx-openzfs-intelligent-tiering",
    label: `${IT_LABEL}, ${formatCount(p.throughputCapacityMBps)} MB/s`,
    family: "fsx-openzfs",
    storedBytes: ctx.storedBytes,
    infeasibleReason: null,
    params: { ...p },
    capacityBytes: null,
    sizingNote: "Intelligent-Tiering bills the data stored; the throughput capacity and read cache are provisioned.",
    warnings:
      p.readCacheGiB === 0
        ? ["No SSD read cache: every read not in memory pays the tiered storage's tens of milliseconds."]
        : [],
    backup: p.backup ?? null,
    storageClass: "intelligentTiering",
    deployment: p.deployment,
    ssdCapacityGiB: null,
    ssdIops: null,
    throughputCapacityMBps: p.throughputCapacityMBps,
    readCacheGiB: p.readCacheGiB,
    infrequentFraction: p.infrequentFraction,
    archiveFraction: p.archiveFraction,
    nfsConnections: p.nfsConnections,
  };
}

const sharedNote = "NFS v3/v4.x: many Linux, macOS and Windows clients; snapshots and instant clones of volumes.";

export const OPENZFS_ENTRY: CatalogEntry = defineOption({
  id: "fsx-openzfs",
  label: LABEL,
  family: "fsx-openzfs",
  shared: true,
  sharedNote,
  durability: "singleAz",
  description: `${LABEL}: an NFS file server on SSD with 3 IOPS per GiB included and a provisioned throughput capacity; snapshots and clones; Single-AZ 1, Single-AZ 2 or Multi-AZ.`,
  paramsSchema: ssdParams,
  limits: [
    {
      name: "included SSD IOPS",
      value: FSX_SSD_INCLUDED_IOPS_PER_GIB,
      unit: "IOPS per GiB of SSD",
      source: FSX_SERVER_SOURCES.openzfs,
    },
    {
      name: "throughput capacity (Single-AZ 1)",
      value: OPENZFS_THROUGHPUT_MBPS.singleAz1.join(", "),
      unit: "MB/s",
      source: FSX_SERVER_SOURCES.recalled,
    },
    {
      name: "throughput capacity (Single-AZ 2, Multi-AZ)",
      value: OPENZFS_THROUGHPUT_MBPS.multiAz.join(", "),
      unit: "MB/s",
      source: FSX_SERVER_SOURCES.recalled,
    },
    {
      name: "max SSD IOPS",
      value: `${formatCount(OPENZFS_MAX_SSD_IOPS.singleAz1)} (Single-AZ 1), ${formatCount(OPENZFS_MAX_SSD_IOPS.multiAz)} (Single-AZ 2, Multi-AZ)`,
      unit: "IOPS",
      source: FSX_SERVER_SOURCES.recalled,
    },
    {
      name: "network from cache",
      value: `${OPENZFS_NETWORK_TO_DISK_RATIO}x disk (Single-AZ 2, Multi-AZ)`,
      unit: "",
      source: FSX_SERVER_SOURCES.openzfs,
    },
    {
      name: "in-memory cache, network baseline / burst, disk baseline / burst (Single-AZ 1)",
      value: Object.entries(OPENZFS_GEN1_PERFORMANCE)
        .map(
          ([mbps, r]) =>
            `${mbps}: ${r.memoryGB} GB, ${r.networkBase}/${r.networkBurst ?? "-"} MBps, ${r.diskBase}/${r.diskBurst ?? "-"} MBps`,
        )
        .join("; "),
      unit: "",
      source: FSX_SERVER_SOURCES.openzfsTable,
    },
    {
      name: "SSD storage",
      value: `${OPENZFS_MIN_SSD_GIB}-${formatCount(OPENZFS_MAX_SSD_GIB)}`,
      unit: "GiB",
      source: FSX_SERVER_SOURCES.recalled,
    },
    {
      name: "SSD latency (assumed)",
      value: FSX_SSD_REQUEST_LATENCY_SECONDS * 1000,
      unit: "ms (AWS: sub-millisecond)",
      source: FSX_SERVER_SOURCES.openzfs,
    },
  ],
  priceKeys: [
    "fsx.openzfs.singleaz.ssd.storage",
    "fsx.openzfs.multiaz.ssd.storage",
    "fsx.openzfs.singleaz.ssd.iops",
    "fsx.openzfs.multiaz.ssd.iops",
    "fsx.openzfs.singleaz.throughput",
    "fsx.openzfs.multiaz.throughput",
    "fsx.openzfs.backup",
  ],
  sources: [
    FSX_SERVER_SOURCES.openzfs,
    FSX_SERVER_SOURCES.openzfsTable,
    FSX_SERVER_SOURCES.recalled,
    "AWS FSx for OpenZFS pricing page (https://aws.amazon.com/fsx/openzfs/pricing/); each price's own record and date: the prices page",
  ],
  rules: ssdRules,
  build: buildSsd,
});

export const OPENZFS_IT_ENTRY: CatalogEntry = defineOption({
  id: "fsx-openzfs-intelligent-tiering",
  label: IT_LABEL,
  family: "fsx-openzfs",
  shared: true,
  sharedNote,
  durability: "multiAz",
  description: `${IT_LABEL}: elastic storage billed as used across Frequent, Infrequent and Archive tiers, an optional SSD read cache, a provisioned throughput capacity.`,
  paramsSchema: itParams,
  limits: [
    {
      name: "throughput capacity",
      value: OPENZFS_IT_THROUGHPUT_MBPS.join(", "),
      unit: "MB/s",
      source: FSX_SERVER_SOURCES.recalled,
    },
    {
      name: "tiering",
      value: `Infrequent after ${FSX_IT_INFREQUENT_AFTER_DAYS} days, Archive after ${FSX_IT_ARCHIVE_AFTER_DAYS} days without access`,
      unit: "",
      source: FSX_SERVER_SOURCES.openzfs,
    },
    {
      name: "tiered storage latency (assumed)",
      value: FSX_TIERED_REQUEST_LATENCY_SECONDS * 1000,
      unit: "ms (AWS: tens of milliseconds)",
      source: FSX_SERVER_SOURCES.openzfs,
    },
    { name: "SSD read cache latency", value: "sub-millisecond", unit: "", source: FSX_SERVER_SOURCES.openzfs },
  ],
  priceKeys: [
    "fsx.openzfs.it.frequent.storage",
    "fsx.openzfs.it.infrequent.storage",
    "fsx.openzfs.it.archive.storage",
    "fsx.openzfs.it.readcache",
    "fsx.openzfs.it.requests.read",
    "fsx.openzfs.it.requests.write",
    "fsx.openzfs.singleaz.throughput",
    "fsx.openzfs.multiaz.throughput",
    "fsx.openzfs.backup",
  ],
  sources: [
    FSX_SERVER_SOURCES.openzfs,
    FSX_SERVER_SOURCES.recalled,
    "AWS FSx for OpenZFS pricing page (https://aws.amazon.com/fsx/openzfs/pricing/); each price's own record and date: the prices page",
  ],
  rules: itRules,
  build: buildIt,
});
