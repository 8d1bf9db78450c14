"use client";

import { memo, useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { CartesianGrid, Scatter, ScatterChart, type ScatterShapeProps } from "recharts";
import { FAMILY_KEYS, type FamilyKey } from "@/lib/compare/families";
import { pairLinks } from "@/lib/compare/links";
import { priceableFrontier } from "@/lib/compare/pareto";
import { costAxis, durationAxis } from "@/lib/compare/ticks";
import { POINT_SERIES, SERIES_LABELS, type ComparePoint } from "@/lib/compare/types";
import { chartAxes } from "./chart-axes";
import { CHART_HEIGHT_PX } from "./chart-height";
import { ChartContext, createChartStore, type ChartContextValue } from "./chart-store";
import { ChartOverlays, type Plot } from "./chart-overlays";
import { ChartTooltip } from "./chart-tooltip";
import { PointMarker } from "./point-marker";
import { RankLabels } from "./rank-labels";

/** Top margin leaves room above the highest point for its "#1" or "?" label (12 px above the marker, 12 px text). */
const MARGIN = { top: 30, right: 24, bottom: 36, left: 12 };

/** An unpriced cost is a lower bound: it is only drawn where it does not pose as cheaper than every priced point. */
function placeable(p: ComparePoint, costFloor: number): boolean {
  return p.priceStatus !== "missing" || p.monthlyCostUsd >= costFloor;
}

interface Datum {
  x: number;
  y: number;
  point: ComparePoint;
}

function renderMarker(props: ScatterShapeProps) {
  const datum = props.payload as Datum | undefined;
  return datum ? <PointMarker point={datum.point} cx={props.cx} cy={props.cy} /> : <g />;
}

function byDurationThenCost(a: ComparePoint, b: ComparePoint): number {
  return (
    a.durationSecondsPerDay - b.durationSecondsPerDay || a.monthlyCostUsd - b.monthlyCostUsd || a.id.localeCompare(b.id)
  );
}

export interface CompareChartProps {
  /** Every point the filters other than family let through: the axes span them all, so toggling a family does not rescale. */
  points: readonly ComparePoint[];
  families: readonly FamilyKey[];
  onOpen: (point: ComparePoint) => void;
  /** Id of the element that names the chart. */
  labelledBy: string;
  height?: number;
  /** Point id -> short label ("#1"): those points get a permanent ring and the label beside them. */
  highlights?: ReadonlyMap<string, string>;
}

const NO_HIGHLIGHTS: ReadonlyMap<string, string> = new Map();

/**
 * Price against duration on log scales: one Recharts Scatter per source (modelled,
 * published, uploads), lines joining measured and modelled twins, and the Pareto
 * frontier. Recharts' accessibilityLayer steps through a chart's tooltip-axis indices,
 * which for a scatter of several series does not visit every point, so it is off and
 * each point is a focusable link instead (see PointMarker).
 */
export const CompareChart = memo(function CompareChart({
  points,
  families,
  onOpen,
  labelledBy,
  height = CHART_HEIGHT_PX,
  highlights = NO_HIGHLIGHTS,
}: CompareChartProps) {
  const store = useMemo(createChartStore, []);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const xAxis = useMemo(
    () => durationAxis(points.flatMap((p) => [p.durationSecondsPerDay, ...(p.durationRange ?? [])])),
    [points],
  );
  // The cost axis spans priced costs: an unpriced cost (a lower bound, often the priced parts only) must not stretch it down.
  const yAxis = useMemo(() => {
    const priced = points.filter((p) => p.priceStatus !== "missing");
    return costAxis((priced.length > 0 ? priced : points).flatMap((p) => [p.monthlyCostUsd, ...(p.costRange ?? [])]));
  }, [points]);
  const placed = useMemo(() => points.filter((p) => placeable(p, yAxis.domain[0])), [points, yAxis]);
  const visible = useMemo(() => {
    const shown = new Set(families);
    return placed.filter((p) => shown.has(p.family));
  }, [placed, families]);
  // Counted in the families shown, as the table beside the chart is.
  const offChart = useMemo(() => {
    const shown = new Set(families);
    return points.filter((p) => shown.has(p.family)).length - visible.length;
  }, [points, families, visible]);

  // Unpriced points below the cheapest priced one are left off (listed under the chart), not pinned to the bottom edge where they looked cheapest.
  const plot: Plot = useMemo(
    () => ({
      x: (p) => Math.min(xAxis.domain[1], Math.max(xAxis.domain[0], p.durationSecondsPerDay)),
      y: (p) => Math.min(yAxis.domain[1], Math.max(yAxis.domain[0], p.monthlyCostUsd)),
    }),
    [xAxis, yAxis],
  );
  // One Scatter per source and family, every one always mounted; a hidden family is hidden
  // by CSS (data-hidden on the wrapper). Removing a Scatter makes Recharts recompute and
  // redraw every point of every other Scatter (half a second at 2,000 points); this way a
  // toggle re-renders the overlays and the keyboard order only. Hidden points are
  // display:none, so they are out of the tab order and the accessibility tree.
  const chartBody = useMemo(
    () => [
      <CartesianGrid key="grid" strokeDasharray="3 3" />,
      ...chartAxes(xAxis, yAxis),
      ...POINT_SERIES.flatMap((s) =>
        FAMILY_KEYS.map((family) => {
          const data = placed
            .filter((p) => p.series === s && p.family === family)
            .map((p): Datum => ({ x: plot.x(p), y: plot.y(p), point: p }));
          const key = `${s}-${family}`;
          return data.length === 0 ? null : (
            <Scatter
              key={key}
              id={`compare-${key}`}
              className={`compare-family-${family}`}
              name={`${SERIES_LABELS[s]}, ${family}`}
              data={data}
              shape={renderMarker}
              isAnimationActive={false}
              legendType="none"
            />
          );
        }),
      ),
    ],
    [placed, plot, xAxis, yAxis],
  );
  const links = useMemo(() => pairLinks(visible), [visible]);
  const frontier = useMemo(() => priceableFrontier(visible), [visible]);
  const ranged = useMemo(() => visible.filter((p) => p.durationRange !== null || p.costRange !== null), [visible]);
  const byId = useMemo(() => new Map(visible.map((p) => [p.id, p])), [visible]);

  // Keyboard order lives in the store, not in context, so markers re-render only when their own tab stop changes.
  useLayoutEffect(() => {
    const order = [...visible].sort(byDurationThenCost).map((p) => p.id);
    store.set({ order, orderIndex: new Map(order.map((id, i) => [id, i])) });
  }, [visible, store]);
  const focusAt = useCallback(
    (index: number) => {
      const id = store.get().order[index];
      if (id === undefined) return;
      store.set({ focusId: id });
      wrapperRef.current?.querySelector<SVGGElement>(`[data-point-id="${CSS.escape(id)}"]`)?.focus();
    },
    [store],
  );
  const context: ChartContextValue = useMemo(
    () => ({ store, onOpen, focusAt, highlights }),
    [store, onOpen, focusAt, highlights],
  );
  const hidden = FAMILY_KEYS.filter((f) => !families.includes(f)).join(" ");

  return (
    <ChartContext.Provider value={context}>
      <div
        className="compare-chart"
        ref={wrapperRef}
        role="group"
        aria-labelledby={labelledBy}
        data-testid="compare-chart"
        data-hidden={hidden}
      >
        <ScatterChart width="100%" height={height} responsive accessibilityLayer={false} margin={MARGIN}>
          <ChartOverlays links={links} frontier={frontier} plot={plot} ranged={ranged} />
          <RankLabels points={visible} highlights={highlights} plot={plot} />
          {chartBody}
        </ScatterChart>
        <ChartTooltip store={store} points={byId} />
        {offChart > 0 ? (
          <p className="muted compare-off-chart" data-testid="compare-unpriced-off-chart" data-count={offChart}>
            {offChart} unpriced point{offChart === 1 ? " is" : "s are"} not drawn: the price snapshot lacks a price{" "}
            {offChart === 1 ? "it needs" : "they need"}, so {offChart === 1 ? "its" : "their"} cost is unknown. The
            table lists {offChart === 1 ? "it" : "them"}.
          </p>
        ) : null}
      </div>
    </ChartContext.Provider>
  );
});
