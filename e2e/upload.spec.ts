import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { largeFioJsonPlus } from "../tests/support/hardening-faults";

/**
 * Uploading through the page: choose a real fio json+ file, see what was parsed, save
 * with labels, open the result page, then delete the result through the API with its
 * owner token (the test leaves nothing behind).
 */

const FIXTURE = join(import.meta.dirname, "../fixtures/fio/generated/fio-3.33_randrw_psync_jsonplus.json");
/** What fio reported for that file (read bw_bytes 59,770,000 B/s; write 63,649,000 B/s). */
const READ_BANDWIDTH = "57 MiB/s";
const WRITE_BANDWIDTH = "60.7 MiB/s";

const created: Array<{ id: string; token: string }> = [];

test.afterAll(async ({ request }) => {
  for (const { id, token } of created)
    await request.delete(`/api/v1/results/${id}`, { headers: { Authorization: `Bearer ${token}` } });
});

test("upload a fio json+ file through the page, open its result, delete it with the owner token", async ({
  page,
  request,
}) => {
  // A unique job name so the bytes are new even if this file was uploaded before.
  const text = readFileSync(FIXTURE, "utf8").replace('"jobname" : "rrw"', `"jobname" : "rrw-e2e-${Date.now()}"`);
  await page.goto("/upload");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upload fio results");

  await page
    .getByLabel(/choose them/)
    .setInputFiles({ name: "e2e-jsonplus.json", mimeType: "application/json", buffer: Buffer.from(text) });
  const preview = page.getByRole("table", { name: /Parsed from e2e-jsonplus\.json/ });
  await expect(preview).toContainText(READ_BANDWIDTH);
  await expect(preview).toContainText(WRITE_BANDWIDTH);
  await expect(preview).toContainText("randrw");

  await page.getByLabel("Storage option").selectOption("ebs-gp3");
  await page.getByLabel("Size (GiB)").fill("100");
  await page.getByLabel("AWS region").fill("us-east-2");
  await page.getByLabel("Client instance type").fill("c5n.large");
  await page.getByLabel("Notes").fill("<b>not bold</b> from e2e");
  await page.getByRole("button", { name: "Save result" }).click();

  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  const token = await page.getByLabel("Owner token").inputValue();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const link = page.getByRole("link", { name: /^result [0-9a-f]{8}$/ });
  const href = (await link.getAttribute("href")) ?? "";
  const id = href.split("/").pop() ?? "";
  created.push({ id, token });
  expect(href).toBe(`/results/${id}`);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/results/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("e2e-jsonplus.json");
  const summary = page.getByRole("table", { name: /Bandwidth, IOPS and completion latency per job/ });
  await expect(summary).toContainText(READ_BANDWIDTH);
  await expect(summary).toContainText(WRITE_BANDWIDTH);
  await expect(page.getByText("EBS gp3 (General Purpose SSD) (capacityGiB 100)")).toBeVisible();
  // Uploaded text is shown as text, never as markup.
  await expect(page.getByText("<b>not bold</b> from e2e")).toBeVisible();
  await expect(page.locator("b", { hasText: "not bold" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: /Histogram of read completion latency/ })).toBeVisible();

  // Labelled with a catalog option, the upload is measured against the workloads of its own
  // pattern only: its 4 KiB random run is not drawn as a day of the article's 1 MiB copies,
  // it is listed under the chart with why.
  await page.goto("/compare?workload=efs-options-1x");
  await page.getByTestId("compare-chart-slot").scrollIntoViewIfNeeded();
  await expect(
    page.getByTestId("compare-chart").locator('[data-series="upload"][aria-label*="e2e-jsonplus.json"]'),
  ).toHaveCount(0);
  const unplaced = page.getByTestId("compare-unplaced");
  await unplaced.locator("summary").click();
  await expect(unplaced.getByRole("listitem").filter({ hasText: "e2e-jsonplus.json" })).toContainText(
    /the upload measured random 4 KiB (reads|writes), and this workload/,
  );

  // The result page links to the views that do draw it: a custom workload of the run's own
  // shape (random 4 KiB reads and writes, in the Region it was labelled with).
  await page.goto(`/results/${id}`);
  const views = page.getByTestId("compare-views");
  await expect(views).toContainText("Drawn on your /compare");
  await views.getByRole("link", { name: /run's own shape \(random 4 KiB reads and random 4 KiB writes\)/ }).click();
  await expect(page).toHaveURL(/\/compare\?workload=custom.*region=us-east-2.*opaccess=random/);
  await page.getByTestId("compare-chart-slot").scrollIntoViewIfNeeded();
  await expect(
    page.getByTestId("compare-chart").locator('[data-series="upload"][aria-label*="e2e-jsonplus.json"]'),
  ).toHaveCount(1);

  const wrong = await request.delete(`/api/v1/results/${id}`, { headers: { Authorization: "Bearer not-the-token" } });
  expect(wrong.status()).toBe(403);
  const deleted = await request.delete(`/api/v1/results/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(deleted.status()).toBe(204);
  created.pop();
  expect((await request.get(`/api/v1/results/${id}`)).status()).toBe(404);
  expect((await page.goto(`/results/${id}`))?.status()).toBe(404);
});

test("a file that is not fio output is refused in the browser with the parser's reason", async ({ page }) => {
  await page.goto("/upload");
  await page
    .getByLabel(/choose them/)
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just some text\n") });
  await expect(page.getByText("Cannot be saved: the reason is below")).toBeVisible();
  await expect(page.getByText("(error code: not_json)")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "No JSON found" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save result" })).toBeDisabled();
});

test("the API refuses an upload over 25 MiB with 413 and the error contract", async ({ request }) => {
  const response = await request.post("/api/v1/results", {
    multipart: {
      file: { name: "big.json", mimeType: "application/json", buffer: Buffer.alloc(26 * 1024 * 1024, 0x20) },
    },
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toMatchObject({
    error: { code: "too_large", message: expect.stringContaining("25 MiB") },
  });
});

test("a 24 MB fio file reaches the route whole through the proxy (Next.js would cut bodies at 10 MB) and is stored", async ({
  request,
}) => {
  const big = largeFioJsonPlus(24 * 1_000_000, `e2e-big-${Date.now()}`);
  expect(big.length).toBeGreaterThan(20 * 1024 * 1024);
  expect(big.length).toBeLessThan(25 * 1024 * 1024);
  const jobs = (JSON.parse(big) as { jobs: unknown[] }).jobs.length;
  const response = await request.post("/api/v1/results", {
    multipart: { file: { name: "big.json", mimeType: "application/json", buffer: Buffer.from(big) } },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: string; ownerToken: string; document: { jobs: unknown[] } };
  created.push({ id: body.id, token: body.ownerToken });
  expect(body.document.jobs).toHaveLength(jobs);
});
