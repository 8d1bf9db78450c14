import { expect, test } from "@playwright/test";

const BUNDLED_ID = "bundled-2026-11-29";

test("/prices shows the bundled snapshot with its age and marks unconfirmed prices", async ({ page }) => {
  await page.goto("/prices");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prices");
  await expect(page).toHaveTitle(/Prices/);

  const inUse = page.getByTestId("snapshot-in-use");
  await expect(inUse).toContainText(BUNDLED_ID);
  await expect(inUse).toContainText(/as of 2024-07-01, \d+ (years?|months?|days?) old/);
  // Told plainly how many prices are unconfirmed, never that everything is priced.
  await expect(inUse).toContainText(/\d+ of \d+ prices unconfirmed in us-east-1/);
  await expect(page.getByTestId("prices-unconfirmed-count")).toContainText(/\d+ of \d+ prices unconfirmed/);

  // FSx for Windows Single-AZ prices are unconfirmed in the bundled snapshot: badge with an explanation.
  const singleAz = page.getByRole("row", { name: /fsx\.windows\.singleaz\.throughput/ });
  await expect(singleAz).toContainText("2.2");
  const badge = singleAz.locator(".price-badge-unconfirmed");
  await expect(badge).toBeVisible();
  await expect(badge).toContainText("unconfirmed");
  await expect(badge).toHaveAttribute("title", /unconfirmed/);
  // A confirmed price carries no badge. Every key has a price in bundled-2026-11-29; the Lustre
  // Persistent-1 50 MB/s/TiB storage price (missing before) is there, flagged unconfirmed.
  await expect(
    page.getByRole("row", { name: /efs\.storage\.standard/ }).locator(".price-badge-unconfirmed"),
  ).toHaveCount(0);
  const lustre = page.getByRole("row", { name: /fsx\.lustre\.persistent1\.50\.storage/ });
  await expect(lustre).toContainText("0.145");
  await expect(lustre.locator(".price-badge-unconfirmed")).toBeVisible();

  // The E2E server has an ADMIN_TOKEN (playwright.config.ts; refresh-and-regions.spec refreshes
  // from the bulk-file stub): the refresh button is on. Without a token it is off and says why
  // (tests/integration/prices-refresh.test.ts: admin_disabled).
  await expect(page.getByRole("button", { name: "Refresh now" })).toBeEnabled();
  await expect(page.getByText(/Refreshing from the web is off/)).toHaveCount(0);

  // The region lives in the URL.
  await page.getByRole("navigation", { name: "Region" }).getByRole("link", { name: "us-east-2" }).click();
  await expect(page).toHaveURL(/region=us-east-2/);
  await expect(page.getByRole("heading", { name: "Amazon EFS (us-east-2)" })).toBeVisible();
});

test("/prices can be read on a phone: jump links to each table, each source's AWS page shown and its record folded", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/prices");
  const jump = page.getByRole("navigation", { name: "Price tables" });
  await jump.getByRole("link", { name: "S3", exact: true }).click();
  await expect(page).toHaveURL(/#prices-s3-us-east-1$/);
  await expect(page.getByRole("heading", { name: "Amazon S3 (us-east-1)" })).toBeInViewport();

  // The AWS page is in view; the record's provenance opens on request.
  const row = page.getByRole("row", { name: /efs\.storage\.standard/ });
  await expect(row.getByRole("link", { name: "https://aws.amazon.com/efs/pricing/" })).toBeVisible();
  const record = row.locator("details.price-source-more");
  await expect(record.locator(".price-source-rest")).toBeHidden();
  await record.locator("summary", { hasText: "the record" }).click();
  await expect(record.locator(".price-source-rest")).toContainText(/infracost/);
  await expect(record.locator(".price-source-rest")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("/prices in a bundled Region without prices says it is not priced there and why, never $0", async ({ page }) => {
  await page.goto("/prices?region=eu-central-1");
  const note = page.getByTestId("prices-region-unpriced");
  await expect(note).toContainText("Not priced in eu-central-1: 282 of the 282 prices.");
  await expect(note).toContainText("not copied");
  await expect(page.getByRole("row", { name: /efs\.storage\.standard/ })).toContainText("No price in this snapshot");
});

test("a price's history is never a lone dot: one snapshot is said in words, two or more are charted", async ({
  page,
}) => {
  await page.goto("/prices/efs.storage.standard?region=us-east-1");
  const single = page.getByTestId("price-history-single");
  const chart = page.getByTestId("price-history-chart");
  await expect(single.or(chart)).toBeVisible();
  if ((await single.count()) === 1) {
    await expect(single).toHaveText(/One snapshot so far/);
    await expect(chart).toHaveCount(0);
  } else {
    expect(await chart.locator("circle").count()).toBeGreaterThanOrEqual(2);
  }
});

test("the snapshot list links each snapshot; an unknown one answers 404", async ({ page }) => {
  await page.goto("/prices");
  await page.getByRole("link", { name: BUNDLED_ID, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`snapshot=${BUNDLED_ID}`));
  await expect(page.getByText(`Snapshot ${BUNDLED_ID}, the one in use.`)).toBeVisible();

  const response = await page.goto("/prices?snapshot=no-such-snapshot");
  expect(response?.status()).toBe(404);
});

test("the diff page needs two snapshots; the API answers in the error contract", async ({ page, request }) => {
  await page.goto("/prices/diff");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Price changes");
  await expect(page.getByText(/Pick two different snapshots/)).toBeVisible();

  const list = await request.get("/api/v1/prices/snapshots");
  expect(list.ok()).toBe(true);
  expect((await list.json()).current).toBe(BUNDLED_ID);
  const missing = await request.get("/api/v1/prices/snapshots/nope");
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.code).toBe("snapshot_not_found");
  // No token sent to a server that has one: 401 in the error contract.
  const refresh = await request.post("/api/v1/prices/refresh");
  expect(refresh.status()).toBe(401);
  expect(refresh.headers()["www-authenticate"]).toMatch(/^Bearer/);
  expect((await refresh.json()).error.code).toBe("unauthorized");
});
