import type { DatasetSystem } from "@/lib/datasets/schema";
import { formatBytes, formatInteger, formatIops, formatNumber, formatPercentFraction } from "@/lib/format";

const PERFORMANCE_MODES: Record<string, string> = { generalPurpose: "General Purpose mode", maxIo: "Max I/O mode" };
const DEPLOYMENTS: Record<string, string> = { singleAz: "Single-AZ", multiAz: "Multi-AZ" };

/**
 * A catalog configuration in words, each figure with its unit ("500 MiB/s provisioned
 * throughput"). Figures keep the catalog's own units, which are the ones AWS sells in.
 */
export function describeSettings(settings: Record<string, unknown>): string[] {
  return Object.entries(settings).map(([key, value]) => {
    switch (key) {
      case "performanceMode":
        return PERFORMANCE_MODES[String(value)] ?? String(value);
      case "infrequentAccessFraction":
        return `${formatPercentFraction(Number(value))} in Infrequent Access`;
      case "throughputMiBps":
        return `${formatNumber(Number(value))} MiB/s provisioned throughput`;
      case "iops":
        return formatIops(Number(value));
      case "throughputPerTiB":
        return `${formatNumber(Number(value))} MB/s per TiB of storage`;
      case "ssdCache":
        return value ? "SSD cache" : "no SSD cache";
      case "storageType":
        return `${String(value).toUpperCase()} storage`;
      case "deployment":
        return DEPLOYMENTS[String(value)] ?? String(value);
      case "throughputCapacityMBps":
        return `${formatNumber(Number(value))} MB/s throughput capacity`;
      default:
        return `${key}: ${String(value)}`;
    }
  });
}

/** "1 TB stored", "10 TiB provisioned" */
export function describeSize(size: NonNullable<DatasetSystem["size"]>): string {
  return `${formatBytes(size.bytes)} ${size.basis}`;
}

/** "5 nodes × 4 volumes of 512 GiB" */
export function describeLayout(layout: NonNullable<DatasetSystem["layout"]>): string {
  const parts: string[] = [];
  if (layout.nodeCount !== undefined)
    parts.push(`${formatInteger(layout.nodeCount)} node${layout.nodeCount === 1 ? "" : "s"}`);
  if (layout.volumesPerNode !== undefined) {
    const size = layout.volumeSizeBytes === undefined ? "" : ` of ${formatBytes(layout.volumeSizeBytes)}`;
    parts.push(
      `${formatInteger(layout.volumesPerNode)} volume${layout.volumesPerNode === 1 ? "" : "s"}${size}${layout.nodeCount === undefined ? "" : " each"}`,
    );
  } else if (layout.volumeSizeBytes !== undefined) parts.push(`volumes of ${formatBytes(layout.volumeSizeBytes)}`);
  return parts.join(" × ");
}
