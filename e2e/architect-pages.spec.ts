import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { horizontalOverflow, severeViolations } from "./support/page-checks";

/**
 * Issue 40 (the pages an architect reads): the model's uncertainty stays visible on
 * /compare (error bars, the table's range, the CSV's min and max), instance store is never
 * shown as free, and each page touched passes axe at 1,400 and 390 px without overflow.
 */

const VIEW = "/compare?workload=efs-options-1x&rows=all";
const ANSWERS = JSON.parse(
  readFileSync(join(import.meta.dirname, "../fixtures/advisor/wordpress-uploads.json"), "utf8"),
) as Record<string, unknown>;

/** RFC 4180 fields of one line: quoted fields may hold commas and doubled quotes. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = "";
      i++;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (line[i] === '"') {
          break;
        } else {
          value += line[i++];
        }
      }
      fields.push(value);
      i += 2;
    } else {
      const end = line.indexOf(",", i);
      fields.push(line.slice(i, end === -1 ? line.length : end));
      i = end === -1 ? line.length + 1 : end + 1;
    }
  }
  return fields;
}

async function chartDrawn(page: Page): Promise<void> {
  await page.getByTestId("compare-chart-slot").scrollIntoViewIfNeeded();
  await expect(page.locator('[data-testid="compare-point"]').first()).toBeVisible();
}

test("compare keeps the model's uncertainty: error bars, the table's range and the CSV's min and max", async ({
  page,
  request,
}) => {
  await page.goto(VIEW);
  await chartDrawn(page);
  await expect(page.getByTestId("compare-error-bars").first()).toBeAttached();
  const modelled = page.getByTestId("compare-table").locator('tbody tr[data-series="model"]');
  // Every feasible modelled row gives its duration range beside the estimate.
  await expect(modelled.first().locator("td.num").first()).toContainText("–");

  const response = await request.get(`/api/v1/compare.csv?workload=efs-options-1x&rows=all`);
  expect(response.status()).toBe(200);
  const [header, ...lines] = (await response.text()).split("\r\n").filter(Boolean);
  const columns = csvFields(header!);
  const at = (fields: string[], name: string) => Number(fields[columns.indexOf(name)]);
  const rows = lines.map(csvFields).filter((f) => f[columns.indexOf("source_type")] === "Modelled");
  expect(rows.length).toBeGreaterThan(10);
  for (const f of rows) {
    expect(at(f, "duration_min_seconds"), f[0]).toBeLessThanOrEqual(at(f, "duration_seconds_per_day") + 1e-6);
    expect(at(f, "duration_max_seconds"), f[0]).toBeGreaterThanOrEqual(at(f, "duration_seconds_per_day") - 1e-6);
  }
  expect(rows.filter((f) => at(f, "duration_min_seconds") < at(f, "duration_max_seconds")).length).toBe(rows.length);
});

test("instance store is priced with the instance it lives on, not drawn as free", async ({ page, request }) => {
  await page.goto(VIEW);
  await chartDrawn(page);
  const row = page
    .getByTestId("compare-table")
    .locator('tbody tr[data-series="model"]')
    .filter({ hasText: "EC2 instance store" })
    .first();
  await expect(row).toContainText(
    /Priced with the [a-z0-9]+\.[a-z0-9]+ it lives on: \$[\d.]+ an hour On-Demand \(Linux\) x 730 hours/,
  );
  await expect(row.locator("td.num").nth(1)).not.toHaveText(/^\$0\b/);

  const response = await request.get(`/api/v1/compare.csv?workload=efs-options-1x&rows=all`);
  const [header, ...lines] = (await response.text()).split("\r\n").filter(Boolean);
  const columns = csvFields(header!);
  const store = lines
    .map(csvFields)
    .find(
      (f) =>
        f[columns.indexOf("option_id")] === "ec2-instance-store" && f[columns.indexOf("source_type")] === "Modelled",
    )!;
  expect(Number(store[columns.indexOf("monthly_cost_usd")])).toBeGreaterThan(100);

  // Regions side by side: no region names instance store its cheapest option.
  await page.goto("/compare?workload=efs-options-1x&region=all");
  const regionRows = page.getByTestId("compare-regions").getByTestId("compare-region-row");
  await expect(regionRows.first()).toBeVisible();
  await expect(page.getByTestId("compare-regions")).not.toContainText("EC2 instance store");
});

for (const width of [1400, 390]) {
  test(`compare at ${width} px: no serious accessibility violation, no sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(VIEW);
    await chartDrawn(page);
    expect(await severeViolations(page)).toEqual([]);
    if (width === 390) expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}

test("the Accuracy page: held-out error per article and family, misses, public sources, and how ranges are made", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Accuracy" }).click();
  await expect(page).toHaveURL(/\/accuracy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How accurate the model is");
  await expect(page.getByTestId("accuracy-summary")).toContainText(/\d+ of \d+ within x1\.5/);
  await expect(page.getByTestId("accuracy-articles").locator("tr")).toHaveCount(5);
  await expect(page.getByTestId("accuracy-families").locator("tr").first()).toBeVisible();
  await expect(page.getByTestId("accuracy-bands").locator("tr")).toHaveCount(2);
  await expect(page.locator("#ranges")).toBeVisible();
  // The public measurements link their AWS (or public) sources, never our files.
  const sources = page.getByTestId("accuracy-public").locator("a");
  expect(await sources.count()).toBeGreaterThan(3);
  for (const href of await sources.evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
    expect(href).toMatch(/^https:\/\//);
  await expect(page.getByTestId("accuracy-public")).not.toContainText(".json");
});

test("a modelled duration range on /compare links to how ranges are made", async ({ page }) => {
  await page.goto(VIEW);
  await chartDrawn(page);
  await page.getByTestId("compare-table").getByTestId("accuracy-link").first().click();
  await expect(page).toHaveURL(/\/accuracy#ranges$/);
  await expect(page.getByRole("heading", { name: "How duration ranges are made" })).toBeVisible();
});

test("a share page offers 'Edit these answers' and 'Open in Compare' with the same context", async ({
  page,
  request,
}) => {
  const response = await request.post("/api/v1/recommendations", { data: { answers: ANSWERS } });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await page.goto(`/r/${id}`);
  const edit = page.getByRole("link", { name: "Edit these answers" });
  await expect(edit).toHaveAttribute("href", /^\/advisor\?.*region=us-east-1/);
  const compare = page.getByRole("link", { name: "Open in Compare" });
  // us-east-1 is the default Region, so the canonical link leaves it out.
  await expect(compare).toHaveAttribute("href", /^\/compare\?workload=custom(&region=us-east-1)?&.*gib=\d/);
  await compare.click();
  await expect(page).toHaveURL(/\/compare\?workload=custom/);
  await expect(page.locator('[data-testid="compare-table"] tbody tr').first()).toBeVisible();
  await page.goto(`/r/${id}`);
  await edit.click();
  await expect(page).toHaveURL(/\/advisor\?/);
});

for (const width of [1400, 390]) {
  test(`accuracy and share pages at ${width} px: no serious accessibility violation, no sideways scroll`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const response = await request.post("/api/v1/recommendations", { data: { answers: ANSWERS } });
    const { id } = (await response.json()) as { id: string };
    for (const path of ["/accuracy", `/r/${id}`]) {
      await page.goto(path);
      expect(await severeViolations(page), path).toEqual([]);
      if (width === 390) expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
}
