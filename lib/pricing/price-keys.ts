import { INSTANCE_TYPES } from "@/lib/ec2/instances";
import { INSTANCE_STORE_TYPES } from "@/lib/ec2/instance-store";

/**
 * The model's named price keys: the contract between price ingestion (live AWS Price
 * List refreshes, the bundled snapshot) and the cost model. Every price the model uses
 * is looked up by one of these keys; nothing else in the model knows AWS SKUs.
 *
 * Units follow AWS billing: "GB" is 2^30 bytes (facts file, "Note on units").
 */
export const PRICE_UNITS = {
  "GB-Mo": "USD per GiB stored per month",
  GB: "USD per GiB transferred",
  "MiBps-Mo": "USD per MiB/s provisioned per month",
  "MBps-Mo": "USD per MB/s of throughput capacity per month",
  "IOPS-Mo": "USD per provisioned IOPS per month",
  Requests: "USD per request",
  IOs: "USD per I/O operation",
  "Objects-Mo": "USD per object monitored per month",
  Hrs: "USD per instance-hour",
} as const;

export type PriceUnit = keyof typeof PRICE_UNITS;

export interface PriceKeyDefinition {
  unit: PriceUnit;
  description: string;
}

/** Storage (and transfer) prices: each key named here once. */
export const STORAGE_PRICE_KEYS = {
  // EFS storage classes
  "efs.storage.standard": { unit: "GB-Mo", description: "EFS Standard (Regional) storage" },
  "efs.storage.onezone": { unit: "GB-Mo", description: "EFS One Zone storage" },
  "efs.storage.ia": { unit: "GB-Mo", description: "EFS Standard-IA storage, Bursting/Provisioned file systems" },
  "efs.storage.ia-et": {
    unit: "GB-Mo",
    description: "EFS Standard-IA storage, Elastic file systems (Infrequent Access-ET)",
  },
  "efs.storage.archive": { unit: "GB-Mo", description: "EFS Archive storage" },
  "efs.storage.onezone-ia": { unit: "GB-Mo", description: "EFS One Zone-IA storage" },
  // EFS throughput and access charges
  "efs.elastic.read": { unit: "GB", description: "EFS Elastic throughput, data read" },
  "efs.elastic.write": { unit: "GB", description: "EFS Elastic throughput, data written" },
  "efs.ia.read": { unit: "GB", description: "EFS IA data access (read)" },
  "efs.ia.tiering": { unit: "GB", description: "EFS tiering into IA" },
  "efs.archive.read": { unit: "GB", description: "EFS Archive data access (read)" },
  "efs.archive.tiering": { unit: "GB", description: "EFS tiering into Archive" },
  "efs.provisioned.throughput": {
    unit: "MiBps-Mo",
    description: "EFS Provisioned throughput above the storage-based baseline",
  },
  "efs.backup.warm": { unit: "GB-Mo", description: "EFS backup, warm storage" },
  "efs.backup.cold": { unit: "GB-Mo", description: "EFS backup, cold storage" },
  // EBS
  "ebs.gp3.storage": { unit: "GB-Mo", description: "EBS gp3 storage" },
  "ebs.gp3.iops": { unit: "IOPS-Mo", description: "EBS gp3 IOPS above the included 3,000" },
  "ebs.gp3.throughput": { unit: "MiBps-Mo", description: "EBS gp3 throughput above the included 125 MiB/s" },
  "ebs.gp2.storage": { unit: "GB-Mo", description: "EBS gp2 storage" },
  "ebs.io1.storage": { unit: "GB-Mo", description: "EBS io1 storage" },
  "ebs.io1.iops": { unit: "IOPS-Mo", description: "EBS io1 provisioned IOPS" },
  "ebs.io2.storage": { unit: "GB-Mo", description: "EBS io2 storage" },
  "ebs.io2.iops.tier1": { unit: "IOPS-Mo", description: "EBS io2 provisioned IOPS up to 32,000" },
  "ebs.io2.iops.tier2": { unit: "IOPS-Mo", description: "EBS io2 provisioned IOPS 32,001 to 64,000" },
  "ebs.io2.iops.tier3": { unit: "IOPS-Mo", description: "EBS io2 provisioned IOPS above 64,000" },
  "ebs.st1.storage": { unit: "GB-Mo", description: "EBS st1 (throughput-optimised HDD) storage" },
  "ebs.sc1.storage": { unit: "GB-Mo", description: "EBS sc1 (cold HDD) storage" },
  "ebs.standard.storage": { unit: "GB-Mo", description: "EBS magnetic (standard) storage" },
  "ebs.standard.io": { unit: "IOs", description: "EBS magnetic (standard) I/O requests" },
  "ebs.snapshot.storage": { unit: "GB-Mo", description: "EBS snapshot storage" },
  // FSx for Windows File Server
  "fsx.windows.multiaz.throughput": { unit: "MBps-Mo", description: "FSx for Windows Multi-AZ throughput capacity" },
  "fsx.windows.multiaz.ssd.storage": { unit: "GB-Mo", description: "FSx for Windows Multi-AZ SSD storage" },
  "fsx.windows.multiaz.hdd.storage": { unit: "GB-Mo", description: "FSx for Windows Multi-AZ HDD storage" },
  "fsx.windows.singleaz.throughput": { unit: "MBps-Mo", description: "FSx for Windows Single-AZ throughput capacity" },
  "fsx.windows.singleaz.ssd.storage": { unit: "GB-Mo", description: "FSx for Windows Single-AZ SSD storage" },
  "fsx.windows.singleaz.hdd.storage": { unit: "GB-Mo", description: "FSx for Windows Single-AZ HDD storage" },
  "fsx.windows.backup": { unit: "GB-Mo", description: "FSx for Windows backup storage" },
  // FSx for Lustre (storage price includes the per-TiB throughput tier)
  "fsx.lustre.scratch2.storage": { unit: "GB-Mo", description: "FSx for Lustre Scratch 2 storage" },
  "fsx.lustre.persistent1.50.storage": {
    unit: "GB-Mo",
    description: "FSx for Lustre Persistent-1 50 MB/s/TiB storage",
  },
  "fsx.lustre.persistent1.100.storage": {
    unit: "GB-Mo",
    description: "FSx for Lustre Persistent-1 100 MB/s/TiB storage",
  },
  "fsx.lustre.persistent1.200.storage": {
    unit: "GB-Mo",
    description: "FSx for Lustre Persistent-1 200 MB/s/TiB storage",
  },
  "fsx.lustre.persistent2.125.storage": {
    unit: "GB-Mo",
    description: "FSx for Lustre Persistent-2 125 MB/s/TiB storage",
  },
  "fsx.lustre.persistent2.250.storage": {
    unit: "GB-Mo",
    description: "FSx for Lustre Persistent-2 250 MB/s/TiB storage",
  },
  "fsx.lustre.persistent2.500.storage": {
    unit: "GB-Mo",
    description: "FSx for Lustre Persistent-2 500 MB/s/TiB storage",
  },
  "fsx.lustre.persistent2.1000.storage": {
    unit: "GB-Mo",
    description: "FSx for Lustre Persistent-2 1000 MB/s/TiB storage",
  },
  "fsx.lustre.hdd.12.storage": { unit: "GB-Mo", description: "FSx for Lustre Persistent HDD 12 MB/s/TiB storage" },
  "fsx.lustre.hdd.40.storage": { unit: "GB-Mo", description: "FSx for Lustre Persistent HDD 40 MB/s/TiB storage" },
  "fsx.lustre.hdd.ssdcache.storage": { unit: "GB-Mo", description: "FSx for Lustre HDD SSD read cache" },
  // S3
  "s3.standard.storage": { unit: "GB-Mo", description: "S3 Standard storage, first 50 TB" },
  "s3.requests.tier1": { unit: "Requests", description: "S3 PUT, COPY, POST, LIST requests" },
  "s3.requests.tier2": { unit: "Requests", description: "S3 GET and other requests" },
  // S3 storage classes beyond Standard: storage, requests and retrieval per class
  "s3.intelligent-tiering.frequent.storage": {
    unit: "GB-Mo",
    description: "S3 Intelligent-Tiering Frequent Access tier, first 50 TB",
  },
  "s3.intelligent-tiering.infrequent.storage": {
    unit: "GB-Mo",
    description: "S3 Intelligent-Tiering Infrequent Access tier",
  },
  "s3.intelligent-tiering.archive-instant.storage": {
    unit: "GB-Mo",
    description: "S3 Intelligent-Tiering Archive Instant Access tier",
  },
  "s3.intelligent-tiering.monitoring": {
    unit: "Objects-Mo",
    description: "S3 Intelligent-Tiering monitoring and automation, per object of 128 KB or more",
  },
  "s3.standard-ia.storage": { unit: "GB-Mo", description: "S3 Standard-IA storage" },
  "s3.standard-ia.requests.tier1": { unit: "Requests", description: "S3 Standard-IA PUT, COPY, POST, LIST requests" },
  "s3.standard-ia.requests.tier2": { unit: "Requests", description: "S3 Standard-IA GET and other requests" },
  "s3.standard-ia.retrieval": { unit: "GB", description: "S3 Standard-IA data retrieval" },
  "s3.onezone-ia.storage": { unit: "GB-Mo", description: "S3 One Zone-IA storage" },
  "s3.onezone-ia.requests.tier1": { unit: "Requests", description: "S3 One Zone-IA PUT, COPY, POST, LIST requests" },
  "s3.onezone-ia.requests.tier2": { unit: "Requests", description: "S3 One Zone-IA GET and other requests" },
  "s3.onezone-ia.retrieval": { unit: "GB", description: "S3 One Zone-IA data retrieval" },
  "s3.glacier-instant.storage": { unit: "GB-Mo", description: "S3 Glacier Instant Retrieval storage" },
  "s3.glacier-instant.requests.tier1": {
    unit: "Requests",
    description: "S3 Glacier Instant Retrieval PUT, COPY, POST, LIST requests",
  },
  "s3.glacier-instant.requests.tier2": {
    unit: "Requests",
    description: "S3 Glacier Instant Retrieval GET and other requests",
  },
  "s3.glacier-instant.retrieval": { unit: "GB", description: "S3 Glacier Instant Retrieval data retrieval" },
  "s3.glacier-flexible.storage": { unit: "GB-Mo", description: "S3 Glacier Flexible Retrieval storage" },
  "s3.glacier-flexible.requests.tier1": {
    unit: "Requests",
    description: "S3 Glacier Flexible Retrieval PUT, COPY, POST, LIST requests",
  },
  "s3.glacier-flexible.retrieval.expedited": {
    unit: "GB",
    description: "S3 Glacier Flexible Retrieval, Expedited retrieval",
  },
  "s3.glacier-flexible.retrieval.standard": {
    unit: "GB",
    description: "S3 Glacier Flexible Retrieval, Standard retrieval",
  },
  "s3.glacier-flexible.retrieval.bulk": { unit: "GB", description: "S3 Glacier Flexible Retrieval, Bulk retrieval" },
  "s3.glacier-flexible.restore.expedited": {
    unit: "Requests",
    description: "S3 Glacier Flexible Retrieval, Expedited restore requests",
  },
  "s3.glacier-flexible.restore.standard": {
    unit: "Requests",
    description: "S3 Glacier Flexible Retrieval, Standard restore requests",
  },
  "s3.glacier-flexible.restore.bulk": {
    unit: "Requests",
    description: "S3 Glacier Flexible Retrieval, Bulk restore requests",
  },
  "s3.glacier-deep-archive.storage": { unit: "GB-Mo", description: "S3 Glacier Deep Archive storage" },
  "s3.glacier-deep-archive.requests.tier1": {
    unit: "Requests",
    description: "S3 Glacier Deep Archive PUT, COPY, POST, LIST requests",
  },
  "s3.glacier-deep-archive.retrieval.standard": {
    unit: "GB",
    description: "S3 Glacier Deep Archive, Standard retrieval",
  },
  "s3.glacier-deep-archive.retrieval.bulk": { unit: "GB", description: "S3 Glacier Deep Archive, Bulk retrieval" },
  "s3.glacier-deep-archive.restore.standard": {
    unit: "Requests",
    description: "S3 Glacier Deep Archive, Standard restore requests",
  },
  "s3.glacier-deep-archive.restore.bulk": {
    unit: "Requests",
    description: "S3 Glacier Deep Archive, Bulk restore requests",
  },
  "s3.express-one-zone.storage": { unit: "GB-Mo", description: "S3 Express One Zone storage" },
  "s3.express-one-zone.requests.tier1": {
    unit: "Requests",
    description: "S3 Express One Zone PUT, COPY, POST, LIST requests",
  },
  "s3.express-one-zone.requests.tier2": { unit: "Requests", description: "S3 Express One Zone GET and other requests" },
  "s3.express-one-zone.upload": { unit: "GB", description: "S3 Express One Zone data upload" },
  "s3.express-one-zone.retrieval": { unit: "GB", description: "S3 Express One Zone data retrieval" },
  // S3 Files: the file system's high-performance storage and its data access (the bucket's own storage and requests are S3's)
  "s3.files.storage": { unit: "GB-Mo", description: "S3 Files high-performance storage" },
  "s3.files.read": { unit: "GB", description: "S3 Files data read from the high-performance storage" },
  "s3.files.write": { unit: "GB", description: "S3 Files data written to the high-performance storage" },
  // Moving data (issue 41): bytes between Availability Zones, and DataSync's per-GB charge
  "transfer.inter-az": {
    unit: "GB",
    description: "Data transferred between Availability Zones in one Region, billed in each direction",
  },
  "datasync.copy": { unit: "GB", description: "AWS DataSync data copied (Basic mode)" },
  // FSx backups (incremental, billed per GB-month stored)
  "fsx.lustre.backup": { unit: "GB-Mo", description: "FSx for Lustre backup storage" },
  "fsx.ontap.backup": { unit: "GB-Mo", description: "FSx for NetApp ONTAP backup storage" },
  "fsx.openzfs.backup": { unit: "GB-Mo", description: "FSx for OpenZFS backup storage" },
  // FSx for Lustre Intelligent-Tiering (storage billed as used, throughput capacity provisioned)
  "fsx.lustre.it.frequent.storage": {
    unit: "GB-Mo",
    description: "FSx for Lustre Intelligent-Tiering, Frequent Access tier",
  },
  "fsx.lustre.it.infrequent.storage": {
    unit: "GB-Mo",
    description: "FSx for Lustre Intelligent-Tiering, Infrequent Access tier",
  },
  "fsx.lustre.it.archive.storage": { unit: "GB-Mo", description: "FSx for Lustre Intelligent-Tiering, Archive tier" },
  "fsx.lustre.it.throughput": {
    unit: "MBps-Mo",
    description: "FSx for Lustre Intelligent-Tiering throughput capacity",
  },
  "fsx.lustre.it.readcache": { unit: "GB-Mo", description: "FSx for Lustre Intelligent-Tiering SSD read cache" },
  "fsx.lustre.it.requests.read": {
    unit: "Requests",
    description: "FSx for Lustre Intelligent-Tiering read requests to the tiered storage",
  },
  "fsx.lustre.it.requests.write": {
    unit: "Requests",
    description: "FSx for Lustre Intelligent-Tiering write requests to the tiered storage",
  },
  // FSx for NetApp ONTAP
  "fsx.ontap.singleaz.ssd.storage": { unit: "GB-Mo", description: "FSx for ONTAP Single-AZ SSD storage" },
  "fsx.ontap.multiaz.ssd.storage": { unit: "GB-Mo", description: "FSx for ONTAP Multi-AZ SSD storage" },
  "fsx.ontap.singleaz.ssd.iops": {
    unit: "IOPS-Mo",
    description: "FSx for ONTAP Single-AZ SSD IOPS above the included 3 per GiB",
  },
  "fsx.ontap.multiaz.ssd.iops": {
    unit: "IOPS-Mo",
    description: "FSx for ONTAP Multi-AZ SSD IOPS above the included 3 per GiB",
  },
  "fsx.ontap.singleaz.capacitypool.storage": {
    unit: "GB-Mo",
    description: "FSx for ONTAP Single-AZ capacity pool storage",
  },
  "fsx.ontap.multiaz.capacitypool.storage": {
    unit: "GB-Mo",
    description: "FSx for ONTAP Multi-AZ capacity pool storage",
  },
  "fsx.ontap.capacitypool.requests.read": {
    unit: "Requests",
    description: "FSx for ONTAP capacity pool read requests",
  },
  "fsx.ontap.capacitypool.requests.write": {
    unit: "Requests",
    description: "FSx for ONTAP capacity pool write requests",
  },
  "fsx.ontap.singleaz.throughput": { unit: "MBps-Mo", description: "FSx for ONTAP Single-AZ throughput capacity" },
  "fsx.ontap.multiaz.throughput": { unit: "MBps-Mo", description: "FSx for ONTAP Multi-AZ throughput capacity" },
  // FSx for OpenZFS
  "fsx.openzfs.singleaz.ssd.storage": { unit: "GB-Mo", description: "FSx for OpenZFS Single-AZ SSD storage" },
  "fsx.openzfs.multiaz.ssd.storage": { unit: "GB-Mo", description: "FSx for OpenZFS Multi-AZ SSD storage" },
  "fsx.openzfs.singleaz.ssd.iops": {
    unit: "IOPS-Mo",
    description: "FSx for OpenZFS Single-AZ SSD IOPS above the included 3 per GiB",
  },
  "fsx.openzfs.multiaz.ssd.iops": {
    unit: "IOPS-Mo",
    description: "FSx for OpenZFS Multi-AZ SSD IOPS above the included 3 per GiB",
  },
  "fsx.openzfs.singleaz.throughput": { unit: "MBps-Mo", description: "FSx for OpenZFS Single-AZ throughput capacity" },
  "fsx.openzfs.multiaz.throughput": { unit: "MBps-Mo", description: "FSx for OpenZFS Multi-AZ throughput capacity" },
  "fsx.openzfs.it.frequent.storage": {
    unit: "GB-Mo",
    description: "FSx for OpenZFS Intelligent-Tiering, Frequent Access tier",
  },
  "fsx.openzfs.it.infrequent.storage": {
    unit: "GB-Mo",
    description: "FSx for OpenZFS Intelligent-Tiering, Infrequent Access tier",
  },
  "fsx.openzfs.it.archive.storage": { unit: "GB-Mo", description: "FSx for OpenZFS Intelligent-Tiering, Archive tier" },
  "fsx.openzfs.it.readcache": { unit: "GB-Mo", description: "FSx for OpenZFS Intelligent-Tiering SSD read cache" },
  "fsx.openzfs.it.requests.read": {
    unit: "Requests",
    description: "FSx for OpenZFS Intelligent-Tiering read requests to the tiered storage",
  },
  "fsx.openzfs.it.requests.write": {
    unit: "Requests",
    description: "FSx for OpenZFS Intelligent-Tiering write requests to the tiered storage",
  },
} as const satisfies Record<string, PriceKeyDefinition>;

