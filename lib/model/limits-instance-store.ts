import { KIB_BYTES } from "@/lib/units";

/**
 * NVMe instance store of storage-optimised instances: drives, drive size (GB = 10^9
 * bytes) and 4 KiB random IOPS per instance size, from the AWS EC2 User Guide
 * (storage optimized instances, "instance store volumes" and "SSD I/O performance"
 * tables) as recalled on 2026-11-24; i7ie IOPS are unconfirmed (derived per drive).
 * Network and EBS bandwidth of the instances are not here: they belong to the instance
 * table (lib/model/instances*, issue 13).
 */
export interface InstanceStoreRow {
  instanceType: string;
  drives: number;
  driveGB: number;
  /** 100% random read / write IOPS at 4 KiB, the whole instance. */
  readIops: number;
  writeIops: number;
  confirmed: boolean;
}

const row = (instanceType: string, drives: number, driveGB: number, readIops: number, writeIops: number, confirmed = true): InstanceStoreRow => ({
  instanceType,
  drives,
  driveGB,
  readIops,
  writeIops,
  confirmed,
});

// i7ie: 3rd generation AWS Nitro SSD, 7,500 GB drives; IOPS per drive as for i4i's scaled to capacity is not documented here: unconfirmed.
const I7IE_READ_IOPS_PER_7500GB = 722_222;
const I7IE_WRITE_IOPS_PER_7500GB = 583_333;
const i7ie = (size: string, drives: number, driveGB: number) =>
  row(`i7ie.${size}`, drives, driveGB, Math.round((I7IE_READ_IOPS_PER_7500GB * drives * driveGB) / 7500), Math.round((I7IE_WRITE_IOPS_PER_7500GB * drives * driveGB) / 7500), false);

export const INSTANCE_STORE_ROWS: readonly InstanceStoreRow[] = [
  row("i4i.large", 1, 468, 50_000, 27_500),
  row("i4i.xlarge", 1, 937, 100_000, 55_000),
  row("i4i.2xlarge", 1, 1875, 200_000, 110_000),
  row("i4i.4xlarge", 1, 3750, 400_000, 220_000),
  row("i4i.8xlarge", 2, 3750, 800_000, 440_000),
  row("i4i.12xlarge", 3, 3750, 1_200_000, 660_000),
  row("i4i.16xlarge", 4, 3750, 1_600_000, 880_000),
  row("i4i.24xlarge", 6, 3750, 2_400_000, 1_320_000),
  row("i4i.32xlarge", 8, 3750, 3_200_000, 1_760_000),
  row("im4gn.large", 1, 937, 31_250, 25_000),
  row("im4gn.xlarge", 1, 1875, 62_500, 50_000),
  row("im4gn.2xlarge", 1, 3750, 125_000, 100_000),
  row("im4gn.4xlarge", 1, 7500, 250_000, 200_000),
  row("im4gn.8xlarge", 2, 7500, 500_000, 400_000),
  row("im4gn.16xlarge", 4, 7500, 1_000_000, 800_000),
  i7ie("large", 1, 1250),
  i7ie("xlarge", 1, 2500),
  i7ie("2xlarge", 2, 2500),
  i7ie("3xlarge", 1, 7500),
  i7ie("6xlarge", 2, 7500),
  i7ie("12xlarge", 4, 7500),
  i7ie("18xlarge", 6, 7500),
  i7ie("24xlarge", 8, 7500),
  i7ie("48xlarge", 16, 7500),
];

export const INSTANCE_STORE_TYPES = INSTANCE_STORE_ROWS.map((r) => r.instanceType) as [string, ...string[]];
export const INSTANCE_STORE_FAMILIES = ["i4i", "i7ie", "im4gn"] as const;
export type InstanceStoreFamily = (typeof INSTANCE_STORE_FAMILIES)[number];

/** AWS quotes instance store IOPS at 4 KiB. */
export const INSTANCE_STORE_IOPS_BYTES = 4 * KIB_BYTES;
/**
 * Sequential transfers: AWS publishes no MB/s for these drives. We assume large I/O moves
 * 16 KiB per quoted 4 KiB IOPS (4x the 4 KiB bandwidth), e.g. 819 MB/s read for i4i.large.
 * Model assumption, flagged in the catalog's limits.
 */
export const INSTANCE_STORE_SEQUENTIAL_BYTES_PER_IOP = 16 * KIB_BYTES;
/** Local NVMe: about 0.1 ms per request (model assumption; no AWS figure). */
export const INSTANCE_STORE_LATENCY_SECONDS = 0.0001;

export function instanceStoreRow(instanceType: string): InstanceStoreRow | undefined {
  return INSTANCE_STORE_ROWS.find((r) => r.instanceType === instanceType);
}

export function instanceStoreBytes(r: InstanceStoreRow): number {
  return r.drives * r.driveGB * 1e9;
}
