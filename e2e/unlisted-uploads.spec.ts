import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

/**
 * Uploads are unlisted until their owner publishes them: the uploading browser sees its
 * upload on /compare and /results (its owned-uploads cookie), another visitor does not,
 * until the owner presses "Publish to everyone" on the result page.
 */

const FIXTURE = join(import.meta.dirname, "../fixtures/fio/fio-3.16_randrw_single.json");

test("an unpublished upload is on its owner's /compare only; published, everyone sees it", async ({
  page,
  browser,
}) => {
  const fileName = `unlisted-e2e-${Date.now()}.json`;
  const bytes = readFileSync(FIXTURE, "utf8").replace(/"jobname" : "[^"]*"/, `"jobname" : "${fileName}"`);
  // page.request shares the page's cookies: the answer's owned-uploads cookie lands in this browser.
  const created = await page.request.post("/api/v1/results", {
    headers: { "x-forwarded-for": "198.51.100.91" },
    multipart: {
      file: { name: fileName, mimeType: "application/json", buffer: Buffer.from(bytes) },
      optionId: "ebs-gp3",
      optionParams: JSON.stringify({ iops: 3000, throughputMiBps: 125 }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, ownerToken, published } = (await created.json()) as {
    id: string;
    ownerToken: string;
    published: boolean;
  };
  expect(published).toBe(false);

  const other = await browser.newContext();
  try {
    const stranger = await other.newPage();
    // A 4 KiB random run is listed under the default workload's chart (1 MiB copies), not drawn on it.
    const table = (p: typeof page) => p.getByTestId("compare-unplaced");

    await page.goto("/compare");
    await expect(table(page)).toContainText(fileName);
    await stranger.goto("/compare");
    await expect(stranger.getByTestId("compare-chart-slot")).toBeVisible();
    await expect(table(stranger).filter({ hasText: fileName })).toHaveCount(0);
    await stranger.goto("/results");
    await expect(stranger.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(stranger.getByRole("link", { name: fileName })).toHaveCount(0);
    await page.goto("/results");
    await expect(page.getByRole("row", { name: new RegExp(fileName) })).toContainText("unlisted, yours");

    // The stranger can open it by its link, but gets no publish button.
    await stranger.goto(`/results/${id}`);
    await expect(stranger.getByTestId("visibility")).toContainText("Unlisted");
    await expect(stranger.getByRole("button", { name: "Publish to everyone" })).toHaveCount(0);

    await page.goto(`/results/${id}`);
    await expect(page.getByTestId("visibility")).toContainText("Unlisted");
    await page.getByRole("button", { name: "Publish to everyone" }).click();
    await expect(page.getByTestId("visibility")).toContainText("Published");
    await expect(page.getByRole("button", { name: "Make unlisted" })).toBeVisible();

    await stranger.goto("/compare");
    await expect(table(stranger)).toContainText(fileName);
    await stranger.goto("/results");
    await expect(stranger.getByRole("link", { name: fileName })).toBeVisible();
  } finally {
    await other.close();
    await page.request.delete(`/api/v1/results/${id}`, { headers: { Authorization: `Bearer ${ownerToken}` } });
  }
});
