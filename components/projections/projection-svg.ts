import type { Projection } from "@/lib/projection/types";

/**
 * The cumulative bill of each policy over the months as a standalone SVG document: its
 * title, axes, a line per policy and the key all inside the canvas, so the file the page
 * shows is the file a user downloads. Drawn on the server; the table beside it carries the
 * exact figures.
 */

const WIDTH = 760;
const PLOT_TOP = 44;
const PLOT_HEIGHT = 300;
const LEFT = 78;
const RIGHT = 20;
const KEY_ROW_PX = 18;
/** Distinct on white and for the common colour-vision deficiencies (Okabe-Ito, plus greys). */
const COLOURS = [
  "#0072B2",
  "#E69F00",
  "#009E73",
  "#D55E00",
  "#CC79A7",
  "#56B4E9",
  "#000000",
  "#F0E442",
  "#777777",
  "#999933",
];

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function money(value: number): string {
  if (value >= 1e6) return `$${(value / 1e6).toFixed(1)}M`;
  if (value >= 1e4) return `$${Math.round(value / 1000)}k`;
  return `$${Math.round(value).toLocaleString("en-US")}`;
}

/**
 * A logarithmic dollar axis from the power of ten below the smallest bill to the one above
 * the largest: policies differ by orders of magnitude (EFS Standard alone against S3 with a
 * lifecycle), and on a linear axis the cheaper ones lie flat on the floor together.
 */
function logAxis(values: readonly number[]): { low: number; high: number; ticks: number[] } {
  const positive = values.filter((v) => v > 0);
  const low = 10 ** Math.floor(Math.log10(positive.length > 0 ? Math.min(...positive) : 1));
  const high = 10 ** Math.ceil(Math.log10(Math.max(...positive, low * 10)));
  const ticks: number[] = [];
  for (let v = low; v <= high * 1.0001; v *= 10) ticks.push(v);
  return { low, high, ticks };
}

export function projectionSvg(p: Projection): string {
  const series = p.policies.map((policy, i) => {
    let sum = 0;
    return {
      label: policy.label,
      colour: COLOURS[i % COLOURS.length]!,
      chosen: policy.key === p.cheapestKey,
      points: policy.months.map((m) => (sum += m.totalUsd)),
    };
  });
  const axis = logAxis(series.flatMap((s) => s.points));
  const span = Math.log10(axis.high) - Math.log10(axis.low);
  const plotWidth = WIDTH - LEFT - RIGHT;
  const x = (month: number) => LEFT + (p.months <= 1 ? plotWidth / 2 : ((month - 1) * plotWidth) / (p.months - 1));
  const y = (usd: number) =>
    PLOT_TOP + PLOT_HEIGHT - ((Math.log10(Math.max(usd, axis.low)) - Math.log10(axis.low)) / span) * PLOT_HEIGHT;
  const keyTop = PLOT_TOP + PLOT_HEIGHT + 42;
  const height = keyTop + series.length * KEY_ROW_PX + 10;
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="Arial, Helvetica, sans-serif" font-size="12" role="img">`,
  );
  parts.push(
    `<title>${escape(`Cumulative monthly bill over ${p.months} months by storage policy, ${p.region}, prices ${p.priceSnapshot.id}`)}</title>`,
  );
  parts.push(`<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`);
  parts.push(
    `<text x="12" y="20" font-size="14" font-weight="700" fill="#1a1d23">${escape(`Bill so far, by storage policy, log scale (${p.region}, prices ${p.priceSnapshot.id} as of ${p.priceSnapshot.asOf})`)}</text>`,
  );
  for (const v of axis.ticks) {
    parts.push(
      `<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="#d0d4da"/>`,
    );
    parts.push(`<text x="${LEFT - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end" fill="#444">${money(v)}</text>`);
  }
  const ticks = [
    ...new Set([1, ...Array.from({ length: 6 }, (_, i) => Math.round(1 + (i * (p.months - 1)) / 5)), p.months]),
  ];
  for (const m of ticks)
    parts.push(
      `<text x="${x(m).toFixed(1)}" y="${PLOT_TOP + PLOT_HEIGHT + 16}" text-anchor="middle" fill="#444">${m}</text>`,
    );
  parts.push(
    `<text x="${LEFT + plotWidth / 2}" y="${PLOT_TOP + PLOT_HEIGHT + 32}" text-anchor="middle" fill="#444">month</text>`,
  );
  for (const s of series) {
    const d = s.points.map((v, i) => `${i === 0 ? "M" : "L"}${x(i + 1).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
    parts.push(
      `<path d="${d}" fill="none" stroke="${s.colour}" stroke-width="${s.chosen ? 3.5 : 1.75}"${s.chosen ? "" : ' stroke-dasharray="6 3"'}/>`,
    );
  }
  series.forEach((s, i) => {
    const ky = keyTop + i * KEY_ROW_PX;
    const total = s.points[s.points.length - 1] ?? 0;
    parts.push(
      `<line x1="12" x2="40" y1="${ky}" y2="${ky}" stroke="${s.colour}" stroke-width="${s.chosen ? 3.5 : 1.75}"${s.chosen ? "" : ' stroke-dasharray="6 3"'}/>`,
    );
    parts.push(
      `<text x="48" y="${ky + 4}" fill="#1a1d23"${s.chosen ? ' font-weight="700"' : ""}>${escape(`${s.label}: ${money(total)}${s.chosen ? " (costs least and meets the cold-read need)" : ""}`)}</text>`,
    );
  });
  parts.push("</svg>");
  return parts.join("");
}
