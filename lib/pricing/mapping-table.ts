/**
 * THE mapping from Price List items to the model's price keys: one row per key, each a
 * predicate written as data. Attribute names and values come from the facts file,
 * section 1 (shared/reference/aws-storage-facts.md); the FSx and AWS Backup shapes are
 * unconfirmed there, so their rows test only what is needed and the leftovers are
 * reported as unmapped by buildPriceBooks (mapping.ts).
 *
 * Rules every row follows (see mapping.ts):
 * - `usageType` is compared to the usage type without its region prefix, exactly.
 * - attribute values are compared case-insensitively, ignoring spaces, "-" and "_"
 *   ("Scratch_2" = "SCRATCH 2"), because FSx spellings vary between deployments.
 * - only the first tier (beginRange 0) of a price is used: S3 Standard's first 50 TB.
 */
import { PRICED_INSTANCE_TYPES, instanceTypePriceKey, type PriceKey } from "./price-keys";

export type AttributeTest =
  /** Present and equal. */
  | { equals: string }
  /** Absent, or equal: a consistency check on attributes older records lack. */
  | { equalsIfPresent: string }
  /** The first number in the value equals this ("125" or "125 MB/s/TiB"). */
  | { number: number }
  /** Absent, or one of these. */
  | { absentOrOneOf: readonly string[] }
  /** Present and none of these. */
  | { presentAndNotOneOf: readonly string[] };

export type ServiceCode =
  | "AmazonEC2"
  | "AmazonEFS"
  | "AmazonFSx"
  | "AmazonS3"
  | "AmazonS3GlacierDeepArchive"
  | "AWSBackup"
  | "AWSDataTransfer"
  | "AWSDataSync";

export interface MappingRow {
  key: PriceKey;
  service: ServiceCode;
  productFamily?: string;
  /** Usage type without the region prefix ("EBS:VolumeUsage.gp3"). */
  usageType?: string;
  /** Tests on product attributes; "usagetype" is tested without its region prefix. */
  attributes?: Readonly<Record<string, AttributeTest>>;
  /** Why the row looks the way it does, when that is not obvious. */
  note?: string;
}

/** Values FSx might use for "no cache"; anything else in cacheType is a cache price. */
const NO_CACHE: readonly string[] = ["", "None", "NA", "N/A", "No cache"];

const ebsStorage = (key: PriceKey, usageType: string, volumeApiName: string): MappingRow => ({
  key,
  service: "AmazonEC2",
  productFamily: "Storage",
  usageType,
  // The 2018 io1 sample has no volumeApiName; when present it must agree.
  attributes: { volumeApiName: { equalsIfPresent: volumeApiName } },
});

const ebsOperation = (key: PriceKey, usageType: string): MappingRow => ({
  key,
  service: "AmazonEC2",
  productFamily: "System Operation",
  usageType,
});

const efs = (key: PriceKey, usageType: string, attributes: MappingRow["attributes"]): MappingRow => ({
  key,
  service: "AmazonEFS",
  usageType,
  ...(attributes ? { attributes } : {}),
});

const fsxWindowsStorage = (key: PriceKey, deploymentOption: string, storageType: string): MappingRow => ({
  key,
  service: "AmazonFSx",
  productFamily: "Storage",
  attributes: {
    fileSystemType: { equals: "Windows" },
    deploymentOption: { equals: deploymentOption },
    storageType: { equals: storageType },
    // Backups may share the family; they have their own key.
    usagetype: { presentAndNotOneOf: ["BackupUsage"] },
  },
});

const fsxWindowsThroughput = (key: PriceKey, deploymentOption: string): MappingRow => ({
  key,
  service: "AmazonFSx",
  productFamily: "Provisioned Throughput",
  attributes: { fileSystemType: { equals: "Windows" }, deploymentOption: { equals: deploymentOption } },
});

const lustreStorage = (
  key: PriceKey,
  deploymentOption: string,
  storageType: AttributeTest,
  throughputPerTiB: number | null,
): MappingRow => ({
  key,
  service: "AmazonFSx",
  productFamily: "Storage",
  attributes: {
    fileSystemType: { equals: "Lustre" },
    deploymentOption: { equals: deploymentOption },
    storageType,
    ...(throughputPerTiB === null ? {} : { throughputCapacity: { number: throughputPerTiB } }),
    cacheType: { absentOrOneOf: NO_CACHE },
    usagetype: { presentAndNotOneOf: ["BackupUsage"] },
  },
});

