import type { Dataset } from "@/lib/datasets/schema";
import { measuredSecondsOf, type PublicMeasurement } from "@/lib/datasets/public-measurements";
import { FAMILY_LABELS, familyKeyOf } from "@/lib/compare/families";
import {
  CATALOG,
  factorOff,
  type ModelValidation,
  type ValidationRow,
  DURATION_CLOSE,
  DURATION_NEAR,
} from "@/lib/model";

/**
 * What the Accuracy page shows, as plain data: the same validation `storage-advisor
 * validate-model` prints (every article cell predicted held out, with constants fitted on
 * the other articles), grouped per article and per option family, the worst misses, the
 * public measurements the model is checked against, and the bands the duration ranges
 * come from.
 */

export interface ErrorSummary {
  /** Measured (not estimated) duration cells. */
  cells: number;
  within1_5: number;
  within2: number;
  /** Geometric mean of max(ratio, 1/ratio): the typical factor off. */
  typicalError: number;
  medianRatio: number;
}

export interface ArticleAccuracy extends ErrorSummary {
  slug: string;
  title: string;
  publisher: string | null;
  url: string | null;
  /** The in-sample typical error (the shipped constants, fitted on every article). */
  inSampleTypicalError: number;
  costCells: number;
  costWithin: number;
}

export interface FamilyAccuracy extends ErrorSummary {
  family: string;
  label: string;
}

export interface Miss {
  article: string;
  cell: string;
  modelSeconds: number;
  measuredSeconds: number;
  /** model / measured */
  ratio: number;
  bottleneck: string;
}

export interface PublicCheck {
  id: string;
  kind: "documented" | "measured";
  use: "held-out" | "calibration";
  source: string;
  published: string | null;
  quote: string;
  /** For a measured entry: its measured duration, seconds. */
  measuredSeconds: number | null;
  instanceType: string | null;
}

export interface AccuracyReport {
  modelVersion: string;
  articles: ArticleAccuracy[];
  families: FamilyAccuracy[];
  overall: ErrorSummary;
  /** Held-out cells off by more than x2, worst first. */
  misses: Miss[];
  publicChecks: PublicCheck[];
  bands: { mechanism: string; p10: number; p90: number; cells: number }[];
  thresholds: { close: number; near: number };
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 1;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function measured(rows: readonly ValidationRow[]): ValidationRow[] {
  return rows.filter((r) => r.ratio !== null && r.modelSeconds !== null && !r.cell.durationEstimated);
}

export function errorSummary(rows: readonly ValidationRow[]): ErrorSummary {
  const ratios = measured(rows).map((r) => r.ratio!);
  return {
    cells: ratios.length,
    within1_5: ratios.filter((r) => factorOff(r) <= DURATION_CLOSE).length,
    within2: ratios.filter((r) => factorOff(r) <= DURATION_NEAR).length,
    typicalError:
      ratios.length === 0 ? 1 : Math.exp(ratios.reduce((s, r) => s + Math.log(factorOff(r)), 0) / ratios.length),
    medianRatio: median(ratios),
  };
}

const familyOfOption = new Map(CATALOG.map((e) => [e.id as string, familyKeyOf(e.family)]));

function families(rows: readonly ValidationRow[]): FamilyAccuracy[] {
  const groups = new Map<string, ValidationRow[]>();
  for (const row of measured(rows)) {
    const family = familyOfOption.get(row.cell.optionId) ?? "other";
    groups.set(family, [...(groups.get(family) ?? []), row]);
  }
  return [...groups.entries()]
    .map(([family, mine]) => ({
      family,
      label: FAMILY_LABELS[family as keyof typeof FAMILY_LABELS] ?? family,
      ...errorSummary(mine),
    }))
    .sort((a, b) => b.cells - a.cells || a.label.localeCompare(b.label));
}

function articles(v: ModelValidation, datasets: readonly Dataset[]): ArticleAccuracy[] {
  return datasets.map((d) => {
    const held = v.heldOut.summaries.find((s) => s.dataset === d.slug);
    const inSample = v.inSample.summaries.find((s) => s.dataset === d.slug);
    return {
      slug: d.slug,
      title: d.title,
      publisher: d.source.publisher ?? null,
      url: d.source.url ?? null,
      ...errorSummary(v.heldOut.rows.filter((r) => r.cell.dataset === d.slug)),
      inSampleTypicalError: inSample?.typicalError ?? 1,
      costCells: held?.costCells ?? 0,
      costWithin: held?.costWithin ?? 0,
    };
  });
}

function misses(rows: readonly ValidationRow[], titles: ReadonlyMap<string, string>): Miss[] {
  return measured(rows)
    .filter((r) => factorOff(r.ratio!) > DURATION_NEAR)
    .sort((a, b) => factorOff(b.ratio!) - factorOff(a.ratio!))
    .map((r) => ({
      article: titles.get(r.cell.dataset) ?? r.cell.dataset,
      cell: r.cell.id,
      modelSeconds: r.modelSeconds!,
      measuredSeconds: r.cell.measuredSeconds!,
      ratio: r.ratio!,
      bottleneck: r.bottleneck,
    }));
}

function publicCheck(m: PublicMeasurement): PublicCheck {
  return {
    id: m.id,
    kind: m.kind,
    use: m.use,
    source: m.source,
    published: m.published ?? null,
    quote: m.quote,
    measuredSeconds: m.kind === "measured" ? measuredSecondsOf(m) : null,
    instanceType: m.instanceType ?? null,
  };
}

export function accuracyReport(
  v: ModelValidation,
  datasets: readonly Dataset[],
  publicMeasurements: readonly PublicMeasurement[],
  modelVersion: string,
): AccuracyReport {
  const titles = new Map(datasets.map((d) => [d.slug, d.title]));
  return {
    modelVersion,
    articles: articles(v, datasets),
    families: families(v.heldOut.rows),
    overall: errorSummary(v.heldOut.rows),
    misses: misses(v.heldOut.rows, titles),
    publicChecks: publicMeasurements.map(publicCheck),
    bands: Object.entries(v.bands).map(([mechanism, b]) => ({ mechanism, ...b })),
    thresholds: { close: DURATION_CLOSE, near: DURATION_NEAR },
  };
}
