import type { PriceKey } from "@/lib/pricing/price-keys";
import type { LustreConfig, WindowsConfig } from "../configured-option";
import { UNIT_GB_MONTH, UNIT_MBPS_MONTH, type CostLineDraft } from "../common/cost-types";
import { formatCount } from "../common/message-format";

function lustreStorageKey(cfg: LustreConfig): PriceKey {
  switch (cfg.deployment) {
    case "scratch2":
      return "fsx.lustre.scratch2.storage";
    case "persistent1":
      return cfg.throughputPerTiB === 50
        ? "fsx.lustre.persistent1.50.storage"
        : cfg.throughputPerTiB === 100
          ? "fsx.lustre.persistent1.100.storage"
          : "fsx.lustre.persistent1.200.storage";
    case "persistent2":
      if (cfg.throughputPerTiB === 250) return "fsx.lustre.persistent2.250.storage";
      if (cfg.throughputPerTiB === 500) return "fsx.lustre.persistent2.500.storage";
      if (cfg.throughputPerTiB === 1000) return "fsx.lustre.persistent2.1000.storage";
      return "fsx.lustre.persistent2.125.storage";
    case "hdd":
      return cfg.throughputPerTiB === 40 ? "fsx.lustre.hdd.40.storage" : "fsx.lustre.hdd.12.storage";
  }
}

/** Lustre bills provisioned capacity; the storage price includes the per-TiB throughput tier. */
export function lustreCostLines(cfg: LustreConfig): CostLineDraft[] {
  const tier = cfg.throughputPerTiB === null ? "" : ` at ${cfg.throughputPerTiB} MB/s per TiB`;
  const lines: CostLineDraft[] = [
    {
      item: `FSx for Lustre storage: ${formatCount(cfg.capacityGiB)} GiB provisioned${tier}`,
      priceKey: lustreStorageKey(cfg),
      quantity: cfg.capacityGiB,
      unit: UNIT_GB_MONTH,
      bucket: "storage",
    },
  ];
  if (cfg.ssdCache) {
    lines.push({
      item: `FSx for Lustre SSD read cache: ${formatCount(cfg.cacheGiB)} GiB (20% of the HDD storage)`,
      priceKey: "fsx.lustre.hdd.ssdcache.storage",
      quantity: cfg.cacheGiB,
      unit: UNIT_GB_MONTH,
      bucket: "storage",
    });
  }
  return lines;
}

/** Windows bills storage capacity and throughput capacity separately, by deployment. */
export function windowsCostLines(cfg: WindowsConfig): CostLineDraft[] {
  const deployment = cfg.deployment === "multiAz" ? "multiaz" : "singleaz";
  const storageKey = `fsx.windows.${deployment}.${cfg.storageType}.storage` as PriceKey;
  const throughputKey = `fsx.windows.${deployment}.throughput` as PriceKey;
  return [
    {
      item: `FSx for Windows ${cfg.storageType.toUpperCase()} storage: ${formatCount(cfg.capacityGiB)} GiB provisioned`,
      priceKey: storageKey,
      quantity: cfg.capacityGiB,
      unit: UNIT_GB_MONTH,
      bucket: "storage",
    },
    {
      item: `FSx for Windows throughput capacity: ${formatCount(cfg.throughputCapacityMBps)} MB/s`,
      priceKey: throughputKey,
      quantity: cfg.throughputCapacityMBps,
      unit: UNIT_MBPS_MONTH,
      bucket: "provisioned",
    },
  ];
}
