import { z } from "zod";
import type { PriceKey } from "@/lib/pricing/price-keys";
import { backupSchema, type BackupPlan } from "../../common/backup";
import {
  defineOption,
  type CatalogEntry,
  type LimitInfo,
  type RuleViolation,
  type SizingContext,
} from "../../catalog-entry";
import type { LustreConfig, LustreDeployment } from "../../configured-option";
import {
  LUSTRE_HDD_CAPACITY_STEP_GIB,
  LUSTRE_HDD_RATES,
  LUSTRE_PERSISTENT1_RATES,
  LUSTRE_PERSISTENT2_RATES,
  LUSTRE_SCRATCH2_RATES,
  LUSTRE_SSD_CACHE_FRACTION,
  LUSTRE_SSD_CAPACITY_FIRST_STEPS_GIB,
  LUSTRE_SSD_CAPACITY_STEP_GIB,
  type LustreRates,
} from "../limits";
import type { OptionId } from "../../option-ids";
import { SOURCES } from "../../common/sources";
import { GIB_BYTES } from "@/lib/units";
import { formatCount } from "../../common/message-format";

const capacityGiB = z
  .number({ error: "capacityGiB must be a number" })
  .int("capacityGiB must be a whole number of GiB")
  .positive("capacityGiB must be positive")
  .optional()
  .meta({ description: "Storage capacity, GiB. Default: the smallest allowed size that holds the stored data." });

const PARAMS = {
  // Scratch file systems cannot be backed up (AWS FSx for Lustre User Guide, backups).
  scratch2: z.strictObject({ capacityGiB }),
  persistent1: z.strictObject({
    throughputPerTiB: z
      .literal([50, 100, 200], { error: "Persistent-1 throughputPerTiB must be 50, 100 or 200 (MB/s per TiB)" })
      .default(200),
    capacityGiB,
    backup: backupSchema,
  }),
  persistent2: z.strictObject({
    throughputPerTiB: z
      .literal([125, 250, 500, 1000], {
        error: "Persistent-2 throughputPerTiB must be 125, 250, 500 or 1000 (MB/s per TiB)",
      })
      .default(125),
    capacityGiB,
    efa: z.boolean({ error: "efa must be true or false" }).default(false).meta({
      description:
        "Elastic Fabric Adapter support (Persistent-2 only): EFA-capable clients reach the file servers over EFA instead of TCP connections.",
    }),
    backup: backupSchema,
  }),
  hdd: z.strictObject({
    throughputPerTiB: z
      .literal([12, 40], { error: "HDD throughputPerTiB must be 12 or 40 (MB/s per TiB)" })
      .default(12),
    ssdCache: z
      .boolean({ error: "ssdCache must be true or false" })
      .default(false)
      .meta({ description: "Add an SSD read cache of 20% of the HDD storage." }),
    capacityGiB,
    backup: backupSchema,
  }),
} as const;

const LABELS: Record<LustreDeployment, string> = {
  scratch2: "FSx for Lustre Scratch 2 (SSD)",
  persistent1: "FSx for Lustre Persistent-1 (SSD)",
  persistent2: "FSx for Lustre Persistent-2 (SSD)",
  hdd: "FSx for Lustre Persistent HDD",
};

/** The allowed capacities: the first steps, then multiples of a step. */
interface CapacitySteps {
  first: readonly number[];
  step: number;
  text: string;
}

export function lustreCapacitySteps(deployment: LustreDeployment, tier: number | null): CapacitySteps {
  if (deployment === "hdd") {
    const step = LUSTRE_HDD_CAPACITY_STEP_GIB[tier === 40 ? 40 : 12];
    return { first: [], step, text: `a multiple of ${formatCount(step)} GiB` };
  }
  return {
    first: LUSTRE_SSD_CAPACITY_FIRST_STEPS_GIB,
    step: LUSTRE_SSD_CAPACITY_STEP_GIB,
    text: `1,200 GiB, 2,400 GiB or a multiple of ${formatCount(LUSTRE_SSD_CAPACITY_STEP_GIB)} GiB`,
  };
}

