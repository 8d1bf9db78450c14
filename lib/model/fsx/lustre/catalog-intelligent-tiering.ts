import { z } from "zod";
import { backupSchema } from "../../common/backup";
import { defineOption, type CatalogEntry, type RuleViolation, type SizingContext } from "../../catalog-entry";
import type { LustreItConfig } from "../../configured-option";
import {
  FSX_IT_ARCHIVE_AFTER_DAYS,
  FSX_IT_INFREQUENT_AFTER_DAYS,
  FSX_SERVER_SOURCES,
  FSX_TIERED_REQUEST_LATENCY_SECONDS,
  LUSTRE_IT_MAX_THROUGHPUT_MBPS,
  LUSTRE_IT_THROUGHPUT_STEP_MBPS,
} from "../server-limits";
import { formatCount } from "../../common/message-format";

const LABEL = "FSx for Lustre Intelligent-Tiering";

const fraction = (name: string, what: string) =>
  z
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must be between 0 and 1`)
    .max(1, `${name} must be between 0 and 1`)
    .default(0)
    .meta({ description: what });

const params = z.strictObject({
  throughputCapacityMBps: z
    .number({ error: "throughputCapacityMBps must be a number" })
    .default(LUSTRE_IT_THROUGHPUT_STEP_MBPS)
    .meta({
      description: `Throughput capacity, MB/s: ${formatCount(LUSTRE_IT_THROUGHPUT_STEP_MBPS)} or a multiple, up to ${formatCount(LUSTRE_IT_MAX_THROUGHPUT_MBPS)}.`,
    }),
  readCacheGiB: z
    .number({ error: "readCacheGiB must be a number" })
    .int("readCacheGiB must be a whole number")
    .min(0, "readCacheGiB must be 0 or more")
    .default(0)
    .meta({ description: "Provisioned SSD read cache for data, GiB (0: metadata cache only)." }),
  infrequentFraction: fraction(
    "infrequentFraction",
    `Share of the data not read for ${FSX_IT_INFREQUENT_AFTER_DAYS} days (Infrequent Access tier).`,
  ),
  archiveFraction: fraction(
    "archiveFraction",
    `Share of the data not read for ${FSX_IT_ARCHIVE_AFTER_DAYS} days (Archive tier).`,
  ),
  backup: backupSchema,
});
type Params = z.output<typeof params>;

function rules(p: Params): RuleViolation[] {
  const v: RuleViolation[] = [];
  if (
    p.throughputCapacityMBps <= 0 ||
    p.throughputCapacityMBps % LUSTRE_IT_THROUGHPUT_STEP_MBPS !== 0 ||
    p.throughputCapacityMBps > LUSTRE_IT_MAX_THROUGHPUT_MBPS
  ) {
    v.push({
      code: "fsx_lustre_it_throughput_capacity",
      message: `${LABEL} throughput capacity is ${formatCount(LUSTRE_IT_THROUGHPUT_STEP_MBPS)} MB/s or a multiple of it, up to ${formatCount(LUSTRE_IT_MAX_THROUGHPUT_MBPS)} (${formatCount(p.throughputCapacityMBps)} asked)`,
      path: "throughputCapacityMBps",
    });
  }
  if (p.infrequentFraction + p.archiveFraction > 1) {
    v.push({
      code: "fsx_it_fractions_above_one",
      message: `infrequentFraction + archiveFraction must be at most 1 (${p.infrequentFraction} + ${p.archiveFraction} asked)`,
      path: "archiveFraction",
    });
  }
  return v;
}

function build(p: Params, ctx: SizingContext): LustreItConfig {
  return {
    id: "fsx-lustre-intelligent-tiering",
    label: `${LABEL}, ${formatCount(p.throughputCapacityMBps)} MB/s`,
    family: "fsx-lustre",
    params: { ...p },
    storedBytes: ctx.storedBytes,
    capacityBytes: null,
    sizingNote: "Intelligent-Tiering bills the data stored; throughput capacity and the read cache are provisioned.",
    warnings:
      p.readCacheGiB === 0
        ? ["No SSD data read cache: reads not in memory pay the tiered storage's tens of milliseconds."]
        : [],
    infeasibleReason: null,
    backup: p.backup ?? null,
    deployment: "intelligentTiering",
    throughputCapacityMBps: p.throughputCapacityMBps,
    readCacheGiB: p.readCacheGiB,
    infrequentFraction: p.infrequentFraction,
    archiveFraction: p.archiveFraction,
  };
}

export const LUSTRE_IT_ENTRY: CatalogEntry = defineOption({
  id: "fsx-lustre-intelligent-tiering",
  label: LABEL,
  family: "fsx-lustre",
  shared: true,
  sharedNote: "Lustre client: thousands of instances can mount it.",
  durability: "multiAz",
  description: `${LABEL}: a Lustre file system whose data is billed as stored across Frequent, Infrequent and Archive tiers (replicated across AZs), with throughput capacity bought in ${formatCount(LUSTRE_IT_THROUGHPUT_STEP_MBPS)} MB/s steps.`,
  paramsSchema: params,
  limits: [
    {
      name: "throughput capacity",
      value: `${formatCount(LUSTRE_IT_THROUGHPUT_STEP_MBPS)} MB/s steps up to ${formatCount(LUSTRE_IT_MAX_THROUGHPUT_MBPS)}`,
      unit: "MB/s",
      source: FSX_SERVER_SOURCES.lustreIt,
    },
    {
      name: "tiering",
      value: `Infrequent after ${FSX_IT_INFREQUENT_AFTER_DAYS} days, Archive after ${FSX_IT_ARCHIVE_AFTER_DAYS} days without access`,
      unit: "",
      source: FSX_SERVER_SOURCES.lustreIt,
    },
    {
      name: "tiered storage latency (assumed)",
      value: FSX_TIERED_REQUEST_LATENCY_SECONDS * 1000,
      unit: "ms (AWS: tens of milliseconds)",
      source: FSX_SERVER_SOURCES.lustreIt,
    },
  ],
  priceKeys: [
    "fsx.lustre.it.frequent.storage",
    "fsx.lustre.it.infrequent.storage",
    "fsx.lustre.it.archive.storage",
    "fsx.lustre.it.throughput",
    "fsx.lustre.it.readcache",
    "fsx.lustre.it.requests.read",
    "fsx.lustre.it.requests.write",
    "fsx.lustre.backup",
  ],
  sources: [
    FSX_SERVER_SOURCES.lustreIt,
    "AWS FSx for Lustre pricing page (https://aws.amazon.com/fsx/lustre/pricing/); each price's own record and date: the prices page",
  ],
  rules,
  build,
});
