import {
  CLIENT_OS,
  PLACEMENT,
  SEMANTICS,
  SHARING,
  type AnswerField,
  type ClientOs,
  type Placement,
  type Semantics,
  type Sharing,
} from "./answers";

/**
 * Answers that rarely go together. Each answer is still honoured: an architect asks "did
 * you mean this?" rather than overruling, so the wizard shows these as the user answers
 * (before anything is submitted) and the results page leads with them.
 *
 * No zod and nothing of the model: the wizard's client form imports this file.
 */
export interface Contradiction {
  /** The answers that disagree, the one whose message this is first. */
  fields: readonly AnswerField[];
  message: string;
}

/** The answers the checks read; any may be missing while the wizard is being filled in. */
export interface ContradictionInput {
  clients?: number;
  sharing?: Sharing;
  clientOs?: ClientOs;
  placement?: Placement;
  semantics?: Semantics;
}

const MANY_CLIENT_SHARING: readonly Sharing[] = ["nfs", "hpc"];

const RULES: readonly ((a: ContradictionInput) => Contradiction | null)[] = [
  (a) =>
    a.sharing === "smb" && a.clientOs === "linux"
      ? {
          fields: ["sharing", "clientOs"],
          message:
            "You chose SMB for Linux clients: Linux mounts SMB with cifs-utils, without the POSIX owners, modes and hard links Linux software expects. If they can use NFS, choose “Many Linux instances over NFS” (EFS, FSx for OpenZFS or ONTAP).",
        }
      : null,
  (a) =>
    a.sharing === "nfs" && a.clientOs === "windows"
      ? {
          fields: ["sharing", "clientOs"],
          message:
            "You chose NFS for Windows clients: Windows shares files over SMB (FSx for Windows File Server, FSx for NetApp ONTAP); EFS is not supported on Windows.",
        }
      : null,
  (a) =>
    a.sharing === "hpc" && a.clientOs === "windows"
      ? {
          fields: ["sharing", "clientOs"],
          message:
            "You chose an HPC cluster of Windows clients: FSx for Lustre, the HPC file system, has a Linux client only. Windows nodes share files over SMB (FSx for Windows File Server, FSx for NetApp ONTAP).",
        }
      : null,
  (a) =>
    a.clients === 1 && a.sharing !== undefined && MANY_CLIENT_SHARING.includes(a.sharing)
      ? {
          fields: ["sharing", "clients"],
          message: `You chose ${a.sharing === "hpc" ? "an HPC cluster" : "many instances sharing over NFS"} but one machine works on the data. If only one instance uses it, choose “One instance” (a block volume is often cheaper); if several do, say how many.`,
        }
      : null,
  (a) =>
    a.placement === "oneInstance" && a.clients !== undefined && a.clients > 1 && a.sharing !== "single"
      ? {
          fields: ["placement", "clients"],
          message: `You said the clients run on one instance but ${a.clients.toLocaleString("en-US")} machines work on the data at once. If they are separate instances, choose the Availability Zones they run in.`,
        }
      : null,
  (a) =>
    a.sharing === "objects" && (a.semantics === "randomWrites" || a.semantics === "locking")
      ? {
          fields: ["semantics", "sharing"],
          message: `You chose applications that use the S3 API but need ${a.semantics === "locking" ? "locks shared by several clients" : "writes in place"}: S3 objects are written whole and have no locks. Such applications need a file system or a block volume.`,
        }
      : null,
  (a) =>
    a.clientOs === "both" && a.sharing === "single"
      ? {
          fields: ["clientOs", "sharing"],
          message:
            "You said Linux and Windows clients use the same files, but only one instance uses the data. If both kinds of client share it, choose how they share it.",
        }
      : null,
];

export function answerContradictions(answers: ContradictionInput): Contradiction[] {
  return RULES.map((rule) => rule(answers)).filter((c): c is Contradiction => c !== null);
}

function oneOf<T extends string>(choices: readonly T[], value: string | undefined): T | undefined {
  return (choices as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
}

/**
 * The checks' answers from a form's or a URL's text, as typed so far: a value that is not
 * (yet) valid counts as unanswered, so a half-typed number raises nothing.
 */
export function contradictionInputOf(values: Readonly<Partial<Record<string, string>>>): ContradictionInput {
  const clients = Number(values.clients);
  return {
    ...(values.clients !== undefined && values.clients !== "" && Number.isInteger(clients) && clients >= 1
      ? { clients }
      : {}),
    ...optional("sharing", oneOf(SHARING, values.sharing)),
    ...optional("clientOs", oneOf(CLIENT_OS, values.clientOs)),
    ...optional("placement", oneOf(PLACEMENT, values.placement)),
    ...optional("semantics", oneOf(SEMANTICS, values.semantics)),
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
