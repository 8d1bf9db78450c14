"use client";

import { useXAxisScale, useYAxisScale, ZIndexLayer } from "recharts";
import { FAMILY_COLOURS, FAMILY_KEYS, FRONTIER_COLOUR } from "@/lib/compare/families";
import type { PairLink } from "@/lib/compare/links";
import { frontierSteps } from "@/lib/compare/pareto";
import type { ComparePoint } from "@/lib/compare/types";

/** Above the axes (500), below the points (600): Recharts' own layer order. */
const OVERLAY_Z_INDEX = 550;

export interface Plot {
  x: (point: ComparePoint) => number;
  y: (point: ComparePoint) => number;
}

/** Half the height of an error bar's end caps, in px. */
const CAP_PX = 4;

/**
 * Error bars as one path: a horizontal bar with end caps across each point's duration
 * range (the model's error band, or the article's range) and a vertical one across its
 * cost range, so the uncertainty the estimate carries is drawn, not only told.
 */
function errorBarPath(
  points: readonly ComparePoint[],
  plot: Plot,
  px: (v: number) => number,
  py: (v: number) => number,
): string {
  let d = "";
  for (const p of points) {
    const x = px(plot.x(p));
    const y = py(plot.y(p));
    if (p.durationRange) {
      const [x0, x1] = p.durationRange.map((v) => px(v));
      d += `M${x0} ${y}L${x1} ${y}M${x0} ${y - CAP_PX}L${x0} ${y + CAP_PX}M${x1} ${y - CAP_PX}L${x1} ${y + CAP_PX}`;
    }
    if (p.costRange) {
      const [y0, y1] = p.costRange.map((v) => py(v));
      d += `M${x} ${y0}L${x} ${y1}M${x - CAP_PX} ${y0}L${x + CAP_PX} ${y0}M${x - CAP_PX} ${y1}L${x + CAP_PX} ${y1}`;
    }
  }
  return d;
}

/**
 * What Recharts' Scatter does not draw: a thin line from each measured point to its
 * modelled twin (in the family's colour), error bars across each point's ranges, and the
 * Pareto frontier as a staircase. One path per family and one for the frontier, whatever
 * the number of points.
 */
export function ChartOverlays({
  links,
  frontier,
  plot,
  ranged,
}: {
  links: readonly PairLink[];
  frontier: readonly ComparePoint[];
  plot: Plot;
  ranged: readonly ComparePoint[];
}) {
  const xScale = useXAxisScale();
  const yScale = useYAxisScale();
  if (!xScale || !yScale) return null;
  const px = (v: number) => xScale(v) ?? 0;
  const py = (v: number) => yScale(v) ?? 0;

  const linkPaths = FAMILY_KEYS.map((family) => ({
    family,
    d: links
      .filter((l) => l.modelled.family === family)
      .map(
        (l) =>
          `M${px(plot.x(l.modelled))} ${py(plot.y(l.modelled))}L${px(plot.x(l.measured))} ${py(plot.y(l.measured))}`,
      )
      .join(""),
  })).filter((p) => p.d !== "");

  const errorBars = FAMILY_KEYS.map((family) => ({
    family,
    d: errorBarPath(
      ranged.filter((p) => p.family === family),
      plot,
      px,
      py,
    ),
  })).filter((p) => p.d !== "");

  const steps = frontierSteps(frontier.map((p) => ({ durationSecondsPerDay: plot.x(p), monthlyCostUsd: plot.y(p) })));
  const frontierPath = steps.map((s, i) => `${i === 0 ? "M" : "L"}${px(s.x)} ${py(s.y)}`).join("");

  return (
    <ZIndexLayer zIndex={OVERLAY_Z_INDEX}>
      <g className="compare-overlays" aria-hidden="true">
        {linkPaths.map((p) => (
          <path
            key={p.family}
            data-testid="compare-pair-links"
            d={p.d}
            stroke={FAMILY_COLOURS[p.family]}
            strokeOpacity={0.6}
            strokeWidth={1.25}
            fill="none"
          />
        ))}
        {errorBars.map((p) => (
          <path
            key={`range-${p.family}`}
            data-testid="compare-error-bars"
            data-family={p.family}
            d={p.d}
            stroke={FAMILY_COLOURS[p.family]}
            strokeOpacity={0.7}
            strokeWidth={1}
            fill="none"
          />
        ))}
        {frontierPath ? (
          <path
            data-testid="compare-frontier"
            d={frontierPath}
            stroke={FRONTIER_COLOUR}
            strokeWidth={1.5}
            strokeDasharray="6 3"
            fill="none"
          />
        ) : null}
      </g>
    </ZIndexLayer>
  );
}
