import { createServer, type Server } from "node:http";
import { expect, test } from "@playwright/test";

/**
 * A page on another origin (a second local server on its own port, HOSTILE_PORT: the
 * browser would block a public page's requests to loopback before they left, which would
 * prove nothing about the app) tries to write through its
 * visitor's browser: a `text/plain` POST that would save a recommendation and a
 * multipart upload labelled as a gp3 measurement, both sent without CORS preflight.
 * The app refuses both (403 cross_origin_write) and stores nothing; the same writes from
 * the app's own pages (the other specs) and from clients without an Origin still work.
 */

const FILE_NAME = `hostile-${Date.now()}.json`;
/** One of the ports E2E runs may use beside the app's (E2E_PORT + 21 by default). */
const HOSTILE_PORT = Number(process.env.E2E_HOSTILE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 21);

let hostile: Server | null = null;
test.afterAll(async () => {
  await new Promise<void>((resolve) => (hostile ? hostile.close(() => resolve()) : resolve()));
});

function hostilePage(appUrl: string): string {
  return `<!DOCTYPE html><html><body><h1>Totally harmless</h1><script>
    const app = ${JSON.stringify(appUrl)};
    window.sent = (async () => {
      await fetch(app + "/api/v1/recommendations", { method: "POST", mode: "no-cors", headers: { "content-type": "text/plain" }, body: JSON.stringify({ answers: {} }) });
      const form = new FormData();
      form.append("file", new File(['{"fio version":"fio-3.16","jobs":[]}'], ${JSON.stringify(FILE_NAME)}, { type: "application/json" }));
      form.append("optionId", "ebs-gp3");
      await fetch(app + "/api/v1/results", { method: "POST", mode: "no-cors", body: form });
      return "sent";
    })();
  </script></body></html>`;
}

test("a page on another origin cannot create a recommendation or an upload", async ({ page, baseURL }) => {
  const app = new URL(baseURL!);
  const hostileOrigin = `http://127.0.0.1:${HOSTILE_PORT}`;
  hostile = createServer((_req, res) =>
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(hostilePage(app.origin)),
  );
  await new Promise<void>((resolve) => hostile!.listen(HOSTILE_PORT, "127.0.0.1", resolve));

  const recommendation = page.waitForResponse(
    (r) => r.url() === `${app.origin}/api/v1/recommendations` && r.request().method() === "POST",
  );
  const upload = page.waitForResponse(
    (r) => r.url() === `${app.origin}/api/v1/results` && r.request().method() === "POST",
  );
  await page.goto(`${hostileOrigin}/hostile`);
  await expect(page.getByRole("heading", { name: "Totally harmless" })).toBeVisible();

  // The page's fetches are no-cors (opaque to the page and to the test): the status is what the browser saw.
  for (const response of [await recommendation, await upload]) expect(response.status()).toBe(403);
  expect(await page.evaluate(() => (window as unknown as { sent: Promise<string> }).sent)).toBe("sent");

  // Nothing was stored: the upload is not among the recent results.
  const list = await page.request.get("/api/v1/results?limit=100");
  expect(list.status()).toBe(200);
  expect(JSON.stringify(await list.json())).not.toContain(FILE_NAME);
});

test("the same writes without an Origin (the CLI, curl) reach the endpoint", async ({ request }) => {
  const response = await request.post("/api/v1/recommendations", {
    headers: { "content-type": "text/plain", "x-forwarded-for": "198.51.100.77" },
    data: JSON.stringify({ answers: {} }),
  });
  expect(response.status()).toBe(201);
});

test("pages carry a nonce CSP without 'unsafe-inline' for scripts, and every script on the page has that nonce", async ({
  page,
}) => {
  const nonces = new Set<string>();
  for (const path of ["/", "/compare", "/advisor", "/results", "/prices", "/datasets", "/options", "/upload"]) {
    const response = await page.goto(path);
    const csp = (await response!.headerValue("content-security-policy")) ?? "";
    const scriptSrc =
      csp
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce, path).toBeTruthy();
    nonces.add(nonce!);
    // Inline scripts run only with the nonce (scripts Next.js loads later by URL are 'self').
    const inline = await page
      .locator("script:not([src])")
      .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce));
    expect(inline.length, path).toBeGreaterThan(0);
    expect(
      inline.every((n) => n === nonce),
      path,
    ).toBe(true);
  }
  // A fresh nonce per response.
  expect(nonces.size).toBe(8);
});
