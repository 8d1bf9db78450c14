/**
 * The advisor's answers: names, limits, choices, the wizard's steps, the answers' shape
 * once defaults are applied, and the checks that span several answers. No zod: the
 * wizard's client components import this file (zod and the schemas built from it cost a
 * phone about 100 ms of script at load), and the advisor core works on the parsed shape.
 * lib/validations/advisor.ts builds the schemas on these names.
 */
import { GIB_BYTES, KIB_BYTES, MIB_BYTES, TIB_BYTES } from "@/lib/units";

export const FILE_SIZE_UNITS = { KiB: KIB_BYTES, MiB: MIB_BYTES, GiB: GIB_BYTES } as const;
export type FileSizeUnit = keyof typeof FILE_SIZE_UNITS;

/** 10 PiB: far beyond any one file system's practical size; larger is a typo. */
export const MAX_SIZE_GIB = 10 * 1024 * 1024;
export const MIN_SIZE_GIB = 0.01;
export const MAX_GROWTH_PCT_PER_YEAR = 1000;
/** 1 KiB: smaller files cost the same round trips as 1 KiB files. */
export const MIN_FILE_SIZE_BYTES = KIB_BYTES;
/** 5 TiB: the largest S3 object, and larger than any file a workload here moves. */
export const MAX_FILE_SIZE_BYTES = 5 * TIB_BYTES;
/** The model's limit on files per run (lib/model workload schema). */
export const MAX_FILES = 1_000_000_000;
export const MAX_CLIENTS = 10_000;
export const MAX_THREADS = 1024;
export const MAX_GIB_PER_DAY = 10_000_000;
export const MAX_BUDGET_USD = 1_000_000_000;

export const FILE_PROFILES = ["small", "mixed", "large"] as const;
export const FULL_READS = ["never", "monthly", "weekly", "daily", "hourly"] as const;
export const ACCESS_PATTERNS = ["sequential", "random"] as const;
export const SHARING = ["single", "nfs", "smb", "hpc", "objects"] as const;
export const LATENCY = ["interactive", "prompt", "batch"] as const;
export const DURABILITY = ["multiAz", "singleAz"] as const;
/**
 * The clients' operating system: it decides the protocols they can mount (EFS and Lustre
 * are Linux-only). "both": Linux and Windows clients share the same files, over NFS and
 * SMB at once.
 */
export const CLIENT_OS = ["linux", "windows", "both"] as const;
/**
 * The most demanding file operation the application needs, in increasing order: whole
 * files written once (what S3 objects allow), renames and appends, writes in place at any
 * offset, and locks that several clients respect.
 */
export const SEMANTICS = ["wholeFiles", "appendRename", "randomWrites", "locking"] as const;
/** Where the clients run: one instance, several instances in one Availability Zone, or several zones. */
export const PLACEMENT = ["oneInstance", "oneAz", "severalAz"] as const;
/**
 * How long one file operation may take where someone or something waits on it, as an
 * architect states it: under a millisecond (a database's commit), about a millisecond or a
 * few (an interactive file share), tens of milliseconds (web assets, object reads), seconds
 * (anything a person or a batch job does not wait on per operation).
 */
export const OPERATION_LATENCY = ["subMs", "ms", "tensMs", "seconds"] as const;
/** Whether the client machines sit idle, paid for, while the I/O runs (batch fleets, HPC, pipelines). */
export const COMPUTE_WAITS = ["yes", "no"] as const;
/** I/O size an application asks for, KiB: a 4 KiB page to a 1 MiB stream request. */
export const MIN_IO_SIZE_KIB = 4;
export const MAX_IO_SIZE_KIB = 16 * 1024;
/** Days after which data counts as cold, and how long data is kept: a day to ten years. */
export const MAX_DAYS = 3650;
export const MAX_WAIT_USD_PER_HOUR = 100_000;
/** Share of the day's reads and writes that fall in the busiest hour, percent (100/24 = evenly spread). */
export const MIN_BUSY_HOUR_PCT = 100 / 24;
export const MAX_BUSY_HOUR_PCT = 100;

export type FileProfile = (typeof FILE_PROFILES)[number];
export type FullReads = (typeof FULL_READS)[number];
export type Sharing = (typeof SHARING)[number];
export type Latency = (typeof LATENCY)[number];
export type Durability = (typeof DURABILITY)[number];
export type ClientOs = (typeof CLIENT_OS)[number];
export type Semantics = (typeof SEMANTICS)[number];
export type Placement = (typeof PLACEMENT)[number];
export type OperationLatency = (typeof OPERATION_LATENCY)[number];
export type ComputeWaits = (typeof COMPUTE_WAITS)[number];

