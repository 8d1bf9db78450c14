import { getCatalogOption, EBS_MULTI_ATTACH_MAX_INSTANCES } from "@/lib/model";
import type { AdvisorAnswers, Sharing } from "./answers";
import { clientOsOf, constraintsOf, SEMANTICS_TEXT, type Constraints } from "./constraints";
import type { Candidate } from "./types";

/**
 * Options the answers rule out before anything is estimated: who reaches the data and
 * how (sharing), and whether it must survive the loss of an Availability Zone. Each
 * reason says which answer rules the option out and what would serve instead.
 */

const NFS_INSTEAD =
  "many Linux instances need a shared file system: EFS over NFS, or FSx for Lustre with the Lustre client";

function ebsReason(optionId: string, sharing: Sharing, clients: number): string {
  const type = optionId.replace("ebs-", "");
  const who =
    sharing === "hpc"
      ? "an HPC cluster"
      : `${clients.toLocaleString("en-US")} Linux instance${clients === 1 ? "" : "s"} over NFS`;
  if (type === "io1" || type === "io2") {
    return `EBS Multi-Attach shares an ${type} volume with at most ${EBS_MULTI_ATTACH_MAX_INSTANCES} Nitro instances in one Availability Zone, only with a cluster-aware file system, and as a block device, not an NFS share: it cannot serve ${who}; ${NFS_INSTEAD}.`;
  }
  return `An EBS ${type} volume attaches to one instance at a time (no Multi-Attach, no NFS): it cannot serve ${who}; ${NFS_INSTEAD}.`;
}

/** Why who reaches the data, and how (the sharing answer), rules this candidate out, or null. */
/** The answers the sharing rule reads: who uses the data, how many machines, and their OS. */
export type SharingAnswers = Pick<AdvisorAnswers, "sharing" | "clients" | "clientOs">;

export function sharingReason(candidate: Candidate, answers: SharingAnswers): string | null {
  const entry = getCatalogOption(candidate.optionId);
  if (!entry) return `Unknown option ${candidate.optionId}.`;
  const { sharing } = answers;
  const family = entry.family;
  if (sharing === "objects") {
    return family === "s3"
      ? null
      : `Your application uses the S3 API: this is ${family === "ebs" ? "a block volume" : "a file system"} it would have to be rewritten for; S3 serves it directly.`;
  }
  if (family === "s3" && candidate.params.accessMethod === "mountpoint" && sharing !== "smb") {
    // Mountpoint for Amazon S3 (Linux only) serves files read whole or at random and new files written whole.
    return clientOsOf(answers) === "linux" ? null : "Mountpoint for Amazon S3 runs on Linux only.";
  }
  if (family === "s3") {
    return "S3 is object storage: applications reach it through the S3 API, not as a mounted file system (a FUSE layer such as s3fs adds its own latency and POSIX gaps). Choose “applications that use the S3 API” if yours does.";
  }
  if (family === "instance-store" && sharing !== "single") {
    return "Instance store drives belong to one instance: other instances cannot reach them.";
  }
  switch (sharing) {
    case "single":
      if (answers.clients > 1 && family !== "ebs" && family !== "instance-store") {
        return `Each of the ${answers.clients.toLocaleString("en-US")} instances keeps its own part of the data (like HDFS DataNodes, which replicate blocks themselves): each needs its own block volume. ${family === "efs" ? "An EFS" : family === "s3-files" ? "An S3 Files" : "An FSx"} file system per instance would pay ${answers.clients.toLocaleString("en-US")} times for a shared file system nobody shares.`;
      }
      return null;
    case "smb":
      // FSx for NetApp ONTAP serves SMB (and NFS, iSCSI) from the same file system.
      if (family === "fsx-windows" || family === "fsx-ontap") return null;
      if (family === "fsx-openzfs")
        return "FSx for OpenZFS serves NFS only; SMB for Windows clients needs FSx for Windows File Server or FSx for NetApp ONTAP.";
      if (family === "ebs")
        return `Windows clients over SMB need a file server: an EBS volume is a block device attached to one instance. SMB shares need FSx for Windows File Server.`;
      return `Serves ${family === "efs" || family === "s3-files" ? "NFS" : "the Lustre protocol"} to Linux clients; SMB for Windows clients needs FSx for Windows File Server.`;
    case "nfs":
    case "hpc":
      if (family === "ebs") return ebsReason(candidate.optionId, sharing, answers.clients);
      if (family === "fsx-windows") {
        return sharing === "hpc"
          ? "FSx for Windows File Server shares over SMB; an HPC cluster of Linux nodes mounts Lustre or NFS (FSx for Lustre, EFS)."
          : "FSx for Windows File Server shares over SMB; Linux instances sharing over NFS need EFS (or FSx for Lustre with the Lustre client).";
      }
      return null;
  }
}

