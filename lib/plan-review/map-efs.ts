import type { EfsThroughputMode, OptionId } from "@/lib/model";
import type { PlanResource } from "./plan";
import { change, number, text, unknownNote, unknownOf, type Candidate, type MapOutcome } from "./mapping";

/**
 * aws_efs_file_system: `availability_zone_name` (One Zone), `throughput_mode` (bursting by
 * default), `provisioned_throughput_in_mibps`, `performance_mode` (generalPurpose, maxIO).
 */

const MODES: readonly EfsThroughputMode[] = ["elastic", "bursting", "provisioned"];

const REASONS: Record<EfsThroughputMode, string> = {
  elastic: "Elastic throughput serves any rate up to the file system's limits and bills what is read and written",
  bursting:
    "Bursting throughput: the workload attached runs within the baseline and burst credits the stored data earns",
  provisioned: "Provisioned throughput: the workload attached runs as fast",
};

export function mapEfs(resource: PlanResource): MapOutcome {
  const { values, unknown } = resource;
  const modeText = text(values, unknown, "throughput_mode") ?? "bursting";
  if (!(MODES as readonly string[]).includes(modeText))
    return {
      notReviewed: `throughput_mode "${modeText}" is not one the catalog knows (elastic, bursting, provisioned)`,
    };
  const mode = modeText as EfsThroughputMode;
  const zone = text(values, unknown, "availability_zone_name");
  const storageClass = zone === undefined ? "standard" : "onezone";
  const performance = text(values, unknown, "performance_mode");
  // A state records 0 for a file system that provisions nothing.
  const provisionedValue = number(values, unknown, "provisioned_throughput_in_mibps");
  const provisioned = provisionedValue === 0 ? undefined : provisionedValue;
  const params: Record<string, unknown> = {};
  if (performance === "maxIO") params.performanceMode = "maxIo";
  const base = { ...params };
  if (mode === "provisioned" && provisioned !== undefined) params.throughputMiBps = provisioned;
  const unknownAttributes = unknownOf(unknown, [
    "throughput_mode",
    "provisioned_throughput_in_mibps",
    "performance_mode",
    "availability_zone_name",
  ]);
  const notes = unknownNote(unknownAttributes);
  if (Array.isArray(values.lifecycle_policy) && values.lifecycle_policy.length > 0) {
    notes.push(
      "A lifecycle policy moves files to Infrequent Access or Archive: set infrequentAccessFraction in a workload, or see cost over time (storage-advisor project).",
    );
  }
  const candidates: Candidate[] = MODES.filter((m) => m !== mode && m !== "provisioned").map((target) => ({
    optionId: `efs-${storageClass}-${target}` as OptionId,
    params: base,
    changes: [
      change("throughput_mode", mode, target),
      ...(provisioned !== undefined ? [change("provisioned_throughput_in_mibps", provisioned, null)] : []),
    ],
    // Elastic meets any provisioned rate (it scales to the file system's limits); the other moves depend on the work.
    needsWorkload: !(mode === "provisioned" && target === "elastic"),
    reason: REASONS[target],
    withoutWorkload:
      "this saving leaves the read and write charges out: attach a workload in the usage file to count them",
  }));
  return {
    reviewed: [
      {
        address: resource.address,
        type: resource.type,
        optionId: `efs-${storageClass}-${mode}` as OptionId,
        params,
        candidates,
        notes,
        unknownAttributes,
        capacityBilled: false,
      },
    ],
  };
}
