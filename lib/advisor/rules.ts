import { getCatalogOption } from "@/lib/model";
import { EBS_MULTI_ATTACH_MAX_INSTANCES } from "@/lib/model/limits-ebs";
import type { AdvisorAnswers, Sharing } from "./answers";
import type { Candidate } from "./types";

/**
 * Options the answers rule out before anything is estimated: who reaches the data and
 * how (sharing), and whether it must survive the loss of an Availability Zone. Each
 * reason says which answer rules the option out and what would serve instead.
 */

const NFS_INSTEAD = "many Linux instances need a shared file system: EFS over NFS, or FSx for Lustre with the Lustre client";

function ebsReason(optionId: string, sharing: Sharing, clients: number): string {
  const type = optionId.replace("ebs-", "");
  const who = sharing === "hpc" ? "an HPC cluster" : `${clients.toLocaleString("en-US")} Linux instance${clients === 1 ? "" : "s"} over NFS`;
  if (type === "io1" || type === "io2") {
    return `EBS Multi-Attach shares an ${type} volume with at most ${EBS_MULTI_ATTACH_MAX_INSTANCES} Nitro instances in one Availability Zone, only with a cluster-aware file system, and as a block device, not an NFS share: it cannot serve ${who}; ${NFS_INSTEAD}.`;
  }
  return `An EBS ${type} volume attaches to one instance at a time (no Multi-Attach, no NFS): it cannot serve ${who}; ${NFS_INSTEAD}.`;
}

function sharingReason(candidate: Candidate, answers: AdvisorAnswers): string | null {
  const entry = getCatalogOption(candidate.optionId);
  if (!entry) return `Unknown option ${candidate.optionId}.`;
  const { sharing } = answers;
  const family = entry.family;
  if (sharing === "objects") {
    return family === "s3" ? null : `Your application uses the S3 API: this is ${family === "ebs" ? "a block volume" : "a file system"} it would have to be rewritten for; S3 serves it directly.`;
  }
  if (family === "s3") {
    return "S3 is object storage: applications reach it through the S3 API, not as a mounted file system (a FUSE layer such as s3fs adds its own latency and POSIX gaps). Choose “applications that use the S3 API” if yours does.";
  }
  if (family === "instance-store" && sharing !== "single") {
    return "Instance store drives belong to one instance: other instances cannot reach them.";
  }
  switch (sharing) {
    case "single":
      return null;
    case "smb":
      // FSx for NetApp ONTAP serves SMB (and NFS, iSCSI) from the same file system.
      if (family === "fsx-windows" || family === "fsx-ontap") return null;
      if (family === "fsx-openzfs") return "FSx for OpenZFS serves NFS only; SMB for Windows clients needs FSx for Windows File Server or FSx for NetApp ONTAP.";
      if (family === "ebs") return `Windows clients over SMB need a file server: an EBS volume is a block device attached to one instance. SMB shares need FSx for Windows File Server.`;
      return `Serves ${family === "efs" ? "NFS" : "the Lustre protocol"} to Linux clients; SMB for Windows clients needs FSx for Windows File Server.`;
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
  const deployment = String(candidate.params.deployment ?? "");
  const singleAz =
    entry.family === "fsx-windows" ? deployment === "singleAz" : entry.family === "fsx-ontap" && deployment !== "" ? deployment.startsWith("singleAz") : entry.durability === "singleAz";
  if (!singleAz) return null;
  return "Keeps the data in one Availability Zone; you asked for data that survives the loss of a zone (Multi-AZ).";
}

/** Why the answers rule this candidate out, or null when they allow it. */
export function answerRuleOut(candidate: Candidate, answers: AdvisorAnswers): string | null {
  return sharingReason(candidate, answers) ?? durabilityReason(candidate, answers);
}
