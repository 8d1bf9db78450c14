import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { embeddedUrl } from "../server/db/embedded";
import { E2E_DB_PORT } from "../playwright.config";

/**
 * The web server's page cache (server/runtime/page-cache.ts) on the production build: a page
 * served from memory runs its scripts under the fresh nonce it was given (hydration and
 * the chart work, no policy violation), and a write by another process makes the next
 * visit render again.
 */

const VIEW = "/compare?workload=efs-options-1x&rows=all&page-cache-spec=1";

/** Policy violations the browser reports while the page loads and runs. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function visit(page: Page) {
  const response = await page.goto(VIEW);
  expect(response?.status()).toBe(200);
  const policy = (await response?.headerValue("content-security-policy")) ?? "";
  return { status: await response?.headerValue("x-page-cache"), nonce: /'nonce-([^']+)'/.exec(policy)?.[1] };
}

/** The chart is drawn and a point's tooltip opens: the page's client code runs. */
async function expectInteractive(page: Page) {
  await page.getByTestId("compare-chart-slot").scrollIntoViewIfNeeded();
  await expect(page.locator('[data-testid="compare-point"]:visible').first()).toBeVisible();
  // The point e2e/compare.spec.ts hovers too: one no other point covers.
  await page
    .locator('[data-testid="compare-point"][aria-label^="EFS Standard, Elastic, General Purpose, measured"]')
    .hover();
  await expect(page.getByTestId("compare-tooltip")).toBeVisible();
}

test("a page served from the cache runs its scripts under its own fresh nonce", async ({ browser }) => {
  const first = await browser.newPage();
  const second = await browser.newPage();
  const violations = [...watchViolations(first), ...watchViolations(second)];
  try {
    const rendered = await visit(first);
    await expectInteractive(first);
    const cached = await visit(second);
    expect(cached.status).toBe("hit");
    expect(cached.nonce).toBeTruthy();
    expect(cached.nonce).not.toBe(rendered.nonce);
    const scriptNonces = await second.evaluate(() => [...document.scripts].map((s) => s.nonce).filter(Boolean));
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([cached.nonce]));
    await expectInteractive(second);
    expect(violations).toEqual([]);
  } finally {
    await first.close();
    await second.close();
  }
});

test("a write by another process (here a database client) makes the next visit render again", async ({ page }) => {
  await visit(page);
  expect((await visit(page)).status).toBe("hit");
  const client = new pg.Client({ connectionString: embeddedUrl(E2E_DB_PORT) });
  await client.connect();
  try {
    await client.query(
      `insert into "ScheduledRun" (name, "lastRunAt") values ('page-cache-spec', now()) on conflict (name) do update set "lastRunAt" = now()`,
    );
  } finally {
    await client.end();
  }
  expect((await visit(page)).status).toBe("miss");
  expect((await visit(page)).status).toBe("hit");
});
