/**
 * The CloudWatch metrics the import understands: their namespace, documented unit, the
 * statistic that carries what the import needs, and what that statistic means. Sources
 * (read 2026-11-24):
 *   EFS: https://docs.aws.amazon.com/efs/latest/ug/efs-metrics.html
 *   EBS: https://docs.aws.amazon.com/ebs/latest/userguide/using_cloudwatch_ebs.html
 *   FSx for Lustre: https://docs.aws.amazon.com/fsx/latest/LustreGuide/fs-metrics.html
 *   FSx for Windows: https://docs.aws.amazon.com/fsx/latest/WindowsGuide/fsx-windows-metrics.html
 *   FSx for ONTAP: https://docs.aws.amazon.com/fsx/latest/ONTAPGuide/file-system-metrics.html
 *   FSx for OpenZFS: https://docs.aws.amazon.com/fsx/latest/OpenZFSGuide/fsx-metrics.html
 */

export type MetricSystem = "efs" | "ebs" | "fsx";
export type Statistic = "Sum" | "Average" | "Maximum" | "Minimum" | "SampleCount";
export const STATISTICS: readonly Statistic[] = ["Sum", "Average", "Maximum", "Minimum", "SampleCount"];

/**
 * What a value means once the right statistic is taken:
 *   amount  - a quantity per period (bytes moved, operations): Sum over the period
 *   level   - a reading at a moment (a balance, a size, a rate, a percentage): Average
 */
export type MetricKind = "amount" | "level";

/** The role a metric plays in the derivation (null: imported and reported only). */
export type MetricRole =
  | "readBytes"
  | "writeBytes"
  | "metadataBytes"
  | "totalBytes"
  | "readOps"
  | "writeOps"
  | "metadataOps"
  | "storageBytes"
  | "creditBytes"
  | "creditPercent"
  | "permittedBytesPerSecond"
  | "clientConnections"
  | null;

export interface MetricDefinition {
  name: string;
  system: MetricSystem;
  /** The unit CloudWatch documents for the statistic used. */
  unit: "Bytes" | "Count" | "Percent" | "Seconds" | "Bytes/Second";
  kind: MetricKind;
  /** The statistic that holds what the import needs. */
  statistic: Statistic;
  role: MetricRole;
  /** What the statistic means, from the service's metric page. */
  meaning: string;
}

const efs = (
  name: string,
  unit: MetricDefinition["unit"],
  kind: MetricKind,
  statistic: Statistic,
  role: MetricRole,
  meaning: string,
): MetricDefinition => ({
  name,
  system: "efs",
  unit,
  kind,
  statistic,
  role,
  meaning,
});
const ebs = (
  name: string,
  unit: MetricDefinition["unit"],
  kind: MetricKind,
  statistic: Statistic,
  role: MetricRole,
  meaning: string,
): MetricDefinition => ({
  name,
  system: "ebs",
  unit,
  kind,
  statistic,
  role,
  meaning,
});
const fsx = (
  name: string,
  unit: MetricDefinition["unit"],
  kind: MetricKind,
  statistic: Statistic,
  role: MetricRole,
  meaning: string,
): MetricDefinition => ({
  name,
  system: "fsx",
  unit,
  kind,
  statistic,
  role,
  meaning,
});

