"use client";

import { usePlotArea, useXAxisScale, useYAxisScale, ZIndexLayer } from "recharts";
import { layoutLabels } from "@/lib/compare/label-layout";
import type { ComparePoint } from "@/lib/compare/types";
import type { Plot } from "./chart-overlays";

/** Above the points (600), so a label is never hidden under a neighbour's marker. */
const LABEL_Z_INDEX = 650;
/** The chart's top margin is there for labels of points on the top edge. */
const HEADROOM_PX = 24;

/**
 * The ranked points' "#1", "#2" labels, laid out together (lib/compare/label-layout) so
 * that close points' labels do not overlap and none is clipped by the plot's edge.
 */
export function RankLabels({
  points,
  highlights,
  plot,
}: {
  points: readonly ComparePoint[];
  highlights: ReadonlyMap<string, string>;
  plot: Plot;
}) {
  const xScale = useXAxisScale();
  const yScale = useYAxisScale();
  const area = usePlotArea();
  if (!xScale || !yScale || !area || highlights.size === 0) return null;
  const requests = points.flatMap((p) => {
    const text = highlights.get(p.id);
    return text === undefined ? [] : [{ id: p.id, text, x: xScale(plot.x(p)) ?? 0, y: yScale(plot.y(p)) ?? 0 }];
  });
  const bounds = {
    left: area.x,
    top: Math.max(0, area.y - HEADROOM_PX),
    right: area.x + area.width,
    bottom: area.y + area.height,
  };
  const labels = layoutLabels(requests, bounds);
  return (
    <ZIndexLayer zIndex={LABEL_Z_INDEX}>
      <g className="compare-rank-labels" aria-hidden="true">
        {labels.map((l) => (
          <text
            key={l.id}
            data-testid="compare-rank-label"
            data-point-id={l.id}
            x={l.x + l.width / 2}
            y={l.y + l.height - 3}
            textAnchor="middle"
            fontSize={12}
            fontWeight={700}
            fill="#1a1d23"
            stroke="#ffffff"
            strokeWidth={3}
            paintOrder="stroke"
          >
            {l.text}
          </text>
        ))}
      </g>
    </ZIndexLayer>
  );
}
