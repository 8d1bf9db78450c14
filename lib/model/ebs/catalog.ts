import { z } from "zod";
import type { PriceKey } from "@/lib/pricing/price-keys";
import { backupSchema, type BackupPlan } from "../common/backup";
import {
  defineOption,
  type CatalogEntry,
  type LimitInfo,
  type RuleViolation,
  type SizingContext,
} from "../catalog-entry";
import type { EbsConfig, EbsVolumeType } from "../configured-option";
import {
  EBS_MULTI_ATTACH_MAX_INSTANCES,
  EBS_SIZE_GIB,
  GP2_BURST_IOPS,
  GP2_IOPS_PER_GIB,
  GP3_INCLUDED_IOPS,
  GP3_INCLUDED_MIBPS,
  GP3_MAX_IOPS,
  GP3_MAX_IOPS_PER_GIB,
  GP3_MAX_MIBPS,
  GP3_MAX_MIBPS_PER_IOPS,
  IO1_MAX_IOPS,
  IO1_MAX_IOPS_PER_GIB,
  IO1_MIN_IOPS,
  IO2_MAX_IOPS,
  IO2_MAX_IOPS_PER_GIB,
  IO2_MAX_MIBPS,
  IO2_MIN_IOPS,
  IO2_NON_NITRO_MAX_IOPS,
  SC1_RATES,
  ST1_RATES,
} from "./limits";
import type { OptionId } from "../option-ids";
import { SOURCES } from "../common/sources";
import { GIB_BYTES } from "@/lib/units";
import { formatCount } from "../common/message-format";

const LABELS: Record<EbsVolumeType, string> = {
  gp3: "EBS gp3 (General Purpose SSD)",
  gp2: "EBS gp2 (General Purpose SSD, previous generation)",
  io1: "EBS io1 (Provisioned IOPS SSD)",
  io2: "EBS io2 (Provisioned IOPS SSD, Block Express)",
  st1: "EBS st1 (Throughput Optimized HDD)",
  sc1: "EBS sc1 (Cold HDD)",
};

function capacitySchema(type: EbsVolumeType) {
  const { minGiB, maxGiB } = EBS_SIZE_GIB[type];
  return z
    .number({ error: "capacityGiB must be a number" })
    .int("capacityGiB must be a whole number of GiB")
    .min(minGiB, `${type} volumes are at least ${formatCount(minGiB)} GiB`)
    .max(maxGiB, `${type} volumes are at most ${formatCount(maxGiB)} GiB`)
    .optional()
    .meta({
      description: "Volume size, GiB. Default: the stored data, rounded up to a whole GiB (at least the minimum size).",
    });
}

function iopsSchema(min: number, max: number, what: string) {
  return z
    .number({ error: "iops must be a number" })
    .int("iops must be a whole number")
    .min(min, `${what} takes at least ${formatCount(min)} IOPS`)
    .max(max, `${what} provides at most ${formatCount(max)} IOPS (AWS EBS User Guide)`)
    .default(3000)
    .meta({ description: "Provisioned IOPS." });
}

/** Volumes per instance and cluster layout: every volume type takes them. */
export const MAX_VOLUMES_PER_INSTANCE = 28;
export const MAX_CLUSTER_INSTANCES = 1000;
const layoutParams = {
  volumesPerInstance: z
    .number({ error: "volumesPerInstance must be a number" })
    .int("volumesPerInstance must be a whole number")
    .min(1, "volumesPerInstance must be at least 1")
    .max(
      MAX_VOLUMES_PER_INSTANCE,
      `volumesPerInstance must be at most ${MAX_VOLUMES_PER_INSTANCE} (EBS attachment limit of Nitro instances)`,
    )
    .optional()
    .meta({ description: "Volumes of capacityGiB on each instance (default 1)." }),
  layout: z.enum(["raid0", "jbod"], { error: 'layout must be "raid0" or "jbod"' }).optional().meta({
    description:
      "Several volumes striped (RAID 0) or each its own file system (JBOD, e.g. HDFS data directories); default raid0.",
  }),
  instances: z
    .number({ error: "instances must be a number" })
    .int("instances must be a whole number")
    .min(1, "instances must be at least 1")
    .max(MAX_CLUSTER_INSTANCES, `instances must be at most ${MAX_CLUSTER_INSTANCES}`)
    .optional()
    .meta({
      description:
        "Instances each with their own volumes, sharing the data (a cluster such as HDFS DataNodes); default 1.",
    }),
  replication: z
    .number({ error: "replication must be a number" })
    .int("replication must be a whole number")
    .min(1, "replication must be at least 1")
    .max(10, "replication must be at most 10")
    .optional()
    .meta({
      description: "Copies of each written byte across the cluster's instances (HDFS dfs.replication); default 1.",
    }),
  localReadShare: z
    .number({ error: "localReadShare must be a number" })
    .min(0, "localReadShare must be between 0 and 1")
    .max(1, "localReadShare must be between 0 and 1")
    .optional()
    .meta({
      description:
        "Share of a cluster's reads served by the reading instance's own volumes; the rest cross the instance network. Default replication / instances (a reader on a random instance, as TestDFSIO's maps are); near 1 for jobs scheduled where their data is.",
    }),
};

