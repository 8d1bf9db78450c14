import type { BackupPlan } from "./common/backup";
import type { OntapDeployment, OpenZfsDeployment } from "./fsx/server-limits";
import type { S3AccessMethod, S3RetrievalTier, S3StorageClass } from "./s3/classes";
import type { S3FilesBucketClass } from "./s3-files/limits";
import type { Family, OptionId } from "./option-ids";

/**
 * An option after its parameters were validated and it was sized to the workload: what
 * the cost and performance models work from. One variant per family.
 */
interface ConfiguredBase {
  id: OptionId;
  label: string;
  family: Family;
  /** The parameters with defaults applied and derived sizes filled in, as reported back. */
  params: Record<string, unknown>;
  storedBytes: number;
  /** Capacity paid for (EBS volume, FSx file system); null where storage is billed as used. */
  capacityBytes: number | null;
  sizingNote: string | null;
  warnings: string[];
  /** Set when the option cannot serve this workload at all (too big, not shareable...). */
  infeasibleReason: string | null;
  /** Daily incremental backups, when asked for: an extra cost line (backup.ts). */
  backup?: BackupPlan | null;
}

export type EfsThroughputMode = "elastic" | "bursting" | "provisioned";

export interface EfsConfig extends ConfiguredBase {
  family: "efs";
  storageClass: "standard" | "onezone";
  throughputMode: EfsThroughputMode;
  performanceMode: "generalPurpose" | "maxIo";
  infrequentAccessFraction: number;
  /** Share of the data in EFS Archive (Standard with Elastic throughput only). */
  archiveFraction: number;
  provisionedMiBps: number | null;
}

export type EbsVolumeType = "gp3" | "gp2" | "io1" | "io2" | "st1" | "sc1";

export interface EbsConfig extends ConfiguredBase {
  family: "ebs";
  volumeType: EbsVolumeType;
  capacityGiB: number;
  /** Provisioned IOPS (gp3, io1, io2); null where IOPS follow from size. */
  iops: number | null;
  /** Provisioned throughput (gp3); null elsewhere. */
  throughputMiBps: number | null;
  /** Volumes of `capacityGiB` on each instance: striped (RAID 0) or one file system each (JBOD). */
  volumesPerInstance: number;
  layout: "raid0" | "jbod";
  /** Instances each with their own volumes, the data spread over them (an HDFS-like cluster). */
  instances: number;
  /** Copies of every written byte the cluster keeps (HDFS dfs.replication); 1 without a cluster. */
  replication: number;
  /** Share of a cluster's reads its reader's own volumes serve (the rest cross the network); 1 without a cluster. */
  localReadShare: number;
}

export type LustreDeployment = "scratch2" | "persistent1" | "persistent2" | "hdd";

export interface LustreConfig extends ConfiguredBase {
  family: "fsx-lustre";
  deployment: LustreDeployment;
  /** MB/s per TiB tier; scratch2 has none (null). */
  throughputPerTiB: number | null;
  ssdCache: boolean;
  /** Clients reach the file servers over EFA (Persistent-2), not TCP: no single-flow limit. */
  efa: boolean;
  capacityGiB: number;
  /** SSD read cache of an HDD file system, GiB (0 without one). */
  cacheGiB: number;
}

export interface WindowsConfig extends ConfiguredBase {
  family: "fsx-windows";
  storageType: "ssd" | "hdd";
  deployment: "singleAz" | "multiAz";
  throughputCapacityMBps: number;
  capacityGiB: number;
}

export interface S3Config extends ConfiguredBase {
  family: "s3";
  storageClass: S3StorageClass;
  accessMethod: S3AccessMethod;
  /** Days objects live before deletion; null: longer than any minimum duration. */
  objectLifetimeDays: number | null;
  /** Average stored object size: the object count of per-object charges. */
  averageObjectBytes: number;
  /** Intelligent-Tiering: shares of bytes in the Infrequent and Archive Instant tiers. */
  infrequentFraction: number;
  archiveInstantFraction: number;
  /** Archive classes: the restore tier reads use. */
  retrievalTier: S3RetrievalTier | null;
}

/** Amazon S3 Files: an S3 bucket mounted over NFS, small active files on EFS-based storage (s3-files/limits.ts). */
export interface S3FilesConfig extends ConfiguredBase {
  family: "s3-files";
  /** The S3 class the bucket's objects are in (what storage, GETs and retrieval are billed at). */
  bucketClass: S3FilesBucketClass;
  /** Days a file stays on the high-performance storage after its last read. */
  expirationDays: number;
  /** Share of the stored bytes on the high-performance storage; null: derived from the operations (s3-files/cost.ts). */
  residentFraction: number | null;
}

/** Lustre with the Intelligent-Tiering storage class: storage billed as used, throughput capacity provisioned. */
export interface LustreItConfig extends ConfiguredBase {
  family: "fsx-lustre";
  deployment: "intelligentTiering";
  throughputCapacityMBps: number;
  readCacheGiB: number;
  infrequentFraction: number;
  archiveFraction: number;
}

export interface OntapConfig extends ConfiguredBase {
  family: "fsx-ontap";
  deployment: OntapDeployment;
  haPairs: number;
  ssdCapacityGiB: number;
  /** SSD IOPS of the file system: the included 3 per GiB or more when provisioned. */
  ssdIops: number;
  /** Total throughput capacity (all HA pairs), MB/s. */
  throughputCapacityMBps: number;
  /** Share of the stored data in the capacity pool tier. */
  capacityPoolFraction: number;
  protocols: ("nfs" | "smb" | "iscsi")[];
  /** TCP connections per client mount (nfs-connections.ts). */
  nfsConnections: number;
}

export interface OpenZfsConfig extends ConfiguredBase {
  family: "fsx-openzfs";
  storageClass: "ssd" | "intelligentTiering";
  deployment: OpenZfsDeployment;
  /** SSD storage class only (null for Intelligent-Tiering). */
  ssdCapacityGiB: number | null;
  ssdIops: number | null;
  throughputCapacityMBps: number;
  /** Intelligent-Tiering only: the provisioned SSD read cache, GiB. */
  readCacheGiB: number;
  infrequentFraction: number;
  archiveFraction: number;
  /** TCP connections per client mount (nfs-connections.ts). */
  nfsConnections: number;
}

export interface InstanceStoreConfig extends ConfiguredBase {
  family: "instance-store";
  instanceType: string;
  drives: number;
  driveGB: number;
  readIops: number;
  writeIops: number;
  /** Sequential throughput of all drives together, bytes/s (model assumption per drive). */
  readBytesPerSecond: number;
  writeBytesPerSecond: number;
}

export type ConfiguredOption =
  | EfsConfig
  | EbsConfig
  | LustreConfig
  | LustreItConfig
  | WindowsConfig
  | OntapConfig
  | OpenZfsConfig
  | S3Config
  | S3FilesConfig
  | InstanceStoreConfig;
