import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readDatasetFile } from "@/lib/datasets/load";
import { lowerBound, upperBound, type ReportedValue } from "@/lib/datasets/quantity";
import type { Dataset } from "@/lib/datasets/schema";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { ARTICLE_ESTIMATE_OPTIONS, articleCells, cellWorkload, type ArticleCell } from "./article-efs-options";
import { median } from "./calibration";
import { estimateFromInput } from "../estimate";
import type { OptionEstimate } from "../estimate-types";

/**
 * The model against the EFS options article: both tables (one and ten copies a day), every
 * row that maps to a catalog option, read from data/datasets/efs-options-and-alternatives.json.
 * The comparison is printed; the assertions are the ones the model is held to.
 */

const DATASET_PATH = resolve(__dirname, "../../../data/datasets/efs-options-and-alternatives.json");
const DURATION_TOLERANCE = 1.5;
const COST_TOLERANCE = 0.1;

/**
 * Duration cells more than 1.5x off, and why. Keyed "system/workload". A cell that misses
 * without an entry fails the test; an entry whose cell no longer misses fails it too.
 */
const KNOWN_DURATION_MISSES: Record<string, string> = {
  "efs-onezone-bursting/write-kernel-1x":
    "article's One Zone durations are estimates copied from the Standard rows; the model scales per-file write latency by One Zone's documented 1.6 ms vs 2.7 ms Regional write latency (AWS EFS User Guide, performance)",
  "efs-onezone-elastic/write-kernel-1x":
    "as efs-onezone-bursting/write-kernel-1x: the article copied Standard's figure, the model applies One Zone's lower write latency",
  "efs-onezone-bursting/write-kernel-10x": "as the 1x cell: One Zone write latency vs an estimate copied from Standard",
  "efs-onezone-elastic/write-kernel-10x": "as the 1x cell: One Zone write latency vs an estimate copied from Standard",
  "ebs-sc1/read-kernel-1x":
    "the article's sc1 read of 74,999 small files (657 s) is faster than sc1's documented accounting allows: each file needs a data and a metadata read, every I/O counts as 1 MiB (AWS EBS User Guide, volume types), so 146 GiB counted at the 78 MiB/s burst takes at least 1,900 s",
  "ebs-sc1/read-kernel-10x":
    "as ebs-sc1/read-kernel-1x, and ten runs a day count 1.4 TiB against a bucket that refills 0.96 TiB a day at the 11.7 MiB/s baseline: the model's credits run out and runs queue; the article extrapolated 10x its 1x figure",
  "ebs-sc1/read-5x32gib-10x":
    "1.6 TiB a day is more than sc1 can move in a day (1 TiB bucket plus 0.96 TiB of baseline): the model runs out of credits and queues runs; the article's estimate assumes the bucket refills between runs",
  "ebs-sc1/write-5x32gib-10x": "as ebs-sc1/read-5x32gib-10x: 1.6 TiB a day exceeds sc1's daily burst plus baseline",
  "ebs-st1/read-5x32gib-10x":
    "the article's estimate (59,276 s, an average 27.6 MiB/s) is below st1's 39 MiB/s baseline floor for 1,000 GiB, which the documented credit model never goes under; the model keeps the 82 MiB/s single-stream read rate because 2.4 h between runs refills the bucket",
  "ebs-st1/write-5x32gib-10x":
    "the article's estimate (19,080 s) assumes the burst bucket runs dry; in the model 2.4 h between runs at the 39 MiB/s baseline earn 330 GiB, more than the 134 GiB a 160 GiB write at 244 MiB/s burst spends, so every run bursts",
  "fsx-lustre-hdd-12-ssd-cache/write-5x32gib-1x":
    "measured 443 MiB/s, above the documented HDD write burst (50 MB/s per TiB x 5.86 TiB = 293 MB/s, FSx for Lustre User Guide); the SSD cache is a read cache in our sources, so writes get the HDD figure",
  "fsx-lustre-hdd-12-ssd-cache/write-5x32gib-10x": "as the 1x cell (the article's 10x figure is ten times the 1x one)",
  "fsx-lustre-hdd-40/write-5x32gib-1x":
    "measured 390 MiB/s, above the documented HDD write burst (150 MB/s per TiB x 1.76 TiB = 264 MB/s, FSx for Windows User Guide); file-server write caching is not modelled",
  "fsx-lustre-hdd-40/write-5x32gib-10x": "as the 1x cell (the article's 10x figure is ten times the 1x one)",
  "fsx-lustre-hdd-40-ssd-cache/write-5x32gib-1x":
    "as fsx-lustre-hdd-40/write-5x32gib-1x: measured above the documented HDD write burst; the SSD cache is a read cache",
  "fsx-lustre-hdd-40-ssd-cache/write-5x32gib-10x": "as the 1x cell (the article's 10x figure is ten times the 1x one)",
};