export type StoragePriceKey = keyof typeof STORAGE_PRICE_KEYS;

/**
 * Linux On-Demand hourly prices of EC2 instances (shared tenancy, no pre-installed
 * software): what the compute waiting on I/O and the instance store option cost. One key
 * per type of the instance catalog (lib/ec2/instances.ts) and the instance-store sizes
 * (lib/ec2/instance-store.ts): derived from them, never listed here.
 */
export type InstancePriceKey = `ec2.ondemand.linux.${string}`;
export const INSTANCE_PRICE_KEY_PREFIX = "ec2.ondemand.linux.";

export type PriceKey = StoragePriceKey | InstancePriceKey;

/** Every instance type with a price key: the catalog's, then instance-store sizes it lacks. */
export const PRICED_INSTANCE_TYPES: readonly string[] = [...new Set([...INSTANCE_TYPES, ...INSTANCE_STORE_TYPES])];

export function instanceTypePriceKey(instanceType: string): InstancePriceKey {
  return `${INSTANCE_PRICE_KEY_PREFIX}${instanceType}`;
}

const INSTANCE_PRICE_KEYS: ReadonlyMap<string, PriceKeyDefinition> = new Map(
  PRICED_INSTANCE_TYPES.map((type) => [
    instanceTypePriceKey(type),
    { unit: "Hrs", description: `EC2 ${type} On-Demand, Linux, shared tenancy` },
  ]),
);

