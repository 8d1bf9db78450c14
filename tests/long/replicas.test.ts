/**
 * Two replicas of the server (`node scripts/start.mjs`, the `npm start` path, on the
 * existing production build) on ONE PostgreSQL database, and a hostile client:
 *
 *  1. Every route and page, with a malformed percent-encoded segment (`%ff`), answers
 *     400 `invalid_path` (API) or the 404 not-found page, never 5xx.
 *  2. Writes carrying another site's Origin are refused (403 `cross_origin_write`);
 *     the same requests without an Origin (the CLI, curl) go on.
 *  2b. A page in replica B's page cache is rendered again after a write through replica A.
 *  3. A client over the recommendation limit is refused by whichever replica it reaches,
 *     and X-Forwarded-For does not give it a fresh bucket (TRUST_PROXY is off).
 *  4. Two admin refreshes sent at once to the two replicas run one at a time: the second
 *     gets 409 `refresh_in_progress` while the first (fetching from a stalled price
 *     source) holds the advisory lock; once the first replica is gone, the lock is free.
 *  5. Both replicas with a short refresh schedule: one scheduled refresh per interval for
 *     the deployment, never two at once.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBulkPricingStub, type BulkStub } from "../support/pricing-bulk-stub";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { ROOT, fetchWithTimeout, sleep, startAppServer, type AppServer } from "../support/hardening-server";

const PORT_A = Number(process.env.REPLICA_PORT_A ?? 3221);
const PORT_B = Number(process.env.REPLICA_PORT_B ?? 3222);
const ADMIN_TOKEN = "replicas-admin-token-0123456789";
const REGIONS = ["us-east-1"];
/** PRICE_REFRESH_INTERVAL_HOURS for the schedule test: 4 seconds. */
const INTERVAL_SECONDS = 4;
const SCHEDULE_WATCH_MS = 21_000;

let database: TestDatabase;
let stalled: BulkStub;
let healthy: BulkStub;
const servers: AppServer[] = [];

function baseEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: database.url,
    ADMIN_TOKEN,
    TRUST_PROXY: "",
    PUBLIC_URL: "",
    PRICE_REFRESH_REGIONS: REGIONS.join(","),
    PRICE_SOURCE: "bulk",
    PRICE_REFRESH_INTERVAL_HOURS: "0",
    ...extra,
  };
}

async function start(port: number, extra: Record<string, string>): Promise<AppServer> {
  const server = await startAppServer({ port, env: baseEnv(extra), skipBuild: true });
  servers.push(server);
  return server;
}

async function stopAll(): Promise<void> {
  while (servers.length > 0) await servers.pop()?.stop();
}

beforeAll(async () => {
  database = await createTestDatabase();
  stalled = await startBulkPricingStub({
    regions: REGIONS,
    stallFiles: [{ service: "AmazonEFS", region: "us-east-1" }],
  });
  healthy = await startBulkPricingStub({ regions: REGIONS });
  // One after the other: each runs the migrations and loads reference data at start.
  await start(PORT_A, { PRICE_LIST_BULK_ENDPOINT: stalled.url });
  await start(PORT_B, { PRICE_LIST_BULK_ENDPOINT: healthy.url });
});

afterAll(async () => {
  await stopAll();
  await stalled?.close();
  await healthy?.close();
  await database?.drop();
});

/**
 * Every route handler and page of app/, as a URL pattern ("/api/v1/results/[id]/raw"). A
 * path is the API's by where it lives (under /api, as proxy.ts decides), not by being a
 * route handler: /projections/chart.svg is a route handler outside the API and answers
 * like a page.
 */
function appRoutes(): { path: string; api: boolean }[] {
  const found: { path: string; api: boolean }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "route.ts" || name === "page.tsx") {
        const path = `/${relative(join(ROOT, "app"), dir)}`.replace(/\/$/, "") || "/";
        found.push({ path, api: path === "/api" || path.startsWith("/api/") });
      }
    }
  };
  walk(join(ROOT, "app"));
  return found;
}

