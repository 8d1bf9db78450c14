import { z } from "zod";
import { backupSchema } from "../../common/backup";
import { nfsConnectionsSchema } from "../nfs-connections";
import { defineOption, type CatalogEntry, type RuleViolation, type SizingContext } from "../../catalog-entry";
import type { OntapConfig } from "../../configured-option";
import {
  FSX_SERVER_SOURCES,
  FSX_SSD_INCLUDED_IOPS_PER_GIB,
  FSX_SSD_REQUEST_LATENCY_SECONDS,
  FSX_TIERED_REQUEST_LATENCY_SECONDS,
  ONTAP_DEPLOYMENTS,
  ONTAP_GEN1_MAX_WRITE_MBPS,
  ONTAP_GEN1_PERFORMANCE,
  ONTAP_MAX_AUTOMATIC_SSD_IOPS,
  ONTAP_MAX_HA_PAIRS,
  ONTAP_MAX_SSD_GIB,
  ONTAP_MAX_SSD_IOPS,
  ONTAP_MIN_SSD_GIB,
  ONTAP_PROTOCOLS,
  ONTAP_THROUGHPUT_MBPS,
  type OntapDeployment,
} from "../server-limits";
import { scaledMaxIops } from "../server-perf";
import { SOURCES } from "../../common/sources";
import { GIB_BYTES } from "@/lib/units";
import { formatCount } from "../../common/message-format";

const LABEL = "FSx for NetApp ONTAP";
const DEPLOYMENT_TEXT: Record<OntapDeployment, string> = {
  singleAz1: "Single-AZ 1 (SINGLE_AZ_1)",
  singleAz2: "Single-AZ 2 (SINGLE_AZ_2, scale-out HA pairs)",
  multiAz1: "Multi-AZ 1 (MULTI_AZ_1)",
  multiAz2: "Multi-AZ 2 (MULTI_AZ_2)",
};

const params = z.strictObject({
  deployment: z
    .enum(ONTAP_DEPLOYMENTS as [OntapDeployment, ...OntapDeployment[]], {
      error: `deployment must be one of ${ONTAP_DEPLOYMENTS.join(", ")}`,
    })
    .default("multiAz1"),
  haPairs: z
    .number({ error: "haPairs must be a number" })
    .int("haPairs must be a whole number")
    .min(1, "haPairs must be at least 1")
    .max(ONTAP_MAX_HA_PAIRS, `haPairs must be at most ${ONTAP_MAX_HA_PAIRS}`)
    .default(1)
    .meta({ description: "High-availability pairs (Single-AZ 2 only)." }),
  throughputCapacityMBps: z.number({ error: "throughputCapacityMBps must be a number" }).default(512).meta({
    description:
      "Throughput capacity per HA pair, MB/s: first generation 128-4,096; Multi-AZ 2 384-6,144; Single-AZ 2 1,536, 3,072 or 6,144.",
  }),
  ssdCapacityGiB: z
    .number({ error: "ssdCapacityGiB must be a number" })
    .int("ssdCapacityGiB must be a whole number of GiB")
    .positive("ssdCapacityGiB must be positive")
    .optional()
    .meta({ description: "SSD tier, GiB. Default: the data not in the capacity pool, at least 1,024 GiB." }),
  ssdIops: z
    .number({ error: "ssdIops must be a number" })
    .int("ssdIops must be a whole number")
    .positive("ssdIops must be positive")
    .optional()
    .meta({ description: "SSD IOPS. Default: the 3 per GiB that come with the SSD tier." }),
  capacityPoolFraction: z
    .number({ error: "capacityPoolFraction must be a number" })
    .min(0, "capacityPoolFraction must be between 0 and 1")
    .max(1, "capacityPoolFraction must be between 0 and 1")
    .default(0)
    .meta({
      description: "Share of the stored data tiered to the capacity pool (billed as used; tens of ms latency).",
    }),
  protocols: z
    .array(z.enum(ONTAP_PROTOCOLS, { error: `protocols are ${ONTAP_PROTOCOLS.join(", ")}` }))
    .min(1, "protocols needs at least one of nfs, smb, iscsi")
    .default(["nfs"])
    .meta({ description: "Protocols clients use: NFS, SMB and iSCSI, at the same time if needed." }),
  nfsConnections: nfsConnectionsSchema,
  backup: backupSchema,
});
type Params = z.output<typeof params>;

function ssdGiBFor(p: Params, ctx: SizingContext): number {
  return (
    p.ssdCapacityGiB ??
    Math.max(ONTAP_MIN_SSD_GIB, Math.ceil((ctx.storedBytes * (1 - p.capacityPoolFraction)) / GIB_BYTES))
  );
}

