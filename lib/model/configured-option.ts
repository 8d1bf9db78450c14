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
}

export type EfsThroughputMode = "elastic" | "bursting" | "provisioned";

export interface EfsConfig extends ConfiguredBase {
  family: "efs";
  storageClass: "standard" | "onezone";
  throughputMode: EfsThroughputMode;
  performanceMode: "generalPurpose" | "maxIo";
  infrequentAccessFraction: number;
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
}

export type LustreDeployment = "scratch2" | "persistent1" | "persistent2" | "hdd";

export interface LustreConfig extends ConfiguredBase {
  family: "fsx-lustre";
  deployment: LustreDeployment;
  /** MB/s per TiB tier; scratch2 has none (null). */
  throughputPerTiB: number | null;
  ssdCache: boolean;
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
}

export type ConfiguredOption = EfsConfig | EbsConfig | LustreConfig | WindowsConfig | S3Config;
