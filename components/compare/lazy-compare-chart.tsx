"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { CHART_HEIGHT_PX } from "./chart-height";
import type { CompareChartProps } from "./compare-chart";

/**
 * How close the chart's slot may come to the viewport before the chart is drawn, as a
 * share of the viewport's height (IntersectionObserver rootMargin). Drawing it (Recharts,
 * one SVG group per point) is the longest main-thread work of /compare and
 * /advisor/results; on a phone it sits below the first screen, and drawing it at load
 * added two long tasks of 143 and 239 ms under Lighthouse's mobile throttling
 * (bench/lighthouse.ts). Half a screen ahead starts it before a scrolling reader gets there.
 */
const DRAW_MARGIN = "50% 0px";

function Pending({ height }: { height: number }) {
  // Same box as the drawn chart (.compare-chart around a chart of `height`), so drawing it shifts nothing.
  return (
    <div className="compare-chart compare-chart-pending" data-testid="compare-chart-pending" role="status">
      <div style={{ height }}>
        <span className="visually-hidden">The chart is drawn when it scrolls into view.</span>
      </div>
    </div>
  );
}

// Recharts and the chart's code load only when the chart is about to be seen.
const CompareChart = dynamic(() => import("./compare-chart").then((m) => m.CompareChart), {
  ssr: false,
  loading: () => <Pending height={CHART_HEIGHT_PX} />,
});

/** The compare scatter, drawn once its place on the page nears the viewport. */
export function LazyCompareChart(props: CompareChartProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: DRAW_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={slot} data-testid="compare-chart-slot">
      {near ? <CompareChart {...props} /> : <Pending height={props.height ?? CHART_HEIGHT_PX} />}
    </div>
  );
}
