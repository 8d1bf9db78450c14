"use client";

import { useRouter } from "next/navigation";
import { useCallback, useMemo } from "react";
import { LazyCompareChart } from "@/components/compare/lazy-compare-chart";
import { AdvisorLegend } from "./advisor-legend";
import { FAMILY_KEYS } from "@/lib/compare/families";
import type { ComparePoint } from "@/lib/compare/types";

/** The compare scatter on the advisor's candidates, the ranked ones ringed and numbered; a point opens its option page. */
export function AdvisorChart({
  points,
  labelledBy,
  highlights,
}: {
  points: ComparePoint[];
  labelledBy: string;
  highlights: ReadonlyMap<string, string>;
}) {
  const router = useRouter();
  const families = useMemo(() => FAMILY_KEYS.filter((f) => points.some((p) => p.family === f)), [points]);
  const onOpen = useCallback((p: ComparePoint) => router.push(p.href), [router]);
  return (
    <>
      <LazyCompareChart
        points={points}
        families={families}
        onOpen={onOpen}
        labelledBy={labelledBy}
        highlights={highlights}
      />
      <AdvisorLegend families={families} />
    </>
  );
}
