import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";

/**
 * Issue 14: share links that open from anywhere, and the defects found on the way. The
 * suite's server runs with TRUST_PROXY=true (playwright.config.ts); a second server with
 * PUBLIC_URL is started here on the same build.
 */

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const PUBLIC_PORT = E2E_PORT + 50;
const PUBLIC_DB_PORT = Number(process.env.E2E_DB_PORT ?? 54_339) + 50;
const PUBLIC_DB_DIR = `.data/e2e-pglite-${PUBLIC_PORT}`;
const ANSWERS = JSON.parse(
  readFileSync(join(import.meta.dirname, "../fixtures/advisor/wordpress-uploads.json"), "utf8"),
) as Record<string, unknown>;
const RESULTS_PATH = `/advisor/results?${new URLSearchParams(Object.entries(ANSWERS).map(([k, v]) => [k, String(v)])).toString()}`;

/** Saves the answer on `page` (at `origin`) and returns the share link the page shows. */
async function saveAndReadLink(
  page: Page,
  origin: string,
): Promise<{ link: string; summary: string; ranking: string[] }> {
  await page.goto(`${origin}${RESULTS_PATH}`);
  const summary = (await page.locator(".advisor-summary").textContent()) ?? "";
  const ranking = await page.locator(".advisor-card h3").allTextContents();
  await page.getByRole("button", { name: "Save and get a share link" }).click();
  const input = page.getByLabel("Share link");
  await expect(input).toHaveValue(/\/r\/[A-Za-z0-9_-]{16}$/);
  return { link: await input.inputValue(), summary, ranking };
}

/** Opens `link` in a fresh browser context (no cookies, no headers) and checks it shows the same answer. */
async function opensElsewhere(browser: Browser, saved: { link: string; summary: string; ranking: string[] }) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const response = await visitor.goto(saved.link);
  expect(response?.status()).toBe(200);
  await expect(visitor.locator(".advisor-summary")).toHaveText(saved.summary);
  await expect(visitor.locator(".advisor-card h3")).toHaveText(saved.ranking);
  await context.close();
}