function rules(p: Params, ctx: SizingContext): RuleViolation[] {
  const v: RuleViolation[] = [];
  const steps = ONTAP_THROUGHPUT_MBPS[p.deployment];
  if (!(steps as readonly number[]).includes(p.throughputCapacityMBps)) {
    v.push({
      code: "fsx_ontap_throughput_capacity",
      message: `${DEPLOYMENT_TEXT[p.deployment]} throughput capacity must be one of ${steps.join(", ")} MB/s (${p.throughputCapacityMBps} asked)`,
      path: "throughputCapacityMBps",
    });
  }
  if (p.haPairs > 1 && p.deployment !== "singleAz2") {
    v.push({
      code: "fsx_ontap_ha_pairs",
      message: `only Single-AZ 2 scales out to several HA pairs (${p.haPairs} asked for ${p.deployment})`,
      path: "haPairs",
    });
  }
  const ssd = ssdGiBFor(p, ctx);
  const maxSsd = ONTAP_MAX_SSD_GIB[p.deployment];
  if (ssd < ONTAP_MIN_SSD_GIB || ssd > maxSsd) {
    v.push({
      code: "fsx_ontap_ssd_range",
      message: `FSx ONTAP SSD storage is ${formatCount(ONTAP_MIN_SSD_GIB)}-${formatCount(maxSsd)} GiB for ${p.deployment} (${formatCount(ssd)} GiB)`,
      path: "ssdCapacityGiB",
    });
  }
  const needSsd = Math.ceil((ctx.storedBytes * (1 - p.capacityPoolFraction)) / GIB_BYTES);
  if (p.ssdCapacityGiB !== undefined && p.ssdCapacityGiB < needSsd) {
    v.push({
      code: "fsx_capacity_below_stored",
      message: `${formatCount(p.ssdCapacityGiB)} GiB of SSD cannot hold the ${formatCount(needSsd)} GiB not tiered to the capacity pool`,
      path: "ssdCapacityGiB",
    });
  }
  if (p.ssdIops !== undefined) {
    const included = ssd * FSX_SSD_INCLUDED_IOPS_PER_GIB;
    const max = scaledMaxIops(ONTAP_MAX_SSD_IOPS[p.deployment], steps, p.throughputCapacityMBps) * p.haPairs;
    if (p.ssdIops < Math.min(included, ONTAP_MAX_AUTOMATIC_SSD_IOPS * p.haPairs)) {
      v.push({
        code: "fsx_ontap_iops_below_included",
        message: `ssdIops must be at least the ${formatCount(included)} included with ${formatCount(ssd)} GiB (3 per GiB)`,
        path: "ssdIops",
      });
    } else if (p.ssdIops > max) {
      v.push({
        code: "fsx_ontap_iops_above_max",
        message: `${formatCount(p.throughputCapacityMBps)} MB/s of throughput capacity supports at most ${formatCount(max)} SSD IOPS (${formatCount(p.ssdIops)} asked)`,
        path: "ssdIops",
      });
    }
  }
  return v;
}

function build(p: Params, ctx: SizingContext): OntapConfig {
  const ssd = ssdGiBFor(p, ctx);
  const iops = p.ssdIops ?? Math.min(ssd * FSX_SSD_INCLUDED_IOPS_PER_GIB, ONTAP_MAX_AUTOMATIC_SSD_IOPS * p.haPairs);
  const total = p.throughputCapacityMBps * p.haPairs;
  const warnings: string[] = [];
  if (p.capacityPoolFraction > 0)
    warnings.push(
      `${Math.round(p.capacityPoolFraction * 100)}% of the data sits in the capacity pool: first-byte latency in tens of milliseconds there.`,
    );
  if (p.deployment.startsWith("single")) warnings.push("Single-AZ: the file system lives in one Availability Zone.");
  return {
    id: "fsx-ontap",
    label: `${LABEL} ${DEPLOYMENT_TEXT[p.deployment]}, ${formatCount(total)} MB/s`,
    family: "fsx-ontap",
    params: { ...p, ssdCapacityGiB: ssd, ssdIops: iops },
    storedBytes: ctx.storedBytes,
    capacityBytes: ssd * GIB_BYTES,
    sizingNote:
      p.ssdCapacityGiB === undefined
        ? `SSD tier sized to the data not in the capacity pool: ${formatCount(ssd)} GiB (at least ${formatCount(ONTAP_MIN_SSD_GIB)} GiB); the capacity pool is billed as used.`
        : `SSD tier set to ${formatCount(ssd)} GiB.`,
    warnings,
    infeasibleReason: null,
    backup: p.backup ?? null,
    deployment: p.deployment,
    haPairs: p.haPairs,
    ssdCapacityGiB: ssd,
    ssdIops: iops,
    throughputCapacityMBps: total,
    capacityPoolFraction: p.capacityPoolFraction,
    protocols: [...new Set(p.protocols)],
    nfsConnections: p.nfsConnections,
  };
}

