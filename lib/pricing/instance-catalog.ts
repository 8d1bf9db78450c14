import { INSTANCES, type InstanceSpec } from "@/lib/ec2/instances";
import { instanceStoreRow, type InstanceStoreRow } from "@/lib/ec2/instance-store";
import { instanceHourlyPrice } from "./instance-prices";
import { PRICED_INSTANCE_TYPES, type PriceBook } from "./price-keys";

/**
 * The instance catalog as GET /api/v1/instances lists it: every priced type with its
 * network and EBS limits (lib/ec2/instances.ts), its instance store (the sizes of
 * lib/ec2/instance-store.ts) and its Linux On-Demand hourly price in one
 * region's book. A limit or price the catalog or book lacks is null, never guessed.
 */

/** Where the limits come from: the AWS pages lib/ec2/instances.ts was typed from. */
export const INSTANCE_LIMIT_SOURCES = {
  network:
    "AWS EC2 Instance Types guide, network specifications of each family (https://docs.aws.amazon.com/ec2/latest/instancetypes/gp.html, co.html, mo.html, so.html); burst duration: https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/ec2-instance-network-bandwidth.html",
  ebs: "AWS EC2 Instance Types guide, Amazon EBS-optimized instance types (https://docs.aws.amazon.com/ec2/latest/instancetypes/ebs-optimized.html)",
  instanceStore:
    "AWS EC2 Instance Types guide, instance store specifications (https://docs.aws.amazon.com/ec2/latest/instancetypes/); sequential bandwidth and IOPS measured per drive by ScyllaDB iotune (github.com/scylladb/scylla-machine-image, common/aws_io_params.yaml @02f82ba)",
} as const;

export interface InstanceListingPrice {
  usdPerHour: string;
  unit: "Hrs";
  unconfirmed: boolean;
  source: string;
  asOf: string;
}

export interface InstanceListing {
  instanceType: string;
  network: { baselineGbps: number; burstGbps: number } | null;
  ebs: { baselineMbps: number; burstMbps: number; baselineIops: number; burstIops: number } | null;
  instanceStore: {
    drives: number;
    driveGB: number;
    readIops: number;
    writeIops: number;
    readBytesPerSecond: number;
    writeBytesPerSecond: number;
  } | null;
  /** False while the limits are typed from the AWS pages without being checked against them. */
  limitsConfirmed: boolean;
  /** Linux On-Demand, shared tenancy, USD per instance-hour; null when the book has none. */
  price: InstanceListingPrice | null;
}

function networkOf(spec: InstanceSpec | undefined): InstanceListing["network"] {
  return spec ? { baselineGbps: spec.networkBaselineGbps, burstGbps: spec.networkBurstGbps } : null;
}

function ebsOf(spec: InstanceSpec | undefined): InstanceListing["ebs"] {
  return spec
    ? {
        baselineMbps: spec.ebsBaselineMbps,
        burstMbps: spec.ebsBurstMbps,
        baselineIops: spec.ebsBaselineIops,
        burstIops: spec.ebsBurstIops,
      }
    : null;
}

function storeOf(row: InstanceStoreRow | undefined): InstanceListing["instanceStore"] {
  if (!row) return null;
  const { drives, driveGB, readIops, writeIops, readBytesPerSecond, writeBytesPerSecond } = row;
  return { drives, driveGB, readIops, writeIops, readBytesPerSecond, writeBytesPerSecond };
}

function priceOf(book: PriceBook, instanceType: string): InstanceListingPrice | null {
  const entry = instanceHourlyPrice(book, instanceType);
  return entry
    ? { usdPerHour: entry.usd, unit: "Hrs", unconfirmed: entry.unconfirmed, source: entry.source, asOf: entry.asOf }
    : null;
}

export function listInstances(book: PriceBook): InstanceListing[] {
  return PRICED_INSTANCE_TYPES.map((instanceType) => {
    const spec = INSTANCES.get(instanceType);
    const store = instanceStoreRow(instanceType);
    return {
      instanceType,
      network: networkOf(spec),
      ebs: ebsOf(spec),
      instanceStore: storeOf(store),
      limitsConfirmed: (spec?.confirmed ?? true) && (store?.confirmed ?? true),
      price: priceOf(book, instanceType),
    };
  });
}
