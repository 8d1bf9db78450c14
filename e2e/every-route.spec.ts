import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

/**
 * Issue 40: every page of the app (each app/**\/page.tsx, with real ids made through the
 * API) at 1,400 and 390 px: axe finds no serious or critical violation, and nothing is
 * wider than a 390 px phone. A route added without an entry here fails the first test.
 */

const ROOT = join(import.meta.dirname, "..");
const ANSWERS = JSON.parse(readFileSync(join(ROOT, "fixtures/advisor/wordpress-uploads.json"), "utf8")) as Record<
  string,
  string | number
>;
const ANSWER_QUERY = new URLSearchParams(Object.entries(ANSWERS).map(([k, v]) => [k, String(v)])).toString();

/** The page files under app/, as route patterns ("/options/[id]"). */
function routePatterns(dir = join(ROOT, "app"), prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === "page.tsx") found.push(prefix || "/");
    if (entry.isDirectory() && entry.name !== "api")
      found.push(...routePatterns(join(dir, entry.name), `${prefix}/${entry.name}`));
  }
  return found;
}

interface Ids {
  recommendation: string;
  other: string;
  result: string;
  metrics: string;
}

/** One saved recommendation, one published fio upload and one CloudWatch import, made through the API. */
async function makeIds(request: APIRequestContext): Promise<Ids> {
  const rec = await request.post("/api/v1/recommendations", {
    headers: { "x-forwarded-for": "198.51.100.140" },
    data: { answers: ANSWERS },
  });
  expect(rec.status(), await rec.text()).toBe(201);
  const other = await request.post("/api/v1/recommendations", {
    headers: { "x-forwarded-for": "198.51.100.143" },
    data: { answers: { ...ANSWERS, sizeGiB: 2000, clients: 20 } },
  });
  expect(other.status(), await other.text()).toBe(201);
  const fio = readFileSync(join(ROOT, "fixtures/fio/fio-3.16_randrw_single.json"), "utf8").replace(
    /"jobname" : "[^"]*"/,
    `"jobname" : "every-route-${Date.now()}"`,
  );
  const result = await request.post("/api/v1/results", {
    headers: { "x-forwarded-for": "198.51.100.141" },
    multipart: {
      file: { name: "every-route.json", mimeType: "application/json", buffer: Buffer.from(fio) },
      optionId: "ebs-gp3",
      optionParams: JSON.stringify({ iops: 3000, throughputMiBps: 125 }),
    },
  });
  expect(result.status(), await result.text()).toBe(201);
  const { id: resultId, ownerToken } = (await result.json()) as { id: string; ownerToken: string };
  const published = await request.patch(`/api/v1/results/${resultId}`, {
    headers: { authorization: `Bearer ${ownerToken}`, "content-type": "application/json" },
    data: { published: true },
  });
  expect(published.status(), await published.text()).toBe(200);
  const metrics = await request.post("/api/v1/metrics", {
    headers: { "x-forwarded-for": "198.51.100.142" },
    multipart: {
      file: {
        name: "efs-get-metric-data.json",
        mimeType: "application/json",
        buffer: readFileSync(join(ROOT, "fixtures/cloudwatch/efs-get-metric-data.json")),
      },
      name: "every-route share",
    },
  });
  expect(metrics.status(), await metrics.text()).toBe(201);
  return {
    recommendation: ((await rec.json()) as { id: string }).id,
    other: ((await other.json()) as { id: string }).id,
    result: resultId,
    metrics: ((await metrics.json()) as { id: string }).id,
  };
}

/** Each route pattern with the address visited for it. */
function addresses(ids: Ids): Record<string, string> {
  return {
    "/": "/",
    "/accuracy": "/accuracy",
    "/advisor": "/advisor",
    "/advisor/results": `/advisor/results?${ANSWER_QUERY}`,
    "/api-docs": "/api-docs",
    "/compare": "/compare",
    "/datasets": "/datasets",
    "/datasets/[slug]": "/datasets/efs-options-and-alternatives",
    "/metrics": "/metrics",
    "/metrics/[id]": `/metrics/${ids.metrics}`,
    "/migrations": "/migrations",
    "/options": "/options",
    "/options/[id]": "/options/efs-standard-bursting?workload=efs-options-10x",
    "/plans": "/plans",
    "/prices": "/prices",
    "/prices/[key]": "/prices/ebs.gp3.storage?region=us-east-1",
    "/prices/diff": "/prices/diff",
    "/projections": "/projections",
    "/r/[id]": `/r/${ids.recommendation}`,
    "/r/compare": `/r/compare?ids=${ids.recommendation},${ids.other}`,
    "/results": "/results",
    "/results/[id]": `/results/${ids.result}`,
    "/upload": "/upload",
  };
}

const NO_IDS: Ids = { recommendation: "x", other: "x", result: "x", metrics: "x" };

async function severeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}; ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ""}`,
    );
}

/** The elements wider than the screen, named, so a failure says what to fix. */
async function overflowing(page: Page, width: number): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate((limit) => {
    const culprits: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      const box = el.getBoundingClientRect();
      if (box.right > limit + 0.5 && box.width > 0 && getComputedStyle(el).position !== "fixed") {
        // Only the outermost element that sticks out; its children stick out because of it.
        const parent = el.parentElement;
        if (parent && parent.getBoundingClientRect().right > limit + 0.5) continue;
        // Inside a scrolling box (a wide table's .table-scroll) it scrolls there, not the page.
        let clipped = false;
        for (let up = parent; up && up !== document.body; up = up.parentElement)
          if (["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(up).overflowX)) clipped = true;
        if (clipped) continue;
        culprits.push(
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.split(" ").join(".")}` : ""} right=${Math.round(box.right)}`,
        );
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, culprits: culprits.slice(0, 8) };
  }, width);
}

test("every page under app/ has an address in this walk", () => {
  expect(routePatterns().sort()).toEqual(Object.keys(addresses(NO_IDS)).sort());
});

test.describe("every route", () => {
  let ids: Ids = NO_IDS;
  test.beforeAll(async ({ request }) => {
    ids = await makeIds(request);
  });

  for (const width of [1400, 390]) {
    for (const pattern of Object.keys(addresses(NO_IDS))) {
      test(`${pattern} at ${width} px: no serious or critical axe violation${width === 390 ? ", no sideways scroll" : ""}`, async ({
        page,
      }) => {
        // Axe on the longest pages (/prices, a dataset) takes most of a minute on a loaded machine.
        test.setTimeout(180_000);
        await page.setViewportSize({ width, height: 900 });
        const address = addresses(ids)[pattern]!;
        const response = await page.goto(address);
        expect(response?.status(), address).toBeLessThan(400);
        await page.waitForLoadState("networkidle");
        expect(await severeViolations(page), address).toEqual([]);
        if (width === 390) {
          const { scrollWidth, culprits } = await overflowing(page, width);
          expect(culprits, `${address}: ${scrollWidth} px wide`).toEqual([]);
          expect(scrollWidth, address).toBeLessThanOrEqual(390);
        }
      });
    }
  }
});
