import type { HistoryStep } from "@/lib/pricing/history";

const WIDTH = 640;
const HEIGHT = 160;
const PAD = 24;

/**
 * A step line of a price over snapshots, drawn on the server as SVG (no script): one
 * step per snapshot, evenly spaced, gaps where a snapshot has no price. The table
 * beside it carries the exact figures; the chart only shows the shape.
 */
export function PriceHistoryChart({ steps, label }: { steps: readonly HistoryStep[]; label: string }) {
  const values = steps.flatMap((s) => (s.usd === null ? [] : [Number(s.usd)]));
  if (values.length === 0) return null;
  // One price is a dot, not a history: say so instead of drawing it.
  if (values.length === 1) {
    return (
      <p className="muted" data-testid="price-history-single">
        One snapshot so far: the chart starts when a refresh adds a second.
      </p>
    );
  }
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || Math.abs(high) || 1;
  const x = (i: number) =>
    PAD + (steps.length === 1 ? (WIDTH - 2 * PAD) / 2 : (i * (WIDTH - 2 * PAD)) / (steps.length - 1));
  const y = (usd: number) =>
    HEIGHT -
    PAD -
    ((usd - low) / span) * (HEIGHT - 2 * PAD) * (high === low ? 0.5 : 1) -
    (high === low ? (HEIGHT - 2 * PAD) / 2 : 0);
  const segments: string[] = [];
  let path = "";
  steps.forEach((step, i) => {
    if (step.usd === null) {
      if (path) segments.push(path);
      path = "";
      return;
    }
    const py = y(Number(step.usd));
    path += path ? ` H ${x(i)} V ${py}` : `M ${x(i)} ${py}`;
  });
  if (path) segments.push(path);
  return (
    <svg
      className="price-history-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      data-testid="price-history-chart"
    >
      <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} stroke="currentColor" strokeOpacity={0.3} />
      {segments.map((d) => (
        <path key={d} d={d} fill="none" stroke="currentColor" strokeWidth={2} />
      ))}
      {steps.map((step, i) =>
        step.usd === null ? null : (
          <circle key={step.snapshotId} cx={x(i)} cy={y(Number(step.usd))} r={3} fill="currentColor" />
        ),
      )}
    </svg>
  );
}
