import {
  CATALOG,
  getCatalogOption,
  type OptionId,
  EBS_SIZE_GIB,
  GP3_INCLUDED_IOPS,
  GP3_INCLUDED_MIBPS,
  GP3_MAX_IOPS,
  GP3_MAX_IOPS_PER_GIB,
  GP3_MAX_MIBPS,
  GP3_MAX_MIBPS_PER_IOPS,
  IO2_MAX_IOPS,
  IO2_MAX_IOPS_PER_GIB,
  ST1_RATES,
  EFS_PROVISIONED_FREE_GIB_PER_MIBPS,
  EFS_PROVISIONED_MAX_MIBPS,
  efsMeteredBytesPerRun,
  WINDOWS_THROUGHPUT_CAPACITIES_MBPS,
  ONTAP_THROUGHPUT_MBPS,
  OPENZFS_IT_THROUGHPUT_MBPS,
  OPENZFS_THROUGHPUT_MBPS,
  NFS_MAX_CONNECTIONS,
} from "@/lib/model";
import { GIB_BYTES, GIB_PER_TIB, MIB_BYTES } from "@/lib/units";
import { formatBytes, formatDuration, formatInteger, formatNumber } from "@/lib/format";
import { instanceSpec } from "@/lib/ec2/instances";
import type { AdvisorAnswers, ClientOs } from "./answers";
import { constraintsOf } from "./constraints";
import { BUSY_HOUR_MAX_UTILIZATION, MAX_IO_MIN_PARALLEL, RUN_TARGET_SECONDS, ST1_FULL_BURST_GIB } from "./constants";
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

function candidate(
  optionId: OptionId,
  params: Record<string, unknown>,
  variant: string | null,
  rationale: string | null,
  group: string = optionId,
): Candidate {
  return { key: variant ? `${optionId}@${variant}` : optionId, optionId, params, group, rationale };
}

