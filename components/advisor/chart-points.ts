import type { ConsideredOption, RankedOption } from "@/lib/advisor";
import { familyKeyOf } from "@/lib/compare/families";
import { optionHref } from "@/lib/compare/points";
import type { ComparePoint } from "@/lib/compare/types";
import type { RecommendationView } from "@/server/data/recommendations/recommendations";

/**
 * The advisor's estimated configurations as compare-chart points (cost against time).
 * The ranked ones carry their rank in the label ("#1 EFS Standard, ...") and a note, and
 * are highlighted on the chart (advisorChartHighlights).
 */

function point(o: RankedOption | ConsideredOption, view: RecommendationView, rank: number | null): ComparePoint {
  const ranked = rank !== null ? (o as RankedOption) : null;
  return {
    id: `advisor:${o.key}`,
    series: "model",
    configKey: null,
    optionId: o.optionId,
    href: optionHref(o.optionId),
    label: rank !== null ? `#${rank} ${o.label}` : o.label,
    family: familyKeyOf(o.family),
    shared: null,
    durability: null,
    configuration: ranked ? ranked.configuration.map((c) => `${c.name}: ${c.value}`).join(", ") : "",
    durationSecondsPerDay: o.durationSecondsPerDay,
    monthlyCostUsd: o.monthlyCostUsd,
    durationRange: null,
    costRange: null,
    costParts: ranked ? ranked.costBreakdown : null,
    bottleneck: o.bottleneck,
    priceStatus: ranked?.pricesUnconfirmed ? "unconfirmed" : "priced",
    source: `advisor ${view.advisorVersion}, model ${view.modelVersion}, prices ${view.snapshot.id} (as of ${view.snapshot.asOf})`,
    notes: rank !== null ? [`Ranked #${rank} by the advisor.`] : ["Estimated by the advisor, not in its top options."],
  };
}

/** Points with a cost and a time to place on log axes (a day with no work has no duration). */
export function advisorChartPoints(view: RecommendationView): ComparePoint[] {
  const points = [
    ...view.ranking.map((o) => point(o, view, o.rank)),
    ...view.alsoConsidered.map((o) => point(o, view, null)),
  ];
  return points.filter((p) => p.durationSecondsPerDay > 0 && p.monthlyCostUsd > 0);
}

/** Point id -> "#rank" for the ranked configurations: the chart rings and numbers them. */
export function advisorChartHighlights(view: RecommendationView): ReadonlyMap<string, string> {
  return new Map(view.ranking.map((o) => [`advisor:${o.key}`, `#${o.rank}`]));
}
