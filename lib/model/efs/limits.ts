import { GIB_BYTES, KIB_BYTES, MIB_BYTES, TIB_BYTES } from "@/lib/units";

/**
 * EFS figures the catalog lists and the models use. Source of each: AWS EFS User Guide, performance
 * unless the comment says otherwise. Where AWS gives a range "by region" we take
 * the low end: the model should not promise more than every region delivers.
 */

// Bursting: baseline = max(1, 50·S/1024) MiB/s, burst = max(100, 100·S/1024) MiB/s, S = GiB in Standard (AWS EFS User Guide, performance).
export const EFS_BASELINE_MIBPS_PER_TIB = 50;
export const EFS_BASELINE_MIN_MIBPS = 1;
export const EFS_BURST_MIBPS_PER_TIB = 100;
export const EFS_BURST_MIN_MIBPS = 100;

/** Reads meter at a third of their bytes ("metered throughput = writes + reads/3", AWS EFS User Guide, performance; 1.66-3x by region). */
export const EFS_READ_METERING_DIVISOR = 3;
/** Every NFS request meters at least 4 KB against burst credits (AWS EFS User Guide, performance). */
export const EFS_MIN_METERED_REQUEST_BYTES = 4 * KIB_BYTES;

// Credits: cap 2.1 TiB below 1 TiB stored, else 2.1 TiB per TiB; a new file system starts with 2.1 TiB (AWS EFS User Guide, performance).
export const EFS_CREDIT_CAP_BYTES_PER_TIB_STORED = 2.1 * TIB_BYTES;
export const EFS_CREDIT_CAP_MIN_BYTES = 2.1 * TIB_BYTES;
export const EFS_INITIAL_CREDIT_BYTES = 2.1 * TIB_BYTES;

// Elastic billing: at least 32 KiB per data operation, 4 KiB per metadata operation (AWS EFS pricing page, "reported, not in the price list").
export const EFS_ELASTIC_MIN_DATA_OP_BYTES = 32 * KIB_BYTES;
export const EFS_ELASTIC_METADATA_OP_BYTES = 4 * KIB_BYTES;

/**
 * Metadata requests per file copied: at least the open (read) or create (write). Model
 * assumption; a copy may issue more (GETATTR, SETATTR), so request charges are a floor.
 */
export const EFS_METADATA_OPS_PER_FILE = 1;

/** NFS request size: EFS's recommended mount options use rsize = wsize = 1 MiB (AWS EFS User Guide, mounting). */
export const EFS_NFS_MAX_REQUEST_BYTES = MIB_BYTES;

/** Provisioned throughput is billed above storedGB/20 MiB/s (AWS EFS pricing page). */
export const EFS_PROVISIONED_FREE_GIB_PER_MIBPS = 20;
// Provisioned throughput can be set from 1 to 3,414 MiB/s depending on region (AWS EFS User Guide, performance).
export const EFS_PROVISIONED_MIN_MIBPS = 1;
export const EFS_PROVISIONED_MAX_MIBPS = 3414;

// Per-client throughput: 1,500 MiB/s on Elastic, 500 MiB/s otherwise (AWS EFS User Guide, performance).
export const EFS_PER_CLIENT_ELASTIC_MIBPS = 1500;
export const EFS_PER_CLIENT_OTHER_MIBPS = 500;

export interface EfsModeLimits {
  readBytesPerSecond: number;
  writeBytesPerSecond: number;
  readIops: number;
  writeIops: number;
}

// File-system limits, General Purpose, read / write, low end of each range (AWS EFS User Guide, performance); Elastic's by Region below.
export const EFS_ELASTIC_LIMITS: EfsModeLimits = {
  readBytesPerSecond: 20 * GIB_BYTES,
  writeBytesPerSecond: 1 * GIB_BYTES,
  readIops: 900_000,
  writeIops: 500_000,
};
/**
 * Elastic throughput per Regional file system depends on the Region. The performance
 * specifications give "20-60 GiBps" read and "1-5 GiBps" write per file system, footnoted
 * "Maximum read and write throughput depend on the AWS Region" (EFS User Guide, "Amazon EFS
 * performance specifications", https://docs.aws.amazon.com/efs/latest/ug/performance.html);
 * the quotas page names the Regions: 60 GiBps read and 5 GiBps write in US East (Ohio),
 * US East (N. Virginia), US West (Oregon), Asia Pacific (Singapore), Asia Pacific (Tokyo),
 * Europe (Frankfurt) and Europe (Ireland) ("Amazon EFS quotas",
 * https://docs.aws.amazon.com/efs/latest/ug/limits.html, read 2026-11-28); the document
 * history of 2025-05-02 adds 60 GiBps read in Asia Pacific (Mumbai), (Seoul), (Sydney) and
 * Europe (London), "increased from 20 GiBps". Elsewhere: 20 GiBps read (the table's low end
 * and that entry's "from"), 1 GiBps write. UNCONFIRMED: the write figure of the four Regions
 * of 2025 (the entry names reads only: 1 GiBps kept), and one stored version of the quotas
 * page gives 10 GiBps read for "All other AWS Regions" (the table's 20 kept).
 */