export function isInstancePriceKey(key: string): key is InstancePriceKey {
  return INSTANCE_PRICE_KEYS.has(key);
}

/** The instance type an instance price key names ("ec2.ondemand.linux.m5.large" -> "m5.large"). */
export function instanceTypeOfKey(key: InstancePriceKey): string {
  return key.slice(INSTANCE_PRICE_KEY_PREFIX.length);
}

/** Storage keys in the order above, then the instance keys in catalog order. */
export const ALL_PRICE_KEYS: readonly PriceKey[] = [
  ...(Object.keys(STORAGE_PRICE_KEYS) as StoragePriceKey[]),
  ...(INSTANCE_PRICE_KEYS.keys() as IterableIterator<InstancePriceKey>),
];

export function isPriceKey(value: string): value is PriceKey {
  return Object.hasOwn(STORAGE_PRICE_KEYS, value) || INSTANCE_PRICE_KEYS.has(value);
}

/** A key's unit and description; every PriceKey that passed isPriceKey has one. */
export function priceKeyDefinition(key: PriceKey): PriceKeyDefinition {
  const definition = Object.hasOwn(STORAGE_PRICE_KEYS, key)
    ? STORAGE_PRICE_KEYS[key as StoragePriceKey]
    : INSTANCE_PRICE_KEYS.get(key);
  if (definition === undefined) throw new Error(`${key} is not a price key`);
  return definition;
}

/** One price as the model sees it. `usd` is an exact decimal string, never a float. */
export interface PriceEntry {
  key: PriceKey;
  region: string;
  usd: string;
  unit: PriceUnit;
  /** True when the source marks the figure as unconfirmed; the UI must say so. */
  unconfirmed: boolean;
  /** Where the figure comes from (a document, or "AWS Price List API <sku>"). */
  source: string;
  /** ISO date the figure was valid ("as of"). */
  asOf: string;
}

/**
 * The prices of one snapshot for one region: what the cost model is given. A key
 * that is absent has no price in this snapshot; the model reports it, never guesses.
 */
export interface PriceBook {
  snapshotId: string;
  /** ISO date of the snapshot: a live refresh's publication date; the bundled snapshot's oldest figure (each price keeps its own asOf). */
  asOf: string;
  region: string;
  prices: Partial<Record<PriceKey, PriceEntry>>;
}

/** The entries of a book's (or a book-shaped) price map, in insertion order. */
export function priceEntries(prices: PriceBook["prices"]): PriceEntry[] {
  return Object.values(prices).filter((entry): entry is PriceEntry => entry !== undefined);
}
