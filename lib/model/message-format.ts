import { GIB_BYTES, KIB_BYTES, MIB_BYTES, TIB_BYTES } from "@/lib/units";

/**
 * How the model writes figures into its warnings, bottlenecks and sizing notes: plain,
 * en-US, three significant digits. Pages format values with lib/format instead.
 */
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
