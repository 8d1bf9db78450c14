import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const EFS_OPTIONS = "efs-options-and-alternatives";

/** WCAG 2 A and AA violations axe finds on the page, as "rule: target" lines (empty when none). */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

test("the datasets list leads to the EFS options article's tables and charts", async ({ page }) => {
  // Two accessibility scans of long pages: over a minute on a loaded 2-core machine.
  test.setTimeout(120_000);
  await page.goto("/datasets");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reference datasets");
  expect(await accessibilityViolations(page)).toEqual([]);
  const list = page.getByRole("table", { name: /Reference datasets: 5 published benchmarks/ });
  const row = list.getByRole("row").filter({ hasText: "EFS options and AWS alternatives" });
  await expect(row).toContainText("cunoFS (PetaGene)");
  await expect(row).toContainText("efs-options-and-alternatives-price-performance.txt");
  await expect(row).toContainText("December 2023");
  await expect(row).toContainText("us-east-2");
  // Systems, workloads, results, observations.
  await expect(row.getByRole("cell").nth(3)).toHaveText("23");
  await expect(row.getByRole("cell").nth(5)).toHaveText("184");

  await row.getByRole("link", { name: /EFS options and AWS alternatives/ }).click();
  await expect(page).toHaveURL(new RegExp(`/datasets/${EFS_OPTIONS}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("EFS options and AWS alternatives");

  // The article's first table: EFS default (Standard, Elastic) copying 5 x 32 GiB into the
  // RAM disk took "327s" for "$477" a month; its kernel-tree read cost "$323–$324".
  const daily = page.getByRole("table", { name: "Table: one copy operation per day" });
  const elastic = daily.getByRole("row", { name: /^EFS Standard, Elastic, General Purpose/ });
  await expect(elastic.getByRole("cell").nth(0)).toHaveText("5 min 27 s");
  await expect(elastic.getByRole("cell").nth(1)).toHaveText("$477");
  await expect(elastic.getByRole("cell").nth(3)).toHaveText("$323\u2013$324");
  await expect(elastic.getByRole("link", { name: "EFS Standard, Elastic, General Purpose" })).toHaveAttribute(
    "href",
    "/options/efs-standard-elastic",
  );
  // The ten-a-day table is the article's extrapolation: every value carries the estimate mark.
  const tenADay = page.getByRole("table", { name: "Table: ten copy operations per day" });
  await expect(
    tenADay
      .getByRole("row", { name: /^EFS Standard, Elastic, General Purpose/ })
      .getByRole("cell")
      .nth(0),
  ).toHaveText(/^54 min 31 s est\.$/);

  const figure = page.getByRole("figure", {
    name: /^Copy 5 x 32 GiB files from the storage into a RAM disk, once a day: Duration per system/,
  });
  await expect(figure.locator("svg.recharts-surface")).toBeVisible();
  await expect(figure.locator(".recharts-bar-rectangle")).toHaveCount(23);
  await expect(figure.getByRole("link", { name: "Table: one copy operation per day" })).toHaveAttribute(
    "href",
    "#results-1",
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  // The same cell as the article prints it, from the URL's view state.
  await page.getByRole("link", { name: "as printed in the article" }).click();
  await expect(page).toHaveURL(/values=as-reported/);
  await expect(elastic.getByRole("cell").nth(0)).toHaveText("327s");
});

test("an unknown dataset answers 404 with a page", async ({ page }) => {
  const response = await page.goto("/datasets/no-such-dataset");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Dataset not found" })).toBeVisible();
});

test("the dataset API answers JSON, <slug>.csv and the JSON Schema in the production build", async ({ request }) => {
  const list = await request.get("/api/v1/datasets");
  expect(list.ok()).toBe(true);
  expect(((await list.json()) as { datasets: unknown[] }).datasets).toHaveLength(5);

  const json = await request.get(`/api/v1/datasets/${EFS_OPTIONS}`);
  expect(json.ok()).toBe(true);
  expect(((await json.json()) as { document: { results: unknown[] } }).document.results).toHaveLength(184);

  const csv = await request.get(`/api/v1/datasets/${EFS_OPTIONS}.csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(csv.headers()["content-disposition"]).toBe(`attachment; filename="${EFS_OPTIONS}.csv"`);
  const lines = (await csv.text()).split("\r\n").filter(Boolean);
  expect(lines).toHaveLength(185);
  expect(lines[0]).toContain("duration_seconds_min");

  const missing = await request.get("/api/v1/datasets/no-such-dataset.csv");
  expect(missing.status()).toBe(404);
  expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("not_found");

  const schema = await request.get("/api/v1/schemas/dataset.json");
  expect(schema.ok()).toBe(true);
  expect(schema.headers()["content-type"]).toMatch(/^application\/schema\+json/);
  expect(((await schema.json()) as { $schema: string }).$schema).toContain("2020-12");
});
