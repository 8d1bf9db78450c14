import { join } from "node:path";
import { expect, test } from "@playwright/test";

/**
 * Sizing from CloudWatch through the page: upload the EFS get-metric-data fixture, land on
 * the saved analysis, see the replay chart, the forecast date and the cheapest option, open
 * the derived workload in Compare; and a malformed file answers with the metric and where.
 */

const FIXTURES = join(import.meta.dirname, "../fixtures/cloudwatch");

test("upload a metrics file, see the replay chart, the forecast date and the cheapest option", async ({ page }) => {
  await page.goto("/metrics");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Size from real usage");
  await page.getByLabel("CloudWatch files").setInputFiles(join(FIXTURES, "efs-get-metric-data.json"));
  await page.getByLabel("Name").fill("e2e uploads share");
  await page.getByRole("button", { name: "Import and replay" }).click();

  await expect(page).toHaveURL(/\/metrics\/[A-Za-z0-9_-]{16}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("e2e uploads share");
  await expect(page.getByTestId("cheapest")).toContainText(
    /Cheapest option that would have kept up every hour: .+, \$[\d,.]+ for the period/,
  );
  await expect(page.getByTestId("forecast-date")).toContainText(
    /Forecast: on EFS .+ the burst credits run out on 2026-1[01]-\d\d/,
  );
  const chart = page.getByTestId("replay-chart");
  await expect(
    chart.getByRole("img", { name: /Demand against the permitted rate, 2026-10-01 to 2026-10-14/ }),
  ).toBeVisible();
  // Demand and the permitted rate on the first chart (the second, when the option has credits, draws its balance).
  await expect(chart.getByRole("figure").first().locator("polyline")).toHaveCount(2);

  // The chart follows the option picked in the table (the URL holds the choice).
  await page
    .getByTestId("replay-table")
    .getByRole("link", { name: /^EFS Standard.*, Bursting throughput$/ })
    .click();
  await expect(page).toHaveURL(/\?option=efs-standard-bursting$/);
  await expect(chart.getByRole("img", { name: /EFS burst credits/ })).toBeVisible();
  await expect(page.getByTestId("forecast-list")).toContainText(/EFS burst credits: run out on 2026-1[01]-\d\d/);

  await page.getByRole("link", { name: "in Compare" }).click();
  await expect(page).toHaveURL(/\/compare\?workload=custom/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare");
});

test("a malformed file is refused naming the metric and the position", async ({ page }) => {
  await page.goto("/metrics");
  await page.getByLabel("CloudWatch files").setInputFiles(join(FIXTURES, "malformed/mismatched-lengths.json"));
  await page.getByRole("button", { name: "Import and replay" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    /DataWriteIOBytes \(mismatched-lengths.json: MetricDataResults\[1\]\): 2 Values but 3 Timestamps/,
  );
  await expect(page).toHaveURL(/\/metrics$/);
});
