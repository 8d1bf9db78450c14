import { readFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * Issue 40: one units setting, kept in the URL. Binary prints MiB/s and never MB/s in
 * /compare's table, decimal the other way round; the choice survives a reload and the
 * link from a point to its option page, and reaches the share page, the side-by-side
 * view, both region tables and the CSV. At a phone's width and a desktop's.
 */
const VIEW = "/compare?workload=efs-options-1x&rows=all";
const table = (page: Page) => page.getByTestId("compare-table");
const units = (page: Page) => page.getByRole("navigation", { name: "Units" });
/** An answer whose first choice is a gp3 volume with raised throughput, labelled in MiB/s ("191 MiB/s"). */
const ANSWERS = JSON.parse(
  readFileSync(join(import.meta.dirname, "../fixtures/advisor/database-volume.json"), "utf8"),
) as Record<string, string | number>;
const answersQuery = () => new URLSearchParams(Object.entries(ANSWERS).map(([k, v]) => [k, String(v)])).toString();

async function fitsAndPassesAxe(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(severe.map((v) => `${page.url()}: ${v.id}: ${v.help}`)).toEqual([]);
}

for (const width of [390, 1400]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("binary shows MiB/s and no MB/s, through a reload and a point's option link", async ({ page }) => {
      await page.goto(VIEW);
      // Today's default mixes both: the control is what makes them one.
      await expect(table(page)).toContainText("MB/s");
      await units(page)
        .getByRole("link", { name: /binary/ })
        .click();
      await expect(page).toHaveURL(/[?&]units=binary(&|$)/);
      await expect(page).toHaveURL(/[?&]workload=efs-options-1x(&|$)/);
      await expect(page).toHaveURL(/[?&]rows=all(&|$)/);
      await expect(table(page)).toContainText("MiB/s");
      await expect(table(page)).not.toContainText("MB/s");

      await page.reload();
      await expect(units(page).locator('[aria-current="true"]')).toContainText("binary");
      await expect(table(page)).toContainText("MiB/s");
      await expect(table(page)).not.toContainText("MB/s");

      const option = table(page).locator('tbody th a[href^="/options/"]').first();
      await option.click();
      await expect(page).toHaveURL(/\/options\/[^?]+\?(.*&)?units=binary(&|$)/);
      await expect(page).toHaveURL(/[?&]workload=efs-options-1x(&|$)/);
      await expect(units(page).locator('[aria-current="true"]')).toContainText("binary");
    });

    test("decimal shows MB/s", async ({ page }) => {
      await page.goto(`${VIEW}&units=binary`);
      await units(page)
        .getByRole("link", { name: /decimal/ })
        .click();
      await expect(page).toHaveURL(/[?&]units=decimal(&|$)/);
      await expect(table(page)).toContainText("MB/s");
      await expect(table(page)).not.toContainText("MiB/s");
      await expect(table(page).getByRole("columnheader", { name: /\$ per MB\/s/ })).toBeVisible();
    });

    test("a share page and the side-by-side view keep decimal units, and their links carry them on", async ({
      page,
      request,
    }) => {
      const created = await request.post("/api/v1/recommendations", {
        headers: { "x-forwarded-for": `198.51.100.${width === 390 ? 41 : 42}` },
        data: { answers: ANSWERS },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: string };

      await page.goto(`/r/${id}?units=decimal`);
      await expect(units(page).locator('[aria-current="true"]')).toContainText("decimal");
      // The method's figures follow the setting, as on the results page.
      const method = page.getByRole("region", { name: "How this was worked out" });
      await expect(method).toContainText(/\d GB stored/);
      await expect(method).not.toContainText(/\d GiB stored/);
      const actions = page.getByTestId("share-actions");
      for (const name of ["Edit these answers", "Open in Compare", "Set beside other saved answers"])
        await expect(actions.getByRole("link", { name })).toHaveAttribute("href", /[?&]units=decimal(&|$)/);
      await fitsAndPassesAxe(page, width);

      await actions.getByRole("link", { name: "Set beside other saved answers" }).click();
      await expect(page).toHaveURL(new RegExp(`/r/compare\\?ids=${id}&units=decimal$`));
      await expect(units(page).locator('[aria-current="true"]')).toContainText("decimal");
      await fitsAndPassesAxe(page, width);
      await page.getByTestId("saved-side-by-side").getByRole("link", { name: id }).click();
      await expect(page).toHaveURL(new RegExp(`/r/${id}\\?units=decimal$`));

      await units(page)
        .getByRole("link", { name: /binary/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/r/${id}\\?units=binary$`));
      await expect(page.getByRole("region", { name: "How this was worked out" })).toContainText(/\d GiB stored/);

      await page.getByTestId("share-actions").getByRole("link", { name: "Open in Compare" }).click();
      await expect(page).toHaveURL(/\/compare\?(.*&)?units=binary(&|$)/);
      await expect(units(page).locator('[aria-current="true"]')).toContainText("binary");
    });

    test("the advisor's Regions table writes its choices' rates in the page's units and keeps them in its links", async ({
      page,
    }) => {
      await page.goto(`/advisor/results?${answersQuery()}&regions=us-east-1,us-east-2&units=decimal`);
      const rows = page.getByTestId("advisor-region-row");
      await expect(rows).toHaveCount(2);
      const choice = rows.first().getByTestId("advisor-region-choice");
      await expect(choice).toContainText(/EBS gp3.*\d MB\/s/);
      await expect(page.getByTestId("advisor-regions")).not.toContainText("MiB/s");
      await expect(rows.filter({ hasText: "us-east-2" }).getByRole("link", { name: "us-east-2" })).toHaveAttribute(
        "href",
        /region=us-east-2.*[?&]units=decimal$/,
      );
      await fitsAndPassesAxe(page, width);
    });

    test("a decimal /compare view's region table, table and CSV all price in decimal units", async ({ page }) => {
      await page.goto("/compare?workload=efs-options-1x&region=us-east-1,us-east-2&units=decimal");
      const regions = page.getByTestId("compare-region-row");
      await expect(regions).toHaveCount(2);
      await expect(page.getByTestId("compare-regions")).toContainText(/\d TB\)/);
      await expect(page.getByTestId("compare-regions")).not.toContainText(/GiB|MiB/);
      // Storage stays per GiB-month, the "GB-month" AWS bills (2^30 bytes).
      await expect(table(page).getByRole("columnheader", { name: /\$ per GiB-month/ })).toBeVisible();
      await expect(table(page).getByRole("columnheader", { name: /\$ per MB\/s/ })).toBeVisible();
      await fitsAndPassesAxe(page, width);

      const downloaded = page.waitForEvent("download");
      await page.getByRole("link", { name: "CSV (table)" }).click();
      const header = (await readFile(await (await downloaded).path(), "utf8")).split("\r\n")[0]!.split(",");
      expect(header).toContain("usd_per_gib_month");
      expect(header).toContain("usd_per_mbps");
      expect(header.filter((name) => /mib/.test(name))).toEqual([]);
    });
  });
}

test("the wizard keeps the units setting through its steps to the results", async ({ page }) => {
  await page.goto("/advisor?units=decimal&step=9");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=10/);
  await expect(page).toHaveURL(/[?&]units=decimal(&|$)/);
  await page.getByRole("button", { name: "See the recommendation" }).click();
  await expect(page).toHaveURL(/\/advisor\/results\?.*units=decimal/);
});
