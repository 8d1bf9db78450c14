import { z } from "zod";
import { backupSchema } from "../../common/backup";
import { defineOption, type CatalogEntry, type RuleViolation, type SizingContext } from "../../catalog-entry";
import type { WindowsConfig } from "../../configured-option";
import {
  WINDOWS_CAPACITY_ROWS,
  WINDOWS_HDD_MIN_GIB,
  WINDOWS_MAX_GIB,
  WINDOWS_SSD_MIN_GIB,
  WINDOWS_THROUGHPUT_CAPACITIES_MBPS,
  type WindowsCapacityRow,
} from "../limits";
import { SOURCES } from "../../common/sources";
import { GIB_BYTES } from "@/lib/units";
import { formatCount } from "../../common/message-format";

const params = z.strictObject({
  storageType: z.enum(["ssd", "hdd"], { error: 'storageType must be "ssd" or "hdd"' }).default("ssd"),
  deployment: z
    .enum(["singleAz", "multiAz"], { error: 'deployment must be "singleAz" or "multiAz"' })
    .default("multiAz"),
  throughputCapacityMBps: z
    .number({ error: "throughputCapacityMBps must be a number" })
    .default(32)
    .meta({
      description: `Throughput capacity, MB/s (10^6 bytes/s): one of ${WINDOWS_THROUGHPUT_CAPACITIES_MBPS.join(", ")}.`,
    }),
  capacityGiB: z
    .number({ error: "capacityGiB must be a number" })
    .int("capacityGiB must be a whole number of GiB")
    .positive("capacityGiB must be positive")
    .optional()
    .meta({ description: "Storage capacity, GiB. Default: the stored data (at least 32 GiB SSD / 2,000 GiB HDD)." }),
  backup: backupSchema,
});

type WindowsParams = z.output<typeof params>;

const LABEL = "FSx for Windows File Server";

export function windowsCapacityRow(throughputCapacityMBps: number): WindowsCapacityRow | undefined {
  return WINDOWS_CAPACITY_ROWS.find((row) => row.throughputCapacityMBps === throughputCapacityMBps);
}

function minimumGiB(storageType: "ssd" | "hdd"): number {
  return storageType === "ssd" ? WINDOWS_SSD_MIN_GIB : WINDOWS_HDD_MIN_GIB;
}

function capacityOf(p: WindowsParams, ctx: SizingContext): number {
  return p.capacityGiB ?? Math.max(minimumGiB(p.storageType), Math.ceil(ctx.storedBytes / GIB_BYTES));
}

function rules(p: WindowsParams, ctx: SizingContext): RuleViolation[] {
  const violations: RuleViolation[] = [];
  if (windowsCapacityRow(p.throughputCapacityMBps) === undefined) {
    violations.push({
      code: "fsx_windows_throughput_capacity",
      message: `FSx for Windows throughput capacity must be one of ${WINDOWS_THROUGHPUT_CAPACITIES_MBPS.join(", ")} MB/s (${p.throughputCapacityMBps} asked)`,
      path: "throughputCapacityMBps",
    });
  }
  if (p.capacityGiB !== undefined) {
    const min = minimumGiB(p.storageType);
    if (p.capacityGiB < min || p.capacityGiB > WINDOWS_MAX_GIB) {
      violations.push({
        code: "fsx_windows_capacity_range",
        message: `FSx for Windows ${p.storageType.toUpperCase()} storage is ${formatCount(min)}-${formatCount(WINDOWS_MAX_GIB)} GiB (${formatCount(p.capacityGiB)} GiB asked)`,
        path: "capacityGiB",
      });
    }
    const needGiB = Math.ceil(ctx.storedBytes / GIB_BYTES);
    if (p.capacityGiB < needGiB) {
      violations.push({
        code: "fsx_capacity_below_stored",
        message: `${formatCount(p.capacityGiB)} GiB cannot hold the ${formatCount(needGiB)} GiB stored`,
        path: "capacityGiB",
      });
    }
  }
  return violations;
}

