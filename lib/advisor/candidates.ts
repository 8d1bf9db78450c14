import { CATALOG, type OptionId } from "@/lib/model";
import { EBS_SIZE_GIB, GP3_INCLUDED_IOPS, GP3_INCLUDED_MIBPS, GP3_MAX_IOPS, GP3_MAX_IOPS_PER_GIB, GP3_MAX_MIBPS, GP3_MAX_MIBPS_PER_IOPS, IO2_MAX_IOPS, IO2_MAX_IOPS_PER_GIB, ST1_RATES } from "@/lib/model/limits-ebs";
import { EFS_PROVISIONED_FREE_GIB_PER_MIBPS, EFS_PROVISIONED_MAX_MIBPS } from "@/lib/model/limits-efs";
import { efsMeteredBytesPerRun } from "@/lib/model/efs-metering";
import { GIB_BYTES, GIB_PER_TIB, MIB_BYTES } from "@/lib/units";
import { WINDOWS_THROUGHPUT_CAPACITIES_MBPS } from "@/lib/model/limits-fsx";
import { ONTAP_THROUGHPUT_MBPS, OPENZFS_IT_THROUGHPUT_MBPS, OPENZFS_THROUGHPUT_MBPS } from "@/lib/model/limits-fsx-server";
import { NFS_MAX_CONNECTIONS } from "@/lib/model/nfs-connections";
import { formatDuration, formatInteger, formatNumber } from "@/lib/format";
import type { AdvisorAnswers, ClientOs } from "./answers";
import { constraintsOf } from "./constraints";
import {
  BUSY_HOUR_MAX_UTILIZATION,
  MAX_IO_MIN_PARALLEL,
  RANDOM_IO_BYTES,
  RUN_TARGET_SECONDS,
  ST1_FULL_BURST_GIB,
} from "./constants";
import type { AdvisorPlan, Candidate, PlannedOperation } from "./types";


/**
 * The configurations the advisor puts to the model: every catalog option at its default
 * (sized to the data), plus configurations beyond the defaults where they can change the
 * answer: EFS Provisioned at the throughput the work needs, gp3 with raised throughput or
 * IOPS, io2 with the IOPS random work needs, st1 sized up to unlock its full burst, EFS
 * Max I/O for very parallel work, and FSx for Windows at every throughput capacity.
 */

function bytesPerRun(op: PlannedOperation): number {
  return op.fileCount * op.fileSizeBytes;
}

/**
 * Largest per-run rate (bytes/s) the work needs: each run within RUN_TARGET_SECONDS, or for
 * interactive work the busiest hour's work within BUSY_HOUR_MAX_UTILIZATION of the hour
 * (its operations run one after another, so their bytes add up).
 */
function neededRate(plan: AdvisorPlan, answers: AdvisorAnswers, perRun: (op: PlannedOperation) => number): number {
  const busy = plan.operations.filter((op) => op.busyHour);
  if (answers.latency === "interactive" && busy.length > 0) {
    return busy.reduce((sum, op) => sum + perRun(op), 0) / (BUSY_HOUR_MAX_UTILIZATION * 3600);
  }
  const target = RUN_TARGET_SECONDS[answers.latency];
  return Math.max(0, ...plan.operations.map((op) => perRun(op) / target));
}

function targetText(answers: AdvisorAnswers): string {
  return answers.latency === "interactive"
    ? `do the busiest hour's work within ${formatDuration(BUSY_HOUR_MAX_UTILIZATION * 3600)}`
    : `finish each run within ${formatDuration(RUN_TARGET_SECONDS[answers.latency])}`;
}

/**
 * Right-sizing tries the need and a few steps above it: the model's time includes per-file
 * and latency costs that a throughput worked out from bytes alone leaves out, so the
 * least setting that meets the need can be a little above it. The ranking keeps the
 * cheapest that meets the need.
 */
const SIZING_FACTORS = [1, 1.25, 1.5, 2, 3] as const;

function candidate(optionId: OptionId, params: Record<string, unknown>, variant: string | null, rationale: string | null, group: string = optionId): Candidate {
  return { key: variant ? `${optionId}@${variant}` : optionId, optionId, params, group, rationale };
}