function durabilityReason(candidate: Candidate, answers: AdvisorAnswers): string | null {
  const entry = getCatalogOption(candidate.optionId);
  if (entry?.family === "instance-store") {
    // Its cost is inside the instance price (the estimate shows $0 for it): never rank it against paid storage.
    return "Instance store is ephemeral: its data is lost when the instance stops or a drive fails. Use it for scratch data you can recreate, beside durable storage; the advisor does not rank it.";
  }
  if (answers.durability !== "multiAz") return null;
  if (!entry) return null;
  // One instance lives in one zone anyway: what an architect gives it is a volume in its zone
  // plus snapshots (Regional, in S3) or a replica in another zone, not "nothing fits".
  if (entry.family === "ebs" && answers.sharing === "single") return null;
  const deployment = String(candidate.params.deployment ?? "");
  // FSx for Windows, ONTAP and OpenZFS (SSD) name their deployment: Multi-AZ ones survive a zone.
  const byDeployment =
    deployment !== "" &&
    (entry.family === "fsx-windows" || entry.family === "fsx-ontap" || candidate.optionId === "fsx-openzfs");
  const singleAz = byDeployment ? deployment.startsWith("singleAz") : entry.durability === "singleAz";
  if (!singleAz) return null;
  return "Keeps the data in one Availability Zone; you asked for data that survives the loss of a zone (Multi-AZ).";
}

/**
 * The clients' operating system. Amazon EFS is not supported on Windows instances and the
 * Lustre client is Linux-only (AWS EFS and FSx for Lustre user guides); Linux can mount SMB
 * with cifs-utils, but without POSIX owners, modes and hard links, which Linux software
 * (HDFS, databases, build tools) expects: FSx for Windows serves Linux only when SMB was asked for.
 */
function osReason(candidate: Candidate, answers: AdvisorAnswers, c: Constraints): string | null {
  const family = getCatalogOption(candidate.optionId)?.family;
  if (c.clientOs === "both") return multiProtocolReason(family);
  if (c.clientOs === "windows") {
    if (family === "efs")
      return "Amazon EFS is not supported on Windows clients (NFS only, Linux and macOS): Windows needs SMB from FSx for Windows File Server, or an EBS volume on one instance.";
    if (family === "s3-files")
      return "Amazon S3 Files is mounted over NFS v4.1/4.2 by Linux clients: Windows needs SMB from FSx for Windows File Server, or an EBS volume on one instance.";
    if (family === "fsx-lustre")
      return "The Lustre client runs on Linux only: Windows clients need SMB from FSx for Windows File Server, or an EBS volume on one instance.";
    return null;
  }
  if (family === "fsx-windows" && answers.sharing !== "smb") {
    const who =
      answers.sharing === "single"
        ? "a Linux instance"
        : answers.sharing === "hpc"
          ? "an HPC cluster of Linux nodes"
          : "Linux clients";
    return `FSx for Windows File Server serves SMB only: ${who} would mount it with cifs-utils, without POSIX owners, permissions and hard links that Linux software expects. Linux needs EBS, EFS (NFS) or FSx for Lustre.`;
  }
  return null;
}

/**
 * Linux and Windows clients on the same files: one file system that serves NFS and SMB at
 * once. Of the catalog only FSx for NetApp ONTAP is multiprotocol (FSx ONTAP user guide,
 * "Supported clients" and "multiprotocol access"); EFS and OpenZFS serve NFS only, FSx for
 * Windows File Server SMB only, Lustre its own Linux client, EBS one instance.
 */
