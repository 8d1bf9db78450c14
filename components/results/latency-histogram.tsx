"use client";

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";

const CHART_HEIGHT_PX = 240;
const TICK_FONT_SIZE_PX = 12;
const BAR_FILL = "#0b57d0";

export interface HistogramDatum {
  /** "64 µs" (the bucket's lower edge, for the axis). */
  label: string;
  /** "64 µs – 128 µs" (for the tooltip). */
  range: string;
  percent: number;
}

/**
 * Completion-latency histogram from fio's json+ bins in power-of-two buckets. The figure
 * around it holds the same numbers as a table (its text alternative), so the chart is one
 * image to assistive technology.
 */
export function LatencyHistogram({ data, label }: { data: HistogramDatum[]; label: string }) {
  return (
    <div role="img" aria-label={label} className="chart">
      <BarChart
        data={data}
        width="100%"
        height={CHART_HEIGHT_PX}
        responsive
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 28, left: 8 }}
      >
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis
          dataKey="label"
          interval="preserveStartEnd"
          tick={{ fontSize: TICK_FONT_SIZE_PX }}
          label={{
            value: "Completion latency (bucket lower edge, log2 steps)",
            position: "insideBottom",
            offset: -16,
            fontSize: TICK_FONT_SIZE_PX,
          }}
        />
        <YAxis tickFormatter={(v: number) => `${v}%`} tick={{ fontSize: TICK_FONT_SIZE_PX }} width={48} />
        <Tooltip
          formatter={(value) => [`${Number(value).toFixed(2)}% of I/Os`, "Share"]}
          labelFormatter={(_l, payload) => (payload?.[0]?.payload as HistogramDatum | undefined)?.range ?? ""}
        />
        <Bar dataKey="percent" fill={BAR_FILL} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
