/**
 * Units: the Price List spells them its own way per service; the model's price keys
 * use the units of priceKeyDefinition (price-keys.ts). A mapped item's unit must name the key's
 * unit, or be convertible to it exactly; anything else is reported as a mismatch and
 * the item is not used.
 */
import { divideExact } from "./decimal";
import type { PriceUnit } from "./price-keys";

/** Spellings seen in (or expected from) the Price List, lower-cased, for each model unit. */
const SAME_UNIT_SPELLINGS: Readonly<Record<PriceUnit, readonly string[]>> = {
  "GB-Mo": ["gb-mo", "gb-month", "gb-months"],
  GB: ["gb"],
  "MiBps-Mo": ["mibps-mo", "mibps-month"],
  // FSx throughput capacity: AWS's pages price it per MBps-month; the AmazonFSx records spell the
  // unit of the same figure "MiBps-Mo" (issue 38's reading of real records; a public ONTAP sizing
  // tool reads its throughput prices in that unit too).
  "MBps-Mo": ["mbps-mo", "mbps-month", "mibps-mo"],
  "IOPS-Mo": ["iops-mo", "iops-month"],
  Requests: ["requests", "request"],
  IOs: ["ios", "io"],
  // S3 Intelligent-Tiering monitoring is published per object per month (shape unconfirmed).
  "Objects-Mo": ["objects-mo", "objects", "objects-month"],
  // EC2 On-Demand instances: "Hrs" in every Compute Instance record (per instance-hour).
  Hrs: ["hrs", "hours", "hour"],
};

/** MiB per GiB: AWS's "GB"/"GiB" are 2^30 bytes (facts file, "Note on units"). */
const MIB_PER_GIB = 1024n;

interface UnitConversion {
  from: string;
  to: PriceUnit;
  /** The price per `to` unit is the price per `from` unit divided by this. */
  divisor: bigint;
  why: string;
}

/**
 * Exact conversions only. gp3 throughput is published per GiB/s-month (unit "GiBps-mo",
 * e.g. 40.96 USD in us-east-1) while the model prices it per MiB/s-month (facts file,
 * section 2: $0.04 per MiB/s-mo); 40.96 / 1024 = 0.04. Per-hour prices are not converted:
 * a month of hours is a convention (730 h), not an exact figure, so they are reported.
 */
export const UNIT_CONVERSIONS: readonly UnitConversion[] = [
  {
    from: "gibps-mo",
    to: "MiBps-Mo",
    divisor: MIB_PER_GIB,
    why: "per GiB/s-month to per MiB/s-month (1 GiB/s = 1024 MiB/s)",
  },
];

export type UnitResolution = { ok: true; usd: string; converted: string | null } | { ok: false; reason: string };

/** The item's price in the key's unit, or why it cannot be had exactly. */
export function priceInUnit(usd: string, awsUnit: string, target: PriceUnit): UnitResolution {
  const spelled = awsUnit.trim().toLowerCase();
  if (SAME_UNIT_SPELLINGS[target].includes(spelled)) return { ok: true, usd, converted: null };
  const conversion = UNIT_CONVERSIONS.find((c) => c.from === spelled && c.to === target);
  if (conversion) return { ok: true, usd: divideExact(usd, conversion.divisor), converted: conversion.why };
  return { ok: false, reason: `unit ${JSON.stringify(awsUnit)} is not ${target} and has no exact conversion` };
}
