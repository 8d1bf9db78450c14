import { WINDOWS_THROUGHPUT_CAPACITIES_MBPS } from "@/lib/model";
import type { PlanResource } from "./plan";
import { change, number, text, unknownNote, unknownOf, type Candidate, type MapOutcome } from "./mapping";

/** aws_fsx_windows_file_system: `deployment_type`, `storage_type`, `throughput_capacity` (MB/s), `storage_capacity` (GiB). */

export function mapFsxWindows(resource: PlanResource): MapOutcome {
  const { values, unknown } = resource;
  const deployment =
    (text(values, unknown, "deployment_type") ?? "SINGLE_AZ_1") === "MULTI_AZ_1" ? "multiAz" : "singleAz";
  const storageType = (text(values, unknown, "storage_type") ?? "SSD") === "HDD" ? "hdd" : "ssd";
  const throughput = number(values, unknown, "throughput_capacity");
  const capacity = number(values, unknown, "storage_capacity");
  const params: Record<string, unknown> = {
    deployment,
    storageType,
    ...(throughput === undefined ? {} : { throughputCapacityMBps: throughput }),
    ...(capacity === undefined ? {} : { capacityGiB: capacity }),
  };
  const unknownAttributes = unknownOf(unknown, [
    "deployment_type",
    "storage_type",
    "throughput_capacity",
    "storage_capacity",
  ]);
  const candidates: Candidate[] =
    throughput === undefined
      ? []
      : WINDOWS_THROUGHPUT_CAPACITIES_MBPS.filter((level) => level < throughput).map((level) => ({
          optionId: "fsx-windows",
          params: { ...params, throughputCapacityMBps: level },
          changes: [change("throughput_capacity", throughput, level)],
          needsWorkload: true,
          reason: `${level} MB/s of throughput capacity: the workload attached runs as fast`,
        }));
  return {
    reviewed: [
      {
        address: resource.address,
        type: resource.type,
        optionId: "fsx-windows",
        params,
        candidates,
        notes: unknownNote(unknownAttributes),
        unknownAttributes,
        capacityBilled: true,
      },
    ],
  };
}