function efsCandidates(plan: AdvisorPlan, answers: AdvisorAnswers): Candidate[] {
  const out: Candidate[] = [];
  const target = targetText(answers);
  const needMiBps = neededRate(plan, answers, efsMeteredBytesPerRun) / MIB_BYTES;
  // Throughput up to stored GiB / 20 MiB/s comes with the storage: never provision less than that.
  const includedMiBps = Math.floor(plan.storedBytesPerNode / GIB_BYTES / EFS_PROVISIONED_FREE_GIB_PER_MIBPS);
  // EFS takes any whole MiB/s (1 MiB/s upwards): provision exactly what the need rounds up to, no power-of-two step.
  const levels = [...new Set(SIZING_FACTORS.map((f) => (needMiBps * f <= includedMiBps ? Math.max(1, includedMiBps) : Math.min(EFS_PROVISIONED_MAX_MIBPS, Math.ceil(needMiBps * f)))))];
  const provisioned = levels[0]!;
  const why = (mibps: number) =>
    mibps === includedMiBps || (mibps === 1 && includedMiBps < 1)
      ? `Provisioned at ${formatInteger(mibps)} MiB/s, what the stored data includes at no extra charge: the ${formatNumber(needMiBps)} MiB/s of metered throughput needed to ${target} needs no more.`
      : `Provisioned at ${formatInteger(mibps)} MiB/s: the least tried that can ${target} (the bytes alone need ${formatNumber(needMiBps)} MiB/s of metered throughput).`;
  const maxIo = answers.threads * answers.clients >= MAX_IO_MIN_PARALLEL;
  for (const entry of CATALOG.filter((e) => e.family === "efs")) {
    const isProvisioned = entry.id.endsWith("provisioned");
    const params = isProvisioned ? { throughputMiBps: provisioned } : {};
    if (isProvisioned) {
      levels.forEach((mibps, i) => out.push(candidate(entry.id, { throughputMiBps: mibps }, i === 0 ? "matched" : `matched-${mibps}`, why(mibps))));
    } else out.push(candidate(entry.id, params, null, null));
    if (maxIo) {
      out.push(
        candidate(
          entry.id,
          { ...params, performanceMode: "maxIo" },
          isProvisioned ? "matched-max-io" : "max-io",
          `Max I/O performance mode: ${formatInteger(answers.threads * answers.clients)} files in flight at once.`,
          `${entry.id}:maxIo`,
        ),
      );
    }
  }
  return out;
}

function gp3Candidates(plan: AdvisorPlan, answers: AdvisorAnswers): Candidate[] {
  const out = [candidate("ebs-gp3", {}, null, null)];
  const capacity = Math.max(1, Math.ceil(plan.storedBytesPerNode / GIB_BYTES));
  const target = targetText(answers);
  const needMiBps = neededRate(plan, answers, bytesPerRun) / MIB_BYTES;
  // gp3 takes any whole MiB/s from 125 to 1,000: the need rounded up (and a few steps above it), not a fixed step.
  const levels = [...new Set(SIZING_FACTORS.map((f) => Math.min(GP3_MAX_MIBPS, Math.ceil(needMiBps * f))).filter((v) => v > GP3_INCLUDED_MIBPS))];
  levels.forEach((throughputMiBps, i) => {
    const iops = Math.max(GP3_INCLUDED_IOPS, Math.ceil(throughputMiBps / GP3_MAX_MIBPS_PER_IOPS));
    const capacityGiB = Math.max(capacity, Math.ceil(iops / GP3_MAX_IOPS_PER_GIB));
    const params: Record<string, unknown> = { throughputMiBps, iops, ...(capacityGiB > capacity ? { capacityGiB } : {}) };
    out.push(candidate("ebs-gp3", params, i === 0 ? "throughput" : `throughput-${throughputMiBps}`, `Throughput raised to ${formatInteger(throughputMiBps)} MiB/s (with ${formatInteger(iops)} IOPS, the least that allows it) to ${target}.`));
  });
  if (answers.access === "random") {
    const needIops = neededRate(plan, answers, (op) => bytesPerRun(op) / Math.min(op.ioSizeBytes, RANDOM_IO_BYTES));
    if (needIops > GP3_INCLUDED_IOPS) {
      // gp3 and io2 take any whole number of IOPS: the need rounded up to a hundred, not to a thousand.
      const iops = Math.min(GP3_MAX_IOPS, Math.ceil(needIops / 100) * 100);
      const capacityGiB = Math.max(capacity, Math.ceil(iops / GP3_MAX_IOPS_PER_GIB));
      if (capacityGiB <= EBS_SIZE_GIB.gp3.maxGiB) {
        out.push(candidate("ebs-gp3", { iops, ...(capacityGiB > capacity ? { capacityGiB } : {}) }, "iops", `IOPS raised to ${formatInteger(iops)} for the random reads and writes.`));
      }
      const io2Iops = Math.min(IO2_MAX_IOPS, Math.max(100, Math.ceil(needIops / 100) * 100));
      const io2Capacity = Math.max(capacity, EBS_SIZE_GIB.io2.minGiB, Math.ceil(io2Iops / IO2_MAX_IOPS_PER_GIB));
      if (io2Capacity <= EBS_SIZE_GIB.io2.maxGiB) {
        out.push(candidate("ebs-io2", { iops: io2Iops, ...(io2Capacity > capacity ? { capacityGiB: io2Capacity } : {}) }, "iops", `Provisioned ${formatInteger(io2Iops)} IOPS for the random reads and writes.`));
      }
    }
  }
  return out;
}

