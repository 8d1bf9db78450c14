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
  const head = c.optionId.endsWith("provisioned") && typeof p.throughputMiBps === "number" ? `${base} at ${formatInteger(p.throughputMiBps)} MiB/s` : base;
  if (p.performanceMode === "maxIo") parts.push("Max I/O");
  if (c.optionId === "ebs-gp3" && c.key !== "ebs-gp3") parts.push(`${formatInteger(Number(p.throughputMiBps ?? 125))} MiB/s, ${formatInteger(Number(p.iops ?? 3000))} IOPS`);
  if (c.optionId === "ebs-io2" && c.key !== "ebs-io2") parts.push(`${formatInteger(Number(p.iops))} IOPS`);
  if (c.optionId === "ebs-st1" && c.key !== "ebs-st1" && typeof p.capacityGiB === "number") parts.push(`${formatInteger(p.capacityGiB)} GiB`);
  if (c.optionId === "fsx-windows" && est === null) {
    parts.push(`${String(p.storageType).toUpperCase()} ${p.deployment === "multiAz" ? "Multi-AZ" : "Single-AZ"} ${String(p.throughputCapacityMBps)} MB/s`);
  }
  return parts.length === 0 ? head : `${head}, ${parts.join(", ")}`;
}