/** Cost cells of confirmed-price rows more than 10% off, and why. */
const KNOWN_COST_MISSES: Record<string, string> = {
  "ebs-io1-3000iops":
    "the article's io1 row ($211) implies $0.026 per IOPS-month; io1's price is $0.065 (AWS EBS pricing page), the rate the article's own io2 row uses for the same 3,000 IOPS: $125 storage + $195 IOPS = $320",
};

interface Row {
  cell: ArticleCell;
  option: OptionEstimate;
  articleSeconds: number | null;
  durationRatio: number | null;
  articleCost: ReportedValue | undefined;
  costRatio: number | null;
  costConfirmed: boolean;
}

function middle(value: ReportedValue): number {
  return (lowerBound(value) + upperBound(value)) / 2;
}

function withinCostTolerance(model: number, article: ReportedValue): boolean {
  return model >= lowerBound(article) * (1 - COST_TOLERANCE) && model <= upperBound(article) * (1 + COST_TOLERANCE);
}

function isDurationMiss(ratio: number): boolean {
  return ratio > DURATION_TOLERANCE || ratio < 1 / DURATION_TOLERANCE;
}

function format(value: ReportedValue | undefined, unit: "s" | "$"): string {
  if (value === undefined) return "-";
  const text = (v: number) => (unit === "$" ? `$${v.toFixed(0)}` : `${v.toFixed(0)}s`);
  return lowerBound(value) === upperBound(value)
    ? text(lowerBound(value))
    : `${text(lowerBound(value))}-${text(upperBound(value))}`;
}

let rows: Row[] = [];

