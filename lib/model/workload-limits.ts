import { EIB_BYTES, MIB_BYTES } from "@/lib/units";

/**
 * The workload's bounds, without the schema (workload-schema.ts) that applies them: forms in
 * client bundles read them (the /compare custom workload's I/O size and clients) without
 * putting zod in the page's first load (e2e/first-load.spec.ts).
 */

/** 1 EiB: far beyond any single AWS file system or volume; larger input is a typo. */
export const MAX_STORED_BYTES = EIB_BYTES;
export const MAX_FILE_COUNT = 1_000_000_000;
export const MAX_DAYS = 366;
export const MAX_CLIENTS = 10_000;
export const MAX_CONCURRENCY = 100_000;
/** Once a minute. The simulation steps per run, so runs per day bound its cost. */
export const MAX_RUNS_PER_DAY = 1440;
export const MAX_OPERATIONS = 50;
export const MAX_OPTIONS = 100;
export const MIN_IO_SIZE_BYTES = 512;
export const MAX_IO_SIZE_BYTES = 64 * MIB_BYTES;
/** Default request size: 1 MiB, the NFS rsize/wsize EFS recommends and the EBS HDD I/O unit. */
export const DEFAULT_IO_SIZE_BYTES = MIB_BYTES;
/** Far more than any copy tool issues per file (tar 2, rsync -a 3). */
export const MAX_METADATA_UPDATES_PER_FILE = 100;