export const ONTAP_ENTRY: CatalogEntry = defineOption({
  id: "fsx-ontap",
  label: LABEL,
  family: "fsx-ontap",
  shared: true,
  sharedNote:
    "NFS, SMB and iSCSI from the same file system: Linux, Windows and macOS clients at once; snapshots, clones (FlexClone), SnapMirror.",
  durability: "multiAz",
  description: `${LABEL}: an SSD tier with 3 IOPS per GiB included, an elastic capacity pool for cold data, and a provisioned throughput capacity; Single-AZ or Multi-AZ.`,
  paramsSchema: params,
  limits: [
    {
      name: "included SSD IOPS",
      value: FSX_SSD_INCLUDED_IOPS_PER_GIB,
      unit: "IOPS per GiB of SSD",
      source: FSX_SERVER_SOURCES.ontap,
    },
    {
      name: "automatic SSD IOPS ceiling",
      value: ONTAP_MAX_AUTOMATIC_SSD_IOPS,
      unit: "IOPS per file system",
      source: FSX_SERVER_SOURCES.ontap,
    },
    {
      name: "throughput capacity (first generation)",
      value: ONTAP_THROUGHPUT_MBPS.singleAz1.join(", "),
      unit: "MB/s",
      source: FSX_SERVER_SOURCES.recalled,
    },
    {
      name: "throughput capacity (Multi-AZ 2)",
      value: ONTAP_THROUGHPUT_MBPS.multiAz2.join(", "),
      unit: "MB/s",
      source: FSX_SERVER_SOURCES.recalled,
    },
    {
      name: "throughput capacity (Single-AZ 2, per HA pair)",
      value: `${ONTAP_THROUGHPUT_MBPS.singleAz2.join(", ")} x up to ${ONTAP_MAX_HA_PAIRS} HA pairs`,
      unit: "MB/s",
      source: FSX_SERVER_SOURCES.recalled,
    },
    {
      name: "SSD storage",
      value: `${formatCount(ONTAP_MIN_SSD_GIB)}-${formatCount(ONTAP_MAX_SSD_GIB.multiAz1)} (first generation)`,
      unit: "GiB",
      source: FSX_SERVER_SOURCES.recalled,
    },
    {
      name: "SSD latency (assumed)",
      value: FSX_SSD_REQUEST_LATENCY_SECONDS * 1000,
      unit: "ms (AWS: sub-millisecond)",
      source: FSX_SERVER_SOURCES.ontap,
    },
    {
      name: "capacity pool latency (assumed)",
      value: FSX_TIERED_REQUEST_LATENCY_SECONDS * 1000,
      unit: "ms (AWS: tens of milliseconds)",
      source: FSX_SERVER_SOURCES.ontap,
    },
    { name: "protocols", value: "NFS v3/v4.x, SMB, iSCSI", unit: "", source: FSX_SERVER_SOURCES.ontap },
    {
      name: "network baseline / burst, memory / NVMe cache, disk baseline / burst (first generation)",
      value: Object.entries(ONTAP_GEN1_PERFORMANCE)
        .map(
          ([mbps, r]) =>
            `${mbps}: ${r.networkBase}/${r.networkBurst ?? "-"} MBps, ${r.memoryGB}/${r.nvmeGB} GB, ${r.diskBase}/${r.diskBurst ?? "-"} MBps`,
        )
        .join("; "),
      unit: "",
      source: FSX_SERVER_SOURCES.ontapTable,
    },
    {
      name: "write ceiling (first generation)",
      value: `${ONTAP_GEN1_MAX_WRITE_MBPS.singleAz1} (Single-AZ), ${ONTAP_GEN1_MAX_WRITE_MBPS.multiAz1} (Multi-AZ)`,
      unit: "MB/s",
      source: FSX_SERVER_SOURCES.ontapTable,
    },
    {
      name: "burst lengths (assumed)",
      value: "network 5 min, disk 30 min of full burst, as FSx for Windows",
      unit: "",
      source: FSX_SERVER_SOURCES.recalled,
    },
  ],
  priceKeys: [
    "fsx.ontap.singleaz.ssd.storage",
    "fsx.ontap.multiaz.ssd.storage",
    "fsx.ontap.singleaz.ssd.iops",
    "fsx.ontap.multiaz.ssd.iops",
    "fsx.ontap.singleaz.capacitypool.storage",
    "fsx.ontap.multiaz.capacitypool.storage",
    "fsx.ontap.capacitypool.requests.read",
    "fsx.ontap.capacitypool.requests.write",
    "fsx.ontap.singleaz.throughput",
    "fsx.ontap.multiaz.throughput",
    "fsx.ontap.backup",
  ],
  sources: [
    FSX_SERVER_SOURCES.ontap,
    FSX_SERVER_SOURCES.ontapTable,
    FSX_SERVER_SOURCES.recalled,
    "AWS FSx for NetApp ONTAP pricing page (https://aws.amazon.com/fsx/netapp-ontap/pricing/); each price's own record and date: the prices page",
    SOURCES.assumption,
  ],
  rules,
  build: (p, ctx) => build(p, ctx),
});
