import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

/** Issue 40: two saved recommendations set side by side (/r/compare?ids=a,b), reached from a share page. */

const ANSWERS = JSON.parse(
  readFileSync(join(import.meta.dirname, "../fixtures/advisor/wordpress-uploads.json"), "utf8"),
) as Record<string, unknown>;

test("a share page leads to its answer beside another saved one, each column with its answers and first options", async ({
  page,
  request,
}) => {
  const ids: string[] = [];
  for (const [i, answers] of [ANSWERS, { ...ANSWERS, sizeGiB: 2000, clients: 20 }].entries()) {
    const response = await request.post("/api/v1/recommendations", {
      headers: { "x-forwarded-for": `198.51.100.15${i}` },
      data: { answers },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
  await page.goto(`/r/${ids[0]}`);
  await page.getByRole("link", { name: "Set beside other saved answers" }).click();
  await expect(page).toHaveURL(new RegExp(`/r/compare\\?ids=${ids[0]}$`));
  await page.getByLabel("Share ids, separated by commas").fill(ids.join(","));
  await page.getByRole("button", { name: "Set side by side" }).click();
  const table = page.getByTestId("saved-side-by-side");
  await expect(table.locator("thead th")).toHaveCount(3);
  await expect(table.getByRole("row", { name: /^Data/ })).toContainText("20 GiB");
  await expect(table.getByRole("row", { name: /^Data/ })).toContainText("2,000 GiB");
  await expect(table.getByRole("row", { name: /^#1/ })).toContainText(/\$[\d,.]+ a month/);
  await table.getByRole("link", { name: ids[1] }).click();
  await expect(page).toHaveURL(new RegExp(`/r/${ids[1]}$`));
});

test("an unknown id is named, the known ones still shown", async ({ page }) => {
  await page.goto("/r/compare?ids=AAAAAAAAAAAAAAAA");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("AAAAAAAAAAAAAAAA");
});