/**
 * S3 storage classes beyond Standard, as the real us-east-1 records show them
 * (fixtures/pricing/real, AmazonS3 offer 20260918174747 and AmazonS3GlacierDeepArchive
 * offer 20260911124507). What the records taught:
 * - many S3 products carry no productFamily (Intelligent-Tiering monitoring, Glacier
 *   requests, retrieval bytes, S3 Files reads and writes), so these rows test the usage
 *   type and leave the family alone;
 * - per-GB retrieval fees of the IA classes and Express One Zone are family "API Request",
 *   not "Fee" (Retrieval-SIA, Retrieval-ZIA, Retrieval-GIR, Upload-XZ, Retrieval-XZ);
 * - several prices share one usage type and differ by `operation`: Glacier's
 *   Standard-/Bulk-Retrieval-Bytes (RestoreObject) beside Deep Archive's
 *   (DeepArchiveRestoreObject) and Intelligent-Tiering's (IntAARestoreObject, region-
 *   prefixed "USE1-" in us-east-1 too); Requests-Tier3 is both a Glacier restore
 *   (RestoreObject) and a lifecycle transition; Requests-GLACIER-Tier1 and
 *   Requests-GDA-Tier1 are priced per operation (PutObject $0.03/$0.05 per 1,000,
 *   UploadPart $0.005);
 * - Deep Archive storage, PUTs, restores and retrieval are in their own offer,
 *   AmazonS3GlacierDeepArchive (the AmazonS3 offer repeats the two retrieval fees).
 */
const s3Usage = (key: PriceKey, usageType: string, attributes?: MappingRow["attributes"]): MappingRow => ({
  key,
  service: "AmazonS3",
  usageType,
  ...(attributes ? { attributes } : {}),
});

const s3Requests = (key: PriceKey, group: string): MappingRow => ({
  key,
  service: "AmazonS3",
  productFamily: "API Request",
  attributes: { group: { equals: group } },
});

const deepArchive = (key: PriceKey, usageType: string, attributes?: MappingRow["attributes"]): MappingRow => ({
  key,
  service: "AmazonS3GlacierDeepArchive",
  usageType,
  ...(attributes ? { attributes } : {}),
});

/** Glacier Flexible Retrieval's own restores; Intelligent-Tiering's archive tiers use other operations. */
const GLACIER_RESTORE = { operation: { equals: "RestoreObject" } } as const;
const DEEP_ARCHIVE_RESTORE = { operation: { equals: "DeepArchiveRestoreObject" } } as const;
const PUT_OBJECT = { operation: { equals: "PutObject" } } as const;

const fsx2026 = (
  key: PriceKey,
  productFamily: string,
  fileSystemType: string,
  attributes: Readonly<Record<string, string>>,
  usageType?: string,
): MappingRow => ({
  key,
  service: "AmazonFSx",
  productFamily,
  ...(usageType === undefined ? {} : { usageType }),
  attributes: {
    fileSystemType: { equals: fileSystemType },
    ...Object.fromEntries(
      Object.entries(attributes).map(([name, value]) => [name, { equals: value } as AttributeTest]),
    ),
  },
  note: `FSx for ${fileSystemType}, 2026 catalog; record shape unconfirmed`,
});

/** FSx for ONTAP's first-generation Single-AZ deployment (an HA pair) as the offer files spell it. */
const ONTAP_SINGLE_AZ = "Single-AZ_2N";
/** FSx for ONTAP's capacity pool storage tier as the offer files spell it. */
const ONTAP_CAPACITY_POOL = "Capacity pool - Standard";

/**
 * EC2 Linux On-Demand: the one Compute Instance product of a type that is plain Linux
 * (operation "RunInstances"; RHEL, SUSE, Windows and Linux with SQL Server differ in
 * operatingSystem, preInstalledSw or operation), shared tenancy (usage type BoxUsage, not
 * DedicatedUsage / HostUsage), paid per hour ("Used"; capacity reservations publish
 * "AllocatedCapacityReservation" / "UnusedCapacityReservation" products of the same type).
 * Attribute names and values as in AWS's records (AmazonEC2 offer files; the captured
 * m5.large record in fixtures/pricing).
 */
