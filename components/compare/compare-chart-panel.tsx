"use client";

import { useRouter } from "next/navigation";
import { useCallback, useMemo, useOptimistic, useRef, useTransition } from "react";
import { FAMILY_KEYS, type FamilyKey } from "@/lib/compare/families";
import { priceableFrontier } from "@/lib/compare/pareto";
import type { ComparePoint } from "@/lib/compare/types";
import { compareHref, compareQuery, toggleFamily, type CompareView } from "@/lib/compare/view";
import { ChartLegend } from "./chart-legend";
import { ExportButtons } from "./export-buttons";
import { FrontierList } from "./frontier-list";
import { LazyCompareChart } from "./lazy-compare-chart";

export interface CompareChartPanelProps {
  view: CompareView;
  /** Points after every filter but family (families are toggled here, instantly). */
  points: ComparePoint[];
  baseName: string;
  title: string;
  /** Workload, region, price snapshot and model version: printed in exported images. */
  caption: string;
  labelledBy: string;
}

/**
 * The interactive part of the chart section. A legend toggle shows the change at once
 * (optimistic) and pushes the new URL, so the server re-renders the table for it and
 * back/forward step through the toggles. Clicking a point opens its option page.
 */
export function CompareChartPanel({ view, points, baseName, title, caption, labelledBy }: CompareChartPanelProps) {
  const router = useRouter();
  const chartRef = useRef<HTMLDivElement>(null);
  const [, startTransition] = useTransition();
  const [families, setFamilies] = useOptimistic<FamilyKey[]>(view.families);

  const onToggle = (family: FamilyKey) => {
    const next = toggleFamily(families, family);
    startTransition(() => {
      setFamilies(next);
      router.push(compareHref(view, { families: next }), { scroll: false });
    });
  };
  const onOpen = useCallback((point: ComparePoint) => router.push(point.href), [router]);

  const counts = useMemo(() => {
    const out = Object.fromEntries(FAMILY_KEYS.map((f) => [f, 0])) as Record<FamilyKey, number>;
    for (const p of points) out[p.family] += 1;
    return out;
  }, [points]);
  const frontier = useMemo(() => {
    const shown = new Set(families);
    return priceableFrontier(points.filter((p) => shown.has(p.family)));
  }, [points, families]);

  return (
    <>
      <ChartLegend families={families} counts={counts} onToggle={onToggle} />
      <div ref={chartRef}>
        <LazyCompareChart points={points} families={families} onOpen={onOpen} labelledBy={labelledBy} />
      </div>
      <p className="muted compare-chart-help">
        Hover or focus a point for its details. Keyboard: Tab to the chart, arrow keys move between points (fastest
        first), Enter opens the option page. The table below lists the same points.
      </p>
      <FrontierList frontier={frontier} />
      <ExportButtons
        csvHref={`/api/v1/compare.csv?${compareQuery({ ...view, families })}`}
        baseName={baseName}
        title={title}
        caption={caption}
        families={families}
        chartRef={chartRef}
      />
    </>
  );
}
