import {
  type EbsVolumeType,
  EBS_SIZE_GIB,
  GP2_IOPS_PER_GIB,
  GP2_LARGE_MIBPS,
  GP2_MAX_IOPS,
  GP2_MIN_IOPS,
  GP2_SMALL_MAX_GIB,
  GP2_SMALL_MIBPS,
  GP3_INCLUDED_IOPS,
  GP3_INCLUDED_MIBPS,
  GP3_MAX_IOPS,
  type OptionId,
} from "@/lib/model";
import type { Json, PlanResource } from "./plan";
import {
  change,
  number,
  text,
  unknownNote,
  unknownOf,
  type Candidate,
  type MapOutcome,
  type MappedStorage,
} from "./mapping";

/**
 * aws_ebs_volume (`type`, `size`, `iops`, `throughput`), and the same fields of an
 * instance's block devices under their own names (`volume_type`, `volume_size`): one
 * mapping for both, the attribute names passed in.
 */

const VOLUME_TYPES = ["gp3", "gp2", "io1", "io2", "st1", "sc1"] as const satisfies readonly EbsVolumeType[];

export interface EbsFieldNames {
  type: string;
  size: string;
  iops: string;
  throughput: string;
}

export const EBS_VOLUME_FIELDS: EbsFieldNames = { type: "type", size: "size", iops: "iops", throughput: "throughput" };

/** The AWS default when no type is given (EC2 CreateVolume: gp2). */
const DEFAULT_TYPE: EbsVolumeType = "gp2";

function isVolumeType(value: string): value is EbsVolumeType {
  return (VOLUME_TYPES as readonly string[]).includes(value);
}

/** gp2's baseline: 3 IOPS per GiB between 100 and 16,000; 128 MiB/s up to 170 GiB, then 250 (EBS User Guide, lib/model/ebs/limits.ts). */
function gp2Baseline(sizeGiB: number): { iops: number; mibps: number } {
  return {
    iops: Math.min(GP2_MAX_IOPS, Math.max(GP2_MIN_IOPS, GP2_IOPS_PER_GIB * sizeGiB)),
    mibps: sizeGiB <= GP2_SMALL_MAX_GIB ? GP2_SMALL_MIBPS : GP2_LARGE_MIBPS,
  };
}

function paramsOf(
  type: EbsVolumeType,
  size: number | undefined,
  iops: number | undefined,
  throughput: number | undefined,
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  if (size !== undefined) params.capacityGiB = size;
  if ((type === "gp3" || type === "io1" || type === "io2") && iops !== undefined) params.iops = iops;
  if (type === "gp3" && throughput !== undefined) params.throughputMiBps = throughput;
  return params;
}