function multiProtocolReason(family: string | undefined): string | null {
  const why: Record<string, string> = {
    efs: "Amazon EFS serves NFS only: the Windows clients would have no SMB share (and EFS is not supported on Windows).",
    "s3-files": "Amazon S3 Files serves NFS only: the Windows clients would have no SMB share.",
    "fsx-openzfs":
      "FSx for OpenZFS serves NFS only: the Windows clients need SMB on the same files, which only FSx for NetApp ONTAP serves beside NFS.",
    "fsx-windows":
      "FSx for Windows File Server serves SMB only: the Linux clients would mount it with cifs-utils, without the POSIX owners and modes they expect; FSx for NetApp ONTAP serves both protocols on the same files.",
    "fsx-lustre": "The Lustre client runs on Linux only: the Windows clients could not reach the files.",
    ebs: "An EBS volume attaches to instances, not to a mixed group of Linux and Windows clients sharing files.",
    "instance-store":
      "Instance store belongs to one instance: it cannot share files between Linux and Windows clients.",
  };
  return family === undefined ? null : (why[family] ?? null);
}

/** S3 objects are written whole: no append, no in-place write, rename is a copy and a delete, no locks. */
function semanticsReason(candidate: Candidate, c: Constraints): string | null {
  const family = getCatalogOption(candidate.optionId)?.family;
  if (family === "s3-files") return s3FilesSemanticsReason(c);
  if (family !== "s3" || c.semantics === "wholeFiles") return null;
  return `S3 stores whole objects: it cannot append, write in place or lock, and a rename is a copy and a delete; your application needs ${SEMANTICS_TEXT[c.semantics]}, which needs a file system or a block volume.`;
}

/**
 * S3 Files gives NFS close-to-open consistency over a bucket that stays the system of record
 * (S3 Files user guide): renames and appends are file operations like EFS's, but every
 * changed file goes back to the bucket as a whole new object after a synchronisation delay,
 * and S3 API writers see neither NFS locks nor in-place writes. Shared in-place writes and
 * locks belong on EFS or FSx, whose files are the only copy.
 */
function s3FilesSemanticsReason(c: Constraints): string | null {
  if (c.semantics === "wholeFiles" || c.semantics === "appendRename") return null;
  return `S3 Files keeps the data in an S3 bucket: each changed file is written back to the bucket as a whole new object after a synchronisation delay, and applications using the S3 API see neither NFS locks nor partial writes. Your application needs ${SEMANTICS_TEXT[c.semantics]}: use EFS or FSx, whose files are the only copy, or answer “renames and appends” if that is all it needs.`;
}

/**
 * One instance doing random in-place writes (a database, a VM image) needs a block device:
 * over NFS or SMB every small write is a network round trip (EFS: about 2.7 ms per write
 * in a Regional file system, AWS EFS User Guide, performance) and fsync and O_DIRECT go through the file server.
 */
function blockDeviceReason(candidate: Candidate, answers: AdvisorAnswers, c: Constraints): string | null {
  const family = getCatalogOption(candidate.optionId)?.family;
  if (
    answers.sharing !== "single" ||
    answers.access !== "random" ||
    (c.semantics !== "randomWrites" && c.semantics !== "locking")
  )
    return null;
  if (family === "ebs" || family === "instance-store" || family === "s3") return null;
  return "One instance doing small random writes in place (a database, a VM image) needs a block device: over a network file system every small write is a round trip of milliseconds and fsync goes through the file server. Use an EBS volume; for data that must survive a zone, replicate at the application level (a standby in another zone).";
}

/** Clients in several zones cannot share a volume that lives in one zone. */
function placementReason(candidate: Candidate, answers: AdvisorAnswers, c: Constraints): string | null {
  const family = getCatalogOption(candidate.optionId)?.family;
  if (family === "ebs" && c.placement === "severalAz" && answers.sharing !== "single") {
    return "An EBS volume lives in one Availability Zone and attaches only to instances there: clients in several zones cannot reach it.";
  }
  return null;
}

/** Why the answers rule this candidate out, or null when they allow it. */
export function answerRuleOut(
  candidate: Candidate,
  answers: AdvisorAnswers,
  constraints: Constraints = constraintsOf(answers),
): string | null {
  return (
    osReason(candidate, answers, constraints) ??
    sharingReason(candidate, answers) ??
    semanticsReason(candidate, constraints) ??
    blockDeviceReason(candidate, answers, constraints) ??
    placementReason(candidate, answers, constraints) ??
    durabilityReason(candidate, answers)
  );
}