const PARAMS = {
  gp3: z.strictObject({
    iops: iopsSchema(GP3_INCLUDED_IOPS, GP3_MAX_IOPS, "gp3"),
    throughputMiBps: z
      .number({ error: "throughputMiBps must be a number" })
      .min(GP3_INCLUDED_MIBPS, `gp3 throughput starts at ${GP3_INCLUDED_MIBPS} MiB/s`)
      .max(GP3_MAX_MIBPS, `gp3 throughput goes up to ${formatCount(GP3_MAX_MIBPS)} MiB/s (AWS, since September 2025)`)
      .default(GP3_INCLUDED_MIBPS)
      .meta({ description: "Provisioned throughput, MiB/s." }),
    capacityGiB: capacitySchema("gp3"),
    ...layoutParams,
    backup: backupSchema,
  }),
  gp2: z.strictObject({ capacityGiB: capacitySchema("gp2"), ...layoutParams, backup: backupSchema }),
  io1: z.strictObject({
    iops: iopsSchema(IO1_MIN_IOPS, IO1_MAX_IOPS, "io1"),
    capacityGiB: capacitySchema("io1"),
    ...layoutParams,
    backup: backupSchema,
  }),
  io2: z.strictObject({
    iops: iopsSchema(IO2_MIN_IOPS, IO2_MAX_IOPS, "io2"),
    capacityGiB: capacitySchema("io2"),
    ...layoutParams,
    backup: backupSchema,
  }),
  st1: z.strictObject({ capacityGiB: capacitySchema("st1"), ...layoutParams, backup: backupSchema }),
  sc1: z.strictObject({ capacityGiB: capacitySchema("sc1"), ...layoutParams, backup: backupSchema }),
} as const;

interface LayoutParams {
  volumesPerInstance?: number;
  layout?: "raid0" | "jbod";
  instances?: number;
  replication?: number;
  localReadShare?: number;
}

function volumeCount(params: LayoutParams): number {
  return (params.volumesPerInstance ?? 1) * (params.instances ?? 1);
}

/** GiB the stored data needs, at least the type's minimum size. */
export function requiredCapacityGiB(type: EbsVolumeType, storedBytes: number): number {
  return Math.max(EBS_SIZE_GIB[type].minGiB, Math.ceil(storedBytes / GIB_BYTES));
}

/** Per volume: the stored data (times its replicas) spread over every volume of the layout. */
function capacityOf(
  type: EbsVolumeType,
  params: { capacityGiB?: number | undefined } & LayoutParams,
  ctx: SizingContext,
): number {
  return (
    params.capacityGiB ?? requiredCapacityGiB(type, (ctx.storedBytes * (params.replication ?? 1)) / volumeCount(params))
  );
}

function capacityRules(
  type: EbsVolumeType,
  params: { capacityGiB?: number | undefined } & LayoutParams,
  ctx: SizingContext,
): RuleViolation[] {
  if (params.capacityGiB === undefined) return [];
  const volumes = volumeCount(params);
  const needed = Math.ceil((ctx.storedBytes * (params.replication ?? 1)) / GIB_BYTES);
  if (params.capacityGiB * volumes >= needed) return [];
  const what =
    volumes > 1
      ? `${formatCount(volumes)} ${type} volumes of ${formatCount(params.capacityGiB)} GiB`
      : `a ${formatCount(params.capacityGiB)} GiB ${type} volume`;
  const replicas = (params.replication ?? 1) > 1 ? ` (${params.replication} copies)` : "";
  return [
    {
      code: "ebs_capacity_below_stored",
      message: `${what} cannot hold the ${formatCount(needed)} GiB stored${replicas}`,
      path: "capacityGiB",
    },
  ];
}

