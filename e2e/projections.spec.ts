import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** WCAG 2 A and AA violations axe finds, as "rule: target" lines (empty when none). */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

test("cost over time: the form's answers are the URL, the cheapest policy is named, and the chart and CSV are the same view", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto("/projections");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cost over time");
  await expect(page.locator(".advisor-summary")).toContainText("costs least over 24 months");
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByLabel(/Stored today/).fill("10240");
  await page.getByLabel(/Months/).fill("12");
  await page.getByRole("button", { name: "Project" }).click();
  await expect(page).toHaveURL(/storedGiB=10240/);
  await expect(page).toHaveURL(/months=12/);
  await expect(page.locator(".advisor-summary")).toContainText("over 12 months");
  const cheapest = page.getByRole("row").filter({ hasText: "(costs least)" });
  await expect(cheapest).toHaveCount(1);

  const csvHref = await page.getByRole("link", { name: "CSV (every month)" }).getAttribute("href");
  const csv = await request.get(csvHref!);
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  const lines = (await csv.text()).trim().split("\n");
  expect(lines[0]).toMatch(/^policy,month,stored_gib,storage_usd/);
  expect(lines).toHaveLength(1 + 9 * 12);
  const svg = await request.get((await page.getByRole("link", { name: "SVG (chart)" }).getAttribute("href"))!);
  expect(svg.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(await svg.text()).toMatch(/costs least and meets the cold-read need/);
});

test("cost over time: a share outside 0-100% is said in words, and the page still answers", async ({ page }) => {
  const response = await page.goto("/projections?w30=150");
  expect(response?.status()).toBe(200);
  await expect(page.locator("p[role=alert]")).toContainText("the share read within 30 days must be between 0 and 100%");
});

test("cost over time fits a phone's width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/projections");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("moving data: the default move from EFS Bursting to Lustre says how long, what holds it, what it costs, and fits a phone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/migrations");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moving data");
  await expect(page.locator(".advisor-summary")).toContainText(/^Copying 10,240 GiB takes /);
  await expect(page.getByRole("table", { name: /What each side of the copy takes, held by/ })).toContainText(
    "EFS burst credits",
  );
  await expect(page.getByText(/DataSync: [\d,]+ GB copied at \$0\.0125 per GB/)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByLabel("Copied by").selectOption("parallel-copy");
  await page.getByLabel("Copy instances").fill("8");
  await page.getByRole("button", { name: "Plan the move" }).click();
  await expect(page).toHaveURL(/method=parallel-copy/);
  await expect(page.getByRole("table", { name: /What each side/ })).toContainText(/EFS burst credits fall from/);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
