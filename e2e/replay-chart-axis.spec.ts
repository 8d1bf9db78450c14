import { join } from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The CloudWatch replay's charts read on a phone: value labels never overlap, and their text
 * is not shrunk below legibility with the drawing.
 */

const FIXTURES = join(import.meta.dirname, "../fixtures/cloudwatch");

for (const width of [390, 1400]) {
  test(`replay chart labels at ${width} px: apart from each other and at least 9 px tall`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/metrics");
    await page.getByLabel("CloudWatch files").setInputFiles(join(FIXTURES, "efs-get-metric-data.json"));
    await page.getByLabel("Name").fill(`e2e axis ${width}`);
    await page.getByRole("button", { name: "Import and replay" }).click();
    await expect(page).toHaveURL(/\/metrics\/[A-Za-z0-9_-]{16}/, { timeout: 30_000 });

    const figures = page.getByTestId("replay-chart").getByRole("figure");
    await expect(figures.first()).toBeVisible();
    for (const figure of await figures.all()) {
      const boxes = await figure.locator("svg text").evaluateAll((texts) =>
        texts.map((t) => {
          const r = t.getBoundingClientRect();
          return { x: r.x, y: r.y, w: r.width, h: r.height, text: t.textContent ?? "" };
        }),
      );
      expect(boxes.length).toBeGreaterThan(2);
      for (const b of boxes) expect(b.h, b.text).toBeGreaterThanOrEqual(9);
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i]!, boxes[j]!];
          const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
          expect(apart, `"${a.text}" overlaps "${b.text}"`).toBe(true);
        }
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