function iopsRatioRule(
  type: EbsVolumeType,
  iops: number,
  capacityGiB: number,
  perGiB: number,
  floor: number,
  explicit: boolean,
): RuleViolation[] {
  if (capacityGiB > EBS_SIZE_GIB[type].maxGiB) return [];
  const allowed = Math.max(floor, perGiB * capacityGiB);
  if (iops <= allowed) return [];
  const needGiB = Math.ceil(iops / perGiB);
  const sized = explicit ? "" : " (sized to the stored data)";
  return [
    {
      code: `${type}_iops_per_gib`,
      message: `${type} allows at most ${perGiB} IOPS per GiB: ${formatCount(iops)} IOPS needs a volume of at least ${formatCount(needGiB)} GiB, this one is ${formatCount(capacityGiB)} GiB${sized}; lower iops or set capacityGiB`,
      path: "iops",
    },
  ];
}

function rulesFor(type: EbsVolumeType) {
  return (
    params: { capacityGiB?: number | undefined; iops?: number; throughputMiBps?: number } & LayoutParams,
    ctx: SizingContext,
  ): RuleViolation[] => {
    const violations = capacityRules(type, params, ctx);
    const capacityGiB = capacityOf(type, params, ctx);
    const explicit = params.capacityGiB !== undefined;
    if (type === "gp3" && params.iops !== undefined) {
      violations.push(
        ...iopsRatioRule(type, params.iops, capacityGiB, GP3_MAX_IOPS_PER_GIB, GP3_INCLUDED_IOPS, explicit),
      );
      const tput = params.throughputMiBps ?? GP3_INCLUDED_MIBPS;
      if (tput > GP3_MAX_MIBPS_PER_IOPS * params.iops) {
        violations.push({
          code: "gp3_throughput_per_iops",
          message: `gp3 allows at most ${GP3_MAX_MIBPS_PER_IOPS} MiB/s per provisioned IOPS: ${tput} MiB/s needs at least ${formatCount(Math.ceil(tput / GP3_MAX_MIBPS_PER_IOPS))} IOPS (AWS EBS User Guide, volume types)`,
          path: "throughputMiBps",
        });
      }
    }
    if (type === "io1" && params.iops !== undefined)
      violations.push(...iopsRatioRule(type, params.iops, capacityGiB, IO1_MAX_IOPS_PER_GIB, 0, explicit));
    if (type === "io2" && params.iops !== undefined)
      violations.push(...iopsRatioRule(type, params.iops, capacityGiB, IO2_MAX_IOPS_PER_GIB, 0, explicit));
    return violations;
  };
}

