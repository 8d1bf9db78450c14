import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

/**
 * What a first visit downloads, kept small on purpose (Lighthouse's mobile score on
 * these pages is mostly script and font bytes): no web fonts, and no zod in the scripts
 * of the pages whose forms validate on the server. The compare form loads its parser
 * when it is first touched; the last test checks that path works.
 */

/** A string zod's core keeps through minification (the name of its error class). */
const ZOD_MARKER = "$ZodError";

/** The page's first-load files: every script and stylesheet its HTML names (prefetches of other pages left out). */
async function firstLoadFiles(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const urls = (pattern: RegExp) =>
    [...new Set([...html.matchAll(pattern)].map((m) => m[1] ?? m[2] ?? ""))].filter(Boolean);
  const fetchAll = (list: string[]) =>
    Promise.all(list.map(async (url) => ({ url, text: await (await request.get(url)).text() })));
  return {
    html,
    scripts: await fetchAll(urls(/<script[^>]+src="([^"]+\.js)"/g)),
    styles: await fetchAll(
      urls(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+\.css)"[^>]+rel="stylesheet"/g),
    ),
  };
}

for (const path of ["/", "/compare", "/advisor"]) {
  test(`${path} loads no web font and no zod`, async ({ request }) => {
    const { html, scripts, styles } = await firstLoadFiles(request, path);
    expect(scripts.length).toBeGreaterThan(3);
    expect(styles.length).toBeGreaterThan(0);
    expect(html).not.toMatch(/as="font"/);
    expect(styles.filter((s) => s.text.includes("@font-face")).map((s) => s.url)).toEqual([]);
    expect(scripts.filter((s) => s.text.includes(ZOD_MARKER)).map((s) => s.url)).toEqual([]);
  });
}

async function scriptWith(page: Page, marker: string) {
  return page.waitForResponse(
    async (response) => response.request().resourceType() === "script" && (await response.text()).includes(marker),
  );
}

test("the compare form loads its parser when touched, and applies a change", async ({ page }) => {
  await page.goto("/compare");
  const parser = scriptWith(page, ZOD_MARKER);
  await page.getByLabel("Access", { exact: true }).selectOption("shared");
  await parser;
  await expect(page).toHaveURL(/[?&]access=shared(&|$)/);
});

test("if the parser cannot be loaded, the compare form still applies a change with a plain GET", async ({ page }) => {
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(ZOD_MARKER)) await route.abort();
      else await route.fulfill({ response, body });
    } catch {
      // The page navigated (the form's GET) while this script was on its way: nothing to answer.
    }
  });
  await page.goto("/compare");
  await page.getByLabel("Access", { exact: true }).selectOption("shared");
  // The form's own GET: every field in the query (the canonical URL would leave the default region out).
  await expect(page).toHaveURL(/[?&]access=shared(&|$)/);
  await expect(page).toHaveURL(/[?&]region=us-east-1(&|$)/);
  await expect(page.getByLabel("Access", { exact: true })).toHaveValue("shared");
});
