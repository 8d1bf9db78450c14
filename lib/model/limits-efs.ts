import { GIB_BYTES, KIB_BYTES, MIB_BYTES, TIB_BYTES } from "@/lib/units";

/**
 * EFS figures the catalog lists and the models use. Source of each: facts file §3 EFS
 * unless the comment says otherwise. Where the facts give a range "by region" we take
 * the low end: the model should not promise more than every region delivers.
 */

// Bursting: baseline = max(1, 50·S/1024) MiB/s, burst = max(100, 100·S/1024) MiB/s, S = GiB in Standard (facts §3 EFS).
export const EFS_BASELINE_MIBPS_PER_TIB = 50;
export const EFS_BASELINE_MIN_MIBPS = 1;
export const EFS_BURST_MIBPS_PER_TIB = 100;
export const EFS_BURST_MIN_MIBPS = 100;

/** Reads meter at a third of their bytes ("metered throughput = writes + reads/3", facts §3 EFS; 1.66-3x by region). */
export const EFS_READ_METERING_DIVISOR = 3;
/** Every NFS request meters at least 4 KB against burst credits (facts §3 EFS). */
export const EFS_MIN_METERED_REQUEST_BYTES = 4 * KIB_BYTES;

// Credits: cap 2.1 TiB below 1 TiB stored, else 2.1 TiB per TiB; a new file system starts with 2.1 TiB (facts §3 EFS).
export const EFS_CREDIT_CAP_BYTES_PER_TIB_STORED = 2.1 * TIB_BYTES;
export const EFS_CREDIT_CAP_MIN_BYTES = 2.1 * TIB_BYTES;
export const EFS_INITIAL_CREDIT_BYTES = 2.1 * TIB_BYTES;

// Elastic billing: at least 32 KiB per data operation, 4 KiB per metadata operation (facts §2, "reported, not in the price list").
export const EFS_ELASTIC_MIN_DATA_OP_BYTES = 32 * KIB_BYTES;
export const EFS_ELASTIC_METADATA_OP_BYTES = 4 * KIB_BYTES;

/**
 * Metadata requests per file copied: at least the open (read) or create (write). Model
 * assumption; a copy may issue more (GETATTR, SETATTR), so request charges are a floor.
 */
export const EFS_METADATA_OPS_PER_FILE = 1;

/** NFS request size: EFS's recommended mount options use rsize = wsize = 1 MiB (AWS EFS User Guide, mounting). */
export const EFS_NFS_MAX_REQUEST_BYTES = MIB_BYTES;

/** Provisioned throughput is billed above storedGB/20 MiB/s (facts §2 EFS). */
export const EFS_PROVISIONED_FREE_GIB_PER_MIBPS = 20;
// Provisioned throughput can be set from 1 to 3,414 MiB/s depending on region (facts §3 EFS).
export const EFS_PROVISIONED_MIN_MIBPS = 1;
export const EFS_PROVISIONED_MAX_MIBPS = 3414;

// Per-client throughput: 1,500 MiB/s on Elastic, 500 MiB/s otherwise (facts §3 EFS).
export const EFS_PER_CLIENT_ELASTIC_MIBPS = 1500;
export const EFS_PER_CLIENT_OTHER_MIBPS = 500;

export interface EfsModeLimits {
  readBytesPerSecond: number;
  writeBytesPerSecond: number;
  readIops: number;
  writeIops: number;
}

// File-system limits, General Purpose, read / write, low end of each range (facts §3 EFS).
export const EFS_ELASTIC_LIMITS: EfsModeLimits = { readBytesPerSecond: 20 * GIB_BYTES, writeBytesPerSecond: 1 * GIB_BYTES, readIops: 900_000, writeIops: 500_000 };
export const EFS_PROVISIONED_LIMITS: EfsModeLimits = { readBytesPerSecond: 3 * GIB_BYTES, writeBytesPerSecond: 1 * GIB_BYTES, readIops: 55_000, writeIops: 25_000 };
export const EFS_BURSTING_LIMITS: EfsModeLimits = { readBytesPerSecond: 3 * GIB_BYTES, writeBytesPerSecond: 1 * GIB_BYTES, readIops: 35_000, writeIops: 7_000 };
export const EFS_ONEZONE_LIMITS: EfsModeLimits = { readBytesPerSecond: 3 * GIB_BYTES, writeBytesPerSecond: 1 * GIB_BYTES, readIops: 35_000, writeIops: 7_000 };
// Max I/O: 500k+ read, 100k write IOPS (facts §3 EFS).
export const EFS_MAX_IO_READ_IOPS = 500_000;
export const EFS_MAX_IO_WRITE_IOPS = 100_000;

// Per-request latency: reads as low as 0.25 ms, writes 2.7 ms Regional / 1.6 ms One Zone (facts §3 EFS).
export const EFS_READ_REQUEST_LATENCY_SECONDS = 0.25e-3;
export const EFS_WRITE_REQUEST_LATENCY_REGIONAL_SECONDS = 2.7e-3;
export const EFS_WRITE_REQUEST_LATENCY_ONEZONE_SECONDS = 1.6e-3;
/** IA classes add "tens of ms" of first-byte latency (facts §3 EFS): the low end, 10 ms, per file read from IA. */
export const EFS_IA_EXTRA_LATENCY_SECONDS = 10e-3;
