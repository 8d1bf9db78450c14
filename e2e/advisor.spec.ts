import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";

/**
 * The advisor with the keyboard alone: walk the wizard (Tab, arrow keys, typing, Enter),
 * get a ranking, save it, and open the share link in a fresh browser context (no
 * cookies, no account): the same options in the same order with the same figures.
 */

const STEP_HEADING = "#advisor-step-heading";

/** Presses Tab until `target` has focus (keyboard only: no clicks, no element.focus()). */
async function tabTo(page: Page, target: Locator, limit = 200): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

/** Replaces a number field's value by typing. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

async function nextStep(page: Page, title: string): Promise<void> {
  await page.keyboard.press("Enter");
  await expect(page.locator(STEP_HEADING)).toHaveText(title);
  // Focus moves to the new question, so the keyboard continues from there.
  await expect(page.locator(STEP_HEADING)).toBeFocused();
}

async function pressNext(page: Page, title: string): Promise<void> {
  await tabTo(page, page.getByRole("button", { name: "Next" }));
  await nextStep(page, title);
}

/** What a reader compares: each ranked option's name, monthly cost and daily time, in order. */
async function ranking(page: Page): Promise<string[]> {
  const cards = page.getByRole("list", { name: "Ranked options" }).getByRole("article");
  await expect(cards.first()).toBeVisible();
  const out: string[] = [];
  for (const card of await cards.all()) {
    const name = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
    const cost = (await card.locator('[data-figure="cost"]').innerText()).trim();
    const time = (await card.locator('[data-figure="duration"]').innerText()).trim();
    out.push(`${name} | ${cost} | ${time}`);
  }
  return out;
}

test("walk the wizard with the keyboard, save, and open the share link elsewhere", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto("/advisor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Advisor");
  await expect(page.locator(STEP_HEADING)).toHaveText("How much data, and how fast does it grow?");

  // 1. Size: type into the fields, Enter submits.
  await typeInto(page, page.getByLabel("Data stored today"), "20");
  await typeInto(page, page.getByLabel("Growth per year"), "0");
  await nextStep(page, "What are the files like?");

  // 2. Files: arrow keys pick "Mostly large", which fills in its typical size; then type 100 MiB.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: "Mixed" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Mostly large" })).toBeChecked();
  await expect(page.getByLabel("Typical file size")).toHaveValue("256");
  await typeInto(page, page.getByLabel("Typical file size"), "100");
  await pressNext(page, "How many machines and threads work on it at once?");

  // 3. Two web servers, one thread each.
  await typeInto(page, page.getByLabel("Machines (clients)"), "2");
  await typeInto(page, page.getByLabel("Threads per machine"), "1");
  await nextStep(page, "How much is read and written each day?");

  // Back and forward work: the answers are in the URL.
  await page.goBack();
  await expect(page.locator(STEP_HEADING)).toHaveText("How many machines and threads work on it at once?");
  await expect(page.getByLabel("Machines (clients)")).toHaveValue("1");
  await page.goForward();
  await expect(page.locator(STEP_HEADING)).toHaveText("How much is read and written each day?");

  // 4. Daily volume.
  await typeInto(page, page.getByLabel("Other reads per day"), "5");
  await typeInto(page, page.getByLabel("Written per day"), "1");
  await pressNext(page, "How is the data read and written?");

  // 5-6. Sequential; many Linux instances over NFS (the defaults).
  await pressNext(page, "Who needs the data?");
  await expect(page.getByRole("radio", { name: "Many Linux instances over NFS" })).toBeChecked();
  await pressNext(page, "How much does finishing sooner matter?");

  // 7. Interactive: one arrow key up from "Prompt".
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: "Prompt" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("radio", { name: "Interactive" })).toBeChecked();
  await pressNext(page, "Must the data survive the loss of an Availability Zone?");

  // 8-10. Multi-AZ, no budget, us-east-1 (defaults).
  await pressNext(page, "Is there a monthly budget?");
  await pressNext(page, "Which AWS Region?");
  await expect(page.getByLabel("Region", { exact: true })).toHaveValue("us-east-1");
  await tabTo(page, page.getByRole("button", { name: "See the recommendation" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/advisor\/results\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recommendation");
  const live = await ranking(page);
  expect(live[0]).toMatch(/^1\. EFS Standard, Bursting throughput \| \$[\d.,]+ \| /);
  expect(live.length).toBeGreaterThan(1);
  // The compare scatter rings and numbers every ranked candidate.
  // The chart is drawn once its place nears the viewport (components/compare/lazy-compare-chart.tsx).
  await page.getByTestId("compare-chart-slot").scrollIntoViewIfNeeded();
  const chart = page.getByTestId("compare-chart");
  await expect(chart.locator("[data-candidate]")).toHaveCount(live.length);
  await expect(chart.getByText("#1", { exact: true })).toBeVisible();

  // Save with the keyboard and read the link.
  await tabTo(page, page.getByRole("button", { name: "Save and get a share link" }));
  await page.keyboard.press("Enter");
  const link = page.getByLabel("Share link");
  await expect(link).toHaveValue(/\/r\/[A-Za-z0-9_-]{16}$/);
  const url = await link.inputValue();

  // A new browser context: no cookies, no session, no account.
  const other = await browser.newContext();
  try {
    const visitor = await other.newPage();
    const response = await visitor.goto(url);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Saved recommendation");
    expect(await ranking(visitor)).toEqual(live);
    await expect(visitor.getByText("Prices have changed since this was saved")).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test("an unknown share link answers 404 with a page", async ({ page }) => {
  const response = await page.goto("/r/AAAAAAAAAAAAAAAA");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Recommendation not found" })).toBeVisible();
});

test("the advisor has no serious or critical accessibility violations", async ({ page }) => {
  for (const path of ["/advisor", "/advisor?step=2", "/advisor?step=3&clients=0"]) {
    await page.goto(path);
    await expect(page.locator(STEP_HEADING)).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const severe = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(severe.map((v) => `${path}: ${v.id}: ${v.help}`)).toEqual([]);
  }
  // An invalid answer brings its step back with the error tied to the field.
  await expect(page.getByLabel("Machines (clients)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Machines (clients) must be at least 1")).toBeVisible();
});
