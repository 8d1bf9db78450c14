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

/**
 * What Recharts' Scatter does not draw: a thin line from each measured point to its
 * modelled twin (in the family's colour), and the Pareto frontier as a staircase. One
 * path per family and one for the frontier, whatever the number of points.
 */
export function ChartOverlays({ links, frontier, plot }: { links: readonly PairLink[]; frontier: readonly ComparePoint[]; plot: Plot }) {
  const xScale = useXAxisScale();
  const yScale = useYAxisScale();
  if (!xScale || !yScale) return null;
  const px = (v: number) => xScale(v) ?? 0;
  const py = (v: number) => yScale(v) ?? 0;

  const linkPaths = FAMILY_KEYS.map((family) => ({
    family,
    d: links
      .filter((l) => l.modelled.family === family)
      .map((l) => `M${px(plot.x(l.modelled))} ${py(plot.y(l.modelled))}L${px(plot.x(l.measured))} ${py(plot.y(l.measured))}`)
      .join(""),
  })).filter((p) => p.d !== "");

  const steps = frontierSteps(frontier.map((p) => ({ durationSecondsPerDay: plot.x(p), monthlyCostUsd: plot.y(p) })));
  const frontierPath = steps.map((s, i) => `${i === 0 ? "M" : "L"}${px(s.x)} ${py(s.y)}`).join("");

  return (
    <ZIndexLayer zIndex={OVERLAY_Z_INDEX}>
      <g className="compare-overlays" aria-hidden="true">
        {linkPaths.map((p) => (
          <path key={p.family} data-testid="compare-pair-links" d={p.d} stroke={FAMILY_COLOURS[p.family]} strokeOpacity={0.6} strokeWidth={1.25} fill="none" />
        ))}
        {frontierPath ? <path data-testid="compare-frontier" d={frontierPath} stroke={FRONTIER_COLOUR} strokeWidth={1.5} strokeDasharray="6 3" fill="none" /> : null}
      </g>
    </ZIndexLayer>
  );
}