export const METRIC_DEFINITIONS: readonly MetricDefinition[] = [
  // EFS (namespace AWS/EFS, dimension FileSystemId)
  efs(
    "DataReadIOBytes",
    "Bytes",
    "amount",
    "Sum",
    "readBytes",
    "Sum: bytes read in the period; SampleCount: read operations; Average: bytes per read",
  ),
  efs(
    "DataWriteIOBytes",
    "Bytes",
    "amount",
    "Sum",
    "writeBytes",
    "Sum: bytes written in the period; SampleCount: write operations; Average: bytes per write",
  ),
  efs(
    "MetadataIOBytes",
    "Bytes",
    "amount",
    "Sum",
    "metadataBytes",
    "Sum: bytes of metadata operations in the period; SampleCount: metadata operations",
  ),
  efs(
    "TotalIOBytes",
    "Bytes",
    "amount",
    "Sum",
    "totalBytes",
    "Sum: bytes of every operation (data read, data write, metadata) in the period",
  ),
  efs(
    "MeteredIOBytes",
    "Bytes",
    "amount",
    "Sum",
    null,
    "Sum: metered bytes (reads count a third) that throughput limits and Elastic charges are computed from",
  ),
  efs(
    "PermittedThroughput",
    "Bytes/Second",
    "level",
    "Average",
    "permittedBytesPerSecond",
    "Average: the throughput the file system may drive, bytes per second",
  ),
  efs(
    "BurstCreditBalance",
    "Bytes",
    "level",
    "Average",
    "creditBytes",
    "Average: burst credits held, in bytes (Bursting throughput)",
  ),
  efs(
    "StorageBytes",
    "Bytes",
    "level",
    "Average",
    "storageBytes",
    "Average: bytes stored (dimension StorageClass: Total, Standard, IA, Archive...), published every 15 minutes",
  ),
  efs(
    "ClientConnections",
    "Count",
    "amount",
    "Sum",
    "clientConnections",
    "Sum: client connections summed over each minute of the period (divide by the minutes for the average)",
  ),
  efs(
    "PercentIOLimit",
    "Percent",
    "level",
    "Average",
    null,
    "Average: how near a General Purpose file system is to its I/O limit",
  ),
  // EBS (namespace AWS/EBS, dimension VolumeId)
  ebs("VolumeReadBytes", "Bytes", "amount", "Sum", "readBytes", "Sum: bytes read in the period"),
  ebs("VolumeWriteBytes", "Bytes", "amount", "Sum", "writeBytes", "Sum: bytes written in the period"),
  ebs("VolumeReadOps", "Count", "amount", "Sum", "readOps", "Sum: read operations in the period"),
  ebs("VolumeWriteOps", "Count", "amount", "Sum", "writeOps", "Sum: write operations in the period"),
  ebs(
    "BurstBalance",
    "Percent",
    "level",
    "Average",
    "creditPercent",
    "Average: burst bucket credits left, percent (gp2, st1, sc1)",
  ),
  ebs("VolumeQueueLength", "Count", "level", "Average", null, "Average: read and write requests waiting"),
  ebs("VolumeIdleTime", "Seconds", "amount", "Sum", null, "Sum: seconds in the period with no read or write submitted"),
  ebs(
    "VolumeThroughputPercentage",
    "Percent",
    "level",
    "Average",
    null,
    "Average: IOPS delivered as a share of provisioned (io1, io2)",
  ),
  // FSx (namespace AWS/FSx, dimension FileSystemId)
  fsx("DataReadBytes", "Bytes", "amount", "Sum", "readBytes", "Sum: bytes read by clients in the period"),
  fsx("DataWriteBytes", "Bytes", "amount", "Sum", "writeBytes", "Sum: bytes written by clients in the period"),
  fsx("DataReadOperations", "Count", "amount", "Sum", "readOps", "Sum: read operations in the period"),
  fsx("DataWriteOperations", "Count", "amount", "Sum", "writeOps", "Sum: write operations in the period"),
  fsx("MetadataOperations", "Count", "amount", "Sum", "metadataOps", "Sum: metadata operations in the period"),
  fsx(
    "NetworkThroughputUtilization",
    "Percent",
    "level",
    "Average",
    null,
    "Average: network throughput used, percent of the file system's (ONTAP, OpenZFS, Windows)",
  ),
  fsx(
    "FileServerDiskThroughputUtilization",
    "Percent",
    "level",
    "Average",
    null,
    "Average: disk throughput between file server and storage used, percent of the provisioned limit (Windows, ONTAP, OpenZFS, Lustre)",
  ),
  fsx(
    "FileServerDiskThroughputBalance",
    "Percent",
    "level",
    "Average",
    "creditPercent",
    "Average: burst credits left for file-server disk throughput, percent (Windows, OpenZFS)",
  ),
  fsx(
    "DiskThroughputUtilization",
    "Percent",
    "level",
    "Average",
    null,
    "Average: disk throughput used, percent of the storage's limit (Windows HDD, Lustre)",
  ),
  fsx(
    "DiskThroughputBalance",
    "Percent",
    "level",
    "Average",
    null,
    "Average: burst credits left for disk throughput, percent (Windows, Lustre)",
  ),
];

const BY_KEY = new Map(METRIC_DEFINITIONS.map((d) => [squash(d.name), d]));

function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** The definition of an exact metric name (case and separators ignored). */
export function metricByName(name: string): MetricDefinition | undefined {
  return BY_KEY.get(squash(name));
}

/** Longest names first, so "DataReadIOBytes" is not read as a shorter name inside it. */
const BY_LENGTH = [...METRIC_DEFINITIONS].sort((a, b) => b.name.length - a.name.length);

/**
 * Finds the metric a free-text label names: CloudWatch's default label is the metric
 * name, and people write "fs-1 DataReadIOBytes Sum" or "m_datareadiobytes".
 */
export function metricInText(text: string): MetricDefinition | undefined {
  const squashed = squash(text);
  return BY_LENGTH.find((d) => squashed.includes(squash(d.name)));
}

/** A statistic named in a label ("... Sum", "avg", "p-max"), if any. */
export function statisticInText(text: string): Statistic | undefined {
  const words = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  for (const word of words) {
    if (word === "sum") return "Sum";
    if (word === "average" || word === "avg" || word === "mean") return "Average";
    if (word === "maximum" || word === "max") return "Maximum";
    if (word === "minimum" || word === "min") return "Minimum";
    if (word === "samplecount" || word === "count" || word === "samples") return "SampleCount";
  }
  return undefined;
}