function build(p: WindowsParams, ctx: SizingContext): WindowsConfig {
  const capacity = capacityOf(p, ctx);
  const infeasibleReason =
    capacity > WINDOWS_MAX_GIB
      ? `FSx for Windows holds at most ${formatCount(WINDOWS_MAX_GIB)} GiB; ${formatCount(capacity)} GiB would need several file systems`
      : null;
  return {
    id: "fsx-windows",
    label: `${LABEL} ${p.storageType.toUpperCase()} ${p.deployment === "multiAz" ? "Multi-AZ" : "Single-AZ"} ${p.throughputCapacityMBps} MB/s`,
    family: "fsx-windows",
    params: { ...p, capacityGiB: capacity },
    storedBytes: ctx.storedBytes,
    capacityBytes: capacity * GIB_BYTES,
    sizingNote:
      p.capacityGiB === undefined
        ? `Provisioned ${formatCount(capacity)} GiB: the stored data, at least ${formatCount(minimumGiB(p.storageType))} GiB for ${p.storageType.toUpperCase()}.`
        : `Capacity set to ${formatCount(capacity)} GiB.`,
    warnings: ["SMB per-file latency is not in our sources: small-file durations reuse the EFS figures."],
    infeasibleReason,
    backup: p.backup ?? null,
    storageType: p.storageType,
    deployment: p.deployment,
    throughputCapacityMBps: p.throughputCapacityMBps,
    capacityGiB: capacity,
  };
}

export const WINDOWS_ENTRY: CatalogEntry = defineOption({
  id: "fsx-windows",
  label: LABEL,
  family: "fsx-windows",
  shared: true,
  sharedNote: "SMB share: many clients can connect.",
  durability: "multiAz",
  description: `${LABEL}: SMB file shares with a provisioned throughput capacity that bursts on network and disk credits.`,
  paramsSchema: params,
  limits: [
    {
      name: "throughput capacity",
      value: WINDOWS_THROUGHPUT_CAPACITIES_MBPS.join(", "),
      unit: "MB/s",
      source: SOURCES.articleFsxWindows,
    },
    {
      name: "storage capacity",
      value: "SSD 32-65,536, HDD 2,000-65,536",
      unit: "GiB",
      source: SOURCES.awsWindowsCapacity,
    },
    {
      name: "network / disk by capacity",
      value: "see the FSx for Windows User Guide's performance table (e.g. 32 MB/s: network 32 / 600, disk 32 / 260)",
      unit: "MB/s",
      source: SOURCES.factsWindows,
    },
    {
      name: "storage disk limit",
      value: "SSD 750 per TiB; HDD 12 / 80 burst per TiB, max 1,000",
      unit: "MB/s",
      source: SOURCES.factsWindows,
    },
    {
      name: "burst duration",
      value: "disk about 30 min a day, network a few minutes a day",
      unit: "",
      source: SOURCES.factsWindows,
    },
    {
      name: "HDD storage credits",
      value: "1 TiB per TiB of HDD, filled at the 12 per TiB baseline, spent at up to 80 per TiB",
      unit: "MB/s",
      source: SOURCES.awsWindowsPerformance,
    },
  ],
  priceKeys: [
    "fsx.windows.multiaz.throughput",
    "fsx.windows.multiaz.ssd.storage",
    "fsx.windows.multiaz.hdd.storage",
    "fsx.windows.singleaz.throughput",
    "fsx.windows.singleaz.ssd.storage",
    "fsx.windows.singleaz.hdd.storage",
    "fsx.windows.backup",
  ],
  sources: [
    SOURCES.factsWindows,
    SOURCES.factsPrices,
    SOURCES.articleFsxWindows,
    SOURCES.awsWindowsCapacity,
    SOURCES.awsWindowsPerformance,
  ],
  rules,
  build,
});
