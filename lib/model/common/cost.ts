import type { PriceBook, PriceKey } from "@/lib/pricing/price-keys";
import { backupCostLines } from "./backup";
import type { ConfiguredOption } from "../configured-option";
import { ebsCostLines } from "../ebs/cost";
import { efsCostLines } from "../efs/cost";
import { lustreCostLines, windowsCostLines } from "../fsx/cost";
import { lustreItCostLines, ontapCostLines, openZfsCostLines } from "../fsx/server-cost";
import { s3CostLines } from "../s3/cost";
import { s3FilesCostLines } from "../s3-files/cost";
import type { CostBucket, CostLineDraft } from "./cost-types";
import type { Operation } from "../workload-schema";

export interface CostLine {
  item: string;
  priceKey: string;
  quantity: number;
  unit: string;
  usdPerUnit: number;
  usd: number;
  unconfirmed: boolean;
}

export type CostBreakdown = Record<CostBucket, number> & { total: number };

export interface PricedCost {
  monthly: CostBreakdown;
  lines: CostLine[];
  /** Keys with a quantity to price but no price in the book: their lines are left out of the sums. */
  missingPriceKeys: PriceKey[];
  unconfirmed: boolean;
}

export function costLineDrafts(cfg: ConfiguredOption, operations: readonly Operation[]): CostLineDraft[] {
  return [...familyCostLines(cfg, operations), ...backupCostLines(cfg)];
}

function familyCostLines(cfg: ConfiguredOption, operations: readonly Operation[]): CostLineDraft[] {
  switch (cfg.family) {
    case "efs":
      return efsCostLines(cfg, operations);
    case "ebs":
      return ebsCostLines(cfg);
    case "fsx-lustre":
      return cfg.deployment === "intelligentTiering" ? lustreItCostLines(cfg, operations) : lustreCostLines(cfg);
    case "fsx-ontap":
      return ontapCostLines(cfg, operations);
    case "fsx-openzfs":
      return openZfsCostLines(cfg, operations);
    case "instance-store":
      // Included in the instance's hourly price (see the option's warnings).
      return [];
    case "fsx-windows":
      return windowsCostLines(cfg);
    case "s3":
      return s3CostLines(cfg, operations);
    case "s3-files":
      return s3FilesCostLines(cfg, operations);
  }
}

/**
 * Prices are exact decimal strings; they become numbers here, each string once: every
 * estimate prices the same few dozen of a shared price book.
 */
const usdValues = new Map<string, number>();
const REMEMBERED_PRICES = 4096;

function usdOf(value: string): number {
  let usd = usdValues.get(value);
  if (usd === undefined) {
    if (usdValues.size >= REMEMBERED_PRICES) usdValues.clear();
    usd = Number(value);
    usdValues.set(value, usd);
  }
  return usd;
}

function roundUsd(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function emptyBreakdown(): CostBreakdown {
  return { total: 0, storage: 0, throughput: 0, requests: 0, provisioned: 0, other: 0 };
}

export function priceCost(drafts: readonly CostLineDraft[], book: PriceBook): PricedCost {
  const monthly = emptyBreakdown();
  const lines: CostLine[] = [];
  const missing = new Set<PriceKey>();
  let unconfirmed = false;
  for (const draft of drafts) {
    if (!(draft.quantity > 0)) continue;
    const entry = book.prices[draft.priceKey];
    if (entry === undefined) {
      missing.add(draft.priceKey);
      continue;
    }
    const usdPerUnit = usdOf(entry.usd);
    const usd = draft.quantity * usdPerUnit;
    monthly[draft.bucket] += usd;
    monthly.total += usd;
    unconfirmed ||= entry.unconfirmed;
    lines.push({
      item: draft.item,
      priceKey: draft.priceKey,
      quantity: roundUsd(draft.quantity),
      unit: draft.unit,
      usdPerUnit,
      usd: roundUsd(usd),
      unconfirmed: entry.unconfirmed,
    });
  }
  // Every field of the breakdown, written out: Object.keys made an array per option.
  monthly.total = roundUsd(monthly.total);
  monthly.storage = roundUsd(monthly.storage);
  monthly.throughput = roundUsd(monthly.throughput);
  monthly.requests = roundUsd(monthly.requests);
  monthly.provisioned = roundUsd(monthly.provisioned);
  monthly.other = roundUsd(monthly.other);
  return { monthly, lines, missingPriceKeys: [...missing], unconfirmed };
}