function efsCandidates(plan: AdvisorPlan, answers: AdvisorAnswers): Candidate[] {
  const out: Candidate[] = [];
  const target = targetText(answers);
  const needMiBps = neededRate(plan, answers, efsMeteredBytesPerRun) / MIB_BYTES;
  // Throughput up to stored GiB / 20 MiB/s comes with the storage: never provision less than that.
  const includedMiBps = Math.floor(plan.storedBytesPerNode / GIB_BYTES / EFS_PROVISIONED_FREE_GIB_PER_MIBPS);
  // EFS takes any whole MiB/s (1 MiB/s upwards): provision exactly what the need rounds up to, no power-of-two step.
  const levels = [
    ...new Set(
      SIZING_FACTORS.map((f) =>
        needMiBps * f <= includedMiBps
          ? Math.max(1, includedMiBps)
          : Math.min(EFS_PROVISIONED_MAX_MIBPS, Math.ceil(needMiBps * f)),
      ),
    ),
  ];
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
      levels.forEach((mibps, i) =>
        out.push(candidate(entry.id, { throughputMiBps: mibps }, i === 0 ? "matched" : `matched-${mibps}`, why(mibps))),
      );
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
  // gp3 takes any whole MiB/s from its included 125 to GP3_MAX_MIBPS (2,000): the need rounded up (and a few steps above it), not a fixed step.
  const levels = [
    ...new Set(
      SIZING_FACTORS.map((f) => Math.min(GP3_MAX_MIBPS, Math.ceil(needMiBps * f))).filter(
        (v) => v > GP3_INCLUDED_MIBPS,
      ),
    ),
  ];
  levels.forEach((throughputMiBps, i) => {
    const iops = Math.max(GP3_INCLUDED_IOPS, Math.ceil(throughputMiBps / GP3_MAX_MIBPS_PER_IOPS));
    const capacityGiB = Math.max(capacity, Math.ceil(iops / GP3_MAX_IOPS_PER_GIB));
    const params: Record<string, unknown> = {
      throughputMiBps,
      iops,
      ...(capacityGiB > capacity ? { capacityGiB } : {}),
    };
    out.push(
      candidate(
        "ebs-gp3",
        params,
        i === 0 ? "throughput" : `throughput-${throughputMiBps}`,
        `Throughput raised to ${formatInteger(throughputMiBps)} MiB/s (with ${formatInteger(iops)} IOPS, the least that allows it) to ${target}.`,
      ),
    );
  });
  if (answers.access === "random") {
    const needIops = neededRate(plan, answers, (op) => bytesPerRun(op) / op.ioSizeBytes);
    const ioBytes = Math.max(...plan.operations.map((op) => op.ioSizeBytes), 1);
    const cap = instanceEbsCap(answers);
    if (needIops > GP3_INCLUDED_IOPS) {
      // gp3 and io2 take any whole number of IOPS: the need rounded up to a hundred (and a few
      // steps above it, since the need is met at the slow end of the model's range), never
      // beyond what the client instance can drive (its EBS IOPS and bandwidth).
      const levels = (max: number) => [
        ...new Set(
          SIZING_FACTORS.map((f) => Math.min(max, cap.iops, Math.max(100, Math.ceil((needIops * f) / 100) * 100))),
        ),
      ];
      levels(GP3_MAX_IOPS).forEach((iops, i) => {
        // The IOPS move iops x I/O size: raise the throughput with them, up to gp3's ratio and the instance's bandwidth.
        const mibps = Math.min(
          GP3_MAX_MIBPS,
          Math.floor(iops * GP3_MAX_MIBPS_PER_IOPS),
          cap.mibps,
          Math.max(GP3_INCLUDED_MIBPS, Math.ceil((iops * ioBytes) / MIB_BYTES)),
        );
        const capacityGiB = Math.max(capacity, Math.ceil(iops / GP3_MAX_IOPS_PER_GIB));
        if (iops <= GP3_INCLUDED_IOPS || capacityGiB > EBS_SIZE_GIB.gp3.maxGiB) return;
        const both = mibps > GP3_INCLUDED_MIBPS ? { throughputMiBps: mibps } : {};
        const why = `IOPS raised to ${formatInteger(iops)}${mibps > GP3_INCLUDED_MIBPS ? ` and throughput to ${formatInteger(mibps)} MiB/s (${formatInteger(iops)} I/Os of ${formatBytes(ioBytes)} a second need it)` : ""} for the random reads and writes${cap.note}.`;
        out.push(
          candidate(
            "ebs-gp3",
            { iops, ...both, ...(capacityGiB > capacity ? { capacityGiB } : {}) },
            i === 0 ? "iops" : `iops-${iops}`,
            why,
          ),
        );
      });
      levels(IO2_MAX_IOPS).forEach((io2Iops, i) => {
        const io2Capacity = Math.max(capacity, EBS_SIZE_GIB.io2.minGiB, Math.ceil(io2Iops / IO2_MAX_IOPS_PER_GIB));
        if (io2Capacity > EBS_SIZE_GIB.io2.maxGiB) return;
        out.push(
          candidate(
            "ebs-io2",
            { iops: io2Iops, ...(io2Capacity > capacity ? { capacityGiB: io2Capacity } : {}) },
            i === 0 ? "iops" : `iops-${io2Iops}`,
            `Provisioned ${formatInteger(io2Iops)} IOPS for the random reads and writes${cap.note}.`,
          ),
        );
      });
    }
  }
  return out;
}

