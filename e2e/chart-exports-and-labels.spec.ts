import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";

/**
 * Issue 40: an exported chart carries its key inside the canvas and a caption (workload,
 * region, price snapshot, model version); the advisor chart's rank labels never overlap
 * each other and never leave the chart, at 1,400 and 390 px.
 */

const ANSWERS = JSON.parse(
  readFileSync(join(import.meta.dirname, "../fixtures/advisor/wordpress-uploads.json"), "utf8"),
) as Record<string, string | number>;
const QUERY = new URLSearchParams(Object.entries(ANSWERS).map(([k, v]) => [k, String(v)])).toString();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Draws the exported file in the page and measures every key and caption element against its viewBox. */
async function exportedBoxes(page: Page, svgText: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    const host = document.createElement("div");
    document.body.appendChild(host);
    const svg = host.appendChild(document.importNode(doc.documentElement, true)) as unknown as SVGSVGElement;
    const [, , width, height] = (svg.getAttribute("viewBox") ?? "").split(" ").map(Number);
    const parts = [...svg.querySelectorAll<SVGGraphicsElement>(".export-key > *, .export-caption > *")].map((el) => {
      const b = el.getBBox();
      return { tag: el.tagName, text: el.textContent ?? "", x: b.x, y: b.y, width: b.width, height: b.height };
    });
    host.remove();
    return { width: width ?? 0, height: height ?? 0, parts };
  }, svgText);
}

function disjoint(a: Box, b: Box): boolean {
  return a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
}

for (const width of [1400, 390]) {
  test(`the exported SVG has its key inside the canvas and a caption at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/compare?workload=efs-options-1x");
    await page.getByTestId("compare-chart-slot").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("compare-point").first()).toBeVisible();

    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: "SVG (chart)" }).click();
    const text = await readFile(await (await downloaded).path(), "utf8");
    const caption = /Workload: (.+?) · Region: (\S+) · Price snapshot: (\S+) .* · Model version: (\S+)/.exec(
      text.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "),
    );
    expect(caption, "caption in the file").not.toBeNull();
    expect(caption![2]).toBe("us-east-1");
    expect(caption![3]!.length, "snapshot id").toBeGreaterThan(3);
    expect(caption![4]).toMatch(/^\d{4}\.\d+\.\d+/);

    const { width: w, height: h, parts } = await exportedBoxes(page, text);
    expect(parts.filter((p) => p.tag === "rect").length, "family swatches").toBeGreaterThan(0);
    expect(
      parts.some((p) => p.text.includes("dashed: Pareto frontier")),
      "marker key",
    ).toBe(true);
    for (const p of parts) {
      expect(p.x, `${p.text || p.tag} left`).toBeGreaterThanOrEqual(0);
      expect(p.y, `${p.text || p.tag} top`).toBeGreaterThanOrEqual(0);
      expect(p.x + p.width, `${p.text || p.tag} right`).toBeLessThanOrEqual(w);
      expect(p.y + p.height, `${p.text || p.tag} bottom`).toBeLessThanOrEqual(h);
    }
  });

  test(`the advisor chart's rank labels neither overlap nor leave the chart at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/advisor/results?${QUERY}`);
    // The chart is drawn when its slot scrolls into view.
    await page.getByTestId("compare-chart-slot").scrollIntoViewIfNeeded();
    const chart = page.getByTestId("compare-chart");
    await expect(chart.getByTestId("compare-point").first()).toBeVisible();
    const labels = chart.getByTestId("compare-rank-label");
    await expect(labels.first()).toBeAttached();
    expect(await labels.count()).toBeGreaterThanOrEqual(2);
    const surface = (await chart.locator("svg.recharts-surface").boundingBox())!;
    const boxes: (Box & { text: string })[] = [];
    for (const label of await labels.all())
      boxes.push({ ...(await label.boundingBox())!, text: (await label.textContent()) ?? "" });
    for (const b of boxes) {
      expect(b.x, `${b.text} left`).toBeGreaterThanOrEqual(surface.x);
      expect(b.y, `${b.text} top`).toBeGreaterThanOrEqual(surface.y);
      expect(b.x + b.width, `${b.text} right`).toBeLessThanOrEqual(surface.x + surface.width);
      expect(b.y + b.height, `${b.text} bottom`).toBeLessThanOrEqual(surface.y + surface.height);
    }
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(disjoint(a, b), `${a.text} and ${b.text} overlap`).toBe(true);
  });
}
