import { join } from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The CloudWatch replay of a shared EFS file system never names a single-attach EBS volume as
 * "the cheapest that kept up" (issue 40, point 8): it says whom it took the storage to serve
 * and lists the options that could not serve them, with why.
 */
const FIXTURES = join(import.meta.dirname, "../fixtures/cloudwatch");

test("an EFS import is replayed only on options that could serve its NFS clients", async ({ page }) => {
  await page.goto("/metrics");
  await page.getByLabel("CloudWatch files").setInputFiles(join(FIXTURES, "efs-get-metric-data.json"));
  await page.getByLabel("Name").fill("e2e shared EFS");
  await page.getByRole("button", { name: "Import and replay" }).click();
  await expect(page).toHaveURL(/\/metrics\/[A-Za-z0-9_-]{16}$/, { timeout: 30_000 });

  await expect(page.getByTestId("sharing")).toContainText("a file system shared by Linux instances over NFS");
  await expect(page.getByTestId("cheapest")).not.toContainText(/EBS|instance store|Windows/);
  await expect(page.getByTestId("replay-table")).not.toContainText("EBS gp3");
  const leftOut = page.getByTestId("replay-left-out");
  await leftOut.locator("summary").click();
  await expect(leftOut.getByRole("listitem").filter({ hasText: /^EBS gp3/ })).toContainText(
    "Cannot replace a file system shared by Linux instances over NFS",
  );
});

test("said to serve Windows clients, an import is replayed on the SMB file servers only", async ({ page }) => {
  await page.goto("/metrics");
  await page.getByLabel("CloudWatch files").setInputFiles(join(FIXTURES, "efs-get-metric-data.json"));
  await page.getByLabel("Who used it").selectOption("smb");
  await page.getByRole("button", { name: "Import and replay" }).click();
  await expect(page).toHaveURL(/\/metrics\/[A-Za-z0-9_-]{16}$/, { timeout: 30_000 });
  await expect(page.getByTestId("sharing")).toContainText("as you said: a file share for Windows clients over SMB");
  await expect(page.getByTestId("cheapest")).toContainText(
    /FSx for (Windows File Server|NetApp ONTAP)|No option kept up/,
  );
});

test("the import asks how the data is accessed, says what it took, and the wizard opens with it", async ({ page }) => {
  await page.goto("/metrics");
  await page.getByLabel("CloudWatch files").setInputFiles(join(FIXTURES, "efs-get-metric-data.json"));
  await page.getByLabel("How it is read and written").selectOption("random");
  await page.getByRole("button", { name: "Import and replay" }).click();
  await expect(page).toHaveURL(/\/metrics\/[A-Za-z0-9_-]{16}$/, { timeout: 30_000 });
  await expect(page.getByTestId("access")).toContainText("Access: random (as you said)");
  const wizard = page.getByRole("link", { name: "in the advisor" });
  await expect(wizard).toHaveAttribute("href", /[?&]sharing=nfs&access=random&/);

  // Left to the import, it says where the pattern came from.
  await page.goto("/metrics");
  await page.getByLabel("CloudWatch files").setInputFiles(join(FIXTURES, "efs-get-metric-data.json"));
  await page.getByRole("button", { name: "Import and replay" }).click();
  await expect(page).toHaveURL(/\/metrics\/[A-Za-z0-9_-]{16}$/, { timeout: 30_000 });
  await expect(page.getByTestId("access")).toContainText("taken from the average request size");
});
