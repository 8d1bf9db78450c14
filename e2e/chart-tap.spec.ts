import { expect, test } from "@playwright/test";

/**
 * Issue 40, point 3: on a phone a tap on a chart point navigated at once, so its details
 * were never seen. The first tap shows the tooltip; a second tap on the same point opens it.
 */
test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

test("on a touch screen the first tap on a point shows its details, the second opens it", async ({ page }) => {
  await page.goto("/compare");
  await page.getByTestId("compare-chart-slot").scrollIntoViewIfNeeded();
  await expect(page.locator('[data-testid="compare-point"]').first()).toBeVisible({ timeout: 30_000 });
  // A point no other point covers, so the tap lands on it.
  const index = await page.locator('[data-testid="compare-point"]').evaluateAll((els) =>
    els.findIndex((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && el.contains(hit);
    }),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const point = page.locator('[data-testid="compare-point"]').nth(index);

  await point.tap();
  await expect(page.locator(".compare-tip-hint")).toContainText("tap again to open");
  await expect(page).toHaveURL(/\/compare(\?|$)/);

  await point.tap();
  await expect(page).toHaveURL(/\/options\//);
});