/** The malformed variants of a route: each dynamic segment as %ff, and %ff (or %ff%fe) appended. */
function malformedPaths(pattern: string): string[] {
  const paths = new Set<string>();
  if (pattern.includes("[")) paths.add(pattern.replace(/\[[^\]]+\]/g, "%ff"));
  paths.add(`${pattern === "/" ? "" : pattern}/%ff%fe`);
  paths.add(`${pattern === "/" ? "" : pattern}/%e0%a4%a`);
  return [...paths];
}

describe("two replicas on one database, and a hostile client", () => {
  it("answers every route and page with a malformed path with 400 (API) or 404 (pages), never 5xx", async () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const [server] = servers;
    let checked = 0;
    for (const route of routes) {
      for (const path of malformedPaths(route.path)) {
        for (const method of route.api ? ["GET", "POST", "DELETE"] : ["GET"]) {
          const response = await fetchWithTimeout(`${server!.url}${path}`, { method });
          const text = await response.text();
          expect(response.status, `${method} ${path}`).toBeLessThan(500);
          if (route.api || path.startsWith("/api/")) {
            expect(response.status, `${method} ${path}`).toBe(400);
            expect(JSON.parse(text), `${method} ${path}`).toMatchObject({ error: { code: "invalid_path" } });
          } else {
            expect(response.status, `${method} ${path}`).toBe(404);
            expect(text).toContain("<html");
          }
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    console.log(`malformed paths: ${checked} requests over ${routes.length} routes and pages, none 5xx`);
    expect(server!.output()).toContain("Refused a malformed path: GET /results/%ff");
  });

  it("refuses writes from another site's pages, and takes them from clients without an Origin", async () => {
    const [server] = servers;
    const body = JSON.stringify({ answers: {} });
    const hostile = await fetchWithTimeout(`${server!.url}/api/v1/recommendations`, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body,
    });
    expect(hostile.status).toBe(403);
    expect(await hostile.json()).toMatchObject({ error: { code: "cross_origin_write" } });
    const nullOrigin = await fetchWithTimeout(`${server!.url}/api/v1/results/some-id`, {
      method: "DELETE",
      headers: { origin: "null" },
    });
    expect(nullOrigin.status).toBe(403);
    // Its own origin, and no Origin at all: the request reaches the route (400: the body is not valid answers).
    const own = await fetchWithTimeout(`${server!.url}/api/v1/recommendations`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server!.url },
      body: "{",
    });
    expect(own.status).toBe(400);
    const cli = await fetchWithTimeout(`${server!.url}/api/v1/recommendations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(cli.status).toBe(400);
  });

  it("serves a page from one replica's cache only until a write through the other replica", async () => {
    const [a, b] = servers;
    const page = `${b!.url}/compare?workload=efs-options-1x`;
    const cacheStatus = async () => {
      const response = await fetchWithTimeout(page);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      return response.headers.get("x-page-cache");
    };
    await cacheStatus();
    expect(await cacheStatus()).toBe("hit");
    const answers = JSON.parse(readFileSync(join(ROOT, "fixtures/advisor/wordpress-uploads.json"), "utf8")) as unknown;
    const saved = await fetchWithTimeout(`${a!.url}/api/v1/recommendations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ answers }),
    });
    expect(saved.status).toBe(201);
    expect(await cacheStatus()).toBe("miss");
    expect(await cacheStatus()).toBe("hit");
  });

  it("refuses a client over the limit whichever replica it reaches, whatever X-Forwarded-For it sends", async () => {
    const [a, b] = servers;
    // Burst 30 (server/api/rate-limit.ts), three tokens already taken by the tests above; refill one per 2 s.
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const server = i % 2 === 0 ? a! : b!;
      const response = await fetchWithTimeout(`${server.url}/api/v1/recommendations`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i}` },
        body: "{",
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    const accepted = statuses.filter((s) => s === 400).length;
    const refused = statuses.filter((s) => s === 429).length;
    console.log(
      `two replicas, 40 recommendations from one client with 40 spoofed X-Forwarded-For: ${accepted} accepted, ${refused} refused`,
    );
    // Across both replicas: about one burst in all (not one per replica, not one per spoofed address).
    expect(accepted).toBeLessThanOrEqual(31);
    expect(refused).toBeGreaterThanOrEqual(9);
    expect(accepted + refused).toBe(40);
    // Refused by both replicas.
    const lastA = await fetchWithTimeout(`${a!.url}/api/v1/recommendations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    const lastB = await fetchWithTimeout(`${b!.url}/api/v1/recommendations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect([lastA.status, lastB.status]).toEqual([429, 429]);
    expect(Number(lastB.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });

  it("runs two admin refreshes sent at once to two replicas one at a time", async () => {
    const [a, b] = servers;
    const refresh = (server: AppServer) =>
      fetchWithTimeout(
        `${server.url}/api/v1/prices/refresh`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
          body: "{}",
        },
        120_000,
      );
    // Replica A's price source stalls: its refresh holds the lock and does not finish.
    const first = refresh(a!).then(
      (r) => r.status,
      () => -1,
    );
    const deadline = Date.now() + 30_000;
    while (!stalled.requests.some((r) => r.path.includes("AmazonEFS")) && Date.now() < deadline) await sleep(100);
    const second = await refresh(b!);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: { code: "refresh_in_progress" } });
    // A's process ends (SIGTERM): its session, and with it the lock, is gone; B's refresh now runs.
    await a!.stop();
    servers.splice(servers.indexOf(a!), 1);
    expect(await first).not.toBe(200);
    const third = await refresh(b!);
    expect(third.status).toBe(200);
    expect(await database.db.priceSnapshot.count({ where: { source: { not: "bundled" } } })).toBeGreaterThanOrEqual(1);
  });

  it("fires the schedule once per interval for the whole deployment", async () => {
    await stopAll();
    const before = new Date();
    const schedule = {
      PRICE_REFRESH_INTERVAL_HOURS: String(INTERVAL_SECONDS / 3600),
      PRICE_LIST_BULK_ENDPOINT: healthy.url,
    };
    const a = await start(PORT_A, schedule);
    const b = await start(PORT_B, schedule);
    await sleep(SCHEDULE_WATCH_MS);
    await stopAll();
    const elapsedMs = Date.now() - before.getTime();
    const runs = await database.db.priceSnapshot.findMany({
      where: { fetchedAt: { gte: before } },
      orderBy: { fetchedAt: "asc" },
      select: { fetchedAt: true },
    });
    const stored = (a.output() + b.output()).match(/Scheduled price refresh stored/g)?.length ?? 0;
    const gaps = runs.slice(1).map((r, i) => r.fetchedAt.getTime() - runs[i]!.fetchedAt.getTime());
    console.log(
      `schedule every ${INTERVAL_SECONDS} s on two replicas for ${(elapsedMs / 1000).toFixed(0)} s: ${runs.length} runs, gaps ${gaps.map((g) => (g / 1000).toFixed(1)).join(", ")} s`,
    );
    // The schedules ran (both replicas were up for several intervals) ...
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(stored).toBe(runs.length);
    // ... but never two in one interval: consecutive scheduled refreshes are an interval apart.
    for (let i = 1; i < runs.length; i++) {
      expect(runs[i]!.fetchedAt.getTime() - runs[i - 1]!.fetchedAt.getTime()).toBeGreaterThanOrEqual(
        INTERVAL_SECONDS * 1000 - 500,
      );
    }
    // Two schedules, one run each interval: at most one more than the intervals that passed (starts included).
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsedMs / (INTERVAL_SECONDS * 1000)) + 1);
    // Both replicas were up together for the watch: without the claim each would have run its own.
    const during = runs.filter((r) => r.fetchedAt.getTime() >= Date.now() - SCHEDULE_WATCH_MS - 1000);
    expect(during.length).toBeLessThanOrEqual(Math.ceil(SCHEDULE_WATCH_MS / (INTERVAL_SECONDS * 1000)) + 1);
  });
});