function candidates(
  type: EbsVolumeType,
  size: number | undefined,
  iops: number | undefined,
  throughput: number | undefined,
  f: EbsFieldNames,
  prefix: string,
): Candidate[] {
  const at = (name: string) => `${prefix}${name}`;
  const out: Candidate[] = [];
  const to = (
    target: OptionId & `ebs-${string}`,
    targetType: EbsVolumeType,
    p: Record<string, unknown>,
    extra: ReturnType<typeof change>[],
    needsWorkload: boolean,
    reason: string,
  ) =>
    out.push({
      optionId: target,
      params: { ...(size === undefined ? {} : { capacityGiB: size }), ...p },
      changes: [change(at(f.type), type, targetType), ...extra],
      needsWorkload,
      reason,
    });
  if (type === "gp2" && size !== undefined) {
    const base = gp2Baseline(size);
    const gp3Iops = Math.max(GP3_INCLUDED_IOPS, base.iops);
    const gp3Mibps = Math.max(GP3_INCLUDED_MIBPS, base.mibps);
    const extra = [
      ...(gp3Iops > GP3_INCLUDED_IOPS ? [change(at(f.iops), null, gp3Iops)] : []),
      ...(gp3Mibps > GP3_INCLUDED_MIBPS ? [change(at(f.throughput), null, gp3Mibps)] : []),
    ];
    to(
      "ebs-gp3",
      "gp3",
      { iops: gp3Iops, throughputMiBps: gp3Mibps },
      extra,
      false,
      `gp3 provisioned at gp2's baseline for ${size} GiB (${base.iops} IOPS, ${base.mibps} MiB/s) and at least its 3,000 IOPS burst, without burst credits`,
    );
    if (extra.length > 0)
      to(
        "ebs-gp3",
        "gp3",
        {},
        [],
        true,
        "gp3 at its included 3,000 IOPS and 125 MiB/s: enough for the workload attached",
      );
  }
  if (type === "io1" && iops !== undefined)
    to("ebs-io2", "io2", { iops }, [], false, "io2 at the same provisioned IOPS, with higher durability");
  if ((type === "io1" || type === "io2") && iops !== undefined && iops <= GP3_MAX_IOPS) {
    to(
      "ebs-gp3",
      "gp3",
      { iops: Math.max(GP3_INCLUDED_IOPS, iops) },
      [],
      true,
      "gp3 at the same IOPS: its latency and durability are lower than io2's, so only the workload can tell",
    );
  }
  if (
    type === "gp3" &&
    ((iops ?? GP3_INCLUDED_IOPS) > GP3_INCLUDED_IOPS || (throughput ?? GP3_INCLUDED_MIBPS) > GP3_INCLUDED_MIBPS)
  ) {
    out.push({
      optionId: "ebs-gp3",
      params: paramsOf("gp3", size, undefined, undefined),
      changes: [change(at(f.iops), iops, null), change(at(f.throughput), throughput, null)].filter(
        (c) => c.from !== null,
      ),
      needsWorkload: true,
      reason: "gp3 at its included 3,000 IOPS and 125 MiB/s: enough for the workload attached",
    });
  }
  if (type === "st1" && size !== undefined && size >= EBS_SIZE_GIB.sc1.minGiB)
    to(
      "ebs-sc1",
      "sc1",
      {},
      [],
      true,
      "sc1 (Cold HDD): a third of st1's throughput per TiB, enough for the workload attached",
    );
  return out;
}

export function mapEbsFields(
  address: string,
  resourceType: string,
  values: Json,
  unknown: Json,
  f: EbsFieldNames,
  prefix = "",
): MapOutcome {
  const typeText = text(values, unknown, f.type);
  if (typeText !== undefined && !isVolumeType(typeText))
    return {
      notReviewed: `volume type "${typeText}" is not in the catalog (previous-generation magnetic volumes are not priced)`,
    };
  const type = typeText ?? DEFAULT_TYPE;
  const size = number(values, unknown, f.size);
  const iops = number(values, unknown, f.iops);
  const throughput = number(values, unknown, f.throughput);
  const unknownAttributes = unknownOf(unknown, [f.type, f.size, f.iops, f.throughput], prefix);
  const notes = unknownNote(unknownAttributes);
  if (typeText === undefined && !unknownAttributes.includes(`${prefix}${f.type}`))
    notes.push(`No ${prefix}${f.type} set: ${DEFAULT_TYPE}, the EC2 default, assumed.`);
  if (size === undefined)
    notes.push(
      `No ${prefix}${f.size} known: the volume is sized to the stored data in the usage file (at least ${EBS_SIZE_GIB[type].minGiB} GiB).`,
    );
  const storage: MappedStorage = {
    address,
    type: resourceType,
    optionId: `ebs-${type}`,
    params: paramsOf(type, size, iops, throughput),
    candidates: candidates(type, size, iops, throughput, f, prefix),
    notes,
    unknownAttributes,
    capacityBilled: true,
  };
  return { reviewed: [storage] };
}

export function mapEbsVolume(resource: PlanResource): MapOutcome {
  return mapEbsFields(resource.address, resource.type, resource.values, resource.unknown, EBS_VOLUME_FIELDS);
}
