import { expect, test } from "@playwright/test";
import { horizontalOverflow, severeViolations } from "./support/page-checks";

/**
 * Issue 40: states that only unit tests covered, now seen on the production build.
 * - A point that takes more than a day a day says "Not a day's work" in the table (point 1).
 * - Loading placeholders say in words what is loading (point 7): the streamed HTML carries them.
 * - Error text passes axe's contrast check where it appears, at both widths (point 7).
 */

test("a point whose day of work takes longer than a day says so on /compare", async ({ page }) => {
  // Ten runs a day of the article's copies: S3 read directly takes days for each day's work.
  await page.goto("/compare?workload=efs-options-1x&times=10&rows=all");
  const notes = page.getByTestId("compare-table").locator("td.compare-notes").filter({ hasText: "Not a day's work" });
  await expect(notes.first()).toContainText(/Not a day's work: a day of this workload takes [\d.]+ days here/);
});

test("a page's loading placeholders name what is loading", async ({ request }) => {
  // The streamed HTML, with the empty comments React puts between a text's parts removed.
  const html = (await (await request.get("/options/efs-standard-elastic")).text()).replaceAll("<!-- -->", "");
  for (const label of ["the estimate", "the credit balance", "prices"]) expect(html).toContain(`Loading ${label}…`);
  expect(html).not.toMatch(/class="skeleton"[^>]*>\s*<\/div>/);
});

for (const width of [1400, 390]) {
  test(`error messages pass axe's contrast check at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The wizard with an answer out of range: the step shows the message by its field.
    await page.goto("/advisor?sizeGiB=-5&step=1");
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(page.locator(".field-error, [id$='-error']").first()).toContainText(/Data size/);
    expect(await severeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // The upload page refusing a file that is not fio output.
    await page.goto("/upload");
    await page
      .getByLabel(/choose them/)
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just some text\n") });
    await expect(page.getByText("Cannot be saved: the reason is below")).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}