export const EFS_ELASTIC_TOP_REGIONS: readonly string[] = [
  "us-east-2",
  "us-east-1",
  "us-west-2",
  "ap-southeast-1",
  "ap-northeast-1",
  "eu-central-1",
  "eu-west-1",
];
export const EFS_ELASTIC_TOP_READ_REGIONS_2025: readonly string[] = [
  "ap-south-1",
  "ap-northeast-2",
  "ap-southeast-2",
  "eu-west-2",
];
export const EFS_ELASTIC_TOP_READ_GIBPS = 60;
export const EFS_ELASTIC_TOP_WRITE_GIBPS = 5;
export const EFS_ELASTIC_REGION_SOURCE =
  "AWS EFS User Guide: performance specifications (Elastic 20-60 GiBps read, 1-5 GiBps write, by Region) and quotas (60 / 5 GiBps in us-east-1, us-east-2, us-west-2, ap-southeast-1, ap-northeast-1, eu-central-1, eu-west-1; document history 2025-05-02: 60 GiBps read in ap-south-1, ap-northeast-2, ap-southeast-2, eu-west-2), read 2026-11-28";

/** Elastic's file-system limits in a Region; without one, the lowest (the other Regions'). */
export function efsElasticLimitsIn(region: string | undefined): EfsModeLimits {
  if (region === undefined) return EFS_ELASTIC_LIMITS;
  if (EFS_ELASTIC_TOP_REGIONS.includes(region)) {
    return {
      ...EFS_ELASTIC_LIMITS,
      readBytesPerSecond: EFS_ELASTIC_TOP_READ_GIBPS * GIB_BYTES,
      writeBytesPerSecond: EFS_ELASTIC_TOP_WRITE_GIBPS * GIB_BYTES,
    };
  }
  if (EFS_ELASTIC_TOP_READ_REGIONS_2025.includes(region))
    return { ...EFS_ELASTIC_LIMITS, readBytesPerSecond: EFS_ELASTIC_TOP_READ_GIBPS * GIB_BYTES };
  return EFS_ELASTIC_LIMITS;
}
export const EFS_PROVISIONED_LIMITS: EfsModeLimits = {
  readBytesPerSecond: 3 * GIB_BYTES,
  writeBytesPerSecond: 1 * GIB_BYTES,
  readIops: 55_000,
  writeIops: 25_000,
};
export const EFS_BURSTING_LIMITS: EfsModeLimits = {
  readBytesPerSecond: 3 * GIB_BYTES,
  writeBytesPerSecond: 1 * GIB_BYTES,
  readIops: 35_000,
  writeIops: 7_000,
};
export const EFS_ONEZONE_LIMITS: EfsModeLimits = {
  readBytesPerSecond: 3 * GIB_BYTES,
  writeBytesPerSecond: 1 * GIB_BYTES,
  readIops: 35_000,
  writeIops: 7_000,
};
// Max I/O: 500k+ read, 100k write IOPS (AWS EFS User Guide, performance).
export const EFS_MAX_IO_READ_IOPS = 500_000;
export const EFS_MAX_IO_WRITE_IOPS = 100_000;

// Per-request latency: reads as low as 0.25 ms, writes 2.7 ms Regional / 1.6 ms One Zone (AWS EFS User Guide, performance).
export const EFS_READ_REQUEST_LATENCY_SECONDS = 0.25e-3;
export const EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS = 2.7e-3;
export const EFS_WRITE_REQUEST_LATENCY_ONEZONE_SECONDS = 1.6e-3;
/** IA classes add "tens of ms" of first-byte latency (AWS EFS User Guide, performance): the low end, 10 ms, per file read from IA. */
export const EFS_IA_EXTRA_LATENCY_SECONDS = 10e-3;
