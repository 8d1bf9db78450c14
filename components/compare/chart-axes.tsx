import { XAxis, YAxis } from "recharts";
import { formatCostTick, formatDurationTick, type LogAxis } from "@/lib/compare/ticks";

const TICK_FONT_SIZE_PX = 12;
const Y_AXIS_WIDTH_PX = 64;
const X_LABEL = {
  value: "Duration per day (log scale)",
  position: "insideBottom",
  offset: -24,
  fontSize: TICK_FONT_SIZE_PX,
} as const;
const Y_LABEL = {
  value: "Monthly cost, USD (log scale)",
  angle: -90,
  position: "insideLeft",
  offset: 4,
  fontSize: TICK_FONT_SIZE_PX,
  style: { textAnchor: "middle" },
} as const;
const TICK = { fontSize: TICK_FONT_SIZE_PX };

/** The two log axes, with domains and ticks fixed by lib/compare/ticks so they never jump when points are hidden. */
export function chartAxes(x: LogAxis, y: LogAxis) {
  return [
    <XAxis
      key="x"
      type="number"
      dataKey="x"
      scale="log"
      domain={x.domain}
      ticks={x.ticks}
      allowDataOverflow
      tickFormatter={formatDurationTick}
      tick={TICK}
      label={X_LABEL}
    />,
    <YAxis
      key="y"
      type="number"
      dataKey="y"
      scale="log"
      domain={y.domain}
      ticks={y.ticks}
      allowDataOverflow
      width={Y_AXIS_WIDTH_PX}
      tickFormatter={formatCostTick}
      tick={TICK}
      label={Y_LABEL}
    />,
  ];
}
