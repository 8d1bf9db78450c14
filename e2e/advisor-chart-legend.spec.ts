import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

/** Issue 40: the advisor's chart says what its colours, markers, "*", dashed line and rings mean, at 1,400 and 390 px. */

const ANSWERS = JSON.parse(
  readFileSync(join(import.meta.dirname, "../fixtures/advisor/wordpress-uploads.json"), "utf8"),
) as Record<string, string | number>;
const QUERY = new URLSearchParams(Object.entries(ANSWERS).map(([k, v]) => [k, String(v)])).toString();

for (const width of [1400, 390]) {
  test(`the advisor chart has a legend at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/advisor/results?${QUERY}`);
    const legend = page.getByTestId("advisor-chart-legend");
    await legend.scrollIntoViewIfNeeded();
    await expect(legend).toBeVisible();
    await expect(legend.getByRole("list", { name: "Families" }).getByRole("listitem").first()).toBeVisible();
    await expect(legend).toContainText("Pareto frontier");
    await expect(legend).toContainText("unconfirmed prices");
    await expect(legend).toContainText("ringed and numbered: the ranked options");
  });
}
