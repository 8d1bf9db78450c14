import { expect, test, type Page } from "@playwright/test";
import { horizontalOverflow, severeViolations } from "./support/page-checks";

/**
 * Issue 40, forms on /compare: a custom operation's access pattern and I/O size and the
 * workload's clients are part of the view (in the URL and the workload's description),
 * and a value typed into the form survives another control's automatic submit, including
 * one typed while that submit's page loads. At a phone's width and a desktop's, each page
 * without serious accessibility violations or sideways scroll (the operations table
 * scrolls inside its own box).
 */

/**
 * Holds the /compare pages the form navigates to until `release` is called, so the test can
 * type while a navigation is in flight (the router fetches the page with `RSC: 1`). Once
 * released, requests pass straight through.
 */
async function holdNavigations(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/compare",
    async (route) => {
      if (route.request().headers()["rsc"] === "1") await held;
      await route.continue();
    },
  );
  return release;
}

for (const width of [390, 1400]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a random 8 KiB operation with 4 clients is in the URL and the workload description", async ({ page }) => {
      await page.goto("/compare?workload=custom");
      await page.getByLabel("Operation 1: access pattern").selectOption("random");
      await page.getByLabel(/^Operation 1: size of each request in KiB/).fill("8");
      await page.getByLabel("Clients (instances sharing the work)").fill("4");
      await page.getByRole("button", { name: "Update view" }).click();

      await expect(page).toHaveURL(/[?&]clients=4&/);
      // Operation 1 random in 8 KiB requests, operation 2 as before (sequential, the default size).
      await expect(page).toHaveURL(/[?&]opaccess=random&opio=8&.*&opaccess=sequential&opio=(&|$)/);
      const description = page.locator(".compare-workload > p").first();
      await expect(description).toContainText("(1: random 8 KiB requests, 2: sequential 1 MiB requests), 4 clients.");
      await expect(page.getByLabel("Operation 1: access pattern")).toHaveValue("random");
      await expect(page.getByLabel(/^Operation 1: size of each request in KiB/)).toHaveValue("8");
      await expect(page.getByLabel("Clients (instances sharing the work)")).toHaveValue("4");

      // A half-typed row (a file count, no size yet) is not dropped by another control's submit.
      await page.getByLabel("Operation 3: number of files").fill("5");
      await page.getByLabel("Region", { exact: true }).selectOption("us-east-2");
      await expect(page).toHaveURL(/[?&]region=us-east-2(&|$)/);
      await expect(page.getByLabel("Operation 3: number of files")).toHaveValue("5");
      await expect(page.getByLabel("Clients (instances sharing the work)")).toHaveValue("4");

      await page.locator(".compare-ops").scrollIntoViewIfNeeded();
      expect(await severeViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });

    test("an option page's form keeps each operation's I/O size in its own row", async ({ page }) => {
      await page.goto(
        "/options/ebs-gp3?workload=custom&gib=100&opdir=read&opdir=write&opcount=10&opcount=10&opsize=1&opsize=1" +
          "&opunit=GiB&opunit=GiB&opaccess=sequential&opaccess=random&opio=&opio=8",
      );
      await expect(page.getByLabel(/^Operation 2: size of each request in KiB/)).toHaveValue("8");
      await page.getByRole("button", { name: "Estimate" }).click();
      // The first row's blank size is sent too, so the 8 stays the second row's.
      // (The form's empty third row sends its blank too.)
      await expect.poll(() => new URL(page.url()).searchParams.getAll("opio")).toEqual(["", "8", ""]);
      await expect(page.getByLabel(/^Operation 1: size of each request in KiB/)).toHaveValue("");
      await expect(page.getByLabel(/^Operation 2: size of each request in KiB/)).toHaveValue("8");
      await expect(page.getByLabel("Operation 2: access pattern")).toHaveValue("random");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });

    test("a typed budget is kept when the Region select applies, and when typed while a select's page loads", async ({
      page,
    }) => {
      await page.goto("/compare?workload=efs-options-1x");
      const budget = page.getByLabel("Budget ceiling (USD a month)");
      const region = page.getByLabel("Region", { exact: true });

      await budget.fill("250");
      await region.selectOption("us-east-2");
      await expect(page).toHaveURL(/[?&]region=us-east-2(&|$)/);
      await expect(page).toHaveURL(/[?&]budget=250(&|$)/);
      await expect(budget).toHaveValue("250");

      // Typed after the Region select sent its view and before that view arrived.
      const release = await holdNavigations(page);
      await region.selectOption("eu-west-1");
      await budget.fill("300");
      release();
      await expect(page).toHaveURL(/[?&]region=eu-west-1(&|$)/);
      await expect(budget).toHaveValue("300");
      // Not lost on the next select either: it goes with it into the URL.
      await page.getByLabel("Durability").selectOption("multiAz");
      await expect(page).toHaveURL(/[?&]durability=multiAz(&|$)/);
      await expect(page).toHaveURL(/[?&]budget=300(&|$)/);
      await expect(budget).toHaveValue("300");
      await expect(region).toHaveValue("eu-west-1");

      // The user's own submit shows the view as the URL holds it.
      await budget.fill("400");
      await budget.press("Enter");
      await expect(page).toHaveURL(/[?&]budget=400(&|$)/);
      await expect(budget).toHaveValue("400");

      expect(await severeViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}
