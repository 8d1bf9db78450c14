import { FAMILY_COLOURS, FAMILY_KEYS, FAMILY_LABELS, type FamilyKey } from "@/lib/compare/families";

/**
 * The chart as a standalone image: the SVG Recharts drew, with a white background, a
 * title and the family legend added (the page's legend is HTML, outside the SVG), and
 * fonts named explicitly because page CSS does not travel with the file.
 */

const SVG_NS = "http://www.w3.org/2000/svg";
const TITLE_HEIGHT_PX = 28;
const LEGEND_HEIGHT_PX = 28;
const LEGEND_ITEM_WIDTH_PX = 130;
const FONT = "Arial, Helvetica, sans-serif";
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

export function exportChartSvg(svg: SVGSVGElement, title: string, families: readonly FamilyKey[]): ExportedSvg {
  const box = svg.getBoundingClientRect();
  const width = Math.round(box.width);
  const chartHeight = Math.round(box.height);
  const height = chartHeight + TITLE_HEIGHT_PX + LEGEND_HEIGHT_PX;

  const root = element("svg", {
    xmlns: SVG_NS,
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    "font-family": FONT,
    "font-size": 12,
  }) as SVGSVGElement;
  root.appendChild(element("rect", { width, height, fill: "#ffffff" }));
  root.appendChild(element("text", { x: 12, y: 19, "font-size": 14, "font-weight": 700, fill: "#1a1d23" }, title));

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
  chart.setAttribute("y", String(TITLE_HEIGHT_PX));
  chart.setAttribute("width", String(width));
  chart.setAttribute("height", String(chartHeight));
  chart.removeAttribute("style");
  // A nested <svg> clips to its box: a point on the top edge lost its label and half its marker in the file.
  chart.setAttribute("overflow", "visible");
  root.appendChild(chart);

  const legendY = TITLE_HEIGHT_PX + chartHeight + 18;
  // Only families the file shows points of: a legend entry with nothing to point at misleads.
  const drawn = FAMILY_KEYS.filter(
    (f) => families.includes(f) && chart.querySelector(`.compare-family-${f} [data-point-id]`) !== null,
  );
  drawn.forEach((family, i) => {
    const x = 12 + i * LEGEND_ITEM_WIDTH_PX;
    root.appendChild(
      element("rect", { x, y: legendY - 10, width: 12, height: 12, rx: 2, fill: FAMILY_COLOURS[family] }),
    );
    root.appendChild(element("text", { x: x + 18, y: legendY, fill: "#1a1d23" }, FAMILY_LABELS[family]));
  });
  const keyX = 12 + Math.max(1, drawn.length) * LEGEND_ITEM_WIDTH_PX;
  root.appendChild(
    element(
      "text",
      { x: keyX, y: legendY, fill: "#4d5562" },
      "filled: measured · hollow: modelled · diamond: upload · dashed: Pareto frontier",
    ),
  );

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
