import { z } from "zod";

/**
 * The model's latency constants: the only figures fitted to measurements rather than read
 * from documentation. Each is fitted by `npx tsx scripts/calibrate-model.ts` (see
 * lib/model/validation/calibration.ts for the method) from the EFS options article's one-copy-a-day
 * table (articles/efs-options-and-alternatives-price-performance.txt, measured Dec 2023),
 * and calibration.test.ts fails when a value here drifts from what the script prints.
 *
 * Per-file overheads are the serial cost of one file beyond moving its bytes (open or
 * create, close, metadata round trips), divided by the files in flight. Stream latencies
 * are the time one request of a single sequential stream takes, which caps a stream at
 * request size / latency.
 */
export interface LatencyConstants {
  /** EFS, per file read (fitted on Elastic, Bursting and Provisioned kernel-tree reads). */
  efsPerFileReadSeconds: number;
  /** EFS, per file written (kernel-tree writes); One Zone scales it by its lower write latency. */
  efsPerFileWriteSeconds: number;
  /**
   * EFS, seconds one MiB of a written file's first request takes to move and be stored,
   * beyond the per-file round trips: a file of up to one request (1 MiB) is sent in one
   * WRITE that CLOSE waits for, so its bytes cannot overlap with anything (fitted on files
   * of 256 KiB to 4 MiB written one at a time). It includes the bytes' wire time: the
   * request waits for the longer of the two (../efs/perf.ts). Larger files' further requests
   * go in parallel and are held by the throughput limits instead.
   */
  efsWriteSecondsPerMiB: number;
  /** EBS SSD (gp2, gp3, io1, io2), per file read beyond its I/Os. */
  ebsSsdPerFileReadSeconds: number;
  /** EBS SSD, per file written (page cache and file system work per file). */
  ebsSsdPerFileWriteSeconds: number;
  /** EBS HDD (st1, sc1), per file read. */
  ebsHddPerFileReadSeconds: number;
  /**
   * EBS HDD, per file written. Since a directory's files are a run of their own on the
   * volume (../ebs/perf.ts), the per-file write constants fit to the same client-side figure on
   * st1, sc1 and the SSD types (about 0.03 ms); before, the HDD one stood at 0.57 ms, the
   * directories' I/Os charged to files.
   */
  ebsHddPerFileWriteSeconds: number;
  /** EBS SSD, one read-ahead window of a single sequential reader. */
  ebsSsdStreamLatencySeconds: number;
  /** EBS HDD, one read-ahead window of a single sequential reader. */
  ebsHddStreamLatencySeconds: number;
  /** FSx for Lustre, per file read. */
  lustrePerFileReadSeconds: number;
  /** FSx for Lustre, per file written. */
  lustrePerFileWriteSeconds: number;
  /** FSx for Lustre, one 1 MiB RPC of a random request (the documented prior: streams are held by their connection). */
  lustreRpcLatencySeconds: number;
}

/**
 * Network round trips per file a copy costs beyond its throughput limits: an OPEN (or
 * create), one data request and a CLOSE (NFSv4.1 close-to-open). The per-file constants
 * stand for a plain copy (cp, what the calibration articles ran); a tool that also updates
 * a file's metadata (owner, times, a rename) pays one more write-class round trip per
 * update, a third of the per-file write constant (see calibration.ts for the priors).
 */
export const ROUND_TRIPS_PER_FILE = 3;

/** Values printed by scripts/calibrate-model.ts (3 significant digits). */
export const LATENCY_CONSTANTS: LatencyConstants = {
  efsPerFileReadSeconds: 0.00195,
  efsPerFileWriteSeconds: 0.00941,
  efsWriteSecondsPerMiB: 0.0272,
  ebsSsdPerFileReadSeconds: 0.0000267,
  ebsSsdPerFileWriteSeconds: 0.0000318,
  ebsHddPerFileReadSeconds: 0.00189,
  ebsHddPerFileWriteSeconds: 0.0000259,
  ebsSsdStreamLatencySeconds: 0.00043,
  ebsHddStreamLatencySeconds: 0.00152,
  lustrePerFileReadSeconds: 0.00309,
  lustrePerFileWriteSeconds: 0.00201,
  lustreRpcLatencySeconds: 0.001,
};

const seconds = z.number().min(0).max(10);

/** Overrides for what-if runs and for calibration (which zeroes the constants it fits). */
export const latencyOverridesSchema = z.strictObject({
  efsPerFileReadSeconds: seconds.optional(),
  efsPerFileWriteSeconds: seconds.optional(),
  efsWriteSecondsPerMiB: seconds.optional(),
  ebsSsdPerFileReadSeconds: seconds.optional(),
  ebsSsdPerFileWriteSeconds: seconds.optional(),
  ebsHddPerFileReadSeconds: seconds.optional(),
  ebsHddPerFileWriteSeconds: seconds.optional(),
  ebsSsdStreamLatencySeconds: seconds.optional(),
  ebsHddStreamLatencySeconds: seconds.optional(),
  lustrePerFileReadSeconds: seconds.optional(),
  lustrePerFileWriteSeconds: seconds.optional(),
  lustreRpcLatencySeconds: seconds.optional(),
});

export type LatencyOverrides = z.infer<typeof latencyOverridesSchema>;