/** What the client instance lets a volume deliver: its EBS IOPS and bandwidth at their burst, when the answers name it. */
function instanceEbsCap(answers: AdvisorAnswers): { iops: number; mibps: number; note: string } {
  const spec = answers.clientInstance === undefined ? undefined : instanceSpec(answers.clientInstance);
  if (spec === undefined) return { iops: Infinity, mibps: Infinity, note: "" };
  return {
    iops: spec.ebsBurstIops,
    mibps: Math.floor((spec.ebsBurstMbps * 1e6) / 8 / MIB_BYTES),
    note: ` (at most what a ${spec.type} drives: ${formatInteger(spec.ebsBurstIops)} IOPS, ${formatInteger(spec.ebsBurstMbps)} Mbps to EBS)`,
  };
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
          candidate(
            "fsx-windows",
            { storageType, deployment, throughputCapacityMBps },
            `${storageType}-${deployment}-${throughputCapacityMBps}`,
            null,
            `fsx-windows:${storageType}:${deployment}`,
          ),
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
 * Amazon S3 Files over an S3 Standard bucket, at AWS's 30-day expiration window: what sits on
 * its high-performance storage follows from the operations (lib/model/s3-files/cost.ts).
 */
function s3FilesCandidates(): Candidate[] {
  return CATALOG.filter((e) => e.family === "s3-files").map((e) =>
    candidate(
      e.id,
      {},
      null,
      "Mounted over NFS from an S3 bucket: small, active files are served from the file system's high-performance storage, large reads stream from S3, writes are synchronised back to the bucket.",
    ),
  );
}

/**
 * Throughput tiers of FSx for Lustre, MB/s per TiB of storage: the values the catalog's
 * parameter schemas accept (lib/model/fsx/lustre/catalog.ts; FSx for Lustre user guide,
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
      out.push(
        candidate(
          entry.id,
          { throughputPerTiB: tier },
          `tier-${tier}`,
          `Throughput tier ${formatInteger(tier)} MB/s per TiB: the least of ${tiers.join(", ")} that does the work in time.`,
        ),
      );
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
 * (lib/model/fsx/server-limits.ts), one group per deployment: the ranking keeps the
 * cheapest capacity that meets the need, as for FSx for Windows. Storage and IOPS stay
 * at the catalog's defaults (sized to the data, the included SSD IOPS). Clients mount with
 * nconnect at its most (NFS_MAX_CONNECTIONS): a mount option that costs nothing, without
 * which each client is held to one 5 Gbps connection (lib/model/fsx/nfs-connections.ts); the
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
      out.push(
        candidate(
          "fsx-ontap",
          { deployment, throughputCapacityMBps: mbps, nfsConnections: NFS_MAX_CONNECTIONS, protocols },
          `${deployment}-${mbps}`,
          `Throughput capacity ${formatInteger(mbps)} MB/s: the least of ${steps(capacities)} that does the work in time.`,
          `fsx-ontap:${deployment}`,
        ),
      );
    }
  }
  for (const [deployment, capacities] of Object.entries(OPENZFS_THROUGHPUT_MBPS)) {
    if (!allowed(deployment)) continue;
    for (const mbps of capacities) {
      out.push(
        candidate(
          "fsx-openzfs",
          { deployment, throughputCapacityMBps: mbps, nfsConnections: NFS_MAX_CONNECTIONS },
          `${deployment}-${mbps}`,
          `Throughput capacity ${formatInteger(mbps)} MB/s: the least of ${steps(capacities)} that does the work in time.`,
          `fsx-openzfs:${deployment}`,
        ),
      );
    }
  }
  for (const mbps of OPENZFS_IT_THROUGHPUT_MBPS) {
    out.push(
      candidate(
        "fsx-openzfs-intelligent-tiering",
        { throughputCapacityMBps: mbps, nfsConnections: NFS_MAX_CONNECTIONS },
        `${mbps}`,
        `Throughput capacity ${formatInteger(mbps)} MB/s: the least of ${steps(OPENZFS_IT_THROUGHPUT_MBPS)} that does the work in time.`,
      ),
    );
  }
  return out;
}

/** Every configuration worth estimating for these answers, in catalog order. */
export function generateCandidates(answers: AdvisorAnswers, plan: AdvisorPlan): Candidate[] {
  const lustre = lustreCandidates();
  // Instance store enters at its default (the smallest instance holding the data).
  const instanceStore = CATALOG.filter((e) => e.family === "instance-store").map((e) =>
    candidate(e.id, {}, null, null),
  );
  return configureLikeAnArchitect(
    [
      ...efsCandidates(plan, answers),
      ...ebsCandidates(plan, answers),
      ...lustre,
      ...windowsCandidates(answers),
      ...fileServerCandidates(answers),
      ...instanceStore,
      ...s3Candidates(plan),
      ...s3FilesCandidates(),
    ],
    answers,
    plan,
  );
}

/** EFS Archive takes data after at least 90 days (EFS lifecycle's shortest Archive transition). */
const EFS_ARCHIVE_MIN_DAYS = 90;
/** Daily EBS snapshots kept a week: the zone-loss copy a single instance gets (recovery point: a day). */
const ZONE_LOSS_SNAPSHOT_RETENTION_DAYS = 7;
/** Options Mountpoint for Amazon S3 serves as files: Standard, Intelligent-Tiering and Express One Zone. */
const MOUNTPOINT_CLASSES = new Set(["s3-standard", "s3-intelligent-tiering", "s3-express-one-zone"]);

/** The share of the data the answers call cold, 0..1. */
function coldShare(answers: AdvisorAnswers): number {
  return Math.min(1, Math.max(0, (answers.coldPct ?? 0) / 100));
}

/**
 * Cold data on the tier an architect would put it on: EFS lifecycle to IA (or Archive on
 * Elastic after 90 days), the ONTAP capacity pool, OpenZFS Intelligent-Tiering's infrequent
 * tier. Each as a variant in the original's group, so the ranking keeps it where it is cheaper.
 */
function coldVariant(c: Candidate, answers: AdvisorAnswers): Candidate | null {
  const cold = coldShare(answers);
  if (cold <= 0) return null;
  const days = answers.coldAfterDays ?? 30;
  const pct = `${formatNumber(cold * 100)}%`;
  const variant = (params: Record<string, unknown>, why: string): Candidate => ({
    ...c,
    key: `${c.key}+cold`,
    params: { ...c.params, ...params },
    rationale: [c.rationale, why].filter((t) => t !== null).join(" "),
  });
  const family = getCatalogOption(c.optionId)?.family;
  if (family === "efs") {
    const archive = days >= EFS_ARCHIVE_MIN_DAYS && c.optionId === "efs-standard-elastic";
    return variant(
      archive ? { archiveFraction: cold } : { infrequentAccessFraction: cold },
      `Lifecycle management moves the ${pct} nobody reads after ${formatInteger(days)} days to ${archive ? "Archive" : "Infrequent Access"}.`,
    );
  }
  if (c.optionId === "fsx-ontap")
    return variant(
      { capacityPoolFraction: cold },
      `Tiering policy "auto" moves the ${pct} nobody reads to the capacity pool.`,
    );
  if (c.optionId === "fsx-openzfs-intelligent-tiering" || c.optionId === "fsx-lustre-intelligent-tiering") {
    return variant({ infrequentFraction: cold }, `The ${pct} nobody reads settles in the Infrequent Access tier.`);
  }
  return null;
}

/** Mountpoint for Amazon S3 over a class it serves: files read whole and written once, from Linux. */
function mountpointVariant(c: Candidate): Candidate | null {
  if (!MOUNTPOINT_CLASSES.has(c.optionId)) return null;
  return {
    ...c,
    key: `${c.key}+mountpoint`,
    group: `${c.group}:mountpoint`,
    params: { ...c.params, accessMethod: "mountpoint" },
    rationale:
      "Mounted with Mountpoint for Amazon S3: applications read the objects as files (sequential and random reads, new files written whole; no renames, appends or in-place writes).",
  };
}

/**
 * ONTAP with its SSD IOPS raised to what random work needs (beyond the 3 per GiB included),
 * in the original's group; the model refuses more than the throughput capacity supports.
 */
function ontapIopsVariant(c: Candidate, needIops: number): Candidate | null {
  if (c.optionId !== "fsx-ontap" || !(needIops > 0)) return null;
  const iops = Math.ceil(needIops / 100) * 100;
  return {
    ...c,
    key: `${c.key}+iops-${iops}`,
    params: { ...c.params, ssdIops: iops },
    rationale: [c.rationale, `SSD IOPS raised to ${formatInteger(iops)} for the random reads and writes.`]
      .filter((t) => t !== null)
      .join(" "),
  };
}

/** The CRT-based S3 client (parallel ranged requests) for applications on the S3 API: same bill, larger objects move faster. */
function crtVariant(c: Candidate): Candidate {
  return {
    ...c,
    key: `${c.key}+crt`,
    params: { ...c.params, accessMethod: "crt" },
    rationale: "Read and written with the AWS Common Runtime (CRT) client: large objects move as parallel 8 MiB parts.",
  };
}

/** The candidates as an architect would configure them for these answers: tiers, lifetimes, zone-loss copies, clients. */
export function configureLikeAnArchitect(
  candidates: readonly Candidate[],
  answers: AdvisorAnswers,
  plan?: AdvisorPlan,
): Candidate[] {
  const needIops =
    plan !== undefined && answers.access === "random"
      ? neededRate(plan, answers, (op) => bytesPerRun(op) / op.ioSizeBytes)
      : 0;
  const out: Candidate[] = [];
  const dailyChangePct = Math.min(100, (answers.writeGiBPerDay / Math.max(answers.sizeGiB, 0.01)) * 100);
  for (const original of candidates) {
    let c = original;
    const family = getCatalogOption(c.optionId)?.family;
    if (family === "s3" && answers.retentionDays !== undefined)
      c = { ...c, params: { ...c.params, objectLifetimeDays: answers.retentionDays } };
    if (family === "ebs" && answers.durability === "multiAz" && answers.sharing === "single") {
      c = {
        ...c,
        params: { ...c.params, backup: { retentionDays: ZONE_LOSS_SNAPSHOT_RETENTION_DAYS, dailyChangePct } },
      };
    }
    out.push(c);
    const cold = coldVariant(c, answers);
    if (cold) out.push(cold);
    if (family === "s3" && answers.sharing !== "objects") {
      const mounted = mountpointVariant(c);
      if (mounted) out.push(mounted);
    }
    if (
      family === "s3" &&
      answers.sharing === "objects" &&
      c.optionId !== "s3-glacier-flexible" &&
      c.optionId !== "s3-glacier-deep-archive"
    )
      out.push(crtVariant(c));
    const iops = ontapIopsVariant(c, needIops);
    if (iops) out.push(iops);
  }
  return out;
}