/** The typical file of each profile when no size is given: a web asset, a document, a media or data file. */
export const PROFILE_FILE_SIZE: Record<FileProfile, { fileSize: number; fileSizeUnit: FileSizeUnit }> = {
  small: { fileSize: 16, fileSizeUnit: "KiB" },
  mixed: { fileSize: 1, fileSizeUnit: "MiB" },
  large: { fileSize: 256, fileSizeUnit: "MiB" },
};

export { DEFAULT_REGION } from "@/lib/pricing/regions";

/** Every answer, in the order URLs list them. */
export const ANSWER_FIELDS = [
  "sizeGiB",
  "growthPctPerYear",
  "coldPct",
  "coldAfterDays",
  "retentionDays",
  "fileProfile",
  "fileSize",
  "fileSizeUnit",
  "fileCount",
  "clients",
  "threads",
  "clientInstance",
  "readGiBPerDay",
  "writeGiBPerDay",
  "fullReads",
  "access",
  "ioSizeKiB",
  "sharing",
  "clientOs",
  "placement",
  "semantics",
  "latency",
  "operationLatency",
  "busyHourPct",
  "computeWaits",
  "waitUsdPerHour",
  "durability",
  "budgetUsd",
  "region",
] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];

/**
 * Each answer's name as people read it, and its unit: every message about an answer uses
 * these ("Data size must be at least 0.01 GiB"), never the field's key.
 */
export const ANSWER_NAMES: Readonly<Record<AnswerField, { name: string; unit?: string }>> = {
  sizeGiB: { name: "Data size", unit: "GiB" },
  growthPctPerYear: { name: "Growth per year", unit: "%" },
  coldPct: { name: "Share of the data untouched after a while", unit: "%" },
  coldAfterDays: { name: "Days after which data counts as untouched", unit: "days" },
  retentionDays: { name: "Days each file or object is kept", unit: "days" },
  fileProfile: { name: "File profile" },
  fileSize: { name: "Typical file size" },
  fileSizeUnit: { name: "File size unit" },
  fileCount: { name: "Files in the data set" },
  clients: { name: "Machines (clients)" },
  threads: { name: "Threads per machine" },
  clientInstance: { name: "Client instance type" },
  readGiBPerDay: { name: "Other reads per day", unit: "GiB" },
  writeGiBPerDay: { name: "Written per day", unit: "GiB" },
  fullReads: { name: "Whole data set read" },
  access: { name: "Access pattern" },
  ioSizeKiB: { name: "I/O size", unit: "KiB" },
  sharing: { name: "Who uses the data" },
  clientOs: { name: "Clients' operating system" },
  placement: { name: "Where the clients run" },
  semantics: { name: "File operations needed" },
  latency: { name: "Latency sensitivity" },
  operationLatency: { name: "Time one operation may take" },
  computeWaits: { name: "Paid machines wait on the I/O" },
  waitUsdPerHour: { name: "Worth of an hour of people's waiting", unit: "USD" },
  busyHourPct: { name: "Share of the day's work in the busiest hour", unit: "%" },
  durability: { name: "Availability Zones" },
  budgetUsd: { name: "Monthly budget", unit: "USD" },
  region: { name: "Region" },
};

/** The wizard: one question per step, and the answers each step asks for. */
export const ANSWER_STEPS = [
  { id: "size", fields: ["sizeGiB", "growthPctPerYear", "coldPct", "coldAfterDays", "retentionDays"] },
  { id: "files", fields: ["fileProfile", "fileSize", "fileSizeUnit", "fileCount"] },
  { id: "concurrency", fields: ["clients", "threads", "clientInstance"] },
  { id: "volume", fields: ["readGiBPerDay", "writeGiBPerDay", "fullReads"] },
  { id: "access", fields: ["access", "ioSizeKiB", "semantics"] },
  { id: "sharing", fields: ["sharing", "clientOs", "placement"] },
  { id: "latency", fields: ["latency", "operationLatency", "busyHourPct", "computeWaits", "waitUsdPerHour"] },
  { id: "durability", fields: ["durability"] },
  { id: "budget", fields: ["budgetUsd"] },
  { id: "region", fields: ["region"] },
] as const satisfies readonly { id: string; fields: readonly AnswerField[] }[];

export type AnswerStepId = (typeof ANSWER_STEPS)[number]["id"];

/** 1-based step that asks for `field`. */
export function stepOfField(field: string): number {
  const index = ANSWER_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? 1 : index + 1;
}

