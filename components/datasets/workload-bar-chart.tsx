"use client";

import { Bar, BarChart, CartesianGrid, Rectangle, Tooltip, XAxis, YAxis, type BarShapeProps } from "recharts";
import type { WorkloadChart } from "@/lib/datasets/layout";
import { CHART_AXIS_LABELS, formatScalar, formatTick } from "./metric-format";

/** Row height per bar and room for the value axis, in CSS pixels. */
const BAR_ROW_HEIGHT_PX = 26;
const AXIS_HEIGHT_PX = 56;
/** Wide enough for labels such as "EBS gp3, 250 MiB/s, 3,000 IOPS". */
const CATEGORY_AXIS_WIDTH_PX = 240;
const TICK_FONT_SIZE_PX = 12;

const MEASURED_FILL = "#0b57d0";
const ESTIMATED_FILL = "#b26a00";
const RANGE_OPACITY = 0.45;

interface Datum {
  label: string;
  /** A number, or [min, max] so a range is drawn as a bar spanning the source's span. */
  value: number | [number, number];
  text: string;
  estimated: boolean;
  range: boolean;
}

/** Powers of ten around the data: a log axis needs a positive start, and decades read best. */
function logDomain(values: number[]): { domain: [number, number]; ticks: number[] } {
  const low = 10 ** Math.floor(Math.log10(Math.min(...values)));
  const high = 10 ** Math.ceil(Math.log10(Math.max(...values)));
  const ticks: number[] = [];
  for (let t = low; t <= high; t *= 10) ticks.push(t);
  return { domain: [low, high], ticks };
}

function BarShape(props: BarShapeProps) {
  const datum = props.payload as Datum | undefined;
  return (
    <Rectangle
      {...props}
      fill={datum?.estimated ? ESTIMATED_FILL : MEASURED_FILL}
      fillOpacity={datum?.range ? RANGE_OPACITY : 1}
    />
  );
}

/**
 * A horizontal bar per system for one workload. The figure around it names the table
 * holding the same values, which is the chart's text alternative, so the chart itself
 * is one image to assistive technology.
 */
export function WorkloadBarChart({ chart, label }: { chart: WorkloadChart; label: string }) {
  const data: Datum[] = chart.bars.map((b) => ({
    label: b.label,
    value: b.min === b.max ? b.max : [b.min, b.max],
    text: formatScalar(chart.metric, b.min === b.max ? b.max : { min: b.min, max: b.max }),
    estimated: b.estimated,
    range: b.min !== b.max,
  }));
  const scale = chart.logScale ? logDomain(chart.bars.flatMap((b) => [b.min, b.max])) : null;
  const height = BAR_ROW_HEIGHT_PX * data.length + AXIS_HEIGHT_PX;

  return (
    <div role="img" aria-label={label} className="chart">
      <BarChart
        layout="vertical"
        data={data}
        width="100%"
        height={height}
        responsive
        accessibilityLayer={false}
        margin={{ top: 4, right: 16, bottom: 20, left: 4 }}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis
          type="number"
          scale={scale ? "log" : "linear"}
          domain={scale ? scale.domain : [0, "auto"]}
          ticks={scale?.ticks}
          allowDataOverflow={scale !== null}
          tickFormatter={(v: number) => formatTick(chart.metric, v)}
          tick={{ fontSize: TICK_FONT_SIZE_PX }}
          label={{
            value: `${CHART_AXIS_LABELS[chart.metric]}${scale ? " (log scale)" : ""}`,
            position: "insideBottom",
            offset: -12,
            fontSize: TICK_FONT_SIZE_PX,
          }}
        />
        <YAxis
          type="category"
          dataKey="label"
          width={CATEGORY_AXIS_WIDTH_PX}
          interval={0}
          tick={{ fontSize: TICK_FONT_SIZE_PX }}
        />
        <Tooltip
          formatter={(_value, _name, item) => [
            (item.payload as Datum).text + ((item.payload as Datum).estimated ? " (est.)" : ""),
            CHART_AXIS_LABELS[chart.metric],
          ]}
        />
        <Bar dataKey="value" isAnimationActive={false} shape={BarShape} />
      </BarChart>
    </div>
  );
}
