import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startBulkPricingStub, type BulkStub } from "../tests/support/pricing-bulk-stub";
import { E2E_ADMIN_TOKEN, E2E_PRICE_STUB_PORT } from "../playwright.config";

/**
 * Issue 15 in the browser: regions side by side on /compare, and a share page that says
 * its prices changed after a refresh from the public bulk files (served by the local
 * stub in AWS's layout). The refresh makes a new current snapshot for every later spec,
 * so it runs last in this file, and this file sorts after the specs that expect the
 * bundled prices.
 */

const ROOT = join(import.meta.dirname, "..");

test("region=all shows the region table, cheapest first, and a row's link opens that region", async ({ page }) => {
  await page.goto("/compare?workload=efs-options-1x&region=all");
  const section = page.getByTestId("compare-regions");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("The same workload in 8 regions, cheapest first");
  const rows = section.getByTestId("compare-region-row");
  await expect(rows).toHaveCount(8);
  expect((await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-region")))).sort()).toEqual([
    "ap-northeast-1",
    "ap-south-1",
    "ap-southeast-1",
    "eu-central-1",
    "eu-west-1",
    "us-east-1",
    "us-east-2",
    "us-west-2",
  ]);
  // Cheapest first among the priced Regions: the monthly cost column never falls going down.
  const costs = (
    await rows.evaluateAll((els) =>
      els.map((e) => Number((e.querySelectorAll("td")[1]?.textContent ?? "").replace(/[$,]/g, "") || NaN)),
    )
  ).filter((c) => !Number.isNaN(c));
  expect(costs).toHaveLength(2);
  expect(costs).toEqual([...costs].sort((a, b) => a - b));
  // A Region without bundled prices is named as not priced, with why; never shown at $0, never dropped.
  const tokyo = section.locator('[data-region="ap-northeast-1"]');
  await expect(tokyo).toContainText("not priced in ap-northeast-1");
  await expect(tokyo.getByTestId("compare-region-unpriced")).toContainText("not copied");
  await expect(tokyo).not.toContainText("$0");
  await expect(rows.first()).toContainText("cheapest");
  // The form keeps "all regions" selected.
  await expect(page.locator("#compare-region")).toHaveValue("all");

  await section.getByRole("link", { name: "us-east-2", exact: true }).click();
  await expect(page).toHaveURL(/region=us-east-2(&|$)/);
  await expect(page.getByTestId("compare-regions")).toHaveCount(0);
});

test("the advisor's results add the same answers' first choice in every priced region", async ({ page }) => {
  const answers = JSON.parse(readFileSync(join(ROOT, "fixtures/advisor/wordpress-uploads.json"), "utf8")) as Record<
    string,
    string | number
  >;
  const query = new URLSearchParams(Object.entries(answers).map(([k, v]) => [k, String(v)]));
  await page.goto(`/advisor/results?${query.toString()}`);
  await page.getByTestId("advisor-regions-link").click();
  await expect(page).toHaveURL(/regions=all/);
  const rows = page.getByTestId("advisor-region-row");
  await expect(rows).toHaveCount(8);
  await expect(rows.first()).toContainText("cheapest");
  await expect(rows.filter({ hasText: "eu-central-1" }).getByTestId("advisor-region-choice")).toContainText(
    "not priced in eu-central-1",
  );
  await rows.filter({ hasText: "us-east-2" }).getByRole("link", { name: "us-east-2" }).click();
  await expect(page).toHaveURL(/region=us-east-2/);
});

test("a share page says prices changed after a refresh from the bulk files, its own answer unchanged", async ({
  request,
  page,
}) => {
  const answers = JSON.parse(readFileSync(join(ROOT, "fixtures/advisor/wordpress-uploads.json"), "utf8")) as unknown;
  const created = await request.post("/api/v1/recommendations", {
    headers: { "x-forwarded-for": "198.51.100.90" },
    data: { answers },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/r/${id}`);
  await expect(page.getByText("Prices have changed since this was saved")).toHaveCount(0);
  const savedTop = await page.getByRole("heading", { level: 1 }).textContent();

  let stub: BulkStub | null = null;
  try {
    stub = await startBulkPricingStub({ regions: ["us-east-1", "us-east-2"], port: E2E_PRICE_STUB_PORT });
    const refresh = await request.post("/api/v1/prices/refresh", {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: { source: "bulk", regions: ["us-east-1", "us-east-2"] },
      timeout: 120_000,
    });
    expect(refresh.status(), await refresh.text()).toBe(200);
  } finally {
    await stub?.close();
  }

  await page.reload();
  await expect(page.getByText("Prices have changed since this was saved")).toBeVisible();
  await expect(page.getByTestId("price-change")).toContainText("With today's prices");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(savedTop ?? "");

  // The option page charts its price keys over both snapshots (bundled, then the refresh).
  await page.goto("/options/ebs-gp3?region=us-east-1");
  const history = page.getByTestId("option-price-history");
  await expect(history).toContainText("Price history in us-east-1");
  await expect(history.getByRole("listitem").first()).toContainText("2 snapshots");
  await expect(history.getByTestId("price-history-chart").first()).toBeVisible();
});