/** Smallest allowed capacity holding `storedBytes`. */
export function lustreCapacityFor(deployment: LustreDeployment, tier: number | null, storedBytes: number): number {
  const needGiB = storedBytes / GIB_BYTES;
  const steps = lustreCapacitySteps(deployment, tier);
  for (const size of steps.first) if (size >= needGiB) return size;
  return Math.max(steps.step, Math.ceil(needGiB / steps.step) * steps.step);
}

function isAllowedCapacity(steps: CapacitySteps, value: number): boolean {
  return steps.first.includes(value) || (value > 0 && value % steps.step === 0);
}

export function lustreRates(deployment: LustreDeployment, tier: number | null): LustreRates {
  switch (deployment) {
    case "scratch2":
      return LUSTRE_SCRATCH2_RATES;
    case "persistent1":
      return LUSTRE_PERSISTENT1_RATES[tier === 50 || tier === 100 ? tier : 200];
    case "persistent2":
      return LUSTRE_PERSISTENT2_RATES[tier === 250 || tier === 500 || tier === 1000 ? tier : 125];
    case "hdd":
      return LUSTRE_HDD_RATES[tier === 40 ? 40 : 12];
  }
}

function priceKeysFor(deployment: LustreDeployment): PriceKey[] {
  switch (deployment) {
    case "scratch2":
      return ["fsx.lustre.scratch2.storage"];
    case "persistent1":
      return [
        "fsx.lustre.persistent1.50.storage",
        "fsx.lustre.persistent1.100.storage",
        "fsx.lustre.persistent1.200.storage",
        "fsx.lustre.backup",
      ];
    case "persistent2":
      return [
        "fsx.lustre.persistent2.125.storage",
        "fsx.lustre.persistent2.250.storage",
        "fsx.lustre.persistent2.500.storage",
        "fsx.lustre.persistent2.1000.storage",
        "fsx.lustre.backup",
      ];
    case "hdd":
      return [
        "fsx.lustre.hdd.12.storage",
        "fsx.lustre.hdd.40.storage",
        "fsx.lustre.hdd.ssdcache.storage",
        "fsx.lustre.backup",
      ];
  }
}

function limitsFor(deployment: LustreDeployment): LimitInfo[] {
  const steps = lustreCapacitySteps(deployment, deployment === "hdd" ? 12 : null);
  const capacityText =
    deployment === "hdd" ? "multiples of 6,000 GiB (12 MB/s/TiB) or 1,800 GiB (40 MB/s/TiB)" : steps.text;
  const tiers: Record<LustreDeployment, string> = {
    scratch2: "network 200 / 1,300 burst, disk 200 read / 100 write",
    persistent1: "network 250-750 / 1,300 burst, disk 50-200 / 240 burst",
    persistent2: "network 320-2,600 / 1,300 burst, disk 125-1,000 / 500 burst",
    hdd: "network 40-150 (200-750 with SSD cache), disk 12-40 / 50-250 burst",
  };
  const limits: LimitInfo[] = [
    { name: "storage capacity", value: capacityText, unit: "GiB", source: SOURCES.awsLustreCapacity },
    { name: "throughput per TiB", value: tiers[deployment], unit: "MB/s per TiB", source: SOURCES.factsLustre },
    {
      name: "burst bucket",
      value: "30 min disk / 5 min network at full burst (assumed)",
      unit: "",
      source: SOURCES.factsWindows,
    },
  ];
  if (deployment === "persistent2") {
    limits.push({
      name: "metadata IOPS (Automatic mode)",
      value:
        "1,500 at 1,200 GiB, 3,000 at 2,400, 6,000 at 4,800-9,600, 12,000 at 12,000-45,600, then 12,000 per 24,000 GiB; 2 file creates, opens or closes a second each",
      unit: "IOPS",
      source: SOURCES.awsLustreMetadata,
    });
  }
  return limits;
}

interface LustreParams {
  capacityGiB?: number | undefined;
  throughputPerTiB?: number;
  ssdCache?: boolean;
  efa?: boolean;
  backup?: BackupPlan | undefined;
}

