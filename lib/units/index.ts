/**
 * Units, in one place. Every size is in bytes, every time in seconds, every rate in bytes
 * per second; these constants are how a figure written with a unit becomes that number.
 *
 * Sizes: binary prefixes (KiB, MiB, GiB, TiB) are powers of 1024, decimal ones (kB, MB,
 * GB, TB) powers of 1000, and each constant says which in its name. AWS bills storage
 * "GB" as 2^30 bytes (AWS pricing pages: a GB-month is billed on GB of 2^30 bytes), so a price "per GB" is a price per
 * GIB_BYTES; throughput sold in "MB/s" (FSx, st1/sc1 per-TiB ratings) is decimal.
 * Network bandwidth is quoted in bits per second (Mbps, Gbps): divide by BITS_PER_BYTE.
 */
export const KIB_BYTES = 1024;
export const MIB_BYTES = 1024 * KIB_BYTES;
export const GIB_BYTES = 1024 * MIB_BYTES;
export const TIB_BYTES = 1024 * GIB_BYTES;
export const PIB_BYTES = 1024 * TIB_BYTES;
export const EIB_BYTES = 1024 * PIB_BYTES;
/** Per-TiB ratings (EFS, st1/sc1, FSx) scale with GiB / GIB_PER_TIB. */
export const GIB_PER_TIB = TIB_BYTES / GIB_BYTES;

export const KB_BYTES = 1000;
export const MB_BYTES = 1000 * KB_BYTES;
export const GB_BYTES = 1000 * MB_BYTES;
export const TB_BYTES = 1000 * GB_BYTES;

export const BITS_PER_BYTE = 8;

export const NANOSECONDS_PER_MILLISECOND = 1_000_000;
export const MILLISECONDS_PER_SECOND = 1000;
export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;
export const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;
/** A month is 30 days: the convention of the EFS options article ("1 TB of data is stored for a month (30 days)"). */
export const DAYS_PER_MONTH = 30;

/** Bytes per second in MiB/s. */
export function mibps(bytesPerSecond: number): number {
  return bytesPerSecond / MIB_BYTES;
}
