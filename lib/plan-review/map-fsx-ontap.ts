import { ONTAP_THROUGHPUT_MBPS, type OntapDeployment } from "@/lib/model";
import type { PlanResource } from "./plan";
import {
  change,
  firstBlock,
  number,
  text,
  unknownNote,
  unknownOf,
  type Candidate,
  type MapContext,
  type MapOutcome,
} from "./mapping";

/**
 * aws_fsx_ontap_file_system: `deployment_type`, `ha_pairs`, `throughput_capacity` (total)
 * or `throughput_capacity_per_ha_pair`, `storage_capacity` (SSD GiB), and
 * `disk_iops_configuration` (USER_PROVISIONED iops). Its aws_fsx_ontap_volume resources
 * hold the data: their sizes are the default stored data when the usage file gives none.
 */

const DEPLOYMENTS: Record<string, OntapDeployment> = {
  SINGLE_AZ_1: "singleAz1",
  SINGLE_AZ_2: "singleAz2",
  MULTI_AZ_1: "multiAz1",
  MULTI_AZ_2: "multiAz2",
};

export function mapFsxOntap(resource: PlanResource, context: MapContext): MapOutcome {
  const { values, unknown } = resource;
  const deploymentType = text(values, unknown, "deployment_type") ?? "MULTI_AZ_1";
  const deployment = Object.hasOwn(DEPLOYMENTS, deploymentType) ? DEPLOYMENTS[deploymentType] : undefined;
  if (deployment === undefined) return { notReviewed: `deployment_type "${deploymentType}" is not in the catalog` };
  const haPairs = number(values, unknown, "ha_pairs") ?? 1;
  const perPair = number(values, unknown, "throughput_capacity_per_ha_pair");
  const total = number(values, unknown, "throughput_capacity");
  const throughput = perPair ?? (total === undefined ? undefined : total / haPairs);
  const capacity = number(values, unknown, "storage_capacity");
  const iopsBlock = firstBlock(values, unknown, "disk_iops_configuration");
  const iops =
    iopsBlock && text(iopsBlock.values, iopsBlock.unknown, "mode") === "USER_PROVISIONED"
      ? number(iopsBlock.values, iopsBlock.unknown, "iops")
      : undefined;
  const params: Record<string, unknown> = {
    deployment,
    ...(haPairs !== 1 ? { haPairs } : {}),
    ...(throughput === undefined ? {} : { throughputCapacityMBps: throughput }),
    ...(capacity === undefined ? {} : { ssdCapacityGiB: capacity }),
    ...(iops === undefined ? {} : { ssdIops: iops }),
  };
  const attribute = perPair !== undefined ? "throughput_capacity_per_ha_pair" : "throughput_capacity";
  const candidates: Candidate[] =
    throughput === undefined
      ? []
      : ONTAP_THROUGHPUT_MBPS[deployment]
          .filter((level) => level < throughput)
          .map((level) => ({
            optionId: "fsx-ontap",
            params: { ...params, throughputCapacityMBps: level },
            changes: [change(attribute, perPair ?? total, perPair !== undefined ? level : level * haPairs)],
            needsWorkload: true,
            reason: `${level} MB/s of throughput capacity per HA pair: the workload attached runs as fast`,
          }));
  const unknownAttributes = unknownOf(unknown, [
    "deployment_type",
    "throughput_capacity",
    "throughput_capacity_per_ha_pair",
    "storage_capacity",
    "ha_pairs",
  ]);
  const notes = unknownNote(unknownAttributes);
  const volumes = context.resources.filter((r) => r.type === "aws_fsx_ontap_volume");
  if (volumes.length > 0)
    notes.push(
      `${volumes.length} aws_fsx_ontap_volume in the plan: their data is stored on this file system's SSD and capacity pool tiers (set capacityPoolFraction through a workload to price tiering).`,
    );
  return {
    reviewed: [
      {
        address: resource.address,
        type: resource.type,
        optionId: "fsx-ontap",
        params,
        candidates,
        notes,
        unknownAttributes,
        capacityBilled: true,
      },
    ],
  };
}
