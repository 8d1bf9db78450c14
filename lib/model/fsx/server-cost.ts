import type { LustreItConfig, OntapConfig, OpenZfsConfig } from "../configured-option";
import {
  perMonth,
  runsText,
  UNIT_GB_MONTH,
  UNIT_IOPS_MONTH,
  UNIT_MBPS_MONTH,
  UNIT_REQUESTS,
  type CostLineDraft,
} from "../common/cost-types";
import { FSX_SSD_INCLUDED_IOPS_PER_GIB, FSX_TIERED_REQUEST_BYTES } from "./server-limits";
import { bytesPerRun } from "../engine/perf-types";
import { GIB_BYTES } from "@/lib/units";
import { formatBytes, formatCount } from "../common/message-format";
import type { Operation } from "../workload-schema";
import type { PriceKey } from "@/lib/pricing/price-keys";

/** Requests to a tiered store for one run: one per MiB moved to or from it (model assumption). */
function tieredRequests(op: Operation, share: number): number {
  return Math.ceil((bytesPerRun(op) * share) / FSX_TIERED_REQUEST_BYTES);
}

function requestLines(
  operations: readonly Operation[],
  share: (op: Operation) => number,
  readKey: PriceKey,
  writeKey: PriceKey,
  what: string,
): CostLineDraft[] {
  const lines: CostLineDraft[] = [];
  for (const op of operations) {
    const requests = tieredRequests(op, share(op));
    if (requests === 0) continue;
    const read = op.direction === "read";
    lines.push({
      item: `${what} ${read ? "read" : "write"} requests, "${op.name}": ${formatCount(requests)} per run (one per MiB), ${runsText(op)}, 30 days`,
      priceKey: read ? readKey : writeKey,
      quantity: perMonth(requests * op.timesPerDay),
      unit: UNIT_REQUESTS,
      bucket: "requests",
    });
  }
  return lines;
}

function tierLines(
  storedBytes: number,
  infrequent: number,
  archive: number,
  keys: { frequent: PriceKey; infrequent: PriceKey; archive: PriceKey },
  what: string,
): CostLineDraft[] {
  const tiers = [
    { share: Math.max(0, 1 - infrequent - archive), key: keys.frequent, name: "Frequent Access" },
    { share: infrequent, key: keys.infrequent, name: "Infrequent Access" },
    { share: archive, key: keys.archive, name: "Archive" },
  ];
  return tiers
    .filter((t) => t.share > 0)
    .map((t) => ({
      item: `${what} ${t.name} tier: ${formatBytes(storedBytes * t.share)}`,
      priceKey: t.key,
      quantity: (storedBytes * t.share) / GIB_BYTES,
      unit: UNIT_GB_MONTH,
      bucket: "storage" as const,
    }));
}

/** ONTAP bills SSD GiB, SSD IOPS above 3 per GiB, capacity pool GiB used and its requests, and throughput capacity. */
export function ontapCostLines(cfg: OntapConfig, operations: readonly Operation[]): CostLineDraft[] {
  const az = cfg.deployment.startsWith("multi") ? "multiaz" : "singleaz";
  const included = cfg.ssdCapacityGiB * FSX_SSD_INCLUDED_IOPS_PER_GIB;
  const extraIops = Math.max(0, cfg.ssdIops - included);
  const poolBytes = cfg.storedBytes * cfg.capacityPoolFraction;
  const lines: CostLineDraft[] = [
    {
      item: `FSx ONTAP SSD storage: ${formatCount(cfg.ssdCapacityGiB)} GiB provisioned`,
      priceKey: `fsx.ontap.${az}.ssd.storage`,
      quantity: cfg.ssdCapacityGiB,
      unit: UNIT_GB_MONTH,
      bucket: "storage",
    },
    {
      item: `FSx ONTAP SSD IOPS above the included ${formatCount(included)} (3 per GiB): ${formatCount(extraIops)}`,
      priceKey: `fsx.ontap.${az}.ssd.iops`,
      quantity: extraIops,
      unit: UNIT_IOPS_MONTH,
      bucket: "provisioned",
    },
    {
      item: `FSx ONTAP capacity pool: ${formatBytes(poolBytes)} (${Math.round(cfg.capacityPoolFraction * 100)}% of the data)`,
      priceKey: `fsx.ontap.${az}.capacitypool.storage`,
      quantity: poolBytes / GIB_BYTES,
      unit: UNIT_GB_MONTH,
      bucket: "storage",
    },
    {
      item: `FSx ONTAP throughput capacity: ${formatCount(cfg.throughputCapacityMBps)} MB/s${cfg.haPairs > 1 ? ` (${cfg.haPairs} HA pairs)` : ""}`,
      priceKey: `fsx.ontap.${az}.throughput`,
      quantity: cfg.throughputCapacityMBps,
      unit: UNIT_MBPS_MONTH,
      bucket: "provisioned",
    },
  ];
  lines.push(
    ...requestLines(
      operations,
      () => cfg.capacityPoolFraction,
      "fsx.ontap.capacitypool.requests.read",
      "fsx.ontap.capacitypool.requests.write",
      "FSx ONTAP capacity pool",
    ),
  );
  return lines;
}

