import type { Latency } from "./answers";
import { hddFullBurstGiB, ST1_RATES } from "@/lib/model";
import { KIB_BYTES, MIB_BYTES } from "@/lib/units";

/**
 * Every tunable figure of the advisor, with its unit and why it has that value. The model
 * (lib/model) says what each option costs and how long the work takes; these constants
 * only say what meeting the need means, which costs count as equal, and which
 * configurations the advisor tries.
 */

/** Bumped whenever a change here or in the advisor's logic can change a ranking. */
export const ADVISOR_VERSION = "2026.11.28.2";

/** USD a month below which costs count as equal: a dollar a month never decides a choice. */
export const COST_FLOOR_USD = 1;

/**
 * Seconds of work a day below which durations count as equal. Nobody waiting at a
 * keyboard notices under a second; a prompt job under a minute; a batch under an hour.
 */
export const DURATION_FLOOR_SECONDS: Readonly<Record<Latency, number>> = { interactive: 1, prompt: 60, batch: 3600 };

/**
 * How the day's reads and writes arrive. Interactive work trickles in all day (modelled
 * as 24 hourly batches), prompt work in a few jobs (4), batch work in one nightly run (1).
 * It matters for burst credits: one big run drains them more than many small ones.
 */
export const RUNS_PER_DAY: Readonly<Record<Latency, number>> = { interactive: 24, prompt: 4, batch: 1 };

/**
 * Seconds one run should take at most: what "matched to the need" configurations are
 * sized for (EFS Provisioned throughput, gp3 throughput, io2 IOPS). A minute per hourly
 * batch for interactive work, 15 minutes per prompt job, 4 hours for a nightly batch.
 */
export const RUN_TARGET_SECONDS: Readonly<Record<Latency, number>> = {
  interactive: 60,
  prompt: 15 * 60,
  batch: 4 * 3600,
};

/** Request size of random access: 16 KiB, a database page or a small-record read. */
export const RANDOM_IO_BYTES = 16 * KIB_BYTES;
/** Request size of sequential access: 1 MiB, the NFS rsize/wsize EFS recommends (model default). */
export const SEQUENTIAL_IO_BYTES = MIB_BYTES;

/**
 * Files up to this size are written in one request (SEQUENTIAL_IO_BYTES): their create,
 * write and close round trips take longer than their bytes, so where parallel writers put
 * them matters (lib/model/client/directory-creates.ts) and the plan says what it assumed.
 */
export const ROUND_TRIP_BOUND_FILE_BYTES = SEQUENTIAL_IO_BYTES;

/**
 * How far the model's durations may be off, as a factor either way, for an estimate
 * without a usable `durationRangeSeconds` of its own (lib/model gives one per option and
 * operation since issue 13; this is the fallback). 1.5 is the tolerance within
 * which the model reproduces the measured durations of the EFS options article
 * (DURATION_TOLERANCE in lib/model/validation/article-efs-options.test.ts): two durations whose
 * ranges overlap are "within the model's error of each other", and neither is called faster.
 */
export const MODEL_DURATION_ERROR_FACTOR = 1.5;

/**
 * Interactive work: the share of the day's reads and writes in the busiest hour when the
 * answers do not give it. An 8-hour working day puts 1/8 (12.5%) in an average working
 * hour; a peak hour of 1.6 times the average gives 20%. An assumption (unconfirmed), not
 * an AWS figure: the wizard asks for the real share.
 */
export const BUSY_HOUR_SHARE_DEFAULT = 0.2;

/**
 * Headroom above the busiest hour an architect sizes for: 30% (storage busy at most
 * 1 / 1.3, about 77% of that hour). Until 2026.11.28 the advisor asked for the busiest hour
 * in a quarter of it, which sized interactive storage to four times its peak; the time one
 * operation may take is now an answer of its own (operationLatency), judged per option from
 * AWS's documented latency, so the hour's budget only has to leave room for the peak to
 * grow and queues to stay short (M/M/1 at 77% load: about 4x a single operation's service
 * time, milliseconds on SSD-backed file systems). An assumption, not an AWS figure.
 */
export const BUSY_HOUR_HEADROOM = 0.3;
export const BUSY_HOUR_MAX_UTILIZATION = 1 / (1 + BUSY_HOUR_HEADROOM);

/** Options shown as ranked cards; the rest are listed as "also considered". */
export const TOP_OPTIONS = 5;

/**
 * Sensitivity analysis: how far each answer is varied (x1000 up and /1000 down), probed a
 * decade at a time (x10, x100, x1000) until the first place changes hands; how many
 * bisection steps then find the crossover within that decade (6 halvings of a x10 range in
 * log space bring the bracket under 4 %), and how many runners-up may take the first place.
 * At most dimensions x 2 directions x (decades + steps) model runs of (1 + challengers)
 * options. x1000, not x100: an answer's baseline can last far beyond x100 of a small daily
 * volume (an 8 MB/s FSx for Windows file server sustains about 690 GB a day, x130 of the
 * 5 GiB a day of the home-directories example), and the user should still hear where it ends.
 */
export const SENSITIVITY_RANGE_FACTOR = 1000;
export const SENSITIVITY_DECADE_FACTOR = 10;
export const SENSITIVITY_BISECTION_STEPS = 6;
export const SENSITIVITY_CHALLENGERS = 3;
/** Crossovers reported, nearest first. */
export const MAX_CROSSOVERS = 5;
/** A zero answer (no writes) is varied from this value up, GiB a day. */
export const SENSITIVITY_ZERO_START_GIB = 0.1;

/**
 * Faster path for per-file latency: files in flight per client that a parallel copy
 * (xargs -P, parallel rsync) reaches. The ownCloud article's parallel rsync ran 1,000
 * workers; 64 per client is a conservative, common setting.
 */
export const FASTER_PATH_THREADS = 64;

/** st1 reaches its burst ceiling at 2 TiB (500 MiB/s at 250 MiB/s per TiB, AWS EBS User Guide, volume types): derived from the model's rates. */
export const ST1_FULL_BURST_GIB = hddFullBurstGiB(ST1_RATES);
/** At least this many files in flight across all clients make EFS Max I/O worth trying. */
export const MAX_IO_MIN_PARALLEL = 512;
