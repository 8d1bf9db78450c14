import { expect, test } from "@playwright/test";

test("/options lists every option by family and links to its page", async ({ page }) => {
  await page.goto("/options");
  await expect(page).toHaveTitle(/Storage options/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Storage options");
  for (const family of [
    "Amazon EFS",
    "Amazon EBS",
    "Amazon FSx for Lustre",
    "Amazon FSx for Windows File Server",
    "Amazon S3",
    "Amazon S3 Files",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: family, exact: true })).toBeVisible();
  }
  await page.getByRole("link", { name: "EBS gp3", exact: false }).first().click();
  await expect(page).toHaveURL(/\/options\/ebs-gp3$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("gp3");
});

test("an option page shows the cost breakdown and the credit chart, and keeps its state in the URL", async ({
  page,
}) => {
  await page.goto("/options/efs-standard-bursting?workload=efs-options-10x");
  await expect(page).toHaveTitle(/EFS Standard, Bursting throughput/);

  const costs = page.getByTestId("cost-breakdown");
  await expect(costs).toContainText("efs.storage.standard");
  await expect(costs.locator("tfoot")).toContainText("$300");
  await expect(page.getByTestId("operation-durations")).toContainText("copy Linux kernel source into storage");

  const chart = page.getByTestId("credit-chart");
  await expect(chart.locator("svg").first()).toBeVisible();
  await expect(chart.locator("figcaption")).toContainText(/lowest [\d,.]+ GiB on day \d+\. It never ran out\./);
  await expect(chart.getByRole("img", { name: /^EFS burst credits: .*never ran out/ })).toBeVisible();

  await expect(page.getByTestId("prices-as-of")).toContainText("Prices as of 2024-07-01");
  await expect(page.getByTestId("prices-unconfirmed")).toContainText(/\d+ of \d+ prices? unconfirmed/);
  const prices = page.getByRole("region", { name: "Prices" });
  await expect(prices.getByRole("row", { name: /efs\.storage\.standard/ })).toContainText("0.3");
  await expect(
    page.getByRole("region", { name: "Limits" }).getByRole("row", { name: /^burst throughput/ }),
  ).toContainText("https://docs.aws.amazon.com/efs/latest/ug/performance.html");

  // Half the data in Infrequent Access: the form puts it in the URL and the estimate follows.
  await page.getByLabel(/Share in Infrequent Access/).fill("0.5");
  await page.getByLabel("Performance mode").selectOption("maxIo");
  await page.getByRole("button", { name: "Estimate" }).click();
  await expect(page).toHaveURL(/workload=efs-options-10x/);
  await expect(page).toHaveURL(/infrequentAccessFraction=0\.5/);
  await expect(page).toHaveURL(/performanceMode=maxIo/);
  await expect(costs).toContainText("efs.storage.ia");
  await expect(page.getByLabel(/Share in Infrequent Access/)).toHaveValue("0.5");
});

test("a combination the rules forbid shows the rule; an unknown option is a 404", async ({ page }) => {
  await page.goto("/options/efs-standard-elastic?performanceMode=maxIo");
  const notice = page.getByTestId("rule-notice");
  await expect(notice).toContainText("Max I/O performance mode is not available with Elastic throughput");
  await expect(notice).toContainText("efs_max_io_with_elastic");

  const response = await page.goto("/options/efs-turbo");
  expect(response?.status()).toBe(404);
});

test("the estimate and options APIs answer in the documented shapes", async ({ request }) => {
  const options = await request.get("/api/v1/options");
  expect(options.ok()).toBe(true);
  expect((await options.json()).options.length).toBeGreaterThan(10);

  const bad = await request.post("/api/v1/estimate", {
    data: {
      region: "us-east-2",
      storedBytes: 1,
      operations: [{ name: "x", direction: "write", fileCount: -1, fileSizeBytes: 1 }],
    },
  });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.path).toBe("operations[0].fileCount");
});