function limitsFor(type: EbsVolumeType): LimitInfo[] {
  const size = EBS_SIZE_GIB[type];
  const limits: LimitInfo[] = [
    { name: "volume size", value: `${size.minGiB}-${size.maxGiB}`, unit: "GiB", source: SOURCES.awsEbsVolumeTypes },
    {
      name: "instance EBS bandwidth",
      value: "per instance type (default client c5n.18xlarge: 19,000 Mbps)",
      unit: "",
      source: SOURCES.awsEc2C5n,
    },
  ];
  switch (type) {
    case "gp3":
      limits.push(
        {
          name: "included IOPS / throughput",
          value: `${GP3_INCLUDED_IOPS} / ${GP3_INCLUDED_MIBPS}`,
          unit: "IOPS / MiB/s",
          source: SOURCES.factsEbs,
        },
        { name: "max IOPS", value: GP3_MAX_IOPS, unit: "IOPS (500 per GiB)", source: SOURCES.awsEbsGp3Limits2025 },
        {
          name: "max throughput",
          value: GP3_MAX_MIBPS,
          unit: "MiB/s (0.25 per IOPS)",
          source: SOURCES.awsEbsGp3Limits2025,
        },
      );
      break;
    case "gp2":
      limits.push(
        {
          name: "baseline IOPS",
          value: `${GP2_IOPS_PER_GIB} per GiB, 100-16,000`,
          unit: "IOPS",
          source: SOURCES.factsEbs,
        },
        {
          name: "burst IOPS (under 1 TiB)",
          value: GP2_BURST_IOPS,
          unit: "IOPS, 5.4M credits",
          source: SOURCES.factsEbs,
        },
        { name: "throughput", value: "128 (up to 170 GiB) - 250", unit: "MiB/s", source: SOURCES.factsEbs },
      );
      break;
    case "io1":
      limits.push(
        {
          name: "IOPS",
          value: `${IO1_MIN_IOPS}-${IO1_MAX_IOPS} (50 per GiB)`,
          unit: "IOPS",
          source: SOURCES.awsEbsProvisionedIops,
        },
        {
          name: "throughput",
          value: "256 KiB per IOPS up to 500 (1,000 above 32,000 IOPS)",
          unit: "MiB/s",
          source: SOURCES.awsEbsProvisionedIops,
        },
        {
          name: "Multi-Attach",
          value: EBS_MULTI_ATTACH_MAX_INSTANCES,
          unit: "instances",
          source: SOURCES.articleEfsOptions,
        },
      );
      break;
    case "io2":
      limits.push(
        {
          name: "IOPS",
          value: `${IO2_MIN_IOPS}-${IO2_MAX_IOPS} (1,000 per GiB; over ${formatCount(IO2_NON_NITRO_MAX_IOPS)} on Nitro only)`,
          unit: "IOPS",
          source: SOURCES.awsEbsProvisionedIops,
        },
        {
          name: "throughput",
          value: `256 KiB per IOPS up to ${formatCount(IO2_MAX_MIBPS)}`,
          unit: "MiB/s",
          source: SOURCES.awsEbsProvisionedIops,
        },
        {
          name: "Block Express volume size",
          value: `${EBS_SIZE_GIB.io2.minGiB}-${formatCount(EBS_SIZE_GIB.io2.maxGiB)}`,
          unit: "GiB",
          source: SOURCES.awsEbsProvisionedIops,
        },
        { name: "durability", value: "99.999", unit: "%", source: SOURCES.awsEbsProvisionedIops },
        {
          name: "Multi-Attach",
          value: EBS_MULTI_ATTACH_MAX_INSTANCES,
          unit: "instances",
          source: SOURCES.articleEfsOptions,
        },
      );
      break;
    case "st1":
    case "sc1": {
      const rates = type === "st1" ? ST1_RATES : SC1_RATES;
      limits.push(
        {
          name: "baseline / burst per TiB",
          value: `${rates.baselineMiBpsPerTiB} / ${rates.burstMiBpsPerTiB}`,
          unit: "MiB/s",
          source: SOURCES.factsEbs,
        },
        { name: "max throughput", value: rates.maxMiBps, unit: "MiB/s", source: SOURCES.factsEbs },
        { name: "I/O accounting", value: "every I/O up to 1 MiB counts as 1 MiB", unit: "", source: SOURCES.factsEbs },
        { name: "max IOPS", value: rates.maxIops, unit: "IOPS", source: SOURCES.awsEbsVolumeTypes },
      );
      break;
    }
  }
  return limits;
}

const PRICE_KEYS: Record<EbsVolumeType, PriceKey[]> = {
  gp3: ["ebs.gp3.storage", "ebs.gp3.iops", "ebs.gp3.throughput", "ebs.snapshot.storage"],
  gp2: ["ebs.gp2.storage", "ebs.snapshot.storage"],
  io1: ["ebs.io1.storage", "ebs.io1.iops", "ebs.snapshot.storage"],
  io2: ["ebs.io2.storage", "ebs.io2.iops.tier1", "ebs.io2.iops.tier2", "ebs.io2.iops.tier3", "ebs.snapshot.storage"],
  st1: ["ebs.st1.storage", "ebs.snapshot.storage"],
  sc1: ["ebs.sc1.storage", "ebs.snapshot.storage"],
};