export const INSTANCE_PRODUCT_FAMILY = "Compute Instance";
export const instanceOnDemandRow = (instanceType: string): MappingRow => ({
  key: instanceTypePriceKey(instanceType),
  service: "AmazonEC2",
  productFamily: INSTANCE_PRODUCT_FAMILY,
  usageType: `BoxUsage:${instanceType}`,
  attributes: {
    instanceType: { equals: instanceType },
    operatingSystem: { equals: "Linux" },
    tenancy: { equals: "Shared" },
    preInstalledSw: { equals: "NA" },
    capacitystatus: { equals: "Used" },
    licenseModel: { equals: "No License required" },
    operation: { equalsIfPresent: "RunInstances" },
  },
});

export const MAPPING_TABLE: readonly MappingRow[] = [
  // EFS storage classes (storageClass values and usage types: facts file section 1)
  efs("efs.storage.standard", "TimedStorage-ByteHrs", { storageClass: { equalsIfPresent: "General Purpose" } }),
  efs("efs.storage.onezone", "TimedStorage-Z-ByteHrs", {
    storageClass: { equalsIfPresent: "One Zone-General Purpose" },
  }),
  efs("efs.storage.ia", "IATimedStorage-ByteHrs", { storageClass: { equalsIfPresent: "Infrequent Access" } }),
  efs("efs.storage.ia-et", "IATimedStorage-ET-ByteHrs", { storageClass: { equalsIfPresent: "Infrequent Access-ET" } }),
  efs("efs.storage.archive", "ArchiveTimedStorage-ByteHrs", { storageClass: { equalsIfPresent: "Archive" } }),
  efs("efs.storage.onezone-ia", "IATimedStorage-Z-ByteHrs", {
    storageClass: { equalsIfPresent: "One Zone-Infrequent Access" },
  }),
  // EFS throughput and access; "Write" access into a cold class is the tiering charge
  efs("efs.elastic.read", "ETDataAccess-Bytes", { accessType: { equals: "Read" } }),
  efs("efs.elastic.write", "ETDataAccess-Bytes", { accessType: { equals: "Write" } }),
  efs("efs.ia.read", "IADataAccess-Bytes", {
    accessType: { equals: "Read" },
    storageClass: { equalsIfPresent: "Infrequent Access" },
  }),
  efs("efs.ia.tiering", "IADataAccess-Bytes", {
    accessType: { equals: "Write" },
    storageClass: { equalsIfPresent: "Infrequent Access" },
  }),
  efs("efs.archive.read", "ArchiveDataAccess-Bytes", { accessType: { equals: "Read" } }),
  efs("efs.archive.tiering", "ArchiveDataAccess-Bytes", { accessType: { equals: "Write" } }),
  {
    key: "efs.provisioned.throughput",
    service: "AmazonEFS",
    productFamily: "Provisioned Throughput",
    usageType: "ProvisionedTP-MiBpsHrs",
    // The $0 throughput included with storage is published in the same family.
    attributes: { throughputClass: { equalsIfPresent: "Provisioned" } },
  },
  // EFS backups are billed by AWS Backup, not AmazonEFS
  {
    key: "efs.backup.warm",
    service: "AWSBackup",
    usageType: "WarmStorage-ByteHrs-EFS",
    note: "AWS Backup's usage type for EFS warm backup storage; record shape unconfirmed",
  },
  {
    key: "efs.backup.cold",
    service: "AWSBackup",
    usageType: "ColdStorage-ByteHrs-EFS",
    note: "AWS Backup's usage type for EFS cold backup storage; record shape unconfirmed",
  },
  // EBS volumes (usage types: facts file section 1)
  ebsStorage("ebs.gp3.storage", "EBS:VolumeUsage.gp3", "gp3"),
  ebsStorage("ebs.gp2.storage", "EBS:VolumeUsage.gp2", "gp2"),
  ebsStorage("ebs.io1.storage", "EBS:VolumeUsage.piops", "io1"),
  ebsStorage("ebs.io2.storage", "EBS:VolumeUsage.io2", "io2"),
  ebsStorage("ebs.st1.storage", "EBS:VolumeUsage.st1", "st1"),
  ebsStorage("ebs.sc1.storage", "EBS:VolumeUsage.sc1", "sc1"),
  ebsStorage("ebs.standard.storage", "EBS:VolumeUsage", "standard"),
  ebsOperation("ebs.gp3.iops", "EBS:VolumeP-IOPS.gp3"),
  ebsOperation("ebs.io1.iops", "EBS:VolumeP-IOPS.piops"),
  ebsOperation("ebs.io2.iops.tier1", "EBS:VolumeP-IOPS.io2"),
  ebsOperation("ebs.io2.iops.tier2", "EBS:VolumeP-IOPS.io2.tier2"),
  ebsOperation("ebs.io2.iops.tier3", "EBS:VolumeP-IOPS.io2.tier3"),
  ebsOperation("ebs.standard.io", "EBS:VolumeIOUsage"),
  {
    key: "ebs.gp3.throughput",
    service: "AmazonEC2",
    productFamily: "Provisioned Throughput",
    usageType: "EBS:VolumeP-Throughput.gp3",
    note: "published per GiBps-mo; converted to MiBps-Mo by units.ts",
  },
  {
    key: "ebs.snapshot.storage",
    service: "AmazonEC2",
    productFamily: "Storage Snapshot",
    usageType: "EBS:SnapshotUsage",
  },
  // FSx for Windows File Server
  fsxWindowsThroughput("fsx.windows.multiaz.throughput", "Multi-AZ"),
  fsxWindowsStorage("fsx.windows.multiaz.ssd.storage", "Multi-AZ", "SSD"),
  fsxWindowsStorage("fsx.windows.multiaz.hdd.storage", "Multi-AZ", "HDD"),
  fsxWindowsThroughput("fsx.windows.singleaz.throughput", "Single-AZ"),
  fsxWindowsStorage("fsx.windows.singleaz.ssd.storage", "Single-AZ", "SSD"),
  fsxWindowsStorage("fsx.windows.singleaz.hdd.storage", "Single-AZ", "HDD"),
  {
    key: "fsx.windows.backup",
    service: "AmazonFSx",
    usageType: "BackupUsage",
    attributes: { fileSystemType: { equals: "Windows" } },
  },
  // FSx for Lustre: deployment and per-TiB throughput tier pick the storage price
  lustreStorage("fsx.lustre.scratch2.storage", "Scratch_2", { equalsIfPresent: "SSD" }, null),
  lustreStorage("fsx.lustre.persistent1.50.storage", "Persistent_1", { equals: "SSD" }, 50),
  lustreStorage("fsx.lustre.persistent1.100.storage", "Persistent_1", { equals: "SSD" }, 100),
  lustreStorage("fsx.lustre.persistent1.200.storage", "Persistent_1", { equals: "SSD" }, 200),
  lustreStorage("fsx.lustre.persistent2.125.storage", "Persistent_2", { equals: "SSD" }, 125),
  lustreStorage("fsx.lustre.persistent2.250.storage", "Persistent_2", { equals: "SSD" }, 250),
  lustreStorage("fsx.lustre.persistent2.500.storage", "Persistent_2", { equals: "SSD" }, 500),
  lustreStorage("fsx.lustre.persistent2.1000.storage", "Persistent_2", { equals: "SSD" }, 1000),
  lustreStorage("fsx.lustre.hdd.12.storage", "Persistent_1", { equals: "HDD" }, 12),
  lustreStorage("fsx.lustre.hdd.40.storage", "Persistent_1", { equals: "HDD" }, 40),
  {
    key: "fsx.lustre.hdd.ssdcache.storage",
    service: "AmazonFSx",
    productFamily: "Storage",
    attributes: { fileSystemType: { equals: "Lustre" }, cacheType: { presentAndNotOneOf: NO_CACHE } },
    note: "the SSD read cache of HDD file systems; the cacheType values are unconfirmed",
  },
  // S3 Standard (facts file section 1)
  {
    key: "s3.standard.storage",
    service: "AmazonS3",
    productFamily: "Storage",
    usageType: "TimedStorage-ByteHrs",
    attributes: { volumeType: { equals: "Standard" }, storageClass: { equalsIfPresent: "General Purpose" } },
    note: "first tier only (the first 50 TB)",
  },
  // The usage type names the request tier; other S3 classes' requests share the groups
  // under their own usage types ("Requests-SIA-Tier1"), so the group alone is not enough.
  {
    key: "s3.requests.tier1",
    service: "AmazonS3",
    productFamily: "API Request",
    usageType: "Requests-Tier1",
    attributes: { group: { equals: "S3-API-Tier1" } },
  },
  {
    key: "s3.requests.tier2",
    service: "AmazonS3",
    productFamily: "API Request",
    usageType: "Requests-Tier2",
    attributes: { group: { equals: "S3-API-Tier2" } },
  },
  // S3 storage classes beyond Standard (real records: see s3Usage above)
  s3Usage("s3.intelligent-tiering.frequent.storage", "TimedStorage-INT-FA-ByteHrs"),
  s3Usage("s3.intelligent-tiering.infrequent.storage", "TimedStorage-INT-IA-ByteHrs"),
  s3Usage("s3.intelligent-tiering.archive-instant.storage", "TimedStorage-INT-AIA-ByteHrs"),
  // Published per object ("Objects"), no productFamily.
  s3Usage("s3.intelligent-tiering.monitoring", "Monitoring-Automation-INT"),
  s3Usage("s3.standard-ia.storage", "TimedStorage-SIA-ByteHrs"),
  s3Requests("s3.standard-ia.requests.tier1", "S3-API-SIA-Tier1"),
  s3Requests("s3.standard-ia.requests.tier2", "S3-API-SIA-Tier2"),
  s3Usage("s3.standard-ia.retrieval", "Retrieval-SIA"),
  s3Usage("s3.onezone-ia.storage", "TimedStorage-ZIA-ByteHrs"),
  s3Requests("s3.onezone-ia.requests.tier1", "S3-API-ZIA-Tier1"),
  s3Requests("s3.onezone-ia.requests.tier2", "S3-API-ZIA-Tier2"),
  s3Usage("s3.onezone-ia.retrieval", "Retrieval-ZIA"),
  s3Usage("s3.glacier-instant.storage", "TimedStorage-GIR-ByteHrs"),
  s3Requests("s3.glacier-instant.requests.tier1", "S3-API-GIR-Tier1"),
  s3Requests("s3.glacier-instant.requests.tier2", "S3-API-GIR-Tier2"),
  s3Usage("s3.glacier-instant.retrieval", "Retrieval-GIR"),
  s3Usage("s3.glacier-flexible.storage", "TimedStorage-GlacierByteHrs"),
  s3Usage("s3.glacier-flexible.requests.tier1", "Requests-GLACIER-Tier1", PUT_OBJECT),
  // Glacier's expedited fee has an empty operation; Intelligent-Tiering's is IntAARestoreObject.
  s3Usage("s3.glacier-flexible.retrieval.expedited", "Expedited-Retrieval-Bytes", {
    operation: { absentOrOneOf: ["", "RestoreObject"] },
  }),
  s3Usage("s3.glacier-flexible.retrieval.standard", "Standard-Retrieval-Bytes", GLACIER_RESTORE),
  s3Usage("s3.glacier-flexible.retrieval.bulk", "Bulk-Retrieval-Bytes", GLACIER_RESTORE),
  s3Usage("s3.glacier-flexible.restore.expedited", "Requests-Tier6"),
  s3Usage("s3.glacier-flexible.restore.standard", "Requests-Tier3", GLACIER_RESTORE),
  s3Usage("s3.glacier-flexible.restore.bulk", "Requests-Tier5"),
  deepArchive("s3.glacier-deep-archive.storage", "TimedStorage-GDA-ByteHrs"),
  deepArchive("s3.glacier-deep-archive.requests.tier1", "Requests-GDA-Tier1", PUT_OBJECT),
  deepArchive("s3.glacier-deep-archive.retrieval.standard", "Standard-Retrieval-Bytes", DEEP_ARCHIVE_RESTORE),
  deepArchive("s3.glacier-deep-archive.retrieval.bulk", "Bulk-Retrieval-Bytes", DEEP_ARCHIVE_RESTORE),
  deepArchive("s3.glacier-deep-archive.restore.standard", "Requests-GDA-Tier3"),
  deepArchive("s3.glacier-deep-archive.restore.bulk", "Requests-GDA-Tier5"),
  s3Usage("s3.express-one-zone.storage", "TimedStorage-XZ-ByteHrs"),
  s3Requests("s3.express-one-zone.requests.tier1", "S3-API-XZ-Tier1"),
  s3Requests("s3.express-one-zone.requests.tier2", "S3-API-XZ-Tier2"),
  s3Usage("s3.express-one-zone.upload", "Upload-XZ"),
  s3Usage("s3.express-one-zone.retrieval", "Retrieval-XZ"),
  // S3 Files: usage types USE1-Files-TimedStorage-ByteHrs (family Storage), USE1-Files-Read and USE1-Files-Write (no
  // family), region-prefixed in us-east-1 too (real records SKU 2N3NKSP5AF8HYTS2, 5EQEX3JGMHP6ANKD, 2VZ9XK6PS8MRHKCM).
  s3Usage("s3.files.storage", "Files-TimedStorage-ByteHrs"),
  s3Usage("s3.files.read", "Files-Read"),
  s3Usage("s3.files.write", "Files-Write"),
  // Data between Availability Zones: the AWSDataTransfer record read in a public extract of
  // the us-east-1 offer (version 20260916132208: SKU PNUBVW4CPC8XA46W, usagetype
  // DataTransfer-Regional-Bytes, fromLocation = toLocation, transferType IntraRegion, $0.01 per GB)
  {
    key: "transfer.inter-az",
    service: "AWSDataTransfer",
    productFamily: "Data Transfer",
    usageType: "DataTransfer-Regional-Bytes",
    attributes: { transferType: { equals: "IntraRegion" } },
  },
  // DataSync: no AWSDataSync record was readable, so its usage type is a guess (the record
  // shape is unconfirmed); a refresh that finds none leaves the key to the bundled figure.
  {
    key: "datasync.copy",
    service: "AWSDataSync",
    usageType: "DataSync-Bytes",
    note: "AWS DataSync Basic mode per GB copied; record shape unconfirmed",
  },
  // FSx backups beyond Windows
  {
    key: "fsx.lustre.backup",
    service: "AmazonFSx",
    usageType: "BackupUsage",
    attributes: { fileSystemType: { equals: "Lustre" } },
  },
  {
    key: "fsx.ontap.backup",
    service: "AmazonFSx",
    usageType: "BackupUsage",
    attributes: { fileSystemType: { equals: "ONTAP" } },
  },
  {
    key: "fsx.openzfs.backup",
    service: "AmazonFSx",
    usageType: "BackupUsage",
    attributes: { fileSystemType: { equals: "OpenZFS" } },
  },
  // FSx for Lustre Intelligent-Tiering
  fsx2026("fsx.lustre.it.frequent.storage", "Storage", "Lustre", {
    storageType: "Intelligent-Tiering",
    storageTier: "Frequent Access",
  }),
  fsx2026("fsx.lustre.it.infrequent.storage", "Storage", "Lustre", {
    storageType: "Intelligent-Tiering",
    storageTier: "Infrequent Access",
  }),
  fsx2026("fsx.lustre.it.archive.storage", "Storage", "Lustre", {
    storageType: "Intelligent-Tiering",
    storageTier: "Archive",
  }),
  fsx2026("fsx.lustre.it.throughput", "Provisioned Throughput", "Lustre", { storageType: "Intelligent-Tiering" }),
  fsx2026("fsx.lustre.it.readcache", "Storage", "Lustre", {
    storageType: "Intelligent-Tiering",
    storageTier: "SSD Read Cache",
  }),
  fsx2026("fsx.lustre.it.requests.read", "API Request", "Lustre", {
    storageType: "Intelligent-Tiering",
    requestType: "Read",
  }),
  fsx2026("fsx.lustre.it.requests.write", "API Request", "Lustre", {
    storageType: "Intelligent-Tiering",
    requestType: "Write",
  }),
  // FSx for NetApp ONTAP. The offer files name the first-generation Single-AZ deployment
  // "Single-AZ_2N" (an HA pair; "Single-AZ_2N-2" and "Multi-AZ-2" are the second generation, priced
  // apart) and the capacity pool tier "Capacity pool - Standard", as public readers of the AmazonFSx
  // offer file match them (an ONTAP sizing tool's offer-file script; issue 38).
  fsx2026("fsx.ontap.singleaz.ssd.storage", "Storage", "ONTAP", {
    deploymentOption: ONTAP_SINGLE_AZ,
    storageType: "SSD",
  }),
  fsx2026("fsx.ontap.multiaz.ssd.storage", "Storage", "ONTAP", { deploymentOption: "Multi-AZ", storageType: "SSD" }),
  fsx2026("fsx.ontap.singleaz.ssd.iops", "Provisioned IOPS", "ONTAP", { deploymentOption: ONTAP_SINGLE_AZ }),
  fsx2026("fsx.ontap.multiaz.ssd.iops", "Provisioned IOPS", "ONTAP", { deploymentOption: "Multi-AZ" }),
  fsx2026("fsx.ontap.singleaz.capacitypool.storage", "Storage", "ONTAP", {
    deploymentOption: ONTAP_SINGLE_AZ,
    storageType: ONTAP_CAPACITY_POOL,
  }),
  fsx2026("fsx.ontap.multiaz.capacitypool.storage", "Storage", "ONTAP", {
    deploymentOption: "Multi-AZ",
    storageType: ONTAP_CAPACITY_POOL,
  }),
  fsx2026("fsx.ontap.capacitypool.requests.read", "API Request", "ONTAP", { requestType: "Read" }),
  fsx2026("fsx.ontap.capacitypool.requests.write", "API Request", "ONTAP", { requestType: "Write" }),
  fsx2026("fsx.ontap.singleaz.throughput", "Provisioned Throughput", "ONTAP", { deploymentOption: ONTAP_SINGLE_AZ }),
  fsx2026("fsx.ontap.multiaz.throughput", "Provisioned Throughput", "ONTAP", { deploymentOption: "Multi-AZ" }),
  // FSx for OpenZFS
  fsx2026("fsx.openzfs.singleaz.ssd.storage", "Storage", "OpenZFS", {
    deploymentOption: "Single-AZ",
    storageType: "SSD",
  }),
  fsx2026("fsx.openzfs.multiaz.ssd.storage", "Storage", "OpenZFS", {
    deploymentOption: "Multi-AZ",
    storageType: "SSD",
  }),
  fsx2026("fsx.openzfs.singleaz.ssd.iops", "Provisioned IOPS", "OpenZFS", { deploymentOption: "Single-AZ" }),
  fsx2026("fsx.openzfs.multiaz.ssd.iops", "Provisioned IOPS", "OpenZFS", { deploymentOption: "Multi-AZ" }),
  fsx2026("fsx.openzfs.singleaz.throughput", "Provisioned Throughput", "OpenZFS", { deploymentOption: "Single-AZ" }),
  fsx2026("fsx.openzfs.multiaz.throughput", "Provisioned Throughput", "OpenZFS", { deploymentOption: "Multi-AZ" }),
  fsx2026("fsx.openzfs.it.frequent.storage", "Storage", "OpenZFS", {
    storageType: "Intelligent-Tiering",
    storageTier: "Frequent Access",
  }),
  fsx2026("fsx.openzfs.it.infrequent.storage", "Storage", "OpenZFS", {
    storageType: "Intelligent-Tiering",
    storageTier: "Infrequent Access",
  }),
  fsx2026("fsx.openzfs.it.archive.storage", "Storage", "OpenZFS", {
    storageType: "Intelligent-Tiering",
    storageTier: "Archive",
  }),
  fsx2026("fsx.openzfs.it.readcache", "Storage", "OpenZFS", {
    storageType: "Intelligent-Tiering",
    storageTier: "SSD Read Cache",
  }),
  fsx2026("fsx.openzfs.it.requests.read", "API Request", "OpenZFS", {
    storageType: "Intelligent-Tiering",
    requestType: "Read",
  }),
  fsx2026("fsx.openzfs.it.requests.write", "API Request", "OpenZFS", {
    storageType: "Intelligent-Tiering",
    requestType: "Write",
  }),
  // EC2 instances, one row per catalog type
  ...PRICED_INSTANCE_TYPES.map(instanceOnDemandRow),
];

function describeTest(name: string, test: AttributeTest): string {
  if ("equals" in test) return `${name} = ${JSON.stringify(test.equals)}`;
  if ("equalsIfPresent" in test) return `${name} = ${JSON.stringify(test.equalsIfPresent)} if present`;
  if ("number" in test) return `${name} starts with ${test.number}`;
  if ("absentOrOneOf" in test)
    return `${name} absent or one of ${test.absentOrOneOf.map((v) => JSON.stringify(v)).join(", ")}`;
  return `${name} present and not ${test.presentAndNotOneOf.map((v) => JSON.stringify(v)).join(", ")}`;
}

/** The row's predicate in words, for reports and test names. */
export function describeRow(row: MappingRow): string {
  const parts: string[] = [row.service];
  if (row.productFamily !== undefined) parts.push(`family ${JSON.stringify(row.productFamily)}`);
  if (row.usageType !== undefined) parts.push(`usagetype [region-]${row.usageType}`);
  for (const [name, test] of Object.entries(row.attributes ?? {})) parts.push(describeTest(name, test));
  parts.push("first tier");
  return `${parts.join(", ")} -> ${row.key}`;
}
