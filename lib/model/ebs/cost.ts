import type { PriceKey } from "@/lib/pricing/price-keys";
import type { EbsConfig } from "../configured-option";
import { UNIT_GB_MONTH, UNIT_IOPS_MONTH, UNIT_MIBPS_MONTH, type CostLineDraft } from "../common/cost-types";
import { GP3_INCLUDED_IOPS, GP3_INCLUDED_MIBPS, IO2_PRICE_TIER1_MAX_IOPS, IO2_PRICE_TIER2_MAX_IOPS } from "./limits";
import { formatCount } from "../common/message-format";

const STORAGE_KEY: Record<EbsConfig["volumeType"], PriceKey> = {
  gp3: "ebs.gp3.storage",
  gp2: "ebs.gp2.storage",
  io1: "ebs.io1.storage",
  io2: "ebs.io2.storage",
  st1: "ebs.st1.storage",
  sc1: "ebs.sc1.storage",
};

/** EBS bills the provisioned volume size and provisioned performance; I/O itself is free. */
export function ebsCostLines(cfg: EbsConfig): CostLineDraft[] {
  const lines = ebsVolumeCostLines(cfg);
  const volumes = (cfg.volumesPerInstance ?? 1) * (cfg.instances ?? 1);
  if (volumes === 1) return lines;
  // Every volume of the layout is billed alike.
  return lines.map((line) => ({
    ...line,
    item: `${formatCount(volumes)} x ${line.item}`,
    quantity: line.quantity * volumes,
  }));
}

function ebsVolumeCostLines(cfg: EbsConfig): CostLineDraft[] {
  const lines: CostLineDraft[] = [
    {
      item: `${cfg.volumeType} volume: ${formatCount(cfg.capacityGiB)} GiB provisioned`,
      priceKey: STORAGE_KEY[cfg.volumeType],
      quantity: cfg.capacityGiB,
      unit: UNIT_GB_MONTH,
      bucket: "storage",
    },
  ];
  const iops = cfg.iops ?? 0;
  if (cfg.volumeType === "gp3") {
    lines.push(
      {
        item: `gp3 IOPS above the included ${formatCount(GP3_INCLUDED_IOPS)}: ${formatCount(Math.max(0, iops - GP3_INCLUDED_IOPS))}`,
        priceKey: "ebs.gp3.iops",
        quantity: Math.max(0, iops - GP3_INCLUDED_IOPS),
        unit: UNIT_IOPS_MONTH,
        bucket: "provisioned",
      },
      {
        item: `gp3 throughput above the included ${GP3_INCLUDED_MIBPS} MiB/s: ${formatCount(Math.max(0, (cfg.throughputMiBps ?? 0) - GP3_INCLUDED_MIBPS))} MiB/s`,
        priceKey: "ebs.gp3.throughput",
        quantity: Math.max(0, (cfg.throughputMiBps ?? 0) - GP3_INCLUDED_MIBPS),
        unit: UNIT_MIBPS_MONTH,
        bucket: "provisioned",
      },
    );
  }
  if (cfg.volumeType === "io1") {
    lines.push({
      item: `io1 provisioned IOPS: ${formatCount(iops)}`,
      priceKey: "ebs.io1.iops",
      quantity: iops,
      unit: UNIT_IOPS_MONTH,
      bucket: "provisioned",
    });
  }
  if (cfg.volumeType === "io2") {
    const tier1 = Math.min(iops, IO2_PRICE_TIER1_MAX_IOPS);
    const tier2 = Math.max(0, Math.min(iops, IO2_PRICE_TIER2_MAX_IOPS) - IO2_PRICE_TIER1_MAX_IOPS);
    const tier3 = Math.max(0, iops - IO2_PRICE_TIER2_MAX_IOPS);
    lines.push(
      {
        item: `io2 IOPS up to 32,000: ${formatCount(tier1)}`,
        priceKey: "ebs.io2.iops.tier1",
        quantity: tier1,
        unit: UNIT_IOPS_MONTH,
        bucket: "provisioned",
      },
      {
        item: `io2 IOPS 32,001-64,000: ${formatCount(tier2)}`,
        priceKey: "ebs.io2.iops.tier2",
        quantity: tier2,
        unit: UNIT_IOPS_MONTH,
        bucket: "provisioned",
      },
      {
        item: `io2 IOPS above 64,000: ${formatCount(tier3)}`,
        priceKey: "ebs.io2.iops.tier3",
        quantity: tier3,
        unit: UNIT_IOPS_MONTH,
        bucket: "provisioned",
      },
    );
  }
  return lines;
}
