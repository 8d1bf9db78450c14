import type { TimelinePoint } from "./engine/credits";
import type { DurationRange } from "./validation/duration-ranges";
import type { CostBreakdown, CostLine } from "./common/cost";
import type { Family, OptionId } from "./option-ids";

/** The estimate as the HTTP API and the CLI print it. */

export interface CreditReport {
  /** "EFS burst credits" */
  label: string;
  unit: string;
  capacity: number;
  initial: number;
  minBalance: number;
  /** Day (1-based) the bucket first ran dry; null if it never did. */
  ranOutOnDay: number | null;
  timeline: TimelinePoint[];
}

export interface OperationEstimate {
  name: string;
  /** Seconds this operation takes on the worst day (all its runs that day). */
  durationSecondsPerDay: number;
  /**
   * Where the true duration likely lies: the model's held-out error on the articles for
   * the mechanism that bounds this operation (10th-90th percentile; duration-ranges.ts).
   */
  durationRangeSeconds: DurationRange;
  bottleneck: string;
}

export interface OptionEstimate {
  optionId: OptionId;
  params: Record<string, unknown>;
  label: string;
  family: Family;
  feasible: boolean;
  infeasibleReason: string | null;
  /** False when a price the option needs is missing from the price book: the costs sum the known parts only. */
  priced: boolean;
  missingPriceKeys: string[];
  /** True when any price used is marked unconfirmed in the snapshot. */
  pricesUnconfirmed: boolean;
  /** One 30-day month: storage and provisioned capacity for a month, traffic per day x 30. USD. */
  monthlyCostUsd: CostBreakdown;
  /** The whole period: monthly x days / 30. USD. */
  periodCostUsd: number;
  costLines: CostLine[];
  operations: OperationEstimate[];
  /** Seconds of work on the worst day of the period (the day with the longest total). */
  durationSecondsPerDay: number;
  /** Low-high range of durationSecondsPerDay: the operations' ranges summed (duration-ranges.ts). */
  durationRangeSeconds: DurationRange;
  /** 1-based day the durations are taken from. */
  worstDay: number;
  /** The bottleneck of the operation that takes longest on the worst day. */
  bottleneck: string;
  sizing: { capacityBytes: number | null; note: string | null };
  warnings: string[];
  /** The credit bucket that ran lowest (null for options without burst credits). */
  credits: CreditReport | null;
  /** Every credit bucket of the option (FSx has network and disk). */
  allCredits: CreditReport[];
}

export interface EstimateResult {
  modelVersion: string;
  region: string;
  days: number;
  /** Days in the month the monthly figures use. */
  monthDays: number;
  results: OptionEstimate[];
}