function ebsCandidates(plan: AdvisorPlan, answers: AdvisorAnswers): Candidate[] {
  const out: Candidate[] = [];
  const storedGiB = Math.ceil(plan.storedBytesPerNode / GIB_BYTES);
  for (const entry of CATALOG.filter((e) => e.family === "ebs")) {
    if (entry.id === "ebs-gp3") {
      out.push(...gp3Candidates(plan, answers));
      continue;
    }
    out.push(candidate(entry.id, entry.defaultParams({ storedBytes: plan.storedBytesPerNode }), null, null));
    if (entry.id === "ebs-st1" && Math.max(storedGiB, EBS_SIZE_GIB.st1.minGiB) < ST1_FULL_BURST_GIB) {
      out.push(
        candidate(
          "ebs-st1",
          { capacityGiB: ST1_FULL_BURST_GIB },
          "full-burst",
          `Sized to ${formatInteger(ST1_FULL_BURST_GIB)} GiB (the data needs ${formatInteger(Math.max(storedGiB, EBS_SIZE_GIB.st1.minGiB))} GiB): st1 bursts at ${ST1_RATES.burstMiBpsPerTiB} MiB/s per TiB, so ${formatNumber(ST1_FULL_BURST_GIB / GIB_PER_TIB)} TiB unlocks its full ${ST1_RATES.maxMiBps} MiB/s.`,
        ),
      );
    }
  }
  return out;
}

function windowsCandidates(answers: AdvisorAnswers): Candidate[] {
  const out: Candidate[] = [];
  const deployments = answers.durability === "multiAz" ? (["multiAz"] as const) : (["multiAz", "singleAz"] as const);
  for (const storageType of ["hdd", "ssd"] as const) {
    for (const deployment of deployments) {
      for (const throughputCapacityMBps of WINDOWS_THROUGHPUT_CAPACITIES_MBPS) {
        out.push(
          candidate("fsx-windows", { storageType, deployment, throughputCapacityMBps }, `${storageType}-${deployment}-${throughputCapacityMBps}`, null, `fsx-windows:${storageType}:${deployment}`),
        );
      }
    }
  }
  return out;
}

/** S3 classes at their defaults, told the average object size (it sets per-object charges). */
function s3Candidates(plan: AdvisorPlan): Candidate[] {
  const files = plan.operations.reduce((sum, op) => sum + op.fileCount, 0);
  const bytes = plan.operations.reduce((sum, op) => sum + bytesPerRun(op), 0);
  const params = files > 0 && bytes > 0 ? { averageObjectBytes: bytes / files } : {};
  return CATALOG.filter((e) => e.family === "s3").map((e) => candidate(e.id, params, null, null));
}

/**
 * Throughput tiers of FSx for Lustre, MB/s per TiB of storage: the values the catalog's
 * parameter schemas accept (lib/model/catalog-fsx-lustre.ts; FSx for Lustre user guide,
 * "Aggregate file system performance"). Scratch 2 has one tier. The ranking keeps the
 * cheapest tier that meets the need.
 */
const LUSTRE_TIERS: Partial<Record<OptionId, readonly number[]>> = {
  "fsx-lustre-persistent1": [50, 100, 200],
  "fsx-lustre-persistent2": [125, 250, 500, 1000],
  "fsx-lustre-hdd": [12, 40],
};

