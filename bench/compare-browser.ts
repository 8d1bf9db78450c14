/**
 * Bench: the compare chart in a real browser with 2,000 points (Debian's Chromium via
 * Playwright). The chart component the page uses is bundled with esbuild together with
 * bench/compare-browser-page.ts (synthetic points) and served from a local HTTP server,
 * so the app needs no debug switch. Measures:
 *
 * - render: from the script starting React to all points in the DOM (median of runs);
 * - hover: from the mouse moving onto a point to its tooltip in the DOM (p50/p95);
 * - toggle: hiding one family (a sixth of the points) and showing it again.
 *
 * Run: npx tsx bench/compare-browser.ts [points] [runs]
 * (writes bench/results/compare-browser.json)
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { build } from "esbuild";
import { chromium, type Page } from "@playwright/test";

const ROOT = join(import.meta.dirname, "..");
const POINTS = Number(process.argv[2] ?? 2000);
const RUNS = Number(process.argv[3] ?? 5);
const HOVERS = 30;
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [join(ROOT, "bench/compare-browser-page.ts")],
    bundle: true,
    write: false,
    minify: true,
    format: "esm",
    platform: "browser",
    jsx: "automatic",
    tsconfig: join(ROOT, "tsconfig.json"),
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  });
  return result.outputFiles[0]?.text ?? "";
}

function serve(script: string) {
  const css = readFileSync(join(ROOT, "app/globals.css"), "utf8");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>compare bench</title><style>${css}</style></head><body><div id="root"></div><script type="module" src="/bench.js"></script></body></html>`;
  const server = createServer((req, res) => {
    if (req.url?.startsWith("/bench.js")) res.writeHead(200, { "content-type": "text/javascript" }).end(script);
    else res.writeHead(200, { "content-type": "text/html" }).end(html);
  });
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
    ),
  );
}

/** Milliseconds from React starting to every point being in the DOM. */
async function renderOnce(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/?points=${POINTS}`);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="compare-point"]').length === n, POINTS, {
    timeout: 120_000,
    polling: "raf",
  });
  return page.evaluate(() => performance.now() - window.__compareBench.renderStart);
}

/** Milliseconds from a mouse move onto a point to its tooltip being in the DOM. */
async function hoverOnce(page: Page, index: number): Promise<number> {
  const box = await page.locator('[data-testid="compare-point"]').nth(index).locator("circle").first().boundingBox();
  if (!box) return Number.NaN;
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => !document.querySelector('[data-testid="compare-tooltip"]'));
  await page.evaluate(() => {
    const w = window as unknown as { __hoverStart: number; __hoverMs: Promise<number> };
    w.__hoverMs = new Promise((resolve) => {
      document.addEventListener("mouseover", () => (w.__hoverStart = performance.now()), { once: true, capture: true });
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-testid="compare-tooltip"]')) {
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - w.__hoverStart));
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  return page.evaluate(() => (window as unknown as { __hoverMs: Promise<number> }).__hoverMs);
}

/** Milliseconds from the state change to the next frame, and the points left visible (a check that it worked). */
async function toggleOnce(page: Page, families: string[]): Promise<{ ms: number; visible: number }> {
  return page.evaluate(async (next) => {
    const start = performance.now();
    window.__compareBench.setFamilies?.(next as never);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const ms = performance.now() - start;
    const visible = [...document.querySelectorAll('[data-testid="compare-point"]')].filter(
      (el) => el.getBoundingClientRect().width > 0,
    ).length;
    return { ms, visible };
  }, families);
}

const script = await bundle();
const server = await serve(script);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const renders: number[] = [];
  for (let i = 0; i < RUNS; i += 1) renders.push(await renderOnce(page, server.url));
  const hovers: number[] = [];
  for (let i = 0; i < HOVERS; i += 1) hovers.push(await hoverOnce(page, Math.floor((i * POINTS) / HOVERS)));
  const hide: number[] = [];
  const show: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const hidden = await toggleOnce(page, ["efs", "ebs", "fsx-lustre", "fsx-windows", "s3"]);
    const shown = await toggleOnce(page, ["efs", "ebs", "fsx-lustre", "fsx-windows", "s3", "other"]);
    if (!(hidden.visible < POINTS && shown.visible === POINTS))
      throw new Error(`toggle check failed: ${hidden.visible} then ${shown.visible} visible`);
    hide.push(hidden.ms);
    show.push(shown.ms);
  }
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    browser: browser.version(),
    points: POINTS,
    renderMs: summary(renders),
    hoverToTooltipMs: summary(hovers.filter(Number.isFinite)),
    hideFamilyMs: summary(hide),
    showFamilyMs: summary(show),
  };
  mkdirSync(join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(join(ROOT, "bench/results/compare-browser.json"), `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
  await browser.close();
  server.close();
}
