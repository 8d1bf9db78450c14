import { z } from "zod";
import { optionIdSchema } from "./option-ids";
import {
  DEFAULT_IO_SIZE_BYTES,
  MAX_CLIENTS,
  MAX_CONCURRENCY,
  MAX_DAYS,
  MAX_FILE_COUNT,
  MAX_IO_SIZE_BYTES,
  MAX_METADATA_UPDATES_PER_FILE,
  MAX_OPERATIONS,
  MAX_OPTIONS,
  MAX_RUNS_PER_DAY,
  MAX_STORED_BYTES,
  MIN_IO_SIZE_BYTES,
} from "./workload-limits";
import { hasControlCharacters } from "@/lib/format/control-characters";

/**
 * The workload: what is stored, for how long, and what runs against it each day. Shared
 * by the HTTP API, the CLI and the UI. Every number is bounded so an absurd input is
 * rejected with a message instead of taking the simulation somewhere silly (the bounds are
 * in workload-limits.ts).
 */

const REGION_PATTERN = /^[a-z]{2}(?:-gov|-iso[a-z]?)?-[a-z]+-\d+$/;

const boundedInt = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min.toLocaleString("en-US")}`)
    .max(max, `${what} must be at most ${max.toLocaleString("en-US")}`);

export const operationSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, "name must not be empty")
      .max(200, "name must be at most 200 characters")
      .refine(
        (name) => !hasControlCharacters(name),
        "name must not hold control characters (such as a NUL byte or a line break)",
      ),
    direction: z.enum(["read", "write"], { error: 'direction must be "read" or "write"' }),
    fileCount: boundedInt(0, MAX_FILE_COUNT, "fileCount"),
    fileSizeBytes: z
      .number({ error: "fileSizeBytes must be a number" })
      .min(0, "fileSizeBytes must not be negative")
      .max(MAX_STORED_BYTES, "fileSizeBytes must be at most 1 EiB")
      .meta({ description: "Average size of one file, bytes (may be fractional when it is an average)." }),
    concurrency: boundedInt(1, MAX_CONCURRENCY, "concurrency")
      .default(1)
      .meta({ description: "Files in flight at once on each client." }),
    timesPerDay: boundedInt(1, MAX_RUNS_PER_DAY, "timesPerDay").default(1),
    access: z
      .enum(["sequential", "random"], { error: 'access must be "sequential" or "random"' })
      .default("sequential"),
    ioSizeBytes: boundedInt(MIN_IO_SIZE_BYTES, MAX_IO_SIZE_BYTES, "ioSizeBytes").default(DEFAULT_IO_SIZE_BYTES),
    metadataUpdatesPerFile: boundedInt(0, MAX_METADATA_UPDATES_PER_FILE, "metadataUpdatesPerFile").optional().meta({
      description:
        "Synchronous metadata updates per file beyond create, write and close: 2 for tar run as root (restores owner and modification time), 3 for rsync -a (owner, times and the rename of its temporary file). Default 0 (cp).",
    }),
    direct: z.boolean({ error: "direct must be true or false" }).optional().meta({
      description:
        "Requests bypass the client's page cache (O_DIRECT, fio direct=1): on EBS and EFS each request waits for the storage at its own size (one in flight per stream when sequential, concurrency when random), and on EBS sequential requests under 32 KiB are not merged. Default: buffered, as a copy runs (read-ahead and write-back).",
    }),
    rereadsOwnWrites: z.boolean({ error: "rereadsOwnWrites must be true or false" }).optional().meta({
      description:
        "A read of files the same client wrote shortly before (tar of a tree just unpacked, a build reading its own output): on NFS and SMB file systems they come from the client's page cache, up to its memory, each open revalidated with one round trip. Default false: every read is cold.",
    }),
    directories: boundedInt(1, MAX_FILE_COUNT, "directories").optional().meta({
      description:
        "Directories the written files go into. A Linux client creates one file at a time in each directory (the kernel locks the directory for every create), so many writers into one directory of a network file system wait for each other. On a block volume each directory's files are a run of their own, so each directory starts a new I/O. Default: as many directories as writers (no waiting, one run).",
    }),
  })
  .refine((op) => op.fileCount * op.fileSizeBytes <= MAX_STORED_BYTES, {
    message: "fileCount x fileSizeBytes must be at most 1 EiB per run",
    path: ["fileSizeBytes"],
  });

/**
 * Option params are checked against each option's own schema later, but the request is
 * hashed (cache key) and quoted before that: a value nested thousands of levels deep would
 * overflow JSON.stringify. No option's params nest deeper than `backup.retentionDays`.
 */
export const MAX_PARAMS_DEPTH = 4;

/** Depth of a JSON value (a scalar is 0), counted without recursion; stops past `limit`. */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth += 1) {
    if (depth > limit) return true;
    const next: unknown[] = [];
    for (const item of level) {
      // One push per value, not a spread: an array of 130,000 values as arguments overflows the stack.
      if (item !== null && typeof item === "object") for (const inner of Object.values(item)) next.push(inner);
    }
    level = next;
  }
  return false;
}

export const optionRequestSchema = z.strictObject({
  id: optionIdSchema,
  params: z
    .record(z.string(), z.unknown())
    .refine(
      (params) => !jsonDepthExceeds(params, MAX_PARAMS_DEPTH),
      `params nest at most ${MAX_PARAMS_DEPTH} levels deep`,
    )
    .default({}),
});

export const workloadSchema = z
  .strictObject({
    region: z.string().regex(REGION_PATTERN, 'region must be an AWS region code such as "us-east-2"'),
    storedBytes: z
      .number({ error: "storedBytes must be a number" })
      .min(0, "storedBytes must not be negative")
      .max(MAX_STORED_BYTES, "storedBytes must be at most 1 EiB"),
    days: boundedInt(1, MAX_DAYS, "days").default(30),
    clients: boundedInt(1, MAX_CLIENTS, "clients")
      .default(1)
      .meta({ description: "Client instances sharing the work." }),
    operations: z.array(operationSchema).max(MAX_OPERATIONS, `at most ${MAX_OPERATIONS} operations`).default([]),
    options: z
      .array(optionRequestSchema)
      .min(1, "options, when given, must list at least one option")
      .max(MAX_OPTIONS, `at most ${MAX_OPTIONS} options`)
      .optional()
      .meta({ description: "Options to estimate; default: every catalog option at its default parameters." }),
  })
  .refine((w) => w.operations.reduce((sum, op) => sum + op.timesPerDay, 0) <= MAX_RUNS_PER_DAY, {
    message: `the operations may run at most ${MAX_RUNS_PER_DAY} times a day in total (sum of timesPerDay)`,
    path: ["operations"],
  });

/** A validated workload, defaults applied. */
export type Workload = z.output<typeof workloadSchema>;
/** What callers may send (defaults optional). */
export type WorkloadInput = z.input<typeof workloadSchema>;
export type Operation = z.output<typeof operationSchema>;
export type OptionRequest = z.output<typeof optionRequestSchema>;
