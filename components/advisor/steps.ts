import { ANSWER_STEPS, type AnswerField, type AnswerStepId } from "@/lib/advisor/answers";
import { INSTANCE_TYPES } from "@/lib/ec2/instances";

/**
 * The wizard's words: one question per step, a line of help for each, and how each
 * answer is asked (number, choice, list). The fields of each step come from
 * ANSWER_STEPS in lib/advisor/answers.ts, which the server validates against.
 */

export interface Choice {
  value: string;
  label: string;
  help: string;
}

export type FieldSpec =
  | {
      kind: "number";
      label: string;
      help: string;
      unit?: string;
      min: number;
      max?: number;
      step: number | "any";
      optional?: boolean;
      placeholder?: string;
    }
  | { kind: "choice"; label: string; help?: string; choices: Choice[] }
  | { kind: "select"; label: string; help?: string; choices: { value: string; label: string }[] };

export interface StepSpec {
  id: AnswerStepId;
  title: string;
  help: string;
  fields: readonly AnswerField[];
}

const STEP_TEXT: Record<AnswerStepId, { title: string; help: string }> = {
  size: {
    title: "How much data, and how fast does it grow?",
    help: "Provisioned storage is sized ahead, so the advice is for the size you will have in a year.",
  },
  files: {
    title: "What are the files like?",
    help: "Small files are slow on network storage whatever its throughput: each costs a round trip.",
  },
  concurrency: {
    title: "How many machines and threads work on it at once?",
    help: "More files in flight hide per-file latency; shared storage splits the work across clients.",
  },
  volume: {
    title: "How much is read and written each day?",
    help: "Daily volume decides burst credits, per-GB charges and how long the work takes.",
  },
  access: {
    title: "How is the data read and written?",
    help: "Sequential streams favour throughput-optimised disks; random access needs IOPS.",
  },
  sharing: {
    title: "Who needs the data?",
    help: "This rules options in or out: block volumes attach to one instance, SMB needs a Windows file server.",
  },
  latency: {
    title: "How much does finishing sooner matter?",
    help: "It sets how the advice weighs a lower bill against a shorter wait.",
  },
  durability: {
    title: "Must the data survive the loss of an Availability Zone?",
    help: "Single-zone storage costs less but is lost, or unreachable, with its zone.",
  },
  budget: {
    title: "Is there a monthly budget?",
    help: "Options above it are ruled out. Leave it empty for no ceiling.",
  },
  region: {
    title: "Which AWS Region?",
    help: "Prices differ by Region; the list shows the Regions the price snapshot in use covers.",
  },
};

export const STEPS: readonly StepSpec[] = ANSWER_STEPS.map((s) => ({ id: s.id, fields: s.fields, ...STEP_TEXT[s.id] }));

