import { getCatalogOption, type OptionEstimate } from "@/lib/model";
import { formatInteger } from "@/lib/format";
import type { Candidate } from "./types";

/**
 * A candidate's name as people read it: the catalog label plus what sets this
 * configuration apart ("EFS Standard, Provisioned throughput at 128 MiB/s").
 */
export function candidateLabel(c: Candidate, est: OptionEstimate | null): string {
  const base = est?.label ?? getCatalogOption(c.optionId)?.label ?? c.optionId;
  const p = est?.params ?? c.params;
  const parts: string[] = [];
  const head =
    c.optionId.endsWith("provisioned") && typeof p.throughputMiBps === "number"
      ? `${base} at ${formatInteger(p.throughputMiBps)} MiB/s`
      : base;
  if (p.performanceMode === "maxIo") parts.push("Max I/O");
  if (c.optionId === "ebs-gp3" && c.key !== "ebs-gp3")
    parts.push(
      `${formatInteger(Number(p.throughputMiBps ?? 125))} MiB/s, ${formatInteger(Number(p.iops ?? 3000))} IOPS`,
    );
  if (c.optionId === "ebs-io2" && c.key !== "ebs-io2") parts.push(`${formatInteger(Number(p.iops))} IOPS`);
  if (c.optionId === "ebs-st1" && c.key !== "ebs-st1" && typeof p.capacityGiB === "number")
    parts.push(`${formatInteger(p.capacityGiB)} GiB`);
  if (c.optionId === "fsx-windows" && est === null) {
    parts.push(
      `${String(p.storageType).toUpperCase()} ${p.deployment === "multiAz" ? "Multi-AZ" : "Single-AZ"} ${String(p.throughputCapacityMBps)} MB/s`,
    );
  }
  const lifecycle = tieringPart(c.optionId, p);
  if (lifecycle !== null) parts.push(lifecycle);
  if (p.accessMethod === "mountpoint") parts.push("through Mountpoint for Amazon S3");
  if (p.accessMethod === "crt") parts.push("with the CRT client");
  if (c.optionId === "s3-files" && typeof p.bucketClass === "string" && p.bucketClass !== "standard")
    parts.push(`bucket in ${p.bucketClass}`);
  if (c.optionId === "fsx-ontap" && c.key.includes("+iops-"))
    parts.push(`${formatInteger(Number(p.ssdIops))} SSD IOPS`);
  return parts.length === 0 ? head : `${head}, ${parts.join(", ")}`;
}

const pct = (value: unknown) => `${Math.round(Number(value) * 100)}%`;

/** Cold data on a cheaper tier: "90% in Archive after lifecycle", "70% in the capacity pool". */
function tieringPart(optionId: string, p: Record<string, unknown>): string | null {
  if (Number(p.archiveFraction ?? 0) > 0 && optionId.startsWith("efs-"))
    return `${pct(p.archiveFraction)} in Archive by lifecycle`;
  if (Number(p.infrequentAccessFraction ?? 0) > 0)
    return `${pct(p.infrequentAccessFraction)} in Infrequent Access by lifecycle`;
  if (Number(p.capacityPoolFraction ?? 0) > 0) return `${pct(p.capacityPoolFraction)} in the capacity pool`;
  if (Number(p.infrequentFraction ?? 0) > 0) return `${pct(p.infrequentFraction)} in the Infrequent Access tier`;
  return null;
}
