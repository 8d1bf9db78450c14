import { FAMILY_COLOURS, FAMILY_KEYS, FAMILY_LABELS, type FamilyKey } from "@/lib/compare/families";
import { wrapText } from "@/lib/compare/text-wrap";

/**
 * The chart as a standalone image: the SVG Recharts drew, with a white background, a
 * title, the family legend and marker key (the page's are HTML, outside the SVG) and a
 * caption added, and
 * fonts named explicitly because page CSS does not travel with the file.
 */

const SVG_NS = "http://www.w3.org/2000/svg";
const PAD_PX = 12;
const LINE_PX = 16;
const TITLE_LINE_PX = 19;
/** Generous for 12 px text in Arial or its fallbacks: a wrapped line must not run past the canvas. */
const CHAR_PX = 7.2;
const TITLE_CHAR_PX = 8.6;
const SWATCH_PX = 12;
const FONT = "Arial, Helvetica, sans-serif";
const KEY_TEXT =
  "filled: measured · hollow: modelled · diamond: upload · dashed: Pareto frontier · *: unconfirmed price";
/** Twice the CSS size: sharp on high-density screens and in slides. */
const PNG_SCALE = 2;

function element(name: string, attributes: Record<string, string | number>, text?: string): SVGElement {
  const el = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, String(value));
  if (text !== undefined) el.textContent = text;
  return el;
}

export interface ExportedSvg {
  text: string;
  width: number;
  height: number;
}

export interface ChartExport {
  title: string;
  /** What the figures depend on, printed in the file: workload, region, price snapshot, model version. */
  caption: string;
  families: readonly FamilyKey[];
}

/** Lines of text from y down, wrapped to the canvas; returns the y below them. */
function appendLines(
  parent: Element,
  lines: readonly string[],
  y: number,
  attributes: Record<string, string | number>,
  lineHeight = LINE_PX,
): number {
  for (const line of lines) {
    parent.appendChild(element("text", { x: PAD_PX, y, ...attributes }, line));
    y += lineHeight;
  }
  return y;
}

/** Family swatches flowing in rows within the width; returns the y below them. */
function appendFamilies(parent: Element, drawn: readonly FamilyKey[], width: number, y: number): number {
  let x = PAD_PX;
  for (const family of drawn) {
    const itemWidth = SWATCH_PX + 6 + Math.ceil(FAMILY_LABELS[family].length * CHAR_PX) + 16;
    if (x > PAD_PX && x + itemWidth > width - PAD_PX) {
      x = PAD_PX;
      y += LINE_PX;
    }
    parent.appendChild(
      element("rect", { x, y: y - 10, width: SWATCH_PX, height: SWATCH_PX, rx: 2, fill: FAMILY_COLOURS[family] }),
    );
    parent.appendChild(element("text", { x: x + SWATCH_PX + 6, y, fill: "#1a1d23" }, FAMILY_LABELS[family]));
    x += itemWidth;
  }
  return drawn.length > 0 ? y + LINE_PX : y;
}

function chartCopy(svg: SVGSVGElement, families: readonly FamilyKey[], y: number, width: number, height: number) {
  const chart = svg.cloneNode(true) as SVGSVGElement;
  // Interaction attributes mean nothing in a file.
  for (const node of chart.querySelectorAll("[tabindex], [role], [aria-label]")) {
    node.removeAttribute("tabindex");
    node.removeAttribute("role");
    node.removeAttribute("aria-label");
  }
  // The page hides a family with a CSS rule that does not travel with the file: drop its points.
  for (const family of FAMILY_KEYS.filter((f) => !families.includes(f))) {
    for (const node of chart.querySelectorAll(`.compare-family-${family}`)) node.remove();
  }
  chart.setAttribute("x", "0");
  chart.setAttribute("y", String(y));
  chart.setAttribute("width", String(width));
  chart.setAttribute("height", String(height));
  chart.removeAttribute("style");
  // A nested <svg> clips to its box: a point on the top edge lost its label and half its marker in the file.
  chart.setAttribute("overflow", "visible");
  return chart;
}

/**
 * Title, chart, key and caption, stacked and each wrapped to the chart's width, so every
 * part of the key lies inside the canvas (it used to run past the right edge) and the
 * file says which workload, region, prices and model its figures come from.
 */
export function exportChartSvg(svg: SVGSVGElement, { title, caption, families }: ChartExport): ExportedSvg {
  const box = svg.getBoundingClientRect();
  const width = Math.round(box.width);
  const chartHeight = Math.round(box.height);
  const textWidth = width - 2 * PAD_PX;

  const root = element("svg", { xmlns: SVG_NS, "font-family": FONT, "font-size": 12 }) as SVGSVGElement;
  const background = root.appendChild(element("rect", { width, fill: "#ffffff" }));
  let y = appendLines(
    root,
    wrapText(title, textWidth, TITLE_CHAR_PX),
    PAD_PX + 9,
    {
      "font-size": 14,
      "font-weight": 700,
      fill: "#1a1d23",
    },
    TITLE_LINE_PX,
  );
  const chart = chartCopy(svg, families, y - 8, width, chartHeight);
  root.appendChild(chart);
  y += chartHeight + 4;

  const key = root.appendChild(element("g", { class: "export-key" }));
  // Only families the file shows points of: a legend entry with nothing to point at misleads.
  const drawn = FAMILY_KEYS.filter(
    (f) => families.includes(f) && chart.querySelector(`.compare-family-${f} [data-point-id]`) !== null,
  );
  y = appendFamilies(key, drawn, width, y);
  y = appendLines(key, wrapText(KEY_TEXT, textWidth, CHAR_PX), y, { fill: "#4d5562" });
  const captionGroup = root.appendChild(element("g", { class: "export-caption" }));
  y = appendLines(captionGroup, wrapText(caption, textWidth, CHAR_PX), y + 4, { fill: "#1a1d23" });

  const height = Math.ceil(y - LINE_PX + PAD_PX);
  for (const [name, value] of [
    ["width", width],
    ["height", height],
    ["viewBox", `0 0 ${width} ${height}`],
  ] as const)
    root.setAttribute(name, String(value));
  background.setAttribute("height", String(height));
  return { text: new XMLSerializer().serializeToString(root), width, height };
}

export async function svgToPng(svg: ExportedSvg, scale = PNG_SCALE): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.text)}`;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = svg.width * scale;
  canvas.height = svg.height * scale;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("this browser cannot draw on a canvas");
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, svg.width, svg.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("PNG encoding failed"))), "image/png"),
  );
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