function build(
  type: EbsVolumeType,
  params: {
    capacityGiB?: number | undefined;
    iops?: number;
    throughputMiBps?: number;
    backup?: BackupPlan | undefined;
  } & LayoutParams,
  ctx: SizingContext,
): EbsConfig {
  const capacityGiB = capacityOf(type, params, ctx);
  const size = EBS_SIZE_GIB[type];
  const warnings: string[] = [];
  let infeasibleReason: string | null = null;
  if (capacityGiB > size.maxGiB) {
    infeasibleReason = `${type} volumes hold at most ${formatCount(size.maxGiB)} GiB; ${formatCount(capacityGiB)} GiB would need several volumes: set volumesPerInstance (RAID 0 or JBOD) or capacityGiB per volume`;
  }
  if (type === "io2" && (params.iops ?? 0) > IO2_NON_NITRO_MAX_IOPS) {
    warnings.push(
      `io2 above ${formatCount(IO2_NON_NITRO_MAX_IOPS)} IOPS needs Block Express on a Nitro instance (AWS EBS User Guide, volume types).`,
    );
  }
  const volumesPerInstance = params.volumesPerInstance ?? 1;
  const instances = params.instances ?? 1;
  const volumes = volumesPerInstance * instances;
  const layoutText =
    volumes > 1
      ? ` Layout: ${formatCount(volumesPerInstance)} volume${volumesPerInstance > 1 ? "s" : ""} per instance (${params.layout === "jbod" ? "JBOD" : "RAID 0"})${instances > 1 ? ` on ${formatCount(instances)} instances, ${params.replication ?? 1} cop${(params.replication ?? 1) > 1 ? "ies" : "y"} of each byte` : ""}: ${formatCount(volumes)} volumes.`
      : "";
  const sizingNote =
    (params.capacityGiB === undefined
      ? `Volume sized to the stored data: ${formatCount(capacityGiB)} GiB (minimum ${formatCount(size.minGiB)} GiB).`
      : `Volume size set to ${formatCount(capacityGiB)} GiB.`) + layoutText;
  return {
    id: `ebs-${type}` as OptionId,
    label: LABELS[type],
    family: "ebs",
    params: { ...params, capacityGiB },
    storedBytes: ctx.storedBytes,
    capacityBytes: capacityGiB * GIB_BYTES * volumes,
    sizingNote,
    warnings,
    infeasibleReason,
    backup: params.backup ?? null,
    volumeType: type,
    capacityGiB,
    iops: params.iops ?? null,
    throughputMiBps: type === "gp3" ? (params.throughputMiBps ?? GP3_INCLUDED_MIBPS) : null,
    volumesPerInstance,
    layout: params.layout ?? "raid0",
    instances,
    replication: params.replication ?? 1,
    localReadShare: params.localReadShare ?? defaultLocalReadShare(instances, params.replication ?? 1),
  };
}

/**
 * A cluster reader finds a replica of its block on its own instance with probability
 * replication / instances when it runs on an instance chosen without regard to where the
 * data is: the case of TestDFSIO, whose maps are placed by their small control files, not
 * by the data files they read. 1 - R/N of the bytes then cross the instance network
 * (R = 2 on 5 DataNodes: 60%).
 */
export function defaultLocalReadShare(instances: number, replication: number): number {
  return Math.min(1, replication / Math.max(1, instances));
}

function defaultParamsFor(type: EbsVolumeType) {
  return (ctx: SizingContext): Record<string, unknown> => {
    // io1/io2 default to 3,000 IOPS (gp3's included figure) unless the volume is too small to allow it.
    if (type === "io1" || type === "io2") {
      const perGiB = type === "io1" ? IO1_MAX_IOPS_PER_GIB : IO2_MAX_IOPS_PER_GIB;
      const capacity = Math.min(requiredCapacityGiB(type, ctx.storedBytes), EBS_SIZE_GIB[type].maxGiB);
      return { iops: Math.max(IO1_MIN_IOPS, Math.min(3000, perGiB * capacity)) };
    }
    return {};
  };
}

function ebsEntry(type: EbsVolumeType): CatalogEntry {
  const multiAttach = type === "io1" || type === "io2";
  return defineOption({
    id: `ebs-${type}` as OptionId,
    label: LABELS[type],
    family: "ebs",
    shared: false,
    sharedNote: multiAttach
      ? `Block volume for one instance; Multi-Attach reaches up to ${EBS_MULTI_ATTACH_MAX_INSTANCES} instances in one AZ with cluster-aware software.`
      : "Block volume attached to one instance.",
    durability: "singleAz",
    description: `${LABELS[type]}: a block volume in one Availability Zone, sized to the data stored.`,
    paramsSchema: PARAMS[type],
    limits: limitsFor(type),
    priceKeys: PRICE_KEYS[type],
    sources: [SOURCES.factsEbs, SOURCES.factsPrices, SOURCES.awsEbsVolumeTypes, SOURCES.articleEfsOptions],
    defaultParams: defaultParamsFor(type),
    rules: rulesFor(type),
    build: (params, ctx) => build(type, params, ctx),
  });
}

export const EBS_ENTRIES: readonly CatalogEntry[] = (["gp3", "gp2", "io1", "io2", "st1", "sc1"] as const).map(ebsEntry);
