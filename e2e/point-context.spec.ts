import { expect, test } from "@playwright/test";

/**
 * A point opened from /compare keeps its context (issue 40, point 3): the option page is
 * estimated with the chart's workload, region, client instance and the point's
 * configuration, and says so, instead of the page's default preset and region.
 */
test("a /compare point opens its option page with the chart's workload, region, client and configuration", async ({
  page,
}) => {
  await page.goto("/compare?workload=efs-options-1x&region=us-east-1&client=r5.xlarge&rows=all");
  const link = page.getByTestId("compare-table").locator('a[href^="/options/ebs-gp3?"]').first();
  const href = (await link.getAttribute("href")) ?? "";
  const query = new URL(href, "http://x").searchParams;
  expect(query.get("workload")).toBe("efs-options-1x");
  expect(query.get("region")).toBe("us-east-1");
  expect(query.get("client")).toBe("r5.xlarge");
  expect(query.get("capacityGiB")).toMatch(/^\d+$/);

  await link.click();
  await expect(page).toHaveURL(/\/options\/ebs-gp3\?/);
  await expect(page.getByTestId("option-context")).toContainText("client instance r5.xlarge");
  await expect(page.getByLabel("Region")).toHaveValue("us-east-1");
  await expect(page.getByLabel("Workload preset")).toHaveValue("efs-options-1x");

  // The form keeps the client when the parameters change.
  await page.getByRole("button", { name: "Estimate" }).click();
  await expect(page).toHaveURL(/client=r5\.xlarge/);
  await page.getByTestId("option-context").getByRole("link", { name: "Estimate without them" }).click();
  await expect(page).not.toHaveURL(/client=/);
  await expect(page.getByTestId("option-context")).toHaveCount(0);
});
