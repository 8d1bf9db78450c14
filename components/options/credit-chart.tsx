"use client";

import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "@/lib/format";

/** Chart size and type, in CSS pixels. */
const CHART_HEIGHT_PX = 280;
const TICK_FONT_SIZE_PX = 12;
const Y_AXIS_WIDTH_PX = 72;
const LINE_COLOUR = "#0b57d0";
const CAPACITY_COLOUR = "#8a8f98";

export interface CreditPoint {
  /** Days since the start of the period (0 = the start of day 1). */
  day: number;
  balance: number;
}

interface Props {
  points: CreditPoint[];
  unit: string;
  capacity: number;
  days: number;
  /** The text alternative: the figure around the chart prints the same sentence. */
  summary: string;
}

/** Integer day ticks, at most about ten of them. */
function dayTicks(days: number): number[] {
  const step = Math.max(1, Math.ceil(days / 10));
  const ticks: number[] = [];
  for (let day = 0; day <= days; day += step) ticks.push(day);
  return ticks;
}

/** Burst-credit balance over the workload's period. One image to assistive technology; the caption says what it shows. */
export function CreditChart({ points, unit, capacity, days, summary }: Props) {
  return (
    <div role="img" aria-label={summary} className="chart">
      <LineChart
        data={points}
        width="100%"
        height={CHART_HEIGHT_PX}
        responsive
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 24, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis
          type="number"
          dataKey="day"
          domain={[0, days]}
          ticks={dayTicks(days)}
          tick={{ fontSize: TICK_FONT_SIZE_PX }}
          label={{ value: "Day of the period", position: "insideBottom", offset: -14, fontSize: TICK_FONT_SIZE_PX }}
        />
        <YAxis
          type="number"
          domain={[0, (max: number) => Math.max(max, capacity)]}
          width={Y_AXIS_WIDTH_PX}
          tickFormatter={(value: number) => formatNumber(value)}
          tick={{ fontSize: TICK_FONT_SIZE_PX }}
          label={{ value: `Balance (${unit})`, angle: -90, position: "insideLeft", fontSize: TICK_FONT_SIZE_PX }}
        />
        <ReferenceLine
          y={capacity}
          stroke={CAPACITY_COLOUR}
          strokeDasharray="6 4"
          label={{ value: "capacity", position: "insideTopRight", fontSize: TICK_FONT_SIZE_PX }}
        />
        <Tooltip
          formatter={(value) => [`${formatNumber(Number(value))} ${unit}`, "Balance"]}
          labelFormatter={(day) =>
            `Day ${formatNumber(Math.floor(Number(day)) + 1)} (${formatNumber(Number(day))} days in)`
          }
        />
        <Line
          type="linear"
          dataKey="balance"
          stroke={LINE_COLOUR}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </div>
  );
}
