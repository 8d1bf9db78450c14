import type { AdvisorAnswers, ClientOs, Latency, Placement, Semantics } from "./answers";
import { BUSY_HOUR_SHARE_DEFAULT } from "./constants";

/**
 * The hard constraints of the answers: the clients' operating system, where they run and
 * the file operations they need. Each is an answer; when it was left out it is derived
 * from the others, and the derivation is said, so nobody is ruled out on a guess silently.
 */
export interface Constraints {
  clientOs: ClientOs;
  placement: Placement;
  semantics: Semantics;
  /** Share (0..1] of the day's reads and writes in the busiest hour; used for interactive work. */
  busyHourShare: number;
  /** Whether the client machines' idle hours on the I/O are paid for and so counted as dollars. */
  computeWaits: boolean;
  /** One sentence per derived constraint: what was assumed and from which answer. */
  derived: string[];
}

const OS_TEXT: Record<ClientOs, string> = {
  linux: "Linux",
  windows: "Windows",
  both: "Linux and Windows (NFS and SMB at once)",
};
const PLACEMENT_TEXT: Record<Placement, string> = {
  oneInstance: "one instance",
  oneAz: "several instances in one Availability Zone",
  severalAz: "instances in several Availability Zones",
};
export const SEMANTICS_TEXT: Record<Semantics, string> = {
  wholeFiles: "whole files written once",
  appendRename: "renames and appends",
  randomWrites: "writes in place at any offset",
  locking: "locks shared by several clients",
};

function deriveOs(answers: Pick<AdvisorAnswers, "sharing">): ClientOs {
  return answers.sharing === "smb" ? "windows" : "linux";
}

/** The clients' operating system: the answer, or derived from the sharing answer (SMB: Windows). */
export function clientOsOf(answers: Pick<AdvisorAnswers, "clientOs" | "sharing">): ClientOs {
  return answers.clientOs ?? deriveOs(answers);
}

function derivePlacement(answers: AdvisorAnswers): Placement {
  if (answers.sharing === "single" || answers.clients === 1) return "oneInstance";
  return answers.durability === "multiAz" ? "severalAz" : "oneAz";
}

function deriveSemantics(answers: AdvisorAnswers): Semantics {
  if (answers.sharing === "objects") return "wholeFiles";
  return answers.access === "random" ? "randomWrites" : "appendRename";
}

/**
 * Machines wait, paid, on the I/O when they exist for the work: an HPC cluster, a batch or
 * prompt job's fleet. Not for interactive work (people wait, priced by their own answer),
 * not for instances that keep their own data (they run anyway), not for SMB desktops.
 */
function deriveComputeWaits(answers: AdvisorAnswers): boolean {
  if (answers.sharing === "hpc") return true;
  if (answers.latency === "interactive" || answers.sharing === "single" || answers.sharing === "smb") return false;
  return true;
}

function busyHourShareOf(latency: Latency, pct: number | undefined): number {
  if (pct !== undefined) return pct / 100;
  return latency === "interactive" ? BUSY_HOUR_SHARE_DEFAULT : 1 / 24;
}

export function constraintsOf(answers: AdvisorAnswers): Constraints {
  const derived: string[] = [];
  const clientOs = clientOsOf(answers);
  if (answers.clientOs === undefined)
    derived.push(
      `Clients are taken to run ${OS_TEXT[clientOs]}${answers.sharing === "smb" ? " (they use SMB)" : ""}; say so if they run ${OS_TEXT[clientOs === "linux" ? "windows" : "linux"]}.`,
    );
  const placement = answers.placement ?? derivePlacement(answers);
  if (answers.placement === undefined) derived.push(`Clients are taken to run on ${PLACEMENT_TEXT[placement]}.`);
  const semantics = answers.semantics ?? deriveSemantics(answers);
  if (answers.semantics === undefined)
    derived.push(`The application is taken to need ${SEMANTICS_TEXT[semantics]} at most.`);
  const busyHourShare = busyHourShareOf(answers.latency, answers.busyHourPct);
  if (answers.busyHourPct === undefined && answers.latency === "interactive") {
    derived.push(
      `The busiest hour is taken to carry ${Math.round(busyHourShare * 100)}% of the day's reads and writes (a working day's traffic with a peak); give the share if you know it.`,
    );
  }
  const computeWaits =
    answers.computeWaits === undefined ? deriveComputeWaits(answers) : answers.computeWaits === "yes";
  if (answers.computeWaits === undefined) {
    derived.push(
      computeWaits
        ? "The client machines are taken to sit idle, paid for, while the I/O runs (a job's fleet or a cluster): their idle hours are counted as dollars; say so if they run anyway."
        : "The client machines are taken to run anyway, so the hours they spend on the I/O cost nothing extra; say so if they are started for this work.",
    );
  }
  return { clientOs, placement, semantics, busyHourShare, computeWaits, derived };
}

export { OS_TEXT, PLACEMENT_TEXT };