/** OpenZFS SSD bills SSD GiB, IOPS above 3 per GiB and throughput capacity; Intelligent-Tiering bills data stored per tier, the read cache and requests. */
export function openZfsCostLines(cfg: OpenZfsConfig, operations: readonly Operation[]): CostLineDraft[] {
  const az = cfg.deployment === "multiAz" ? "multiaz" : "singleaz";
  const throughput: CostLineDraft = {
    item: `FSx OpenZFS throughput capacity: ${formatCount(cfg.throughputCapacityMBps)} MB/s`,
    priceKey: `fsx.openzfs.${az}.throughput`,
    quantity: cfg.throughputCapacityMBps,
    unit: UNIT_MBPS_MONTH,
    bucket: "provisioned",
  };
  if (cfg.storageClass === "intelligentTiering") {
    return [
      ...tierLines(
        cfg.storedBytes,
        cfg.infrequentFraction,
        cfg.archiveFraction,
        {
          frequent: "fsx.openzfs.it.frequent.storage",
          infrequent: "fsx.openzfs.it.infrequent.storage",
          archive: "fsx.openzfs.it.archive.storage",
        },
        "FSx OpenZFS Intelligent-Tiering",
      ),
      {
        item: `FSx OpenZFS SSD read cache: ${formatCount(cfg.readCacheGiB)} GiB`,
        priceKey: "fsx.openzfs.it.readcache",
        quantity: cfg.readCacheGiB,
        unit: UNIT_GB_MONTH,
        bucket: "storage",
      },
      throughput,
      ...requestLines(
        operations,
        (op) => (op.direction === "read" && bytesPerRun(op) <= cfg.readCacheGiB * GIB_BYTES ? 0 : 1),
        "fsx.openzfs.it.requests.read",
        "fsx.openzfs.it.requests.write",
        "FSx OpenZFS Intelligent-Tiering",
      ),
    ];
  }
  const ssd = cfg.ssdCapacityGiB ?? 0;
  const included = ssd * FSX_SSD_INCLUDED_IOPS_PER_GIB;
  const extraIops = Math.max(0, (cfg.ssdIops ?? 0) - included);
  return [
    {
      item: `FSx OpenZFS SSD storage: ${formatCount(ssd)} GiB provisioned`,
      priceKey: `fsx.openzfs.${az}.ssd.storage`,
      quantity: ssd,
      unit: UNIT_GB_MONTH,
      bucket: "storage",
    },
    {
      item: `FSx OpenZFS SSD IOPS above the included ${formatCount(included)} (3 per GiB): ${formatCount(extraIops)}`,
      priceKey: `fsx.openzfs.${az}.ssd.iops`,
      quantity: extraIops,
      unit: UNIT_IOPS_MONTH,
      bucket: "provisioned",
    },
    throughput,
  ];
}

/** Lustre Intelligent-Tiering bills the data stored per tier, throughput capacity, the SSD read cache and requests to the tiered storage. */
export function lustreItCostLines(cfg: LustreItConfig, operations: readonly Operation[]): CostLineDraft[] {
  return [
    ...tierLines(
      cfg.storedBytes,
      cfg.infrequentFraction,
      cfg.archiveFraction,
      {
        frequent: "fsx.lustre.it.frequent.storage",
        infrequent: "fsx.lustre.it.infrequent.storage",
        archive: "fsx.lustre.it.archive.storage",
      },
      "FSx Lustre Intelligent-Tiering",
    ),
    {
      item: `FSx Lustre throughput capacity: ${formatCount(cfg.throughputCapacityMBps)} MB/s`,
      priceKey: "fsx.lustre.it.throughput",
      quantity: cfg.throughputCapacityMBps,
      unit: UNIT_MBPS_MONTH,
      bucket: "provisioned",
    },
    {
      item: `FSx Lustre SSD read cache: ${formatCount(cfg.readCacheGiB)} GiB`,
      priceKey: "fsx.lustre.it.readcache",
      quantity: cfg.readCacheGiB,
      unit: UNIT_GB_MONTH,
      bucket: "storage",
    },
    ...requestLines(
      operations,
      (op) => (op.direction === "read" && bytesPerRun(op) <= cfg.readCacheGiB * GIB_BYTES ? 0 : 1),
      "fsx.lustre.it.requests.read",
      "fsx.lustre.it.requests.write",
      "FSx Lustre Intelligent-Tiering",
    ),
  ];
}