export const FIELDS: Record<Exclude<AnswerField, "region">, FieldSpec> = {
  sizeGiB: {
    kind: "number",
    label: "Data stored today",
    unit: "GiB",
    help: "1,024 GiB is 1 TiB. Include every copy you keep on this storage.",
    min: 0.01,
    step: "any",
  },
  growthPctPerYear: {
    kind: "number",
    label: "Growth per year",
    unit: "%",
    help: "0 if the data set stays the same size.",
    min: 0,
    max: 1000,
    step: "any",
  },
  fileProfile: {
    kind: "choice",
    label: "Most files are",
    choices: [
      { value: "small", label: "Mostly small", help: "Under about 100 KiB: source code, web assets, mail." },
      { value: "mixed", label: "Mixed", help: "Documents and images, around a megabyte." },
      { value: "large", label: "Mostly large", help: "Media, archives, data files: hundreds of MiB and up." },
    ],
  },
  fileSize: {
    kind: "number",
    label: "Typical file size",
    help: "The size of a file your work reads or writes.",
    min: 0,
    step: "any",
  },
  fileSizeUnit: {
    kind: "select",
    label: "Unit",
    choices: [
      { value: "KiB", label: "KiB" },
      { value: "MiB", label: "MiB" },
      { value: "GiB", label: "GiB" },
    ],
  },
  fileCount: {
    kind: "number",
    label: "Files in the data set",
    help: "Leave empty to work it out from the size and the typical file.",
    min: 1,
    step: 1,
    optional: true,
    placeholder: "worked out",
  },
  clients: {
    kind: "number",
    label: "Machines (clients)",
    help: "Instances or containers that read or write at the same time.",
    min: 1,
    max: 10_000,
    step: 1,
  },
  threads: {
    kind: "number",
    label: "Threads per machine",
    help: "Files each machine has in flight at once: 1 for tar or cp, more for parallel copies.",
    min: 1,
    max: 1024,
    step: 1,
  },
  clientInstance: {
    kind: "select",
    label: "Client instance type",
    help: 'Its network and EBS bandwidth (and their "up to" bursts) can be the limit. Not sure: leave it, the advisor assumes a large client.',
    choices: [
      { value: "", label: "not sure (a large client)" },
      ...INSTANCE_TYPES.map((t) => ({ value: t, label: t })),
    ],
  },
  readGiBPerDay: {
    kind: "number",
    label: "Other reads per day",
    unit: "GiB",
    help: "Reads besides reading the whole data set: put those in the next question, not here. Reading everything once a day is 0 here and “Once a day” below.",
    min: 0,
    step: "any",
  },
  writeGiBPerDay: {
    kind: "number",
    label: "Written per day",
    unit: "GiB",
    help: "New and changed data written in a day.",
    min: 0,
    step: "any",
  },
  fullReads: {
    kind: "select",
    label: "The whole data set is read",
    help: "Backups, scans, reindexing, training epochs that touch every file. Counted on top of the other reads above.",
    choices: [
      { value: "never", label: "Never" },
      { value: "monthly", label: "Once a month" },
      { value: "weekly", label: "Once a week" },
      { value: "daily", label: "Once a day" },
      { value: "hourly", label: "Every hour" },
    ],
  },
  access: {
    kind: "choice",
    label: "Access pattern",
    choices: [
      { value: "sequential", label: "Sequential", help: "Whole files front to back: copies, media, logs, analytics." },
      { value: "random", label: "Random", help: "Small reads and writes inside files: databases, VM images." },
    ],
  },
  sharing: {
    kind: "choice",
    label: "The data is used by",
    choices: [
      {
        value: "single",
        label: "One instance",
        help: "Or several that each keep their own part (HDFS DataNodes, shards).",
      },
      {
        value: "nfs",
        label: "Many Linux instances over NFS",
        help: "Web servers, containers, build farms sharing one file system.",
      },
      { value: "smb", label: "Windows clients over SMB", help: "Home directories, department shares." },
      { value: "hpc", label: "An HPC cluster", help: "Many Linux compute nodes reading and writing in parallel." },
      { value: "objects", label: "Applications that use the S3 API", help: "Object storage, no file system needed." },
    ],
  },
  latency: {
    kind: "choice",
    label: "Latency sensitivity",
    choices: [
      {
        value: "interactive",
        label: "Interactive",
        help: "People wait on each operation: web pages, uploads, home directories.",
      },
      { value: "prompt", label: "Prompt", help: "Jobs should finish within minutes to an hour." },
      { value: "batch", label: "Batch", help: "Overnight or background work: it only has to finish." },
    ],
  },
  durability: {
    kind: "choice",
    label: "Availability Zones",
    choices: [
      {
        value: "multiAz",
        label: "Multi-AZ",
        help: "Survives the loss of a zone: EFS Standard, FSx for Windows Multi-AZ, S3.",
      },
      {
        value: "singleAz",
        label: "One zone is fine",
        help: "Cheaper: EBS, EFS One Zone, FSx for Lustre, or data you can rebuild.",
      },
    ],
  },
  clientOs: {
    kind: "choice",
    label: "The clients run",
    choices: [
      {
        value: "linux",
        label: "Linux",
        help: "NFS (EFS), Lustre, or a block volume. The default unless the data is shared over SMB.",
      },
      {
        value: "windows",
        label: "Windows",
        help: "SMB (FSx for Windows File Server) or a block volume: EFS and Lustre have no Windows client.",
      },
      {
        value: "both",
        label: "Both, on the same files",
        help: "NFS for Linux and SMB for Windows at once: a multiprotocol file server (FSx for NetApp ONTAP).",
      },
    ],
  },
  placement: {
    kind: "choice",
    label: "The clients run in",
    choices: [
      { value: "oneInstance", label: "One instance", help: "Or instances that each keep their own part." },
      { value: "oneAz", label: "One Availability Zone", help: "Several instances in the same zone." },
      {
        value: "severalAz",
        label: "Several Availability Zones",
        help: "A block volume cannot reach them; single-zone storage costs cross-zone traffic.",
      },
    ],
  },
  semantics: {
    kind: "choice",
    label: "The application needs at most",
    choices: [
      { value: "wholeFiles", label: "Whole files written once", help: "Write, read, delete: what S3 objects allow." },
      { value: "appendRename", label: "Renames and appends", help: "Logs, uploads moved into place: a file system." },
      { value: "randomWrites", label: "Writes in place", help: "Databases, VM images: updates at any offset." },
      {
        value: "locking",
        label: "Locks shared by several clients",
        help: "Several writers coordinating through file locks.",
      },
    ],
  },
  busyHourPct: {
    kind: "number",
    label: "Share of the day's reads and writes in the busiest hour",
    unit: "%",
    help: "For interactive work: what people wait on is the busiest hour. Leave empty for 20% (a working day with a peak); 4.2% is evenly spread.",
    min: 4.17,
    max: 100,
    step: "any",
    optional: true,
    placeholder: "20",
  },
  coldPct: {
    kind: "number",
    label: "Share of the data nobody reads after a while",
    unit: "%",
    help: "Old uploads, finished projects, last year's logs. It lets EFS IA and Archive, S3 lifecycles and FSx tiering hold that part for less. Leave empty if all of it stays in use.",
    min: 0,
    max: 100,
    step: "any",
    optional: true,
    placeholder: "0",
  },
  coldAfterDays: {
    kind: "number",
    label: "Untouched after",
    unit: "days",
    help: "How old data is when nobody reads it any more.",
    min: 1,
    max: 3650,
    step: 1,
    optional: true,
    placeholder: "30",
  },
  retentionDays: {
    kind: "number",
    label: "Each file or object is kept for",
    unit: "days",
    help: "For backups and logs that are deleted on a schedule: storage classes with a minimum storage duration bill at least that long. Leave empty if kept indefinitely.",
    min: 1,
    max: 3650,
    step: 1,
    optional: true,
    placeholder: "indefinitely",
  },
  ioSizeKiB: {
    kind: "number",
    label: "I/O size",
    unit: "KiB",
    help: "The size of one read or write the application asks for: 8 KiB for PostgreSQL pages, 16 KiB for MySQL, 1,024 KiB for streaming. Leave empty for 16 KiB random or 1 MiB sequential.",
    min: 4,
    max: 16384,
    step: "any",
    optional: true,
    placeholder: "16 or 1024",
  },
  operationLatency: {
    kind: "select",
    label: "One operation may take at most",
    help: "Where someone or something waits on each read or write: a database commit wants under a millisecond, a file share about a millisecond.",
    choices: [
      { value: "", label: "no per-operation need" },
      { value: "subMs", label: "under a millisecond" },
      { value: "ms", label: "a few milliseconds" },
      { value: "tensMs", label: "tens of milliseconds" },
      { value: "seconds", label: "seconds" },
    ],
  },
  computeWaits: {
    kind: "select",
    label: "Do paid machines sit idle while the I/O runs?",
    help: "Batch fleets, HPC clusters and pipelines pay for their instances while they wait on storage: that time is counted as dollars. Left empty: yes for HPC, batch and prompt jobs, no for interactive work.",
    choices: [
      { value: "", label: "work it out" },
      { value: "yes", label: "yes: count their idle hours" },
      { value: "no", label: "no: they run anyway" },
    ],
  },
  waitUsdPerHour: {
    kind: "number",
    label: "An hour of people's waiting is worth",
    unit: "USD",
    help: "Optional: counts the time people wait on the I/O as dollars. Leave empty to count only machines.",
    min: 0,
    step: "any",
    optional: true,
    placeholder: "not counted",
  },
  budgetUsd: {
    kind: "number",
    label: "Monthly budget",
    unit: "USD",
    help: "Storage and throughput only, not compute.",
    min: 0,
    step: "any",
    optional: true,
    placeholder: "no ceiling",
  },
};
