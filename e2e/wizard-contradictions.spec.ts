import { expect, test } from "@playwright/test";
import { horizontalOverflow, severeViolations } from "./support/page-checks";

/**
 * Issue 40, point 5: the wizard's defaults paired one machine with "many instances over
 * NFS", and answers that contradict each other were accepted silently (SMB with Linux
 * clients) and said only on the results page. The sharing default now follows the number
 * of machines, and a contradiction is flagged on the step as it is chosen, with a link to
 * the step that asks the other answer.
 */

for (const width of [1400, 390]) {
  test(`the defaults agree and a contradiction is flagged before submitting, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const status = page.locator(".advisor-contradictions");

    // Untouched, one machine (step 3's default) means one instance on the sharing step.
    await page.goto("/advisor?step=6");
    await expect(page.locator("#f-sharing-single")).toBeChecked();
    await expect(status).toHaveText("");

    // Choosing NFS sharing for that one machine is flagged at once, before "Next".
    await page.locator("#f-sharing-nfs").check();
    await expect(status).toContainText("one machine works on the data");
    expect(await severeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Its link goes to the machines question, keeping the choice just made.
    await status.getByRole("link", { name: /machines \(clients\) \(step 3\)/i }).click();
    await expect(page).toHaveURL(/step=3/);
    await expect(page).toHaveURL(/sharing=nfs/);
    await expect(status).toContainText("one machine works on the data");
    await page.getByLabel("Machines (clients)").fill("4");
    await expect(status).toHaveText("");

    // SMB for Linux clients is flagged on the step that asks both.
    await page.goto("/advisor?step=6&clients=4");
    await expect(page.locator("#f-sharing-nfs")).toBeChecked();
    await page.locator("#f-sharing-smb").check();
    await page.locator("#f-clientOs-linux").check();
    await expect(status).toContainText("You chose SMB for Linux clients");
    await page.locator("#f-clientOs-windows").check();
    await expect(status).toHaveText("");
  });
}
