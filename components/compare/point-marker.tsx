"use client";

import { memo, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { pointSummary } from "@/lib/compare/describe";
import { FAMILY_COLOURS } from "@/lib/compare/families";
import type { ComparePoint } from "@/lib/compare/types";
import { tabStop, useChartContext, useChartSelector } from "./chart-store";

/** Marker radius in CSS pixels; the invisible hit area is larger so small points are easy to hover. */
const RADIUS_PX = 5.5;
const HIT_RADIUS_PX = 11;
const HALO_RADIUS_PX = 10;
const DIAMOND_HALF_PX = 7;
/** Labels are formatted once per point: remounts (a family shown again) reuse them. */
const labels = new WeakMap<ComparePoint, string>();
function ariaLabel(point: ComparePoint): string {
  let label = labels.get(point);
  if (label === undefined) {
    label = `${pointSummary(point)}. Open the option page.`;
    labels.set(point, label);
  }
  return label;
}

/** Width the tooltip needs beside a point before it opens to the left instead. */
const TIP_ROOM_PX = 340;

function Symbol({ point, cx, cy }: { point: ComparePoint; cx: number; cy: number }) {
  const colour = FAMILY_COLOURS[point.family];
  const dashed = point.priceStatus === "missing" ? "2 2" : undefined;
  if (point.series === "upload") {
    const d = DIAMOND_HALF_PX;
    return (
      <path
        d={`M${cx} ${cy - d}L${cx + d} ${cy}L${cx} ${cy + d}L${cx - d} ${cy}Z`}
        fill={colour}
        stroke="#fff"
        strokeWidth={1}
      />
    );
  }
  if (point.series === "dataset")
    return <circle cx={cx} cy={cy} r={RADIUS_PX} fill={colour} stroke="#fff" strokeWidth={1} />;
  return <circle cx={cx} cy={cy} r={RADIUS_PX} fill="#fff" stroke={colour} strokeWidth={2} strokeDasharray={dashed} />;
}

/**
 * One chart point: a focusable link (roving tabindex: Tab enters the chart at one point,
 * arrow keys move between points in duration order, Enter opens the option page), with
 * the hover/focus tooltip. Filled is measured, hollow is modelled, a diamond is an upload;
 * "?" marks an incomplete (unpriced) cost and "*" unconfirmed prices.
 */
export const PointMarker = memo(function PointMarker({
  point,
  cx,
  cy,
}: {
  point: ComparePoint;
  cx: number | undefined;
  cy: number | undefined;
}) {
  const { store, onOpen, focusAt, highlights } = useChartContext();
  const candidate = highlights.get(point.id);
  const tabbable = useChartSelector(store, (s) => tabStop(s) === point.id);
  const highlighted = useChartSelector(store, (s) => s.tip?.id === point.id);
  // A tap is a click on a touch screen, with no hover before it: the first tap on a point
  // shows its details, a second tap opens it. Read at pointer-down, before the tap's focus
  // shows the tooltip itself.
  const tapShowsFirst = useRef(false);
  if (cx === undefined || cy === undefined) return null;

  const tipAt = (element: SVGGElement) => {
    const box = element.ownerSVGElement?.getBoundingClientRect();
    return {
      id: point.id,
      x: cx,
      y: cy,
      flipX: cx + TIP_ROOM_PX > (box?.width ?? 0),
      flipY: cy > (box?.height ?? 0) / 2,
    };
  };
  const hide = () => {
    if (store.get().tip?.id === point.id) store.set({ tip: null });
  };
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    const { order, orderIndex } = store.get();
    const index = orderIndex.get(point.id) ?? 0;
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: order.length - 1,
    };
    if (event.key === "Enter") {
      event.preventDefault();
      onOpen(point);
    } else if (event.key === "Escape") {
      store.set({ tip: null });
    } else if (event.key in moves) {
      event.preventDefault();
      focusAt(Math.min(order.length - 1, Math.max(0, moves[event.key] ?? index)));
    }
  };
  const mark = point.priceStatus === "missing" ? "?" : point.priceStatus === "unconfirmed" ? "*" : null;

  return (
    <g
      className="compare-point"
      data-testid="compare-point"
      data-series={point.series}
      data-family={point.family}
      data-point-id={point.id}
      role="link"
      tabIndex={tabbable ? 0 : -1}
      aria-label={ariaLabel(point)}
      onPointerDown={(event: PointerEvent<SVGGElement>) => {
        tapShowsFirst.current = event.pointerType === "touch" && store.get().tip?.id !== point.id;
      }}
      onClick={(event) => {
        if (tapShowsFirst.current) {
          tapShowsFirst.current = false;
          store.set({ focusId: point.id, tip: tipAt(event.currentTarget) });
          return;
        }
        onOpen(point);
      }}
      onKeyDown={onKeyDown}
      onFocus={(event) => store.set({ focusId: point.id, tip: tipAt(event.currentTarget) })}
      onBlur={hide}
      onMouseEnter={(event) => store.set({ tip: tipAt(event.currentTarget) })}
      onMouseLeave={hide}
    >
      <circle cx={cx} cy={cy} r={HIT_RADIUS_PX} fill="transparent" />
      {highlighted || candidate !== undefined ? (
        <circle
          className="compare-point-halo"
          data-candidate={candidate !== undefined || undefined}
          cx={cx}
          cy={cy}
          r={HALO_RADIUS_PX}
          fill="none"
          stroke="#0b57d0"
          strokeWidth={2}
        />
      ) : null}
      <Symbol point={point} cx={cx} cy={cy} />
      {/* The candidate's "#1" is drawn by RankLabels, laid out with the others so none overlap. */}
      {mark ? (
        <text
          x={cx + 7}
          y={cy - 6}
          fontSize={11}
          fontWeight={700}
          fill={FAMILY_COLOURS[point.family]}
          aria-hidden="true"
        >
          {mark}
        </text>
      ) : null}
    </g>
  );
});
