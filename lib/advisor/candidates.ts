import { CATALOG, type OptionId } from "@/lib/model";
import { EBS_SIZE_GIB, GP3_INCLUDED_IOPS, GP3_INCLUDED_MIBPS, GP3_MAX_IOPS, GP3_MAX_IOPS_PER_GIB, GP3_MAX_MIBPS_PER_IOPS, IO2_MAX_IOPS, IO2_MAX_IOPS_PER_GIB, ST1_RATES } from "@/lib/model/limits-ebs";
import { EFS_MIN_METERED_REQUEST_BYTES, EFS_PROVISIONED_FREE_GIB_PER_MIBPS, EFS_READ_METERING_DIVISOR } from "@/lib/model/limits-efs";
import { GIB_BYTES, GIB_PER_TIB, MIB_BYTES } from "@/lib/units";
import { WINDOWS_THROUGHPUT_CAPACITIES_MBPS } from "@/lib/model/limits-fsx";
import { formatDuration, formatInteger, formatNumber } from "@/lib/format";
import type { AdvisorAnswers } from "./answers";
import {
  EFS_PROVISIONED_STEPS_MIBPS,
  GP3_THROUGHPUT_STEPS_MIBPS,
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

/** Largest per-run rate (bytes/s) the work needs to finish each run within the target. */
function neededRate(plan: AdvisorPlan, answers: AdvisorAnswers, perRun: (op: PlannedOperation) => number): number {
  const target = RUN_TARGET_SECONDS[answers.latency];
  return Math.max(0, ...plan.operations.map((op) => perRun(op) / target));
}

/** Bytes EFS meters for one run of `op`, by the model's metering rules (limits-efs.ts). */
export function efsMeteredPerRun(op: Pick<PlannedOperation, "direction" | "fileCount" | "fileSizeBytes">): number {
  const perFile = Math.max(op.fileSizeBytes, EFS_MIN_METERED_REQUEST_BYTES) * op.fileCount;
  return op.direction === "read" ? perFile / EFS_READ_METERING_DIVISOR : perFile;
}

function stepAtLeast(steps: readonly number[], value: number): number {
  return steps.find((step) => step >= value) ?? steps[steps.length - 1]!;
}

function candidate(optionId: OptionId, params: Record<string, unknown>, variant: string | null, rationale: string | null, group: string = optionId): Candidate {
  return { key: variant ? `${optionId}@${variant}` : optionId, optionId, params, group, rationale };
}

function efsCandidates(plan: AdvisorPlan, answers: AdvisorAnswers): Candidate[] {
  const out: Candidate[] = [];
  const target = formatDuration(RUN_TARGET_SECONDS[answers.latency]);
  const needMiBps = neededRate(plan, answers, efsMeteredPerRun) / MIB_BYTES;
  // Throughput up to stored GiB / 20 MiB/s comes with the storage: never provision less than that.
  const includedMiBps = Math.floor(plan.storedBytesPerNode / GIB_BYTES / EFS_PROVISIONED_FREE_GIB_PER_MIBPS);
  const provisioned = needMiBps <= includedMiBps ? Math.max(1, includedMiBps) : stepAtLeast(EFS_PROVISIONED_STEPS_MIBPS, needMiBps);
  const provisionedWhy =
    needMiBps <= includedMiBps
      ? `Provisioned at ${formatInteger(provisioned)} MiB/s, what the stored data includes at no extra charge: more than the ${formatNumber(needMiBps)} MiB/s needed to finish each run within ${target}.`
      : `Provisioned at ${formatInteger(provisioned)} MiB/s: enough metered throughput to finish each run within ${target}.`;
  const maxIo = answers.threads * answers.clients >= MAX_IO_MIN_PARALLEL;
  for (const entry of CATALOG.filter((e) => e.family === "efs")) {
    const isProvisioned = entry.id.endsWith("provisioned");
    const params = isProvisioned ? { throughputMiBps: provisioned } : {};
    out.push(candidate(entry.id, params, isProvisioned ? "matched" : null, isProvisioned ? provisionedWhy : null));
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
  const target = formatDuration(RUN_TARGET_SECONDS[answers.latency]);
  const needMiBps = neededRate(plan, answers, bytesPerRun) / MIB_BYTES;
  if (needMiBps > GP3_INCLUDED_MIBPS) {
    const throughputMiBps = stepAtLeast(GP3_THROUGHPUT_STEPS_MIBPS, needMiBps);
    const iops = Math.max(GP3_INCLUDED_IOPS, Math.ceil(throughputMiBps / GP3_MAX_MIBPS_PER_IOPS));
    const capacityGiB = Math.max(capacity, Math.ceil(iops / GP3_MAX_IOPS_PER_GIB));
    const params: Record<string, unknown> = { throughputMiBps, iops, ...(capacityGiB > capacity ? { capacityGiB } : {}) };
    out.push(candidate("ebs-gp3", params, "throughput", `Throughput raised to ${formatInteger(throughputMiBps)} MiB/s (with ${formatInteger(iops)} IOPS, the least that allows it) to finish each run within ${target}.`));
  }
  if (answers.access === "random") {
    const needIops = neededRate(plan, answers, (op) => bytesPerRun(op) / Math.min(op.ioSizeBytes, RANDOM_IO_BYTES));
    if (needIops > GP3_INCLUDED_IOPS) {
      const iops = Math.min(GP3_MAX_IOPS, Math.ceil(needIops / 1000) * 1000);
      const capacityGiB = Math.max(capacity, Math.ceil(iops / GP3_MAX_IOPS_PER_GIB));
      if (capacityGiB <= EBS_SIZE_GIB.gp3.maxGiB) {
        out.push(candidate("ebs-gp3", { iops, ...(capacityGiB > capacity ? { capacityGiB } : {}) }, "iops", `IOPS raised to ${formatInteger(iops)} for the random reads and writes.`));
      }
      const io2Iops = Math.min(IO2_MAX_IOPS, Math.ceil(needIops / 1000) * 1000);
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

/** Every configuration worth estimating for these answers, in catalog order. */
export function generateCandidates(answers: AdvisorAnswers, plan: AdvisorPlan): Candidate[] {
  const lustre = CATALOG.filter((e) => e.family === "fsx-lustre").map((e) => candidate(e.id, {}, null, null));
  // The 2026 catalog's file servers and instance store enter at their defaults (sized to the data).
  const fileServers = CATALOG.filter((e) => e.family === "fsx-ontap" || e.family === "fsx-openzfs" || e.family === "instance-store").map((e) => candidate(e.id, {}, null, null));
  return [...efsCandidates(plan, answers), ...ebsCandidates(plan, answers), ...lustre, ...windowsCandidates(answers), ...fileServers, ...s3Candidates(plan)];
}