test.describe("share links", () => {
  test("behind a proxy (TRUST_PROXY): built from X-Forwarded-Host and -Proto, and open from another browser", async ({
    browser,
  }) => {
    const proxied = await browser.newContext({
      extraHTTPHeaders: { "x-forwarded-host": `localhost:${E2E_PORT}`, "x-forwarded-proto": "http" },
    });
    const page = await proxied.newPage();
    const saved = await saveAndReadLink(page, `http://127.0.0.1:${E2E_PORT}`);
    // The browser asked 127.0.0.1; the proxy said localhost: the link names what the proxy said, never 0.0.0.0.
    expect(saved.link).toMatch(new RegExp(`^http://localhost:${E2E_PORT}/r/`));
    await proxied.close();
    await opensElsewhere(browser, saved);
  });

  test.describe("with PUBLIC_URL", () => {
    let server: ChildProcess | undefined;
    test.beforeAll(async () => {
      test.setTimeout(300_000);
      rmSync(PUBLIC_DB_DIR, { recursive: true, force: true });
      server = spawn(process.execPath, ["scripts/start.mjs", "--port", String(PUBLIC_PORT)], {
        env: {
          ...process.env,
          DATABASE_URL: "",
          EMBEDDED_DB_DIR: PUBLIC_DB_DIR,
          EMBEDDED_DB_PORT: String(PUBLIC_DB_PORT),
          HOSTNAME: "127.0.0.1",
          PUBLIC_URL: `http://localhost:${PUBLIC_PORT}/`,
          TRUST_PROXY: "false",
        },
        stdio: "ignore",
        detached: true,
      });
      for (let i = 0; i < 280; i++) {
        const ok = await fetch(`http://127.0.0.1:${PUBLIC_PORT}/api/v1/health`)
          .then((r) => r.ok)
          .catch(() => false);
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      throw new Error("the PUBLIC_URL server did not start");
    });
    test.afterAll(() => {
      if (server?.pid) process.kill(-server.pid, "SIGTERM");
    });

    test("links use PUBLIC_URL whatever the request or forwarded headers say, and open from another browser", async ({
      browser,
    }) => {
      const context = await browser.newContext({
        extraHTTPHeaders: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      });
      const page = await context.newPage();
      const saved = await saveAndReadLink(page, `http://127.0.0.1:${PUBLIC_PORT}`);
      expect(saved.link).toMatch(new RegExp(`^http://localhost:${PUBLIC_PORT}/r/`));
      await context.close();
      await opensElsewhere(browser, saved);
    });
  });
});

test("results summary marks fio's defaults as defaults, not as what the file set", async ({ page, request }) => {
  const doc = JSON.parse(
    readFileSync(join(import.meta.dirname, "../fixtures/fio/fio-2.18_randread_single.json"), "utf8"),
  ) as { jobs: { jobname: string; "job options": Record<string, string> }[] };
  const job = doc.jobs[0]!;
  job.jobname = `sequential_write ${Date.now()}`;
  delete job["job options"].rw;
  delete job["job options"].bs;
  const response = await request.post("/api/v1/results", {
    headers: { "x-forwarded-for": "198.51.100.14" },
    multipart: {
      file: { name: "defaults.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(doc)) },
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await page.goto(`/results/${id}`);
  const row = page.locator("table.jobs-summary tbody tr").first();
  await expect(row.locator("td").nth(0)).toHaveText("read (fio default)");
  await expect(row.locator("td").nth(1)).toContainText("(fio default)");
});

test("an option page fits a 390 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/options/efs-standard-bursting");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test("compare: unpriced points never pose as the cheapest, the legend lists only families with points, the SVG keeps top points", async ({
  page,
}) => {
  await page.goto("/compare");
  const chart = page.getByTestId("compare-chart");
  await expect(chart.getByTestId("compare-point").first()).toBeVisible();
  const points = chart.getByTestId("compare-point");
  const boxes = await points.evaluateAll((nodes) =>
    nodes.map((n) => ({
      unpriced: /unpriced/.test(n.getAttribute("aria-label") ?? ""),
      y: (n as SVGGElement).getBoundingClientRect().y,
    })),
  );
  const lowestPriced = Math.max(...boxes.filter((b) => !b.unpriced).map((b) => b.y));
  for (const b of boxes.filter((b) => b.unpriced)) expect(b.y).toBeLessThanOrEqual(lowestPriced + 1);

  for (const toggle of await page.locator(".compare-legend-toggle").all()) {
    await expect(toggle).not.toContainText("(0)");
  }

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "SVG (chart)" }).click();
  const svg = await readFile(await (await download).path(), "utf8");
  // The chart is a nested <svg>, which clips to its box unless told not to.
  expect(svg).toMatch(/<svg[^>]*overflow="visible"/);
});

test("an option page takes a custom workload (the compare form's fields) and charts its credits", async ({ page }) => {
  // 100 GiB stored, 200 GiB written a day in 1 GiB files: more than Bursting's baseline, so its credits fall.
  await page.goto(
    "/options/efs-standard-bursting?workload=custom&gib=100&opdir=write&opcount=200&opsize=1&opunit=GiB&opconc=4&opruns=1",
  );
  await expect(page.getByRole("combobox", { name: "Workload preset" })).toHaveValue("custom");
  await expect(page.getByLabel("Stored (GiB)")).toHaveValue("100");
  await expect(page.getByTestId("operation-durations")).toContainText("write 200 x 1 GiB");
  await expect(page.getByTestId("credit-chart").getByRole("img", { name: /^EFS burst credits/ })).toBeVisible();

  // Changing the custom workload through the form keeps it custom, in the URL.
  await page.getByLabel("Stored (GiB)").fill("50");
  await page.getByRole("button", { name: "Estimate" }).click();
  await expect(page).toHaveURL(/workload=custom/);
  await expect(page).toHaveURL(/gib=50/);
  await expect(page.getByTestId("credit-chart")).toBeVisible();
});

test("messages name the answer as people read it, and Fix it keeps what was typed", async ({ page }) => {
  await page.goto("/advisor/results?sizeGiB=0&clients=3");
  const notice = page.locator(".notice");
  await expect(notice).toContainText("Data size must be at least 0.01 GiB");
  await expect(notice).not.toContainText("sizeGiB");
  await expect(notice).not.toContainText("expected");
  await page.getByRole("link", { name: "Fix it" }).click();
  await expect(page).toHaveURL(/sizeGiB=0(&|$)/);
  await expect(page.getByLabel("Data stored today")).toHaveValue("0");
  await expect(page.getByLabel("Data stored today")).toHaveAttribute("aria-invalid", "true");
});
