import { getCatalogOption } from "@/lib/model";
import type { OperationLatency } from "./answers";
import type { Candidate } from "./types";

/**
 * How long one file operation takes on each option, as AWS documents it: in classes, since
 * AWS states latency as "sub-millisecond", "single-digit millisecond" and so on rather than
 * as one figure. The advisor compares the class with the one the answers ask for.
 * "hours" is for archive classes whose objects must be restored before they are read.
 */
export type LatencyClass = OperationLatency | "hours";

const ORDER: readonly LatencyClass[] = ["subMs", "ms", "tensMs", "seconds", "hours"];

export const LATENCY_CLASS_TEXT: Record<LatencyClass, string> = {
  subMs: "under a millisecond",
  ms: "a few milliseconds",
  tensMs: "tens of milliseconds",
  seconds: "seconds",
  hours: "minutes to hours (a restore first)",
};

interface Documented {
  latency: LatencyClass;
  /** The AWS page that states it (retrieved 2026-11). */
  source: string;
  /** True where the class is our reading of a page that gives no class in words. */
  unconfirmed?: boolean;
}

const EBS_OPTIMIZATION = "https://docs.aws.amazon.com/ebs/latest/userguide/ebs-optimization.html";
const EBS_VOLUME_TYPES = "https://docs.aws.amazon.com/ebs/latest/userguide/ebs-volume-types.html";
const EFS_PERFORMANCE = "https://docs.aws.amazon.com/efs/latest/ug/performance.html";
const LUSTRE_PERFORMANCE = "https://docs.aws.amazon.com/fsx/latest/LustreGuide/performance.html";
const WINDOWS_PERFORMANCE = "https://docs.aws.amazon.com/fsx/latest/WindowsGuide/performance.html";
const ONTAP_PERFORMANCE = "https://docs.aws.amazon.com/fsx/latest/ONTAPGuide/performance.html";
const OPENZFS_PERFORMANCE = "https://docs.aws.amazon.com/fsx/latest/OpenZFSGuide/performance.html";
const S3_PERFORMANCE = "https://docs.aws.amazon.com/AmazonS3/latest/userguide/optimizing-performance.html";
const S3_CLASSES = "https://docs.aws.amazon.com/AmazonS3/latest/userguide/storage-class-intro.html";
const S3_FILES_PERFORMANCE = "https://docs.aws.amazon.com/AmazonS3/latest/userguide/s3-files-performance.html";
const INSTANCE_STORE = "https://docs.aws.amazon.com/ec2/latest/instancetypes/so.html";

/**
 * - io2 Block Express: "an average latency of under 500 microseconds for 16KiB I/O" (EBS optimization).
 * - gp2, gp3, io1: "single-digit millisecond" (EBS volume types).
 * - st1, sc1: HDD; AWS gives no latency, only that small random I/O suits them badly: a seek
 *   is milliseconds to tens of them (unconfirmed reading).
 * - EFS: reads about a millisecond or less, writes about 2.7 ms (Regional) in General
 *   Purpose mode; Max I/O is "higher per-operation latencies" (EFS performance).
 * - FSx SSD file systems: "sub-millisecond"; FSx HDD: "single-digit millisecond" (each guide).
 * - S3 Standard and the classes read in milliseconds: first bytes in tens to 100-200 ms
 *   (S3 performance guidelines); Express One Zone: "single-digit millisecond"; Glacier
 *   Flexible Retrieval and Deep Archive: a restore of minutes to hours first (storage classes).
 * - S3 Files: about a millisecond on the active data of its high-performance storage (built
 *   on EFS); large reads stream from S3 and take S3's first byte (S3 Files performance).
 */
function documented(candidate: Candidate): Documented {
  const entry = getCatalogOption(candidate.optionId);
  const p = candidate.params;
  switch (entry?.family) {
    case "instance-store":
      return { latency: "subMs", source: INSTANCE_STORE };
    case "ebs":
      if (candidate.optionId === "ebs-io2") return { latency: "subMs", source: EBS_OPTIMIZATION };
      if (candidate.optionId === "ebs-st1" || candidate.optionId === "ebs-sc1")
        return { latency: "tensMs", source: EBS_VOLUME_TYPES, unconfirmed: true };
      return { latency: "ms", source: EBS_VOLUME_TYPES };
    case "efs":
      return { latency: "ms", source: EFS_PERFORMANCE };
    case "fsx-lustre":
      return candidate.optionId === "fsx-lustre-hdd"
        ? { latency: "ms", source: LUSTRE_PERFORMANCE }
        : { latency: "subMs", source: LUSTRE_PERFORMANCE };
    case "fsx-windows":
      return p.storageType === "hdd"
        ? { latency: "ms", source: WINDOWS_PERFORMANCE }
        : { latency: "subMs", source: WINDOWS_PERFORMANCE };
    case "fsx-ontap":
      return { latency: "subMs", source: ONTAP_PERFORMANCE };
    case "fsx-openzfs":
      // Intelligent-Tiering serves what its SSD cache misses from S3-backed tiers: tens of ms.
      return candidate.optionId === "fsx-openzfs-intelligent-tiering"
        ? { latency: "tensMs", source: OPENZFS_PERFORMANCE }
        : { latency: "subMs", source: OPENZFS_PERFORMANCE };
    case "s3-files":
      return { latency: "ms", source: S3_FILES_PERFORMANCE };
    case "s3":
      if (candidate.optionId === "s3-express-one-zone") return { latency: "ms", source: S3_CLASSES };
      if (candidate.optionId === "s3-glacier-flexible" || candidate.optionId === "s3-glacier-deep-archive")
        return { latency: "hours", source: S3_CLASSES };
      return { latency: "tensMs", source: S3_PERFORMANCE };
    default:
      return { latency: "seconds", source: S3_PERFORMANCE, unconfirmed: true };
  }
}

export function latencyClassOf(candidate: Candidate): Documented {
  return documented(candidate);
}

/** Why the option cannot meet the per-operation need, or null when it can (or none was given). */
export function latencyShortfall(candidate: Candidate, need: OperationLatency | undefined): string | null {
  if (need === undefined) return null;
  const { latency, source } = documented(candidate);
  if (ORDER.indexOf(latency) <= ORDER.indexOf(need)) return null;
  return `One operation takes ${LATENCY_CLASS_TEXT[latency]} on it (${source}); you need ${LATENCY_CLASS_TEXT[need]}.`;
}
