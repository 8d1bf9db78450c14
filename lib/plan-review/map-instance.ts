import type { Json, PlanResource } from "./plan";
import { mapEbsFields, type EbsFieldNames } from "./map-ebs";
import type { MapOutcome, MappedStorage } from "./mapping";

/** aws_instance: its root_block_device and each ebs_block_device, reviewed as EBS volumes. */

const BLOCK_FIELDS: EbsFieldNames = {
  type: "volume_type",
  size: "volume_size",
  iops: "iops",
  throughput: "throughput",
};

function blocks(values: Json, unknown: Json, key: string): { values: Json; unknown: Json }[] {
  const list = values[key];
  if (!Array.isArray(list)) return [];
  const unknownList = Array.isArray(unknown[key]) ? (unknown[key] as unknown[]) : [];
  return list.flatMap((item: unknown, i) => {
    if (typeof item !== "object" || item === null) return [];
    const u = unknownList[i];
    return [{ values: item as Json, unknown: typeof u === "object" && u !== null ? (u as Json) : {} }];
  });
}

export function mapInstance(resource: PlanResource): MapOutcome {
  const reviewed: MappedStorage[] = [];
  const skipped: string[] = [];
  const devices = [
    ...blocks(resource.values, resource.unknown, "root_block_device").map((b, i) => ({
      ...b,
      suffix: `root_block_device[${i}]`,
      prefix: "root_block_device.",
    })),
    ...blocks(resource.values, resource.unknown, "ebs_block_device").map((b, i) => {
      const name = typeof b.values.device_name === "string" ? JSON.stringify(b.values.device_name) : String(i);
      return { ...b, suffix: `ebs_block_device[${name}]`, prefix: "ebs_block_device." };
    }),
  ];
  for (const device of devices) {
    const outcome = mapEbsFields(
      `${resource.address}.${device.suffix}`,
      resource.type,
      device.values,
      device.unknown,
      BLOCK_FIELDS,
      device.prefix,
    );
    if ("reviewed" in outcome) reviewed.push(...outcome.reviewed);
    else skipped.push(`${device.suffix}: ${outcome.notReviewed}`);
  }
  if (reviewed.length === 0)
    return {
      notReviewed:
        skipped.length > 0
          ? skipped.join("; ")
          : "no root_block_device or ebs_block_device in the plan: the AMI's volumes are not known before apply",
    };
  for (const s of reviewed) s.notes.push(...skipped.map((k) => `Not reviewed: ${k}.`));
  return { reviewed };
}
