import type { OptionEstimate } from "@/lib/model";
import { countUnconfirmedLines, describeUnconfirmed } from "@/lib/pricing/unconfirmed";
import type { ByteUnits } from "@/lib/format/bytes";
import { restateRates } from "@/lib/format/restate-rates";
import { configKey, describeParams } from "./configuration";
import { instancePriceNote } from "./instance-store";
import { FAMILY_LABELS, familyKeyOf, type FamilyKey } from "./families";
import { midpoint, type DatasetMeasurement, type Interval } from "./measured";
import type { ComparePoint, PriceStatus, UnplacedOption } from "./types";

/**
 * Turns model estimates, dataset measurements and uploads into chart points. A measured
 * point carries the configuration key of its modelled twin so the chart can join them.
 */

export interface CatalogFacts {
  id: string;
  label: string;
  family: FamilyKey;
  shared: boolean;
  durability: "multiAz" | "singleAz";
}

export interface ModelContext {
  snapshotId: string;
  snapshotAsOf: string;
  modelVersion: string;
  /**
   * The view's workload, region, runs a day, client and snapshot as a query string
   * (optionContextQuery): an option link opens the option page as the point was drawn.
   */
  linkQuery?: string;
  /** How the points' configurations print sizes and rates (the view's `units`). */
  units?: ByteUnits;
}

export type Built = { point: ComparePoint } | { unplaced: UnplacedOption };

/** A point's words (label, bottleneck, notes) with their rates in the view's units (issue 40). */
export function pointInUnits(point: ComparePoint, units: ByteUnits | undefined): ComparePoint {
  if (units === undefined || units === "auto") return point;
  return {
    ...point,
    label: restateRates(point.label, units),
    bottleneck: point.bottleneck === null ? null : restateRates(point.bottleneck, units),
    notes: point.notes.map((note) => restateRates(note, units)),
  };
}

/**
 * The option page of a point: with the view's context and the point's configuration in the
 * URL, so it shows the same estimate (without them, the page's default preset and region).
 */
