import { expect, test } from "@playwright/test";

const SECTIONS = ["Compare", "Advisor", "Options", "Upload results", "CloudWatch", "Datasets", "Prices"];

test("home page explains the tool and links to every section", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("AWS storage");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const label of SECTIONS) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();

  // The options catalog is reachable from the home page's cards too, not only by typing its address.
  await expect(page.getByRole("main").getByRole("link", { name: "Options", exact: true })).toHaveAttribute(
    "href",
    "/options",
  );

  await nav.getByRole("link", { name: "Advisor", exact: true }).click();
  await expect(page).toHaveURL(/\/advisor$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Advisor");
});

test("an unknown address answers 404 with a page, not a stack trace", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the health endpoint reports the migrated database and the bundled prices", async ({ request }) => {
  const response = await request.get("/api/v1/health");
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.status).toBe("ok");
  expect(body.migrationsApplied).toBeGreaterThan(0);
  expect(body.pricesSnapshot.id).toBe("bundled-2026-11-29");
});

test("every response carries the security headers", async ({ request }) => {
  for (const path of ["/", "/api/v1/health", "/no-such-page"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).not.toContain("unsafe-eval");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
});

test("a keyboard user's first Tab offers a skip link that lands in the page's content", async ({ page }) => {
  await page.goto("/compare");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
  await expect(page).toHaveURL(/#main$/);
});

test("the upload page says uploads are unlisted until published, not public", async ({ page }) => {
  await page.goto("/upload");
  await expect(page.getByText(/An upload is unlisted: only people you give its link can open it/)).toBeVisible();
  await expect(page.getByText("Uploaded results are public")).toHaveCount(0);
});
