import { OPENZFS_IT_THROUGHPUT_MBPS, OPENZFS_THROUGHPUT_MBPS, type OpenZfsDeployment } from "@/lib/model";
import type { PlanResource } from "./plan";
import { change, firstBlock, number, text, unknownNote, unknownOf, type Candidate, type MapOutcome } from "./mapping";

/**
 * aws_fsx_openzfs_file_system: `deployment_type`, `storage_type` (SSD, INTELLIGENT_TIERING),
 * `throughput_capacity` (MB/s), `storage_capacity` (GiB), `disk_iops_configuration`.
 */

const DEPLOYMENTS: Record<string, OpenZfsDeployment> = {
  SINGLE_AZ_1: "singleAz1",
  SINGLE_AZ_2: "singleAz2",
  MULTI_AZ_1: "multiAz",
};

export function mapFsxOpenZfs(resource: PlanResource): MapOutcome {
  const { values, unknown } = resource;
  const deploymentType = text(values, unknown, "deployment_type") ?? "SINGLE_AZ_1";
  const deployment = Object.hasOwn(DEPLOYMENTS, deploymentType) ? DEPLOYMENTS[deploymentType] : undefined;
  if (deployment === undefined)
    return {
      notReviewed: `deployment_type "${deploymentType}" is not in the catalog (Single-AZ 1, Single-AZ 2 and Multi-AZ are)`,
    };
  const intelligentTiering = text(values, unknown, "storage_type") === "INTELLIGENT_TIERING";
  const throughput = number(values, unknown, "throughput_capacity");
  const capacity = number(values, unknown, "storage_capacity");
  const iopsBlock = firstBlock(values, unknown, "disk_iops_configuration");
  const iops =
    iopsBlock && text(iopsBlock.values, iopsBlock.unknown, "mode") === "USER_PROVISIONED"
      ? number(iopsBlock.values, iopsBlock.unknown, "iops")
      : undefined;
  const optionId = intelligentTiering ? "fsx-openzfs-intelligent-tiering" : "fsx-openzfs";
  const params: Record<string, unknown> = {
    deployment,
    ...(throughput === undefined ? {} : { throughputCapacityMBps: throughput }),
    ...(!intelligentTiering && capacity !== undefined ? { ssdCapacityGiB: capacity } : {}),
    ...(!intelligentTiering && iops !== undefined ? { ssdIops: iops } : {}),
  };
  const levels: readonly number[] = intelligentTiering
    ? OPENZFS_IT_THROUGHPUT_MBPS
    : OPENZFS_THROUGHPUT_MBPS[deployment];
  const candidates: Candidate[] =
    throughput === undefined
      ? []
      : levels
          .filter((level) => level < throughput)
          .map((level) => ({
            optionId,
            params: { ...params, throughputCapacityMBps: level },
            changes: [change("throughput_capacity", throughput, level)],
            needsWorkload: true,
            reason: `${level} MB/s of throughput capacity: the workload attached runs as fast`,
          }));
  const unknownAttributes = unknownOf(unknown, [
    "deployment_type",
    "storage_type",
    "throughput_capacity",
    "storage_capacity",
  ]);
  return {
    reviewed: [
      {
        address: resource.address,
        type: resource.type,
        optionId,
        params,
        candidates,
        notes: unknownNote(unknownAttributes),
        unknownAttributes,
        capacityBilled: !intelligentTiering,
      },
    ],
  };
}