export function optionHref(optionId: string, params?: Record<string, unknown>, linkQuery?: string): string {
  const query = new URLSearchParams(linkQuery ?? "");
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    query.set(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  const text = query.toString();
  return `/options/${encodeURIComponent(optionId)}${text ? `?${text}` : ""}`;
}

export function resultKey(result: Pick<OptionEstimate, "optionId" | "params">): string {
  return configKey(result.optionId, result.params);
}

export function priceStatus(result: OptionEstimate): PriceStatus {
  if (!result.priced) return "missing";
  return result.pricesUnconfirmed ? "unconfirmed" : "priced";
}

/** "unpriced: no FSx for Lustre price (fsx.lustre.hdd.12.storage) in the bundled-2024-07 snapshot; the cost counts the priced parts only" */
export function priceNotes(result: OptionEstimate, ctx: ModelContext): string[] {
  const family = FAMILY_LABELS[familyKeyOf(result.family)];
  if (!result.priced) {
    return [
      `unpriced: no ${family} price (${result.missingPriceKeys.join(", ")}) in the ${ctx.snapshotId} snapshot; the cost counts the priced parts only.`,
    ];
  }
  if (result.pricesUnconfirmed)
    return [
      `${describeUnconfirmed(countUnconfirmedLines(result.costLines))} (${family}) in the ${ctx.snapshotId} snapshot.`,
    ];
  return [];
}

/**
 * The model's own uncertainty (its held-out error on the articles, lib/model
 * duration-ranges.ts) as the point's range: the estimate sits inside it, not at its midpoint.
 */
export function modelDurationRange(result: Pick<OptionEstimate, "durationRangeSeconds">): [number, number] | null {
  const { low, high } = result.durationRangeSeconds;
  return low > 0 && high > low ? [low, high] : null;
}

/** An instance store point says it is priced with its instance (or why it is not priced). */
function withInstanceNote(notes: string[], result: OptionEstimate): string[] {
  const note = instancePriceNote(result);
  return note === null ? notes : [note, ...notes];
}

export function modelSource(ctx: ModelContext): string {
  return `Model ${ctx.modelVersion}, prices ${ctx.snapshotId} (as of ${ctx.snapshotAsOf})`;
}

/** The modelled point of one estimate, or why it cannot be placed. */
export function modelPoint(result: OptionEstimate, facts: CatalogFacts | undefined, ctx: ModelContext): Built {
  const href = optionHref(result.optionId, result.params, ctx.linkQuery);
  if (!result.feasible)
    return {
      unplaced: {
        label: result.label,
        series: "model",
        reason: result.infeasibleReason ?? "not feasible for this workload",
        href,
      },
    };
  if (!(result.durationSecondsPerDay > 0))
    return {
      unplaced: {
        label: result.label,
        series: "model",
        reason: "the workload moves no data, so there is no duration to plot",
        href,
      },
    };
  const { total, ...parts } = result.monthlyCostUsd;
  const key = resultKey(result);
  return {
    point: {
      id: `model:${key}`,
      series: "model",
      configKey: key,
      optionId: result.optionId,
      href,
      label: result.label,
      family: familyKeyOf(result.family),
      shared: facts?.shared ?? null,
      durability: facts?.durability ?? null,
      configuration: describeParams(result.params, ctx.units),
      durationSecondsPerDay: result.durationSecondsPerDay,
      monthlyCostUsd: total,
      durationRange: modelDurationRange(result),
      costRange: null,
      costParts: parts,
      bottleneck: result.bottleneck || null,
      priceStatus: priceStatus(result),
      source: modelSource(ctx),
      notes: withInstanceNote(priceNotes(result, ctx), result),
    },
  };
}

export interface DatasetInfo {
  slug: string;
  title: string;
  /** The article's region, when it says. */
  region: string | null;
}

function range(value: Interval): [number, number] | null {
  return value[0] === value[1] ? null : value;
}

/**
 * A published measurement. Its cost is the article's when it gives one, otherwise the
 * model's cost of the same configuration (said in the notes).
 */
export function datasetPoint(
  m: DatasetMeasurement,
  dataset: DatasetInfo,
  twin: OptionEstimate | undefined,
  facts: CatalogFacts | undefined,
  ctx: ModelContext,
  viewRegion: string,
): Built {
  const href = m.optionId
    ? optionHref(m.optionId, twin?.params, ctx.linkQuery)
    : `/datasets/${encodeURIComponent(dataset.slug)}`;
  const notes = [...m.notes];
  let cost: number;
  let costRange: [number, number] | null = null;
  let status: PriceStatus = "priced";
  let costParts = null;
  if (m.cost) {
    cost = midpoint(m.cost);
    costRange = range(m.cost);
    notes.push(
      `Monthly cost as the article reports it (its prices${dataset.region ? `, ${dataset.region}` : ""}), not the ${ctx.snapshotId} snapshot.`,
    );
    if (dataset.region && dataset.region !== viewRegion)
      notes.push(`Measured in ${dataset.region}; the view is ${viewRegion}.`);
  } else if (twin && twin.feasible) {
    cost = twin.monthlyCostUsd.total;
    const { total: _total, ...parts } = twin.monthlyCostUsd;
    costParts = parts;
    status = priceStatus(twin);
    notes.push(
      `The article gives no monthly cost for this workload: the cost is the model's for the same configuration (${modelSource(ctx)}).`,
    );
    notes.push(...withInstanceNote(priceNotes(twin, ctx), twin));
  } else {
    return {
      unplaced: {
        label: m.label,
        series: "dataset",
        reason: "the article gives no cost and the model has none for this configuration",
        href,
      },
    };
  }
  const family = facts?.family ?? "other";
  return {
    point: {
      id: `dataset:${dataset.slug}:${m.systemId}`,
      series: "dataset",
      configKey: twin && m.optionId ? resultKey(twin) : null,
      optionId: m.optionId,
      href,
      label: m.label,
      family: m.optionId ? family : "other",
      shared: facts?.shared ?? null,
      durability: facts?.durability ?? null,
      configuration: m.optionId
        ? describeParams(twin?.params ?? m.params, ctx.units)
        : `outside the catalog${m.underlyingOptionId ? `, data on ${m.underlyingOptionId}` : ""}`,
      durationSecondsPerDay: midpoint(m.duration),
      monthlyCostUsd: cost,
      durationRange: range(m.duration),
      costRange,
      costParts,
      bottleneck: null,
      priceStatus: status,
      source: `Measured: ${dataset.title} (dataset ${dataset.slug})`,
      notes,
    },
  };
}
