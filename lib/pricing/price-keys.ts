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
} as const;

export type PriceUnit = keyof typeof PRICE_UNITS;

export interface PriceKeyDefinition {
  unit: PriceUnit;
  description: string;
}

export const PRICE_KEYS = {
  // EFS storage classes
  "efs.storage.standard": { unit: "GB-Mo", description: "EFS Standard (Regional) storage" },
  "efs.storage.onezone": { unit: "GB-Mo", description: "EFS One Zone storage" },
  "efs.storage.ia": { unit: "GB-Mo", description: "EFS Standard-IA storage, Bursting/Provisioned file systems" },
  "efs.storage.ia-et": { unit: "GB-Mo", description: "EFS Standard-IA storage, Elastic file systems (Infrequent Access-ET)" },
  "efs.storage.archive": { unit: "GB-Mo", description: "EFS Archive storage" },
  "efs.storage.onezone-ia": { unit: "GB-Mo", description: "EFS One Zone-IA storage" },
  // EFS throughput and access charges
  "efs.elastic.read": { unit: "GB", description: "EFS Elastic throughput, data read" },
  "efs.elastic.write": { unit: "GB", description: "EFS Elastic throughput, data written" },
  "efs.ia.read": { unit: "GB", description: "EFS IA data access (read)" },
  "efs.ia.tiering": { unit: "GB", description: "EFS tiering into IA" },
  "efs.archive.read": { unit: "GB", description: "EFS Archive data access (read)" },
  "efs.archive.tiering": { unit: "GB", description: "EFS tiering into Archive" },
  "efs.provisioned.throughput": { unit: "MiBps-Mo", description: "EFS Provisioned throughput above the storage-based baseline" },
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
  "fsx.lustre.persistent1.50.storage": { unit: "GB-Mo", description: "FSx for Lustre Persistent-1 50 MB/s/TiB storage" },
  "fsx.lustre.persistent1.100.storage": { unit: "GB-Mo", description: "FSx for Lustre Persistent-1 100 MB/s/TiB storage" },
  "fsx.lustre.persistent1.200.storage": { unit: "GB-Mo", description: "FSx for Lustre Persistent-1 200 MB/s/TiB storage" },
  "fsx.lustre.persistent2.125.storage": { unit: "GB-Mo", description: "FSx for Lustre Persistent-2 125 MB/s/TiB storage" },
  "fsx.lustre.persistent2.250.storage": { unit: "GB-Mo", description: "FSx for Lustre Persistent-2 250 MB/s/TiB storage" },
  "fsx.lustre.persistent2.500.storage": { unit: "GB-Mo", description: "FSx for Lustre Persistent-2 500 MB/s/TiB storage" },
  "fsx.lustre.persistent2.1000.storage": { unit: "GB-Mo", description: "FSx for Lustre Persistent-2 1000 MB/s/TiB storage" },
  "fsx.lustre.hdd.12.storage": { unit: "GB-Mo", description: "FSx for Lustre Persistent HDD 12 MB/s/TiB storage" },
  "fsx.lustre.hdd.40.storage": { unit: "GB-Mo", description: "FSx for Lustre Persistent HDD 40 MB/s/TiB storage" },
  "fsx.lustre.hdd.ssdcache.storage": { unit: "GB-Mo", description: "FSx for Lustre HDD SSD read cache" },
  // S3
  "s3.standard.storage": { unit: "GB-Mo", description: "S3 Standard storage, first 50 TB" },
  "s3.requests.tier1": { unit: "Requests", description: "S3 PUT, COPY, POST, LIST requests" },
  "s3.requests.tier2": { unit: "Requests", description: "S3 GET and other requests" },
} as const satisfies Record<string, PriceKeyDefinition>;

export type PriceKey = keyof typeof PRICE_KEYS;

export const ALL_PRICE_KEYS = Object.keys(PRICE_KEYS) as PriceKey[];

export function isPriceKey(value: string): value is PriceKey {
  return Object.hasOwn(PRICE_KEYS, value);
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
  /** ISO date of the snapshot's prices (the oldest "as of" among them). */
  asOf: string;
  region: string;
  prices: Partial<Record<PriceKey, PriceEntry>>;
}
