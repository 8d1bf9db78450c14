import {
  windowsCapacityRow,
  EFS_BASELINE_MIBPS_PER_TIB,
  EFS_BASELINE_MIN_MIBPS,
  EFS_BURST_MIBPS_PER_TIB,
  EFS_BURST_MIN_MIBPS,
  hddFullBurstGiB,
  SC1_RATES,
  ST1_RATES,
  WINDOWS_HDD_DISK_BURST_MBPS_PER_TIB,
  WINDOWS_HDD_DISK_MAX_MBPS,
  WINDOWS_SSD_DISK_MBPS_PER_TIB,
} from "@/lib/model";
import { GIB_PER_TIB, TIB_BYTES } from "@/lib/units";
import { formatInteger, formatNumber } from "@/lib/format";
import { ST1_FULL_BURST_GIB } from "./constants";
import type { Evaluated } from "./evaluate";
import { usd } from "./format";

/**
 * One sentence per option about how its kind of storage earns its figures: where the
 * money goes (Elastic per-GB charges, Provisioned throughput) or what sets its speed
 * (st1 burst by volume size, FSx for Windows bursting above its throughput capacity).
 */

function num(value: unknown): number {
  return typeof value === "number" ? value : Number(value);
}

function efsInsight(e: Evaluated, nodes: number): string | null {
  const mode = e.candidate.optionId.split("-")[2];
  const monthly = e.estimate.monthlyCostUsd;
  if (mode === "elastic") {
    const charges = monthly.throughput * nodes;
    return charges >= 0.01
      ? `${usd(charges)} of its ${usd(e.monthlyCostUsd)} a month are Elastic charges for the bytes read and written (per GB moved), on top of storage.`
      : "Elastic charges per GB read and written; this work moves too little for it to matter.";
  }
  if (mode === "provisioned") {
    const paid = monthly.provisioned * nodes;
    return paid >= 0.01
      ? `${usd(paid)} of its ${usd(e.monthlyCostUsd)} a month pay for the provisioned throughput above what the stored data includes (stored GiB / 20 MiB/s).`
      : "The data stored already includes this much throughput (stored GiB / 20 MiB/s): the provisioned figure costs nothing extra.";
  }
  return null;
}

function efsBurstingInsight(e: Evaluated, storedBytes: number): string | null {
  if (!e.candidate.optionId.endsWith("bursting")) return null;
  const tib = storedBytes / TIB_BYTES;
  const baseline = Math.max(EFS_BASELINE_MIN_MIBPS, EFS_BASELINE_MIBPS_PER_TIB * tib);
  const burst = Math.max(EFS_BURST_MIN_MIBPS, EFS_BURST_MIBPS_PER_TIB * tib);
  return `Bursting earns credits at a baseline of ${formatNumber(baseline)} MiB/s (${EFS_BASELINE_MIBPS_PER_TIB} MiB/s per TiB stored) and spends them bursting to ${formatNumber(burst)} MiB/s of metered throughput (reads count a third); no per-GB charges.`;
}

function hddInsight(e: Evaluated): string | null {
  const type = e.candidate.optionId === "ebs-st1" ? "st1" : e.candidate.optionId === "ebs-sc1" ? "sc1" : null;
  if (type === null) return null;
  const rates = type === "st1" ? ST1_RATES : SC1_RATES;
  const capacityGiB = num(e.estimate.params.capacityGiB);
  const tib = capacityGiB / GIB_PER_TIB;
  const burst = Math.min(rates.maxMiBps, rates.burstMiBpsPerTiB * tib);
  const baseline = Math.min(rates.maxMiBps, rates.baselineMiBpsPerTiB * tib);
  const fullAt = hddFullBurstGiB(rates);
  const head = `An ${type} volume's speed follows its size: at ${formatInteger(capacityGiB)} GiB it has a baseline of ${formatNumber(baseline)} MiB/s and bursts to ${formatNumber(burst)} MiB/s`;
  if (burst >= rates.maxMiBps) {
    const lesson =
      type === "st1"
        ? ` One ${formatInteger(ST1_FULL_BURST_GIB)} GiB volume per node beats several small ones (in the HDFS article, 2 TiB st1 volumes outran 4 x 512 GiB).`
        : "";
    return `${head}, the most ${type} gives (reached from ${formatInteger(fullAt)} GiB).${lesson}`;
  }
  return `${head}; ${formatInteger(fullAt)} GiB would unlock the full ${rates.maxMiBps} MiB/s.`;
}

function windowsInsight(e: Evaluated): string | null {
  if (e.estimate.family !== "fsx-windows") return null;
  const p = e.estimate.params;
  const capacity = num(p.throughputCapacityMBps);
  const row = windowsCapacityRow(capacity);
  if (!row) return null;
  const tib = num(p.capacityGiB) / GIB_PER_TIB;
  const storageBurst =
    p.storageType === "ssd"
      ? WINDOWS_SSD_DISK_MBPS_PER_TIB * tib
      : Math.min(WINDOWS_HDD_DISK_MAX_MBPS, WINDOWS_HDD_DISK_BURST_MBPS_PER_TIB * tib);
  const diskBurst = Math.max(row.diskBase, Math.min(row.diskBurst, storageBurst));
  return `A throughput capacity of ${formatInteger(capacity)} MB/s is only its baseline: it bursts to ${formatInteger(diskBurst)} MB/s from disk and ${formatInteger(row.networkBurst)} MB/s over the network (about half an hour and a few minutes a day), and serves reads that fit its ${formatNumber(row.cacheGB)} GB memory cache at network speed.`;
}

export function insightSentences(e: Evaluated, storedBytesPerNode: number, nodes: number): string[] {
  const out: string[] = [];
  if (e.estimate.family === "efs") {
    const cost = efsInsight(e, nodes);
    if (cost) out.push(cost);
    const bursting = efsBurstingInsight(e, storedBytesPerNode);
    if (bursting) out.push(bursting);
  }
  const hdd = hddInsight(e);
  if (hdd) out.push(hdd);
  const windows = windowsInsight(e);
  if (windows) out.push(windows);
  if (
    (e.estimate.family === "fsx-lustre" || e.estimate.family === "fsx-windows" || e.estimate.family === "ebs") &&
    e.estimate.sizing.note
  ) {
    out.push(e.estimate.sizing.note);
  }
  return out;
}
