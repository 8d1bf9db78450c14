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
  "AmazonEC2" | "AmazonEFS" | "AmazonFSx" | "AmazonS3" | "AWSBackup" | "AWSDataTransfer" | "AWSDataSync";

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
 * Rows added with the 2026 catalog (S3 classes, FSx ONTAP / OpenZFS, Lustre
 * Intelligent-Tiering, FSx backups). Their Price List shapes are *unconfirmed*: no real
 * record of them is in the fixtures, so each row tests the usage type (or the attributes
 * FSx uses for its other file systems) and a live refresh that finds nothing reports the
 * key as missing instead of guessing.
 */
const s3Usage = (key: PriceKey, productFamily: string, usageType: string): MappingRow => ({
  key,
  service: "AmazonS3",
  productFamily,
  usageType,
  note: "usage type of the 2026 S3 classes; record shape unconfirmed",
});

const s3Requests = (key: PriceKey, group: string): MappingRow => ({
  key,
  service: "AmazonS3",
  productFamily: "API Request",
  attributes: { group: { equals: group } },
  note: "request group of a 2026 S3 class; record shape unconfirmed",
});

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
  // S3 storage classes beyond Standard (2026 catalog)
  s3Usage("s3.intelligent-tiering.frequent.storage", "Storage", "TimedStorage-INT-FA-ByteHrs"),
  s3Usage("s3.intelligent-tiering.infrequent.storage", "Storage", "TimedStorage-INT-IA-ByteHrs"),
  s3Usage("s3.intelligent-tiering.archive-instant.storage", "Storage", "TimedStorage-INT-AIA-ByteHrs"),
  s3Usage("s3.intelligent-tiering.monitoring", "Storage", "Monitoring-Automation-INT"),
  s3Usage("s3.standard-ia.storage", "Storage", "TimedStorage-SIA-ByteHrs"),
  s3Requests("s3.standard-ia.requests.tier1", "S3-API-SIA-Tier1"),
  s3Requests("s3.standard-ia.requests.tier2", "S3-API-SIA-Tier2"),
  s3Usage("s3.standard-ia.retrieval", "Fee", "Retrieval-SIA"),
  s3Usage("s3.onezone-ia.storage", "Storage", "TimedStorage-ZIA-ByteHrs"),
  s3Requests("s3.onezone-ia.requests.tier1", "S3-API-ZIA-Tier1"),
  s3Requests("s3.onezone-ia.requests.tier2", "S3-API-ZIA-Tier2"),
  s3Usage("s3.onezone-ia.retrieval", "Fee", "Retrieval-ZIA"),
  s3Usage("s3.glacier-instant.storage", "Storage", "TimedStorage-GIR-ByteHrs"),
  s3Requests("s3.glacier-instant.requests.tier1", "S3-API-GIR-Tier1"),
  s3Requests("s3.glacier-instant.requests.tier2", "S3-API-GIR-Tier2"),
  s3Usage("s3.glacier-instant.retrieval", "Fee", "Retrieval-GIR"),
  s3Usage("s3.glacier-flexible.storage", "Storage", "TimedStorage-GlacierByteHrs"),
  s3Requests("s3.glacier-flexible.requests.tier1", "S3-API-GLACIER-Tier1"),
  s3Usage("s3.glacier-flexible.retrieval.expedited", "Fee", "Retrieval-Bytes-GLACIER-Expedited"),
  s3Usage("s3.glacier-flexible.retrieval.standard", "Fee", "Retrieval-Bytes-GLACIER-Standard"),
  s3Usage("s3.glacier-flexible.retrieval.bulk", "Fee", "Retrieval-Bytes-GLACIER-Bulk"),
  s3Usage("s3.glacier-flexible.restore.expedited", "API Request", "Requests-GLACIER-Expedited"),
  s3Usage("s3.glacier-flexible.restore.standard", "API Request", "Requests-GLACIER-Standard"),
  s3Usage("s3.glacier-flexible.restore.bulk", "API Request", "Requests-GLACIER-Bulk"),
  s3Usage("s3.glacier-deep-archive.storage", "Storage", "TimedStorage-GDA-ByteHrs"),
  s3Requests("s3.glacier-deep-archive.requests.tier1", "S3-API-GDA-Tier1"),
  s3Usage("s3.glacier-deep-archive.retrieval.standard", "Fee", "Retrieval-Bytes-GDA-Standard"),
  s3Usage("s3.glacier-deep-archive.retrieval.bulk", "Fee", "Retrieval-Bytes-GDA-Bulk"),
  s3Usage("s3.glacier-deep-archive.restore.standard", "API Request", "Requests-GDA-Standard"),
  s3Usage("s3.glacier-deep-archive.restore.bulk", "API Request", "Requests-GDA-Bulk"),
  s3Usage("s3.express-one-zone.storage", "Storage", "TimedStorage-XZ-ByteHrs"),
  s3Requests("s3.express-one-zone.requests.tier1", "S3-API-XZ-Tier1"),
  s3Requests("s3.express-one-zone.requests.tier2", "S3-API-XZ-Tier2"),
  s3Usage("s3.express-one-zone.upload", "Fee", "DataUpload-XZ-Bytes"),
  s3Usage("s3.express-one-zone.retrieval", "Fee", "DataRetrieval-XZ-Bytes"),
  // S3 Files: usage types Files-TimedStorage-ByteHrs, Files-Read, Files-Write (prefixed "USE1-" in us-east-1 too, as
  // public Price List readers show); no product family is matched: the read and write records' family is not known.
  {
    key: "s3.files.storage",
    service: "AmazonS3",
    usageType: "Files-TimedStorage-ByteHrs",
    note: "S3 Files; record shape unconfirmed",
  },
  { key: "s3.files.read", service: "AmazonS3", usageType: "Files-Read", note: "S3 Files; record shape unconfirmed" },
  { key: "s3.files.write", service: "AmazonS3", usageType: "Files-Write", note: "S3 Files; record shape unconfirmed" },
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
  // FSx for NetApp ONTAP
  fsx2026("fsx.ontap.singleaz.ssd.storage", "Storage", "ONTAP", { deploymentOption: "Single-AZ", storageType: "SSD" }),
  fsx2026("fsx.ontap.multiaz.ssd.storage", "Storage", "ONTAP", { deploymentOption: "Multi-AZ", storageType: "SSD" }),
  fsx2026("fsx.ontap.singleaz.ssd.iops", "Provisioned IOPS", "ONTAP", { deploymentOption: "Single-AZ" }),
  fsx2026("fsx.ontap.multiaz.ssd.iops", "Provisioned IOPS", "ONTAP", { deploymentOption: "Multi-AZ" }),
  fsx2026("fsx.ontap.singleaz.capacitypool.storage", "Storage", "ONTAP", {
    deploymentOption: "Single-AZ",
    storageType: "Capacity Pool",
  }),
  fsx2026("fsx.ontap.multiaz.capacitypool.storage", "Storage", "ONTAP", {
    deploymentOption: "Multi-AZ",
    storageType: "Capacity Pool",
  }),
  fsx2026("fsx.ontap.capacitypool.requests.read", "API Request", "ONTAP", { requestType: "Read" }),
  fsx2026("fsx.ontap.capacitypool.requests.write", "API Request", "ONTAP", { requestType: "Write" }),
  fsx2026("fsx.ontap.singleaz.throughput", "Provisioned Throughput", "ONTAP", { deploymentOption: "Single-AZ" }),
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
