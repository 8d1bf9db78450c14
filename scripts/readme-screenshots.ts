/**
 * The README's screenshots, taken from a running server in Debian's Chromium at 1,400 px:
 *   npm start &   # or any server
 *   npx tsx scripts/readme-screenshots.ts [http://localhost:3000]
 * Writes docs/screenshots/<page>.png (the first 900 px of each page, its lazily drawn charts
 * scrolled into view first), so the pictures can be refreshed whenever the pages change.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const BASE = process.argv[2] ?? "http://localhost:3000";
const ROOT = join(import.meta.dirname, "..");
const answers = JSON.parse(readFileSync(join(ROOT, "fixtures/advisor/wordpress-uploads.json"), "utf8")) as Record<
  string,
  string | number
>;
const advisorQuery = new URLSearchParams(Object.entries(answers).map(([k, v]) => [k, String(v)])).toString();

const PAGES: { name: string; path: string; scrollTo?: string }[] = [
  { name: "home", path: "/" },
  { name: "compare", path: "/compare", scrollTo: '[data-testid="compare-chart-slot"]' },
  { name: "advisor", path: `/advisor/results?${advisorQuery}` },
  { name: "option", path: "/options/efs-standard-elastic" },
];

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  for (const { name, path, scrollTo } of PAGES) {
    await page.goto(`${BASE}${path}`, { waitUntil: "networkidle" });
    if (scrollTo) {
      await page.locator(scrollTo).scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
    }
    const file = join(ROOT, "docs/screenshots", `${name}.png`);
    await page.screenshot({ path: file });
    console.log(`${file}: ${BASE}${path}`);
  }
} finally {
  await browser.close();
}
