import { expect, test, type Page } from "@playwright/test";

/**
 * Issue 40: one units setting, kept in the URL. Binary prints MiB/s and never MB/s in
 * /compare's table, decimal the other way round; the choice survives a reload and the
 * link from a point to its option page. At a phone's width and a desktop's.
 */
const VIEW = "/compare?workload=efs-options-1x&rows=all";
const table = (page: Page) => page.getByTestId("compare-table");
const units = (page: Page) => page.getByRole("navigation", { name: "Units" });

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
  });
}
