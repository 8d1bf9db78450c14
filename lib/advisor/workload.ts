import type { WorkloadInput } from "@/lib/model";
import { GIB_BYTES, KIB_BYTES } from "@/lib/units";
import { formatBytes, formatInteger, formatNumber } from "@/lib/format";
import { datasetFileCount, fileSizeBytesOf, plannedSizeGiB, type AdvisorAnswers, type FullReads } from "./answers";
import { constraintsOf } from "./constraints";
import { RANDOM_IO_BYTES, ROUND_TRIP_BOUND_FILE_BYTES, RUNS_PER_DAY, SEQUENTIAL_IO_BYTES } from "./constants";
import type { AdvisorPlan, PlannedOperation } from "./types";

/** The model's period: one 30-day month, the month the costs are for. */
export const PLAN_DAYS = 30;

/** Share of the data set read per day, and in how many runs, for each "whole data set" answer. */
const FULL_READ_SCHEDULE: Record<
  Exclude<FullReads, "never">,
  { fractionPerRun: number; runsPerDay: number; text: string }
> = {
  monthly: {
    fractionPerRun: 1 / 30,
    runsPerDay: 1,
    text: "a thirtieth of the data set each day (a full read a month)",
  },
  weekly: { fractionPerRun: 1 / 7, runsPerDay: 1, text: "a seventh of the data set each day (a full read a week)" },
  daily: { fractionPerRun: 1, runsPerDay: 1, text: "the whole data set once a day" },
  hourly: { fractionPerRun: 1, runsPerDay: 24, text: "the whole data set every hour" },
};

/**
 * "One instance" with several clients means each instance keeps its own part of the data
 * (HDFS DataNodes, sharded databases): the storage is priced per instance and the work
 * is split evenly. Shared storage is one copy that every client reaches.
 */
function nodesOf(answers: AdvisorAnswers): number {
  return answers.sharing === "single" ? answers.clients : 1;
}

function operation(
  name: string,
  direction: "read" | "write",
  bytesPerDay: number,
  runs: number,
  answers: AdvisorAnswers,
  fileSizeBytes: number,
  busyHour: boolean,
): PlannedOperation | null {
  if (!(bytesPerDay > 0)) return null;
  const filesPerDay = Math.max(1, Math.ceil(bytesPerDay / fileSizeBytes));
  // Never more runs than files: a run moves at least one file.
  const timesPerDay = Math.min(runs, filesPerDay);
  const fileCount = Math.max(1, Math.round(filesPerDay / timesPerDay));
  return {
    name,
    direction,
    fileCount,
    fileSizeBytes: bytesPerDay / timesPerDay / fileCount,
    concurrency: answers.threads,
    timesPerDay,
    access: answers.access,
    ioSizeBytes: ioSizeOf(answers),
    ...(busyHour ? { busyHour: true } : {}),
  };
}

/**
 * The day's reads or writes. Interactive work is what people wait on in its busiest hour:
 * that hour's share is one run of its own (what the advisor times), the rest of the day
 * 23 hourly runs. Prompt and batch work arrive in RUNS_PER_DAY equal runs.
 */
function dailyOperations(
  what: "reads" | "writes",
  bytesPerDay: number,
  answers: AdvisorAnswers,
  fileSizeBytes: number,
  busyHourShare: number,
): PlannedOperation[] {
  const direction = what === "reads" ? "read" : "write";
  if (answers.latency !== "interactive") {
    const op = operation(
      `daily ${what}`,
      direction,
      bytesPerDay,
      RUNS_PER_DAY[answers.latency],
      answers,
      fileSizeBytes,
      false,
    );
    return op ? [op] : [];
  }
  const busy = operation(
    `busiest hour ${what}`,
    direction,
    bytesPerDay * busyHourShare,
    1,
    answers,
    fileSizeBytes,
    true,
  );
  const rest = operation(
    `other hours' ${what}`,
    direction,
    bytesPerDay * (1 - busyHourShare),
    RUNS_PER_DAY.interactive - 1,
    answers,
    fileSizeBytes,
    false,
  );
  return [busy, rest].filter((op): op is PlannedOperation => op !== null);
}

/** The application's request size when it gave one, else 16 KiB random or 1 MiB sequential. */
export function ioSizeOf(answers: Pick<AdvisorAnswers, "access" | "ioSizeKiB">): number {
  if (answers.ioSizeKiB !== undefined) return Math.round(answers.ioSizeKiB * KIB_BYTES);
  return answers.access === "random" ? RANDOM_IO_BYTES : SEQUENTIAL_IO_BYTES;
}

