import { sharingReason, type SharingAnswers } from "@/lib/advisor/rules";
import type { ConfiguredOption } from "@/lib/model";

/**
 * Who used the imported storage, and how: what the advisor asks as "sharing", answered here
 * from the service the metrics came from unless the importer says otherwise. An EFS file
 * system is shared over NFS; an EBS volume belongs to one instance; FSx metrics do not say
 * which file system type sent them, so they are taken as shared over NFS (FSx for Windows
 * users choose SMB). A replay then tries only the options that could serve the same clients
 * the same way: a single-attach EBS volume never "replaces" a shared file system.
 */

export const REPLAY_SHARING = ["single", "nfs", "smb"] as const;
export type ReplaySharing = (typeof REPLAY_SHARING)[number];

export interface SharingChoice {
  sharing: ReplaySharing;
  /** True when taken from the service, false when the importer said it. */
  inferred: boolean;
  why: string;
}

const SHARING_TEXT: Record<ReplaySharing, string> = {
  single: "one instance's own volume",
  nfs: "a file system shared by Linux instances over NFS",
  smb: "a file share for Windows clients over SMB",
};

export function sharingText(sharing: ReplaySharing): string {
  return SHARING_TEXT[sharing];
}

export function sharingOf(system: "efs" | "ebs" | "fsx", said: ReplaySharing | undefined): SharingChoice {
  if (said !== undefined) return { sharing: said, inferred: false, why: `as you said: ${SHARING_TEXT[said]}` };
  switch (system) {
    case "efs":
      return { sharing: "nfs", inferred: true, why: "EFS metrics: an EFS file system is shared over NFS" };
    case "ebs":
      return { sharing: "single", inferred: true, why: "EBS metrics: an EBS volume is attached to one instance" };
    case "fsx":
      return {
        sharing: "nfs",
        inferred: true,
        why: "FSx metrics: a shared file system, taken as NFS (the metrics do not name the file system type; choose SMB for FSx for Windows File Server)",
      };
  }
}

/**
 * Why an option cannot serve the imported storage's clients, or null: the advisor's own
 * sharing rule (lib/advisor/rules.ts) on the answers the replay knows.
 */
export function replayRuleOut(cfg: ConfiguredOption, choice: SharingChoice, clients: number): string | null {
  const answers: SharingAnswers = {
    sharing: choice.sharing,
    clients,
    clientOs: choice.sharing === "smb" ? "windows" : "linux",
  };
  const reason = sharingReason(
    { key: cfg.id, optionId: cfg.id, params: cfg.params, group: cfg.id, rationale: null },
    answers,
  );
  return reason === null ? null : `Cannot replace ${SHARING_TEXT[choice.sharing]}: ${reason}`;
}
