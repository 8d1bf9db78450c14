"use client";

import { formatDayDuration, formatMonthlyCost } from "@/lib/compare/describe";
import { FAMILY_LABELS } from "@/lib/compare/families";
import { SERIES_LABELS, type ComparePoint, type CostParts } from "@/lib/compare/types";
import { useChartSelector, type ChartStore } from "./chart-store";

/** Gap between the point and the tooltip's corner. */
const OFFSET_PX = 14;

const PART_LABELS: Record<keyof CostParts, string> = {
  storage: "storage",
  throughput: "throughput",
  requests: "requests",
  provisioned: "provisioned",
  other: "other",
};

function breakdown(parts: CostParts | null): string | null {
  if (!parts) return null;
  const items = (Object.keys(PART_LABELS) as (keyof CostParts)[])
    .filter((k) => parts[k] > 0)
    .map((k) => `${PART_LABELS[k]} ${formatMonthlyCost(parts[k])}`);
  return items.length > 0 ? items.join(", ") : null;
}

function range(values: [number, number] | null, format: (v: number) => string): string {
  return values ? ` (${format(values[0])}\u2013${format(values[1])})` : "";
}

function TooltipBody({ point }: { point: ComparePoint }) {
  const parts = breakdown(point.costParts);
  return (
    <>
      <p className="compare-tip-title">{point.label}</p>
      <p className="compare-tip-kind">
        {SERIES_LABELS[point.series]} · {FAMILY_LABELS[point.family]}
      </p>
      <dl>
        <dt>Configuration</dt>
        <dd>{point.configuration}</dd>
        <dt>Duration</dt>
        <dd>
          {formatDayDuration(point.durationSecondsPerDay)} a day{range(point.durationRange, formatDayDuration)}
        </dd>
        <dt>Monthly cost</dt>
        <dd>
          {point.priceStatus === "missing" ? "at least " : ""}
          {formatMonthlyCost(point.monthlyCostUsd)}
          {range(point.costRange, formatMonthlyCost)}
          {parts ? `: ${parts}` : ""}
        </dd>
        {point.bottleneck ? (
          <>
            <dt>Bottleneck</dt>
            <dd>{point.bottleneck}</dd>
          </>
        ) : null}
        <dt>Source</dt>
        <dd>{point.source}</dd>
      </dl>
      {point.notes.length > 0 ? (
        <ul>
          {point.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <p className="compare-tip-hint">Click, press Enter or tap again to open {point.href}.</p>
    </>
  );
}

/** The hovered or focused point's details, beside it, flipped to stay inside the chart. */
export function ChartTooltip({ store, points }: { store: ChartStore; points: ReadonlyMap<string, ComparePoint> }) {
  const tip = useChartSelector(store, (s) => s.tip);
  const point = tip ? points.get(tip.id) : undefined;
  if (!tip || !point) return null;
  const style = {
    left: tip.flipX ? tip.x - OFFSET_PX : tip.x + OFFSET_PX,
    top: tip.flipY ? tip.y - OFFSET_PX : tip.y + OFFSET_PX,
    transform: `translate(${tip.flipX ? "-100%" : "0"}, ${tip.flipY ? "-100%" : "0"})`,
  };
  return (
    <div className="compare-tooltip" role="tooltip" data-testid="compare-tooltip" style={style}>
      <TooltipBody point={point} />
    </div>
  );
}
