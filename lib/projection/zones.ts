import { getCatalogOption } from "@/lib/model";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { INTER_AZ_CONFIRMED, INTER_AZ_SOURCE, INTER_AZ_USD_PER_GB_EACH_WAY } from "./facts";

/**
 * Bytes that cross Availability Zones between clients and their storage, and what they cost.
 * Clients are spread evenly over `clientAzs` zones. The rule each option follows:
 * - EFS Regional: a mount target in every zone the clients use, so each client mounts in
 *   its own zone: nothing crosses (https://docs.aws.amazon.com/efs/latest/ug/accessing-fs.html).
 * - EFS One Zone, FSx (one active file server, Multi-AZ included: its standby serves no
 *   clients), EBS: the storage lives in one zone, so clients in the other zones cross it
 *   (https://aws.amazon.com/efs/pricing/, https://aws.amazon.com/fsx/pricing/).
 * - S3: a Regional service; transfer between S3 and EC2 in the same Region is free
 *   (https://aws.amazon.com/s3/pricing/, data transfer).
 * - Instance store: on the client itself.
 * Each GB that crosses is billed in each direction (facts.ts), at the price snapshot's
 * transfer.inter-az price (the named fact only when the snapshot has none).
 */

export interface ZoneRule {
  /** Share of the clients' bytes that cross zones. */
  crossingShare: number;
  rule: string;
  source: string;
}

export function zoneRuleOf(optionId: string, clientAzs: number): ZoneRule {
  const family = getCatalogOption(optionId)?.family;
  const others = clientAzs > 1 ? (clientAzs - 1) / clientAzs : 0;
  const entry = getCatalogOption(optionId);
  if (family === "s3")
    return {
      crossingShare: 0,
      rule: "S3 is Regional: reads and writes from EC2 in the same Region carry no transfer charge.",
      source: "https://aws.amazon.com/s3/pricing/",
    };
  if (family === "s3-files") {
    // Built on EFS with a mount target per zone (AWS SDK: "through mount targets"); its large reads are S3 GETs, Regional.
    return {
      crossingShare: 0,
      rule: "S3 Files is mounted through a mount target in each zone the clients use, and streams large reads from S3 (Regional): nothing crosses.",
      source: "https://docs.aws.amazon.com/AmazonS3/latest/userguide/s3-files.html",
    };
  }
  if (family === "instance-store")
    return {
      crossingShare: 0,
      rule: "Instance store is on the client itself.",
      source: "https://docs.aws.amazon.com/ec2/latest/instancetypes/so.html",
    };
  if (family === "efs" && entry?.durability === "multiAz") {
    return {
      crossingShare: 0,
      rule: "EFS Regional has a mount target in each zone: every client mounts in its own zone, and nothing crosses.",
      source: "https://docs.aws.amazon.com/efs/latest/ug/accessing-fs.html",
    };
  }
  const where =
    family === "efs"
      ? "An EFS One Zone file system"
      : family === "ebs"
        ? "An EBS volume"
        : "An FSx file server (Multi-AZ too: its standby serves no clients)";
  return {
    crossingShare: others,
    rule: `${where} lives in one zone: with clients spread over ${clientAzs} zones, ${Math.round(others * 100)}% of their bytes cross zones and are billed in each direction.`,
    source:
      family === "efs"
        ? "https://aws.amazon.com/efs/pricing/"
        : family === "ebs"
          ? INTER_AZ_SOURCE
          : "https://aws.amazon.com/fsx/pricing/",
  };
}

/** The price of a GB crossing zones, in each direction, and where it came from. */
export interface InterAzPrice {
  usdPerGbEachWay: number;
  /** The AWS page the price is published on. */
  source: string;
  confirmed: boolean;
  /** Where the figure was taken: the snapshot, or the named fact a snapshot without it falls back on. */
  priceFrom: string;
}

/** The snapshot's transfer.inter-az price; the named fact (facts.ts) when the book has none. */
export function interAzPrice(book?: PriceBook | null): InterAzPrice {
  const entry = book?.prices["transfer.inter-az"];
  if (book && entry) {
    return {
      usdPerGbEachWay: Number(entry.usd),
      source: INTER_AZ_SOURCE,
      confirmed: !entry.unconfirmed,
      priceFrom: `price snapshot ${book.snapshotId} (${book.region}, as of ${entry.asOf})`,
    };
  }
  const lacking = book
    ? `price snapshot ${book.snapshotId} has no transfer.inter-az price for ${book.region}`
    : "no price snapshot given";
  return {
    usdPerGbEachWay: INTER_AZ_USD_PER_GB_EACH_WAY,
    source: INTER_AZ_SOURCE,
    confirmed: INTER_AZ_CONFIRMED,
    priceFrom: `${lacking}: AWS's published us-east-1 figure is used`,
  };
}

export interface ZoneTransfer extends ZoneRule {
  crossingGiBPerMonth: number;
  usdPerMonth: number;
  usdPerGbEachWay: number;
  priceSource: string;
  priceConfirmed: boolean;
  priceFrom: string;
}

/** The month's inter-AZ transfer for `gibPerMonth` read and written by the clients. */
export function zoneTransfer(
  optionId: string,
  clientAzs: number,
  gibPerMonth: number,
  book?: PriceBook | null,
): ZoneTransfer {
  const rule = zoneRuleOf(optionId, clientAzs);
  const crossing = gibPerMonth * rule.crossingShare;
  const price = interAzPrice(book);
  return {
    ...rule,
    crossingGiBPerMonth: crossing,
    usdPerMonth: Math.round(crossing * 2 * price.usdPerGbEachWay * 100) / 100,
    usdPerGbEachWay: price.usdPerGbEachWay,
    priceSource: price.source,
    priceConfirmed: price.confirmed,
    priceFrom: price.priceFrom,
  };
}
