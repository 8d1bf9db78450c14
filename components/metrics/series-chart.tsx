import { axisTicks, formatTick, spacedTicks } from "@/lib/metrics/axis-ticks";

/**
 * A small server-rendered SVG line chart over the import's timeline: no client code, so
 * the replay is drawn at first paint. `log` draws rates that span several orders of
 * magnitude (a few MiB/s of demand against GiB/s an option permits).
 */

export interface ChartLine {
  label: string;
  values: number[];
  color: string;
  dashed?: boolean;
}

const W = 720;
const H = 220;
const PAD = { left: 64, right: 12, top: 10, bottom: 28 };

/** Tick labels at least this far apart, in drawing units: a line of the phone-sized text (globals.css). */
const TICK_GAP = 24;

export function SeriesChart({
  title,
  unit,
  times,
  lines,
  log = false,
  max,
  testId,
}: {
  title: string;
  unit: string;
  times: string[];
  lines: ChartLine[];
  log?: boolean;
  max?: number;
  testId?: string;
}) {
  const finite = lines.flatMap((l) => l.values).filter((v) => Number.isFinite(v) && (!log || v > 0));
  // Folded, not spread: an uploaded series can hold more points than a call takes arguments.
  const hi = max ?? finite.reduce((a, b) => Math.max(a, b), 1e-9);
  const lo = log
    ? Math.max(
        hi / 1e6,
        finite.reduce((a, b) => Math.min(a, b), hi),
      )
    : 0;
  const y = (v: number) => {
    const clamped = Math.min(hi, Math.max(lo, v));
    const f = log
      ? (Math.log10(clamped) - Math.log10(lo)) / Math.max(1e-9, Math.log10(hi) - Math.log10(lo))
      : (clamped - lo) / Math.max(1e-9, hi - lo);
    return PAD.top + (1 - f) * (H - PAD.top - PAD.bottom);
  };
  const x = (i: number) => PAD.left + (i / Math.max(1, times.length - 1)) * (W - PAD.left - PAD.right);
  const first = times[0]?.slice(0, 10) ?? "";
  const last = times[times.length - 1]?.slice(0, 10) ?? "";
  return (
    <figure className="chart-figure" data-testid={testId}>
      <figcaption>
        <strong>{title}</strong> <span className="muted">({log ? `${unit}, log scale` : unit})</span>{" "}
        <span className="chart-legend">
          {lines.map((l) => (
            <span key={l.label}>
              <span className="swatch" style={{ background: l.color }} />
              {l.label}
            </span>
          ))}
        </span>
      </figcaption>
      <svg className="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title}, ${first} to ${last}`}>
        {spacedTicks(axisTicks(lo, hi, log), y, TICK_GAP).map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e3e6ea" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#555">
              {formatTick(t)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={H - 8} fontSize="11" fill="#555">
          {first}
        </text>
        <text x={W - PAD.right} y={H - 8} fontSize="11" fill="#555" textAnchor="end">
          {last}
        </text>
        {lines.map((l) => (
          <polyline
            key={l.label}
            fill="none"
            stroke={l.color}
            strokeWidth={1.6}
            strokeDasharray={l.dashed ? "5 3" : undefined}
            points={l.values.map((v, i) => `${x(i).toFixed(1)},${y(Number.isFinite(v) ? v : hi).toFixed(1)}`).join(" ")}
          />
        ))}
      </svg>
    </figure>
  );
}
