import { cache } from "react";
import { EstimateInputError, NoPricesError, runEstimate } from "@/lib/data/estimates";
import { COMPLETE, currentPriceBook, listSnapshots } from "@/lib/data/price-snapshots";
import { getDb } from "@/lib/db/client";
import type { ModelIssue, OptionEstimate } from "@/lib/model";
import { presetWorkload, type PresetId } from "@/lib/workloads";

/**
 * The option page's data, each loader cached per request so the sections that share it
 * (cost breakdown and credit chart read one estimate) run it once. Arguments are
 * strings: React's cache compares them by value.
 */

export type OptionEstimateOutcome =
  | { kind: "ok"; result: OptionEstimate; snapshot: { id: string; asOf: string }; days: number; monthDays: number }
  /** A rule of the option forbids these params (Max I/O with Elastic...), or a param is out of range. */
  | { kind: "rule"; issue: ModelIssue }
  | { kind: "no-prices"; message: string };

const OPTION_PATH = /^options\[0\]\.?/;

async function estimateOne(optionId: string, preset: PresetId, region: string, paramsJson: string): Promise<OptionEstimateOutcome> {
  const params = JSON.parse(paramsJson) as Record<string, unknown>;
  const workload = { ...presetWorkload(preset, { region }), options: [{ id: optionId, params }] };
  try {
    const response = await runEstimate(getDb(), { workload });
    const result = response.results[0];
    if (!result) throw new Error(`the estimate of ${optionId} returned no result`);
    return { kind: "ok", result, snapshot: response.pricesSnapshot, days: response.days, monthDays: response.monthDays };
  } catch (error) {
    // The one option is options[0]: its path is shown relative to the option ("params.iops").
    if (error instanceof EstimateInputError) return { kind: "rule", issue: { ...error.issue, path: error.issue.path.replace(OPTION_PATH, "") } };
    if (error instanceof NoPricesError) return { kind: "no-prices", message: error.message };
    throw error;
  }
}

export const loadOptionEstimate = cache(estimateOne);

export const loadPriceBook = cache((region: string) => currentPriceBook(getDb(), region));

/** Regions some complete snapshot has prices for: the region picker's choices. */
export const loadPricedRegions = cache(async (): Promise<string[]> => {
  const snapshots = await listSnapshots(getDb());
  return [...new Set(snapshots.filter((s) => s.status === COMPLETE).flatMap((s) => s.regions))].sort();
});
