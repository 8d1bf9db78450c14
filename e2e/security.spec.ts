import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test, type Page } from "@playwright/test";

/**
 * Security checks on the production build: uploaded text is shown escaped on every page
 * that shows it, security headers and no cookies on pages and API routes, per-client rate
 * limits (429 with Retry-After and the error contract), unguessable share ids, and no
 * credentials or AWS SDK code in the browser bundle.
 */

const ROOT = join(import.meta.dirname, "..");
const FIXTURE = join(ROOT, "fixtures/fio/fio-3.16_randrw_single.json");
const SCRIPT_PAYLOAD = "<script>window.__xss=1</script>";
const IMG_PAYLOAD = '<img src=x onerror="window.__xss=1">';
/** Documentation addresses (RFC 5737): each test's requests count as their own client. */
const clientAddress = (n: number) => `198.51.100.${n}`;

const created: Array<{ id: string; token: string }> = [];

test.afterAll(async ({ request }) => {
  for (const { id, token } of created)
    await request.delete(`/api/v1/results/${id}`, { headers: { Authorization: `Bearer ${token}` } });
});

/** Nothing injected ran or was created: no event-handler attributes, no stray img or script. */
async function expectNothingInjected(page: Page) {
  // An injected <img src=x> fails to load at once; give its onerror a moment to run.
  await page.waitForTimeout(300);
  const found = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    onerror: document.querySelectorAll("[onerror]").length,
    imgX: document.querySelectorAll('img[src="x"]').length,
    scripts: [...document.scripts].filter((s) => (s.textContent ?? "").trim() === "window.__xss=1").length,
  }));
  expect(found).toEqual({ xss: undefined, onerror: 0, imgX: 0, scripts: 0 });
}

test("uploaded names and notes are shown as text on the result page and in the list, never as markup", async ({
  page,
}) => {
  const doc = JSON.parse(readFileSync(FIXTURE, "utf8")) as { jobs: { jobname: string }[] };
  for (const job of doc.jobs) job.jobname = `${SCRIPT_PAYLOAD} ${IMG_PAYLOAD} ${Date.now()}`;
  // Through the page's own request context: the upload is unlisted, and the owned-uploads
  // cookie its answer sets is what lists it on this browser's /results.
  const response = await page.request.post("/api/v1/results", {
    headers: { "x-forwarded-for": clientAddress(10) },
    multipart: {
      file: {
        name: `${IMG_PAYLOAD}.json`,
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(doc, null, 2)),
      },
      optionId: "other",
      otherOption: IMG_PAYLOAD,
      notes: `${SCRIPT_PAYLOAD} and ${IMG_PAYLOAD}`,
    },
  });
  expect(response.status()).toBe(201);
  const { id, ownerToken } = (await response.json()) as { id: string; ownerToken: string };
  created.push({ id, token: ownerToken });

  await page.goto(`/results/${id}`);
  await expect(page.locator(".result-file-name")).toHaveText(`${IMG_PAYLOAD}.json`);
  await expect(page.getByText(`${SCRIPT_PAYLOAD} and ${IMG_PAYLOAD}`, { exact: true })).toBeVisible();
  // The job name, in the jobs table.
  await expect(page.getByText(SCRIPT_PAYLOAD).filter({ hasNotText: " and " }).first()).toBeVisible();
  await expectNothingInjected(page);
  expect(await page.title()).toContain(IMG_PAYLOAD);

  await page.goto("/results");
  await expect(page.getByRole("link", { name: `${IMG_PAYLOAD}.json` }).first()).toBeVisible();
  await expectNothingInjected(page);
});

const PAGES = [
  "/",
  "/compare",
  "/advisor",
  "/results",
  "/upload",
  "/prices",
  "/datasets",
  "/metrics",
  "/metrics/AAAAAAAAAAAAAAAA",
  "/no-such-page",
  "/r/AAAAAAAAAAAAAAAA",
];
const API_GETS = [
  "/api/v1/health",
  "/api/v1/results",
  "/api/v1/datasets",
  "/api/v1/prices/snapshots",
  "/api/v1/options",
  "/api/v1/results/not-a-result",
  "/api/v1/recommendations/AAAAAAAAAAAAAAAA",
  "/api/v1/workloads/AAAAAAAAAAAAAAAA",
  "/api/v1/no-such-route",
];

test("pages and API routes carry the security headers and set no cookie", async ({ request }) => {
  const responses = [
    ...(await Promise.all([...PAGES, ...API_GETS].map(async (path) => ({ path, response: await request.get(path) })))),
    {
      path: "POST /api/v1/estimate (bad body)",
      response: await request.post("/api/v1/estimate", { data: "{", headers: { "content-type": "application/json" } }),
    },
    {
      path: "POST /api/v1/results (no file)",
      response: await request.post("/api/v1/results", {
        headers: { "x-forwarded-for": clientAddress(11) },
        multipart: { notes: "x" },
      }),
    },
    { path: "POST /api/v1/prices/refresh (no token)", response: await request.post("/api/v1/prices/refresh") },
  ];
  for (const { path, response } of responses) {
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).not.toContain("unsafe-eval");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["x-powered-by"], path).toBeUndefined();
    expect(headers["set-cookie"], path).toBeUndefined();
    // Errors keep the contract and never a stack trace.
    if (response.status() >= 400 && path.includes("/api/") && !path.includes("no-such-route")) {
      const body = await response.text();
      expect(JSON.parse(body), path).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      });
      expect(body, path).not.toMatch(/\n\s+at |node_modules/);
    }
  }
});

