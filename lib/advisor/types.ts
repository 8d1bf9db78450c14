import type { CostBreakdown, Family, OptionId } from "@/lib/model";
import type { AdvisorAnswers, Latency } from "./answers";

/**
 * The advisor's answer: everything a results page, a share link, the API and the CLI
 * show. Plain JSON (no Infinity, no Dates), stored as is with a share link and rendered
 * from storage, never recomputed.
 */

/** One configuration the advisor puts to the model. */
export interface Candidate {
  /** Stable within a version: "ebs-st1@full-burst", "fsx-windows@hdd-multiAz-8". */
  key: string;
  optionId: OptionId;
  params: Record<string, unknown>;
  /** Groups configurations of one kind; the ranking keeps the best of each group. */
  group: string;
  /** Why this configuration was tried, when it is not the catalog default. */
  rationale: string | null;
}

export interface ConfigurationItem {
  name: string;
  value: string;
}

export interface OperationFigure {
  name: string;
  durationSecondsPerDay: number;
  bottleneck: string;
}

export interface RankedOption {
  rank: number;
  key: string;
  optionId: OptionId;
  family: Family;
  label: string;
  params: Record<string, unknown>;
  /** All nodes together, USD per 30-day month: the storage bill. */
  monthlyCostUsd: number;
  /**
   * USD a month of paid waiting beyond the fastest option that meets the need (compute idle
   * on the I/O, people's time), the total the ranking orders by, and that sum in words.
   * Since 2026.11.28.
   */
  waitingUsd?: number;
  totalMonthlyUsd?: number;
  /** USD a month of bytes crossing Availability Zones, inside monthlyCostUsd. Since 2026.11.28. */
  transferUsd?: number;
  costText?: string;
  /** One node's breakdown times the nodes. */
  costBreakdown: CostBreakdown;
  /** Seconds of work on the worst day (nodes work in parallel: one node's figure). */
  durationSecondsPerDay: number;
  /**
   * The time the ranking weighs (AdvisorResult.timeMeasure says which), and its range within
   * the model's error. These and the other fields marked "since 2026.11.2" are absent from
   * results stored by earlier advisor versions, which share links still show.
   */
  timeSeconds?: number;
  timeRange?: { low: number; high: number };
  /** Does the work within the need (AdvisorResult.need). Since 2026.11.2. */
  meetsNeed?: boolean;
  /** Why it misses the need, when it does. Since 2026.11.28. */
  needShortfall?: string;
  /** Its slowest run at the slow end of the model's range, and that run's target, seconds. Since 2026.11.28. */
  slowestRunSeconds?: number;
  runTargetSeconds?: number;
  bottleneck: string;
  operations: OperationFigure[];
  /** Lower is better; 0 is best on both cost and time. */
  score: number;
  /** Why it ranks where it does, in sentences. */
  why: string[];
  /** What to ask AWS for. */
  configuration: ConfigurationItem[];
  warnings: string[];
  /** Ways to finish sooner when per-file latency dominates. */
  fasterPaths: string[];
  pricesUnconfirmed: boolean;
}

/** A candidate that was estimated but ranks below the top options. */
export interface ConsideredOption {
  key: string;
  optionId: OptionId;
  family: Family;
  label: string;
  monthlyCostUsd: number;
  /** Storage plus priced waiting. Since 2026.11.28. */
  totalMonthlyUsd?: number;
  durationSecondsPerDay: number;
  /** Since 2026.11.2. */
  timeSeconds?: number;
  score: number;
  bottleneck: string;
  /** The option that is no dearer and no slower and better on one beyond the noise, when there is one. Since 2026.11.2. */
  beatenBy?: { key: string; label: string } | null;
  /** Why it is not ranked, in a sentence. Since 2026.11.2. */
  reason?: string;
}

export type RuleOutStage = "answers" | "model" | "prices" | "too-slow" | "budget";

export interface RuledOutOption {
  optionId: OptionId;
  label: string;
  stage: RuleOutStage;
  reason: string;
}

export type SensitivityDimension = "writeGiBPerDay" | "readGiBPerDay" | "fileSize" | "threads" | "sizeGiB";

/** "If daily writes rise above 310 GiB, X would rank first." */
export interface Crossover {
  dimension: SensitivityDimension;
  direction: "up" | "down";
  current: number;
  /** The answer's value at which the first place changes hands (in the answer's unit). */
  threshold: number;
  unit: string;
  winnerKey: string;
  winnerLabel: string;
  text: string;
}

export interface PlannedOperation {
  name: string;
  direction: "read" | "write";
  fileCount: number;
  fileSizeBytes: number;
  concurrency: number;
  timesPerDay: number;
  access: "sequential" | "random";
  ioSizeBytes: number;
  /** The busiest hour's share of interactive work: the run people wait on. */
  busyHour?: boolean;
}

/** How the answers became a model workload. */
export interface AdvisorPlan {
  /** Independent copies of the storage (instances that each keep their own part). */
  nodes: number;
  /** Clients sharing one copy (the model's `clients`). */
  clients: number;
  storedBytesPerNode: number;
  days: number;
  operations: PlannedOperation[];
  notes: string[];
}

export interface AdvisorResult {
  advisorVersion: string;
  modelVersion: string;
  region: string;
  priceSnapshot: { id: string; asOf: string };
  answers: AdvisorAnswers;
  weights: { latency: Latency; cost: number; duration: number; costFloorUsd: number; durationFloorSeconds: number };
  /**
   * How the ranking was made. Absent (results before 2026.11.28): weighted log2 cost and time
   * (`weights`). "need-then-total-cost": options that meet the need, by total monthly cost.
   */
  method?: "need-then-total-cost";
  /** What an hour of waiting costs, as priced. Since 2026.11.28. */
  waiting?: {
    computeUsdPerInstanceHour: number | null;
    instanceType: string;
    instances: number;
    peopleUsdPerHour: number | null;
  };
  /** What the time figure measures ("the busiest hour's work", "the day's work"). Since 2026.11.2. */
  timeMeasure?: string;
  /** The need each option is sized to meet, in a sentence. Since 2026.11.2. */
  need?: string;
  /** How far the model's durations may be off, in a sentence. Since 2026.11.2. */
  modelError?: string;
  /** The hard constraints, as answered or derived. Since 2026.11.2. */
  constraints?: { clientOs: string; placement: string; semantics: string; busyHourPct: number; derived: string[] };
  plan: AdvisorPlan;
  /** One sentence: the answer. */
  summary: string;
  ranking: RankedOption[];
  alsoConsidered: ConsideredOption[];
  ruledOut: RuledOutOption[];
  whatWouldChange: Crossover[];
  notes: string[];
}
