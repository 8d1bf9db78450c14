/**
 * Unit constants and the few formatting helpers every model file shares.
 *
 * Sizes: "GiB" and friends are powers of two. AWS bills "GB" as 2^30 bytes (facts file,
 * "Note on units"), so a price "per GB" is a price per GiB here. Throughput sold in "MB/s"
 * (FSx) is decimal: 10^6 bytes per second.
 */
export const KIB_BYTES = 1024;
export const MIB_BYTES = 1024 * KIB_BYTES;
export const GIB_BYTES = 1024 * MIB_BYTES;
export const TIB_BYTES = 1024 * GIB_BYTES;
export const EIB_BYTES = 1024 * 1024 * TIB_BYTES;
/** Per-TiB ratings (EFS, st1/sc1, FSx) scale with GiB / GIB_PER_TIB. */
export const GIB_PER_TIB = 1024;
/** Decimal megabyte: FSx throughput capacity and per-TiB ratings are sold in MB/s. */
export const MB_BYTES = 1_000_000;

export const SECONDS_PER_DAY = 86_400;
/** A month is 30 days: the convention of the EFS options article ("1 TB of data is stored for a month (30 days)"). */
export const DAYS_PER_MONTH = 30;

/** Bits per second to bytes per second: instance bandwidth is published in Mbps / Gbps. */
export const BITS_PER_BYTE = 8;

export function mibps(bytesPerSecond: number): number {
  return bytesPerSecond / MIB_BYTES;
}

const integerFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const threeSignificantFormat = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 3 });

/** "74,999" */
export function formatCount(value: number): string {
  return integerFormat.format(value);
}

/** Throughput for people: "48.8 MiB/s", "2,265 MiB/s", "20 GiB/s". */
export function formatRate(bytesPerSecond: number): string {
  const mib = bytesPerSecond / MIB_BYTES;
  if (mib >= 10_240) return `${oneDecimalFormat.format(mib / 1024)} GiB/s`;
  if (mib >= 100) return `${integerFormat.format(mib)} MiB/s`;
  return `${oneDecimalFormat.format(mib)} MiB/s`;
}

/** Seconds for people: "9.5 ms", "0.25 ms". */
export function formatMilliseconds(seconds: number): string {
  return `${threeSignificantFormat.format(seconds * 1000)} ms`;
}

/** Sizes for people: "1.2 TiB", "160 GiB", "17 KiB". */
export function formatBytes(bytes: number): string {
  if (bytes >= TIB_BYTES) return `${threeSignificantFormat.format(bytes / TIB_BYTES)} TiB`;
  if (bytes >= GIB_BYTES) return `${threeSignificantFormat.format(bytes / GIB_BYTES)} GiB`;
  if (bytes >= MIB_BYTES) return `${threeSignificantFormat.format(bytes / MIB_BYTES)} MiB`;
  if (bytes >= KIB_BYTES) return `${threeSignificantFormat.format(bytes / KIB_BYTES)} KiB`;
  return `${integerFormat.format(bytes)} B`;
}
