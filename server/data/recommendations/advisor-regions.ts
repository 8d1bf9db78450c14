import type { Db } from "@/server/db/client";
import type { AdvisorAnswers } from "@/lib/advisor/answers";
import { rankRegions } from "@/lib/compare/regions";
import { NoPricesError } from "./estimates";
import { selectedRegions } from "../prices/price-snapshots";
import { recommend } from "./recommendations";

/**
 * The advisor's answer in several regions (issue 15): the same answers with only the
 * region changed, each run through the whole advisor, so every row is exactly what the
 * wizard would answer there. Cheapest first choice first.
 */

export interface AdvisorRegionRow {
  region: string;
  snapshotId: string;
  /** The first choice there; null when nothing meets the answers in that region. */
  cheapest: { label: string; optionId: string; monthlyCostUsd: number; timeSeconds: number | null } | null;
}

export interface AdvisorRegions {
  rows: AdvisorRegionRow[];
  missing: { region: string; message: string }[];
}

export async function recommendInRegions(db: Db, answers: AdvisorAnswers, regions: "all" | string[]): Promise<AdvisorRegions> {
  const list = await selectedRegions(db, regions, null);
  const rows: AdvisorRegionRow[] = [];
  const missing: AdvisorRegions["missing"] = [];
  for (const region of list) {
    try {
      const view = await recommend(db, { ...answers, region });
      const top = view.ranking[0];
      rows.push({
        region,
        snapshotId: view.snapshot.id,
        cheapest: top ? { label: top.label, optionId: top.optionId, monthlyCostUsd: top.monthlyCostUsd, timeSeconds: top.timeSeconds ?? top.durationSecondsPerDay } : null,
      });
    } catch (error) {
      if (!(error instanceof NoPricesError)) throw error;
      missing.push({ region, message: error.message });
    }
  }
  return { rows: rankRegions(rows), missing };
}
