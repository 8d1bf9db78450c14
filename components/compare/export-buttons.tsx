"use client";

import { useState, type RefObject } from "react";
import type { FamilyKey } from "@/lib/compare/families";
import { downloadBlob, exportChartSvg, svgToPng } from "./svg-export";

export interface ExportButtonsProps {
  /** The table as CSV for the view shown (legend toggles included), served by /api/v1/compare.csv. */
  csvHref: string;
  /** "compare-efs-options-1x-us-east-2-bundled-2026-11-29": the view the files come from. */
  baseName: string;
  title: string;
  /** Workload, region, price snapshot and model version, printed under the exported chart. */
  caption: string;
  families: readonly FamilyKey[];
  chartRef: RefObject<HTMLDivElement | null>;
}

/** CSV of the table, and the chart as SVG or PNG, each named after the view. */
export function ExportButtons({ csvHref, baseName, title, caption, families, chartRef }: ExportButtonsProps) {
  const [error, setError] = useState<string | null>(null);
  async function attempt(action: () => Promise<void> | void) {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }
  function chartSvg() {
    const svg = chartRef.current?.querySelector<SVGSVGElement>("svg.recharts-surface");
    if (!svg) throw new Error("the chart has not been drawn yet");
    return exportChartSvg(svg, { title, caption, families });
  }
  // attempt() catches and shows its own failures: the handlers need not wait for it.
  const onSvg = () =>
    void attempt(() => downloadBlob(new Blob([chartSvg().text], { type: "image/svg+xml" }), `${baseName}.svg`));
  const onPng = () => void attempt(async () => downloadBlob(await svgToPng(chartSvg()), `${baseName}.png`));

  return (
    <div className="compare-export">
      <span className="muted">Download:</span>
      {/* A link, not a file in the page: the CSV is built when asked for, and works without script. */}
      <a className="button secondary" href={csvHref} download={`${baseName}.csv`}>
        CSV (table)
      </a>
      <button type="button" className="secondary" onClick={onSvg}>
        SVG (chart)
      </button>
      <button type="button" className="secondary" onClick={onPng}>
        PNG (chart)
      </button>
      {error ? (
        <span role="alert" className="compare-export-error">
          Export failed: {error}
        </span>
      ) : null}
    </div>
  );
}
