import type { LustreDeployment, OptionId } from "@/lib/model";
import type { PlanResource } from "./plan";
import { change, known, number, text, unknownNote, unknownOf, type Candidate, type MapOutcome } from "./mapping";

/**
 * aws_fsx_lustre_file_system: `deployment_type` (SCRATCH_1 by default), `storage_type`
 * (SSD, HDD, INTELLIGENT_TIERING), `per_unit_storage_throughput` (MB/s per TiB),
 * `storage_capacity` (GiB), `drive_cache_type`, `efa_enabled`, `throughput_capacity`.
 */

/** The MB/s-per-TiB tiers each deployment offers (the catalog's params schemas take exactly these). */
const TIERS: Record<Exclude<LustreDeployment, "scratch2">, readonly number[]> = {
  persistent1: [50, 100, 200],
  persistent2: [125, 250, 500, 1000],
  hdd: [12, 40],
};

function tierCandidates(
  deployment: Exclude<LustreDeployment, "scratch2">,
  perTiB: number,
  params: Record<string, unknown>,
): Candidate[] {
  const out: Candidate[] = TIERS[deployment]
    .filter((tier) => tier < perTiB)
    .map((tier) => ({
      optionId: `fsx-lustre-${deployment}` as OptionId,
      params: { ...params, throughputPerTiB: tier },
      changes: [change("per_unit_storage_throughput", perTiB, tier)],
      needsWorkload: true,
      reason: `${tier} MB/s per TiB: the workload attached runs as fast`,
    }));
  if (deployment === "persistent1") {
    const tier = TIERS.persistent2.find((t) => t >= perTiB);
    if (tier !== undefined) {
      out.push({
        optionId: "fsx-lustre-persistent2",
        params: { capacityGiB: params.capacityGiB, throughputPerTiB: tier },
        changes: [
          change("deployment_type", "PERSISTENT_1", "PERSISTENT_2"),
          change("per_unit_storage_throughput", perTiB, tier),
        ],
        needsWorkload: false,
        reason: `Persistent-2 at ${tier} MB/s per TiB: at least Persistent-1's ${perTiB}, on the newer generation`,
      });
    }
  }
  return out;
}

export function mapFsxLustre(resource: PlanResource): MapOutcome {
  const { values, unknown } = resource;
  const deploymentType = text(values, unknown, "deployment_type") ?? "SCRATCH_1";
  const storageType = text(values, unknown, "storage_type") ?? "SSD";
  const capacity = number(values, unknown, "storage_capacity");
  const perTiB = number(values, unknown, "per_unit_storage_throughput");
  const unknownAttributes = unknownOf(unknown, [
    "deployment_type",
    "storage_type",
    "storage_capacity",
    "per_unit_storage_throughput",
    "throughput_capacity",
  ]);
  const notes = unknownNote(unknownAttributes);
  const sized = capacity === undefined ? {} : { capacityGiB: capacity };
  const reviewed = (optionId: OptionId, params: Record<string, unknown>, candidates: Candidate[]): MapOutcome => ({
    reviewed: [
      {
        address: resource.address,
        type: resource.type,
        optionId,
        params,
        candidates,
        notes,
        unknownAttributes,
        capacityBilled: true,
      },
    ],
  });
  if (storageType === "INTELLIGENT_TIERING") {
    const throughput = number(values, unknown, "throughput_capacity");
    return reviewed(
      "fsx-lustre-intelligent-tiering",
      throughput === undefined ? {} : { throughputCapacityMBps: throughput },
      [],
    );
  }
  if (deploymentType === "SCRATCH_2") return reviewed("fsx-lustre-scratch2", sized, []);
  if (deploymentType === "PERSISTENT_1" && storageType === "HDD") {
    const params = {
      ...sized,
      ...(perTiB === undefined ? {} : { throughputPerTiB: perTiB }),
      ssdCache: known(values, unknown, "drive_cache_type") === "READ",
    };
    return reviewed("fsx-lustre-hdd", params, perTiB === undefined ? [] : tierCandidates("hdd", perTiB, params));
  }
  if (deploymentType === "PERSISTENT_1" || deploymentType === "PERSISTENT_2") {
    const deployment = deploymentType === "PERSISTENT_1" ? "persistent1" : "persistent2";
    const params: Record<string, unknown> = { ...sized, ...(perTiB === undefined ? {} : { throughputPerTiB: perTiB }) };
    if (deployment === "persistent2" && known(values, unknown, "efa_enabled") === true) params.efa = true;
    return reviewed(
      `fsx-lustre-${deployment}`,
      params,
      perTiB === undefined ? [] : tierCandidates(deployment, perTiB, params),
    );
  }
  return {
    notReviewed: `deployment_type "${deploymentType}" is not in the catalog (SCRATCH_1 is the previous generation of SCRATCH_2)`,
  };
}