function lustreCandidates(): Candidate[] {
  const out: Candidate[] = [];
  for (const entry of CATALOG.filter((e) => e.family === "fsx-lustre")) {
    out.push(candidate(entry.id, {}, null, null));
    const tiers = LUSTRE_TIERS[entry.id] ?? [];
    for (const tier of tiers.slice(1)) {
      out.push(candidate(entry.id, { throughputPerTiB: tier }, `tier-${tier}`, `Throughput tier ${formatInteger(tier)} MB/s per TiB: the least of ${tiers.join(", ")} that does the work in time.`));
    }
  }
  return out;
}

/** The protocols an ONTAP file system serves for clients of each operating system. */
const ONTAP_PROTOCOLS_FOR: Record<ClientOs, string[]> = { linux: ["nfs"], windows: ["smb"], both: ["nfs", "smb"] };

/** Deployments whose names say Multi-AZ: the only ones a Multi-AZ answer accepts. */
const isMultiAz = (deployment: string) => deployment.startsWith("multiAz");

/**
 * FSx for NetApp ONTAP and OpenZFS at every throughput capacity their deployments offer
 * (lib/model/limits-fsx-server.ts), one group per deployment: the ranking keeps the
 * cheapest capacity that meets the need, as for FSx for Windows. Storage and IOPS stay
 * at the catalog's defaults (sized to the data, the included SSD IOPS). Clients mount with
 * nconnect at its most (NFS_MAX_CONNECTIONS): a mount option that costs nothing, without
 * which each client is held to one 5 Gbps connection (lib/model/nfs-connections.ts); the
 * configuration tells the user to set it. ONTAP serves the protocols the clients mount:
 * NFS for Linux, SMB for Windows, both for both.
 */
function fileServerCandidates(answers: AdvisorAnswers): Candidate[] {
  const out: Candidate[] = [];
  const protocols = ONTAP_PROTOCOLS_FOR[constraintsOf(answers).clientOs];
  const allowed = (deployment: string) => answers.durability !== "multiAz" || isMultiAz(deployment);
  const steps = (list: readonly number[]) => list.join(", ");
  for (const [deployment, capacities] of Object.entries(ONTAP_THROUGHPUT_MBPS)) {
    if (!allowed(deployment)) continue;
    for (const mbps of capacities) {
      out.push(candidate("fsx-ontap", { deployment, throughputCapacityMBps: mbps, nfsConnections: NFS_MAX_CONNECTIONS, protocols }, `${deployment}-${mbps}`, `Throughput capacity ${formatInteger(mbps)} MB/s: the least of ${steps(capacities)} that does the work in time.`, `fsx-ontap:${deployment}`));
    }
  }
  for (const [deployment, capacities] of Object.entries(OPENZFS_THROUGHPUT_MBPS)) {
    if (!allowed(deployment)) continue;
    for (const mbps of capacities) {
      out.push(candidate("fsx-openzfs", { deployment, throughputCapacityMBps: mbps, nfsConnections: NFS_MAX_CONNECTIONS }, `${deployment}-${mbps}`, `Throughput capacity ${formatInteger(mbps)} MB/s: the least of ${steps(capacities)} that does the work in time.`, `fsx-openzfs:${deployment}`));
    }
  }
  for (const mbps of OPENZFS_IT_THROUGHPUT_MBPS) {
    out.push(candidate("fsx-openzfs-intelligent-tiering", { throughputCapacityMBps: mbps, nfsConnections: NFS_MAX_CONNECTIONS }, `${mbps}`, `Throughput capacity ${formatInteger(mbps)} MB/s: the least of ${steps(OPENZFS_IT_THROUGHPUT_MBPS)} that does the work in time.`));
  }
  return out;
}

/** Every configuration worth estimating for these answers, in catalog order. */
export function generateCandidates(answers: AdvisorAnswers, plan: AdvisorPlan): Candidate[] {
  const lustre = lustreCandidates();
  // Instance store enters at its default (the smallest instance holding the data).
  const instanceStore = CATALOG.filter((e) => e.family === "instance-store").map((e) => candidate(e.id, {}, null, null));
  return [...efsCandidates(plan, answers), ...ebsCandidates(plan, answers), ...lustre, ...windowsCandidates(answers), ...fileServerCandidates(answers), ...instanceStore, ...s3Candidates(plan)];
}
