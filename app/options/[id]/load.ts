import { cache } from "react";
import { EstimateInputError, NoPricesError, runEstimate } from "@/server/data/recommendations/estimates";
import { COMPLETE, currentPriceBook, listSnapshots, SnapshotNotFoundError } from "@/server/data/prices/price-snapshots";
import { priceHistory } from "@/server/data/prices/price-history";
import type { PriceKey } from "@/lib/pricing/price-keys";
import { getDb } from "@/server/db/client";
import type { ModelIssue, OptionEstimate, WorkloadInput } from "@/lib/model";

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

interface OptionRequest {
  workload: WorkloadInput;
  options: unknown;
  snapshotId: string | null;
}

async function estimateOne(optionId: string, requestJson: string, paramsJson: string): Promise<OptionEstimateOutcome> {
  const params = JSON.parse(paramsJson) as Record<string, unknown>;
  const request = JSON.parse(requestJson) as OptionRequest;
  const workload = { ...request.workload, options: [{ id: optionId, params }] };
  try {
    const response = await runEstimate(getDb(), {
      workload,
      ...(request.options === null ? {} : { options: request.options }),
      ...(request.snapshotId === null ? {} : { snapshotId: request.snapshotId }),
    });
    const result = response.results[0];
    if (!result) throw new Error(`the estimate of ${optionId} returned no result`);
    return {
      kind: "ok",
      result,
      snapshot: response.pricesSnapshot,
      days: response.days,
      monthDays: response.monthDays,
    };
  } catch (error) {
    // The one option is options[0]: its path is shown relative to the option ("params.iops").
    if (error instanceof EstimateInputError)
      return { kind: "rule", issue: { ...error.issue, path: error.issue.path.replace(OPTION_PATH, "") } };
    if (error instanceof NoPricesError || error instanceof SnapshotNotFoundError)
      return { kind: "no-prices", message: error.message };
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

/** Each of the option's price keys over the snapshots covering the region (a few keys, one query pair each). */
export const loadPriceHistories = cache(async (region: string, keysJson: string) => {
  const keys = JSON.parse(keysJson) as PriceKey[];
  return Promise.all(keys.map(async (key) => ({ key, steps: await priceHistory(getDb(), key, region) })));
});