test("browsing the app sets no cookie", async ({ page, context }) => {
  for (const path of ["/", "/compare", "/advisor", "/results", "/prices"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
});

test("uploads and saved recommendations are rate limited per client: 429 with Retry-After and the error contract", async ({
  request,
}) => {
  // Bodies the route refuses cheaply still take a token: the limit is checked first.
  const statuses: number[] = [];
  let refused: Awaited<ReturnType<typeof request.post>> | undefined;
  // Sequential requests take a moment, in which a token or two comes back: allow for that.
  for (let i = 0; i < 80 && !refused; i++) {
    const response = await request.post("/api/v1/results", {
      headers: { "x-forwarded-for": clientAddress(20), "content-type": "text/plain" },
      data: "x",
    });
    statuses.push(response.status());
    if (response.status() === 429) refused = response;
  }
  expect(
    statuses.slice(0, 60).every((s) => s === 415),
    statuses.join(","),
  ).toBe(true);
  expect(refused, statuses.join(",")).toBeDefined();
  expect(statuses.length).toBeLessThanOrEqual(75);
  expect(Number(refused!.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
  expect(await refused!.json()).toEqual({
    error: { code: "rate_limited", message: expect.stringContaining("Too many requests"), path: null },
  });

  // Another client is not affected.
  const other = await request.post("/api/v1/results", {
    headers: { "x-forwarded-for": clientAddress(21), "content-type": "text/plain" },
    data: "x",
  });
  expect(other.status()).toBe(415);

  const recStatuses: number[] = [];
  for (let i = 0; i < 45; i++) {
    const response = await request.post("/api/v1/recommendations", {
      headers: { "x-forwarded-for": clientAddress(22), "content-type": "application/json" },
      data: "{",
    });
    recStatuses.push(response.status());
    if (response.status() === 429) {
      expect(response.headers()["retry-after"]).toMatch(/^\d+$/);
      expect((await response.json()).error.code).toBe("rate_limited");
      break;
    }
  }
  expect(
    recStatuses.slice(0, 30).every((s) => s === 400),
    recStatuses.join(","),
  ).toBe(true);
  expect(recStatuses.at(-1), recStatuses.join(",")).toBe(429);
});

test("share ids carry 96 random bits; a near miss finds nothing", async ({ request }) => {
  const answers = JSON.parse(readFileSync(join(ROOT, "fixtures/advisor/wordpress-uploads.json"), "utf8")) as unknown;
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await request.post("/api/v1/recommendations", {
      headers: { "x-forwarded-for": clientAddress(30) },
      data: { answers },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
  for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/); // 16 base64url characters = 96 bits
  expect(ids[0]).not.toBe(ids[1]);
  const id = ids[0]!;
  expect((await request.get(`/r/${id}`)).status()).toBe(200);
  const nearMiss = `${id.slice(0, -1)}${id.endsWith("A") ? "B" : "A"}`;
  expect((await request.get(`/r/${nearMiss}`)).status()).toBe(404);
  expect((await request.get(`/api/v1/recommendations/${nearMiss}`)).status()).toBe(404);
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test("the browser bundle holds no credentials, no server settings and no AWS SDK code", async () => {
  // The build the server under test runs (made by `npm start` before it listened).
  const staticDir = join(ROOT, ".next/static");
  const files = filesUnder(staticDir).filter((f) => /\.(js|css|json|txt|html|map)$/.test(f));
  expect(files.length).toBeGreaterThan(0);
  const names = [
    "AWS_SECRET_ACCESS_KEY",
    "AWS_ACCESS_KEY_ID",
    "AWS_SESSION_TOKEN",
    "ADMIN_TOKEN",
    "DATABASE_URL",
    "TEST_DATABASE_URL",
  ];
  // A name used as code (process.env.X, an object key, a quoted string), not prose in a help text.
  const nameAsCode = new RegExp(
    `(?:process\\.env\\.|["'\`])(?:${names.join("|")})\\b|\\b(?:${names.join("|")})["'\`]?\\s*:`,
  );
  // Values of those variables in this environment (the server under test inherits it).
  const values = names.map((n) => process.env[n]).filter((v): v is string => typeof v === "string" && v.length >= 8);
  const sdkMarkers = [
    "@aws-sdk/",
    "AWSPriceListService",
    "aws-sdk-js",
    "AWS4-HMAC-SHA256",
    "x-amz-target",
    "@smithy/",
    "PrismaClient",
    "postgresql://",
    "@electric-sql/pglite",
  ];
  const problems: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const where = relative(ROOT, file);
    const match = nameAsCode.exec(text);
    if (match) problems.push(`${where}: ${match[0]}`);
    for (const value of values) if (text.includes(value)) problems.push(`${where}: the value of an environment secret`);
    for (const marker of sdkMarkers) if (text.includes(marker)) problems.push(`${where}: ${marker}`);
  }
  expect(problems).toEqual([]);
});
