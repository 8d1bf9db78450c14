import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";

/**
 * From advice to the user's own measurement, with the real fio: the wizard's answer is
 * saved, the share page's job file and script are downloaded, the script runs fio on a
 * temporary directory and uploads the result, and the share page then shows the
 * measurement beside the model and a re-ranked list, its original answer unchanged.
 */

/** A small interactive workload: a few MiB per run, so fio finishes in seconds. */
const ANSWERS = {
  sizeGiB: "1",
  growthPctPerYear: "0",
  fileProfile: "small",
  clients: "1",
  threads: "2",
  readGiBPerDay: "0.2",
  writeGiBPerDay: "0.05",
  fullReads: "never",
  access: "sequential",
  sharing: "nfs",
  latency: "interactive",
  durability: "multiAz",
  region: "us-east-1",
};

/** Each ranked option's name, monthly cost and daily time, in order. */
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

async function download(page: Page, testId: string, dir: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  const path = join(dir, file.suggestedFilename());
  await file.saveAs(path);
  return path;
}

test("wizard, fio job file, a real fio run uploaded by the script, the share page measured beside the model", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), "fio-loop-e2e-"));
  try {
    await page.goto(`/advisor?${new URLSearchParams({ ...ANSWERS, step: "10" }).toString()}`);
    await page.getByRole("button", { name: "See the recommendation" }).click();
    await expect(page).toHaveURL(/\/advisor\/results\?/);
    await page.getByRole("button", { name: "Save and get a share link" }).click();
    const link = page.getByLabel("Share link");
    await expect(link).toHaveValue(/\/r\/[A-Za-z0-9_-]{16}$/);
    const sharePath = new URL(await link.inputValue()).pathname;
    const id = sharePath.split("/").pop()!;

    await page.goto(sharePath);
    const original = await ranking(page);
    await expect(page.getByRole("heading", { name: "Measured since" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Measure it yourself" })).toBeVisible();

    // The first ranked option's job file and script, as a user downloads them.
    const firstKey = (await page.locator("[data-testid^='fio-job-']").first().getAttribute("data-testid"))!.slice(
      "fio-job-".length,
    );
    const jobFile = await download(page, `fio-job-${firstKey}`, dir);
    const script = await download(page, `fio-script-${firstKey}`, dir);
    expect(readFileSync(jobFile, "utf8")).toContain(`# Recommendation: ${id}`);
    expect(readFileSync(script, "utf8")).toContain(`'${baseURL}'`);

    // The script runs the real fio on a temporary directory and uploads with curl.
    const output = execFileSync("sh", [script, join(dir, "storage"), jobFile], {
      encoding: "utf8",
      env: { ...process.env, SA_FIO_OUTPUT: join(dir, "fio-result.json") },
      timeout: 120_000,
    });
    const uploaded = JSON.parse(output.trim().split("\n")[0]!);
    expect(uploaded).toMatchObject({ duplicate: false, url: expect.stringMatching(/^\/results\//) });
    // An upload stays unlisted, off the share page for everyone but its owner, until the owner
    // publishes it (issue 34): the script's user does, with the owner token it printed.
    const published = await page.request.patch(`/api/v1/results/${uploaded.id as string}`, {
      headers: { authorization: `Bearer ${uploaded.ownerToken as string}`, "content-type": "application/json" },
      data: { published: true },
    });
    expect(published.status()).toBe(200);

    await page.reload();
    // The saved answer is exactly as before.
    expect(await ranking(page)).toEqual(original);
    const measured = page.locator("section.measured-since");
    await expect(measured.getByRole("heading", { name: "Measured since" })).toBeVisible();
    const table = measured.getByRole("table", { name: "Measured against modelled" });
    // header + the plan's four operations: interactive work has its busiest hour's writes and reads as runs of their own (issue 14), then the other hours'.
    await expect(table.getByRole("row")).toHaveCount(1 + 4);
    await expect(table.getByText(/slower than modelled|faster than modelled|as modelled/).first()).toBeVisible();
    const reranked = measured.getByRole("list", { name: "Ranking with your measurements" });
    await expect(reranked.locator("li[data-measured='yes']")).toHaveCount(1);
    await expect(reranked.locator("li[data-measured='yes']")).toContainText(/measured \(1 upload/);
    await expect(reranked.locator("li")).toHaveCount(original.length);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