/** The answers once parsed, defaults applied: what the advisor works on and a recommendation stores. */
export interface AdvisorAnswers {
  sizeGiB: number;
  growthPctPerYear: number;
  /** Percent of the data nobody reads once it is `coldAfterDays` old (absent: all of it stays in use). */
  coldPct?: number;
  /** Days after which untouched data counts as cold (absent: 30, the EFS and S3 lifecycles' common first step). */
  coldAfterDays?: number;
  /** Days each file or object is kept before it is deleted or overwritten (absent: kept indefinitely). */
  retentionDays?: number;
  fileProfile: FileProfile;
  fileSize: number;
  fileSizeUnit: FileSizeUnit;
  fileCount?: number;
  clients: number;
  threads: number;
  /** The clients' EC2 instance type, by name (the model's instance table); absent: the model's default client. */
  clientInstance?: string;
  readGiBPerDay: number;
  writeGiBPerDay: number;
  fullReads: FullReads;
  access: (typeof ACCESS_PATTERNS)[number];
  /** Request size the application asks for, KiB (absent: 16 KiB random, 1 MiB sequential). */
  ioSizeKiB?: number;
  sharing: Sharing;
  /** Hard constraints (issue 14): when absent the advisor derives them and says so. */
  clientOs?: ClientOs;
  placement?: Placement;
  semantics?: Semantics;
  latency: Latency;
  /** The longest one operation may take (absent: no per-operation need beyond the run targets). */
  operationLatency?: OperationLatency;
  /** Percent of the day's reads and writes in the busiest hour (interactive work). */
  busyHourPct?: number;
  /** Whether paid client machines idle while the I/O runs (absent: derived from the latency and sharing answers). */
  computeWaits?: ComputeWaits;
  /** USD an hour of people's waiting on the I/O is worth (absent: people's time is not priced). */
  waitUsdPerHour?: number;
  durability: Durability;
  budgetUsd?: number;
  region: string;
}

export interface AnswerIssue {
  field: string;
  message: string;
}

function filesOf(gib: number, fileSizeBytes: number): number {
  return Math.ceil((gib * GIB_BYTES) / fileSizeBytes);
}

export function fileSizeBytesOf(answers: Pick<AdvisorAnswers, "fileSize" | "fileSizeUnit">): number {
  return answers.fileSize * FILE_SIZE_UNITS[answers.fileSizeUnit];
}

/** Size after a year of growth: what the advisor sizes and prices for. */
export function plannedSizeGiB(answers: Pick<AdvisorAnswers, "sizeGiB" | "growthPctPerYear">): number {
  return answers.sizeGiB * (1 + answers.growthPctPerYear / 100);
}

/** Files in the data set: the answer, or the planned size divided by the typical file size. */
export function datasetFileCount(
  answers: Pick<AdvisorAnswers, "fileCount" | "sizeGiB" | "growthPctPerYear" | "fileSize" | "fileSizeUnit">,
): number {
  return answers.fileCount ?? Math.max(1, filesOf(plannedSizeGiB(answers), fileSizeBytesOf(answers)));
}

/**
 * Problems that span several answers (each answer alone is in range): a file size outside
 * what the model takes, growth past the size limit, more than a billion files. The schema
 * reports them; the advisor's what-if search skips answers that have any.
 */
export function crossAnswerIssues(a: AdvisorAnswers): AnswerIssue[] {
  const fileBytes = fileSizeBytesOf(a);
  if (fileBytes < MIN_FILE_SIZE_BYTES || fileBytes > MAX_FILE_SIZE_BYTES) {
    return [{ field: "fileSize", message: "Typical file size must be between 1 KiB and 5 TiB" }];
  }
  const issues: AnswerIssue[] = [];
  if (plannedSizeGiB(a) > MAX_SIZE_GIB) {
    issues.push({
      field: "growthPctPerYear",
      message: `The data size after a year of growth must be at most ${MAX_SIZE_GIB.toLocaleString("en-US")} GiB`,
    });
  }
  for (const field of ["readGiBPerDay", "writeGiBPerDay"] as const) {
    if (filesOf(a[field], fileBytes) > MAX_FILES) {
      issues.push({
        field,
        message: `${a[field].toLocaleString("en-US")} GiB a day in ${a.fileSize} ${a.fileSizeUnit} files is more than a billion files: raise the file size or lower the volume`,
      });
    }
  }
  if (a.fileCount === undefined && filesOf(plannedSizeGiB(a), fileBytes) > MAX_FILES) {
    issues.push({
      field: "fileSize",
      message: "The data set would hold more than a billion files of this size: raise the typical file size",
    });
  }
  return issues;
}