function rulesFor(deployment: LustreDeployment) {
  return (params: LustreParams, ctx: SizingContext): RuleViolation[] => {
    if (params.capacityGiB === undefined) return [];
    const tier = params.throughputPerTiB ?? null;
    const steps = lustreCapacitySteps(deployment, tier);
    const minimum = steps.first[0] ?? steps.step;
    const violations: RuleViolation[] = [];
    if (params.capacityGiB < minimum) {
      violations.push({
        code: "fsx_lustre_below_minimum_size",
        message: `${LABELS[deployment]} starts at ${formatCount(minimum)} GiB (${formatCount(params.capacityGiB)} GiB asked); capacity must be ${steps.text}`,
        path: "capacityGiB",
      });
    } else if (!isAllowedCapacity(steps, params.capacityGiB)) {
      violations.push({
        code: "fsx_lustre_capacity_step",
        message: `${LABELS[deployment]} capacity must be ${steps.text} (${formatCount(params.capacityGiB)} GiB asked)`,
        path: "capacityGiB",
      });
    }
    const needGiB = Math.ceil(ctx.storedBytes / GIB_BYTES);
    if (params.capacityGiB < needGiB) {
      violations.push({
        code: "fsx_capacity_below_stored",
        message: `${formatCount(params.capacityGiB)} GiB cannot hold the ${formatCount(needGiB)} GiB stored`,
        path: "capacityGiB",
      });
    }
    return violations;
  };
}

function build(deployment: LustreDeployment, params: LustreParams, ctx: SizingContext): LustreConfig {
  const tier = deployment === "scratch2" ? null : (params.throughputPerTiB ?? null);
  const capacity = params.capacityGiB ?? lustreCapacityFor(deployment, tier, ctx.storedBytes);
  const ssdCache = deployment === "hdd" && params.ssdCache === true;
  const cacheGiB = ssdCache ? capacity * LUSTRE_SSD_CACHE_FRACTION : 0;
  const efa = deployment === "persistent2" && params.efa === true;
  const steps = lustreCapacitySteps(deployment, tier);
  return {
    id: `fsx-lustre-${deployment}` as OptionId,
    label:
      tier === null
        ? LABELS[deployment]
        : `${LABELS[deployment]} ${tier} MB/s/TiB${ssdCache ? " with SSD cache" : ""}${efa ? " with EFA" : ""}`,
    family: "fsx-lustre",
    params: { ...params, capacityGiB: capacity },
    storedBytes: ctx.storedBytes,
    capacityBytes: capacity * GIB_BYTES,
    sizingNote:
      params.capacityGiB === undefined
        ? `Provisioned ${formatCount(capacity)} GiB: the smallest allowed size (${steps.text}) holding the stored data.`
        : `Capacity set to ${formatCount(capacity)} GiB.`,
    warnings:
      deployment === "scratch2"
        ? ["Scratch file systems do not replicate data: a failed server loses its data."]
        : efa
          ? [
              "EFA carries Lustre traffic only from EFA-capable instances with the EFA driver and a Lustre client that supports it; other clients still use TCP (5 Gbps per connection).",
            ]
          : [],
    infeasibleReason: null,
    backup: params.backup ?? null,
    deployment,
    throughputPerTiB: tier,
    ssdCache,
    efa,
    capacityGiB: capacity,
    cacheGiB,
  };
}

function lustreEntry(deployment: LustreDeployment): CatalogEntry {
  return defineOption({
    id: `fsx-lustre-${deployment}` as OptionId,
    label: LABELS[deployment],
    family: "fsx-lustre",
    shared: true,
    sharedNote: "Lustre client: thousands of instances can mount it.",
    durability: "singleAz",
    description: `${LABELS[deployment]}: a parallel file system provisioned in fixed capacity steps; throughput scales per TiB.`,
    paramsSchema: PARAMS[deployment],
    limits: limitsFor(deployment),
    priceKeys: priceKeysFor(deployment),
    sources: [
      SOURCES.factsLustre,
      SOURCES.factsPrices,
      SOURCES.awsLustreCapacity,
      SOURCES.awsLustreCredits,
      SOURCES.articleEfsOptions,
    ],
    rules: rulesFor(deployment),
    build: (params, ctx) => build(deployment, params, ctx),
  });
}

export const LUSTRE_ENTRIES: readonly CatalogEntry[] = (["scratch2", "persistent1", "persistent2", "hdd"] as const).map(
  lustreEntry,
);