describe("the model against the EFS options article", () => {
  let dataset: Dataset;
  let book: PriceBook;

  beforeAll(() => {
    const parsed = readDatasetFile(DATASET_PATH);
    if (!parsed.ok) throw new Error(parsed.error.message);
    dataset = parsed.dataset;
    const bundled = bundledPriceBook("us-east-2");
    if (bundled === null) throw new Error("no bundled us-east-2 prices");
    book = bundled;
    rows = articleCells(dataset).map((cell) => {
      const result = estimateFromInput(cellWorkload(cell), book, ARTICLE_ESTIMATE_OPTIONS);
      if (!result.ok) throw new Error(`${cell.systemId}/${cell.workloadId}: ${result.error.message}`);
      const option = result.value.results[0]!;
      const articleSeconds = cell.durationSeconds === undefined ? null : middle(cell.durationSeconds);
      return {
        cell,
        option,
        articleSeconds,
        durationRatio: articleSeconds === null ? null : option.durationSecondsPerDay / articleSeconds,
        articleCost: cell.monthlyCostUsd,
        costRatio:
          cell.monthlyCostUsd === undefined || !option.priced
            ? null
            : option.monthlyCostUsd.total / middle(cell.monthlyCostUsd),
        costConfirmed: option.priced && !option.pricesUnconfirmed,
      };
    });
    console.table(
      rows.map((r) => ({
        system: r.cell.systemId,
        workload: r.cell.workloadId,
        "article s": format(r.cell.durationSeconds, "s") + (r.cell.durationEstimated ? " (est.)" : ""),
        "model s": r.option.durationSecondsPerDay.toFixed(0),
        "s ratio": r.durationRatio?.toFixed(2) ?? "-",
        "article $": format(r.articleCost, "$"),
        "model $": r.option.priced ? r.option.monthlyCostUsd.total.toFixed(0) : "unpriced",
        "$ ratio": r.costRatio?.toFixed(2) ?? "-",
        prices: r.option.priced ? (r.option.pricesUnconfirmed ? "unconfirmed" : "confirmed") : "missing",
        bottleneck: r.option.operations[0]?.bottleneck ?? "",
      })),
    );
  });

  it("covers both tables and every catalog-mapped row", () => {
    const systems = new Set(rows.map((r) => r.cell.systemId));
    expect(systems.size).toBe(21);
    expect(rows.filter((r) => r.cell.timesPerDay === 1)).toHaveLength(84);
    expect(rows.filter((r) => r.cell.timesPerDay === 10)).toHaveLength(84);
  });

  it("prices every confirmed-price row within 10% of the article (known misses excepted)", () => {
    const misses = rows.filter(
      (r) =>
        r.costConfirmed &&
        r.articleCost !== undefined &&
        !withinCostTolerance(r.option.monthlyCostUsd.total, r.articleCost),
    );
    const unexplained = misses
      .filter((r) => KNOWN_COST_MISSES[r.cell.systemId] === undefined)
      .map((r) => `${r.cell.systemId}/${r.cell.workloadId}`);
    expect(unexplained).toEqual([]);
    const stale = Object.keys(KNOWN_COST_MISSES).filter((system) => !misses.some((r) => r.cell.systemId === system));
    expect(stale).toEqual([]);
    // The check covers the EFS and EBS rows: 12 systems x 8 cells.
    expect(rows.filter((r) => r.costConfirmed)).toHaveLength(96);
  });

  it("keeps the median duration ratio within 1.5x and explains every cell beyond it", () => {
    const measured = rows.filter((r) => r.durationRatio !== null);
    const ratios = measured.map((r) => r.durationRatio!);
    const med = median(ratios);
    const worst = measured.reduce((a, b) =>
      Math.max(b.durationRatio!, 1 / b.durationRatio!) > Math.max(a.durationRatio!, 1 / a.durationRatio!) ? b : a,
    );
    const measuredOnly = median(measured.filter((r) => !r.cell.durationEstimated).map((r) => r.durationRatio!));
    console.log(
      `duration ratio model/article over ${ratios.length} cells: median ${med.toFixed(3)}, measured cells only ${measuredOnly.toFixed(3)}, ` +
        `worst ${worst.durationRatio!.toFixed(2)} (${worst.cell.systemId}/${worst.cell.workloadId}), ` +
        `${measured.filter((r) => isDurationMiss(r.durationRatio!)).length} cells beyond ${DURATION_TOLERANCE}x`,
    );
    expect(med).toBeGreaterThan(1 / DURATION_TOLERANCE);
    expect(med).toBeLessThan(DURATION_TOLERANCE);

    const misses = measured
      .filter((r) => isDurationMiss(r.durationRatio!))
      .map((r) => `${r.cell.systemId}/${r.cell.workloadId}`);
    expect(misses.filter((key) => KNOWN_DURATION_MISSES[key] === undefined)).toEqual([]);
    expect(Object.keys(KNOWN_DURATION_MISSES).filter((key) => !misses.includes(key))).toEqual([]);
  });

  it("names a bottleneck for every cell", () => {
    for (const r of rows)
      expect(r.option.operations[0]?.bottleneck, `${r.cell.systemId}/${r.cell.workloadId}`).toMatch(/\w/);
  });
});
