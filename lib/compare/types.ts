import type { FamilyKey } from "./families";

/**
 * One point of the compare chart and one row of its table. Plain JSON: the server builds
 * them and hands them to the client chart as props.
 */

/** Where a point comes from: the cost model, a published article, or the user's fio upload. */
export type PointSeries = "model" | "dataset" | "upload";
export const POINT_SERIES: readonly PointSeries[] = ["model", "dataset", "upload"];

export const SERIES_LABELS: Record<PointSeries, string> = {
  model: "Modelled",
  dataset: "Measured (published)",
  upload: "Your uploads (measured)",
};

/** "priced": every price found; "unconfirmed": a price is marked unconfirmed; "missing": some price is absent, the cost is a lower bound. */
export type PriceStatus = "priced" | "unconfirmed" | "missing";

export interface CostParts {
  storage: number;
  throughput: number;
  requests: number;
  provisioned: number;
  other: number;
}

export interface ComparePoint {
  /** Unique on the page: "model:<configKey>", "dataset:<slug>:<system>", "upload:<id>". */
  id: string;
  series: PointSeries;
  /**
   * The configuration the point stands for (option id and parameters as the model
   * configured them): a measured point and the modelled point with the same key are
   * joined by a line. Null for systems outside the catalog.
   */
  configKey: string | null;
  optionId: string | null;
  /** Where a click leads: the option page, or the dataset for systems outside the catalog. */
  href: string;
  label: string;
  family: FamilyKey;
  /** Can many clients mount it at once; null when unknown (systems outside the catalog). */
  shared: boolean | null;
  durability: "multiAz" | "singleAz" | null;
  /** "throughput 500 MiB/s, General Purpose": the parameters that differ between points. */
  configuration: string;
  durationSecondsPerDay: number;
  monthlyCostUsd: number;
  /**
   * Ranges: a measured point's are the article's (the point sits at their midpoint); a
   * modelled point's duration range is the model's error band around its estimate.
   */
  durationRange: [number, number] | null;
  costRange: [number, number] | null;
  /** The model's split of the monthly cost; null when the source gives only a total. */
  costParts: CostParts | null;
  bottleneck: string | null;
  priceStatus: PriceStatus;
  /** "model 2026.11.1, prices bundled-2024-07 (as of 2024-07-01)", "EFS options article (dataset ...)", "upload fio.json". */
  source: string;
  /** Caveats shown in the tooltip and the table: unpriced, estimated, assumptions. */
  notes: string[];
}

/** A point the chart cannot place (infeasible option, nothing measured for a direction...). */
export interface UnplacedOption {
  label: string;
  series: PointSeries;
  reason: string;
  href: string;
}
