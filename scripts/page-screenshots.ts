/**
 * Screenshots of the pages an architect reads, at 1,400 and 390 px, in Debian's Chromium:
 *   npx tsx scripts/page-screenshots.ts http://localhost:3000 docs/screenshots/issue-40/after
 * /compare, the advisor's answer for fixtures/advisor/wordpress-uploads.json, that answer's
 * share page (saved through the API) and a CloudWatch replay (fixtures/cloudwatch/
 * efs-get-metric-data.json, imported through the API). Each is the first 2,400 px of the
 * page, JPEG, with its lazily drawn charts scrolled into view first; the page's full height
 * and widest content at each width are printed as a Markdown table.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";

const [BASE = "http://localhost:3000", OUT = "docs/screenshots/pages"] = process.argv.slice(2);
const ROOT = join(import.meta.dirname, "..");
const CLIP_HEIGHT = 2400;

const answers = JSON.parse(readFileSync(join(ROOT, "fixtures/advisor/wordpress-uploads.json"), "utf8")) as Record<
  string,
  string | number
>;

async function saved(path: string, init: RequestInit): Promise<string> {
  const response = await fetch(`${BASE}${path}`, init);
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function pages(): Promise<{ name: string; path: string }[]> {
  const share = await saved("/api/v1/recommendations", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ answers }),
  });
  const form = new FormData();
  const cloudwatch = readFileSync(join(ROOT, "fixtures/cloudwatch/efs-get-metric-data.json"));
  form.append("file", new File([cloudwatch], "efs-get-metric-data.json"));
  form.set("name", "Uploads share (EFS), two weeks");
  const replay = await saved("/api/v1/metrics", { method: "POST", body: form });
  const query = new URLSearchParams(Object.entries(answers).map(([k, v]) => [k, String(v)])).toString();
  return [
    { name: "compare", path: "/compare" },
    { name: "advisor", path: `/advisor/results?${query}` },
    { name: "share", path: `/r/${share}` },
    { name: "cloudwatch", path: `/metrics/${replay}` },
  ];
}

async function drawCharts(page: Page): Promise<void> {
  // Charts draw when scrolled into view: walk down the page, then back to the top.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 800) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
}

mkdirSync(join(ROOT, OUT), { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const rows: string[] = ["| page | 1,400 px: height | 390 px: height, widest |", "|---|---|---|"];
try {
  for (const { name, path } of await pages()) {
    const sizes: string[] = [];
    for (const width of [1400, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${BASE}${path}`, { waitUntil: "networkidle" });
      await drawCharts(page);
      const { height, widest } = await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        widest: document.documentElement.scrollWidth,
      }));
      await page.screenshot({
        path: join(ROOT, OUT, `${name}-${width}.jpg`),
        type: "jpeg",
        quality: 70,
        fullPage: true,
        clip: { x: 0, y: 0, width, height: Math.min(CLIP_HEIGHT, height) },
      });
      sizes.push(
        width === 1400
          ? `${height.toLocaleString("en-US")} px`
          : `${height.toLocaleString("en-US")} px, ${widest} px wide`,
      );
      await page.close();
    }
    rows.push(`| ${name} (${path.split("?")[0]}) | ${sizes.join(" | ")} |`);
  }
} finally {
  await browser.close();
}
console.log(rows.join("\n"));