/** Turns the answers into what the model runs: one node's storage and its day of work. */
export function planWorkload(answers: AdvisorAnswers): AdvisorPlan {
  const nodes = nodesOf(answers);
  const clients = nodes > 1 ? 1 : answers.clients;
  const storedBytes = (plannedSizeGiB(answers) * GIB_BYTES) / nodes;
  const fileSizeBytes = fileSizeBytesOf(answers);
  const operations: PlannedOperation[] = [];
  const notes: string[] = [];

  const { busyHourShare } = constraintsOf(answers);
  operations.push(
    ...dailyOperations("writes", (answers.writeGiBPerDay * GIB_BYTES) / nodes, answers, fileSizeBytes, busyHourShare),
  );
  operations.push(
    ...dailyOperations("reads", (answers.readGiBPerDay * GIB_BYTES) / nodes, answers, fileSizeBytes, busyHourShare),
  );

  if (answers.fullReads !== "never" && storedBytes > 0) {
    const schedule = FULL_READ_SCHEDULE[answers.fullReads];
    const files = Math.max(1, Math.round(datasetFileCount(answers) / nodes));
    const fileCount = Math.max(1, Math.round(files * schedule.fractionPerRun));
    operations.push({
      name: "whole data set read",
      direction: "read",
      fileCount,
      fileSizeBytes: (storedBytes * schedule.fractionPerRun) / fileCount,
      concurrency: answers.threads,
      timesPerDay: schedule.runsPerDay,
      access: answers.access,
      ioSizeBytes: ioSizeOf(answers),
    });
    notes.push(`Reading the whole data set is modelled as ${schedule.text}.`);
  }

  if (answers.growthPctPerYear > 0) {
    notes.push(
      `Sized and priced for the data you will have in a year: ${formatInteger(plannedSizeGiB(answers))} GiB (${formatInteger(answers.sizeGiB)} GiB growing ${answers.growthPctPerYear}% a year), since provisioned storage is sized ahead.`,
    );
  }
  if (nodes > 1) {
    notes.push(
      `Each of the ${formatInteger(nodes)} instances keeps its own part of the data (like HDFS DataNodes): ${formatBytes(storedBytes)} and a ${formatInteger(nodes)}th of the day's work each. Costs are for all ${formatInteger(nodes)}; durations are one instance's, as they work in parallel.`,
    );
  }
  const runs = RUNS_PER_DAY[answers.latency];
  if (operations.some((op) => op.name !== "whole data set read")) {
    notes.push(
      answers.latency === "interactive"
        ? `People wait on the busiest hour: it carries ${formatNumber(busyHourShare * 100)}% of the day's reads and writes, and the time shown for each option is how long its storage is busy with that hour's work; the other hours are 23 smaller runs.`
        : runs === 1
          ? "The day's reads and writes are modelled as one run each (a nightly batch)."
          : `The day's reads and writes are modelled as ${runs} runs each, spread over the day.`,
    );
  }
  const directoriesNote = sharedDirectoriesNote(operations);
  if (directoriesNote !== null) notes.push(directoriesNote);
  return { nodes, clients, storedBytesPerNode: storedBytes, days: PLAN_DAYS, operations, notes };
}

/**
 * Parallel writers of small files are modelled as each creating in its own directory (the
 * model's default, no `directories`). Said, because sharing one directory would make them
 * take turns on every create on a network file system.
 */
function sharedDirectoriesNote(operations: readonly PlannedOperation[]): string | null {
  const writes = operations.find(
    (op) =>
      op.direction === "write" &&
      op.concurrency > 1 &&
      op.fileCount > op.concurrency &&
      op.fileSizeBytes <= ROUND_TRIP_BOUND_FILE_BYTES,
  );
  if (writes === undefined) return null;
  return `The ${formatInteger(writes.concurrency)} parallel writers are assumed to create their files in different directories. A Linux client creates one file at a time in each directory (the kernel locks it for every create), so on EFS, FSx for Lustre, ONTAP or OpenZFS writers sharing one directory wait for each other's round trip to the server: give each writer its own directory.`;
}

/** The plan as the model's workload, estimating `options` (candidate configurations). */
export function workloadOf(
  plan: AdvisorPlan,
  region: string,
  options: { id: string; params: Record<string, unknown> }[],
): WorkloadInput {
  return {
    region,
    storedBytes: plan.storedBytesPerNode,
    days: plan.days,
    clients: plan.clients,
    operations: plan.operations.map(({ busyHour: _busyHour, ...op }) => op),
    options: options.map((o) => ({ id: o.id as never, params: o.params })),
  };
}
