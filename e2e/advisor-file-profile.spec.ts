import { expect, test } from "@playwright/test";

/**
 * Issue 40, point 5: choosing a file profile in the advisor wizard filled in its typical size
 * over a size the user had typed. A typed size is kept; an untouched one follows the profile.
 */
for (const width of [1400, 390]) {
  test(`a typed file size survives choosing a file profile at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/advisor?step=2");
    const size = page.getByLabel("Typical file size");
    const unit = page.getByLabel("Unit", { exact: true });

    // Untouched, the size follows the profile.
    await page.getByLabel("Mostly large").check();
    await expect(size).toHaveValue("256");
    await expect(unit).toHaveValue("MiB");

    // Typed, it stays through every other profile.
    await size.fill("40");
    await unit.selectOption("KiB");
    await page.getByLabel("Mostly small").check();
    await expect(size).toHaveValue("40");
    await expect(unit).toHaveValue("KiB");
    await page.getByLabel("Mostly large").check();
    await expect(size).toHaveValue("40");
    await expect(unit).toHaveValue("KiB");

    // And it is the answer the next step carries in the URL.
    await page.getByRole("button", { name: /next/i }).click();
    await expect(page).toHaveURL(/fileSize=40(&|$)/);
    await expect(page).toHaveURL(/fileSizeUnit=KiB/);
  });
}
