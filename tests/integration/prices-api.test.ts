/**
 * The price routes on a real PostgreSQL database; the admin refresh goes through the
 * real AWS SDK client to the local Price List stub (AWS_PRICING_ENDPOINT).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureBundledSnapshot } from "@/server/data/prices/prices";
import { BUNDLED_SNAPSHOT } from "@/lib/pricing/bundled";
import { builtRecords } from "@/tests/support/pricing-fixtures";
import { startBulkPricingStub, type BulkStub } from "@/tests/support/pricing-bulk-stub";
import { startPricingStub, type PricingStub } from "@/tests/support/pricing-stub-server";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

const ADMIN_TOKEN = "test-admin-token-0123456789";
const BASE = "http://localhost/api/v1/prices";
const ENV_KEYS = [
  "DATABASE_URL",
  "ADMIN_TOKEN",
  "AWS_PRICING_ENDPOINT",
  "PRICE_SOURCE",
  "PRICE_LIST_BULK_ENDPOINT",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_REGION",
  "AWS_PROFILE",
] as const;

type Handler<C = unknown> = (request: Request, context: C) => Promise<Response>;
interface Routes {
  refresh: Handler;
  list: Handler;
  one: Handler<{ params: Promise<{ id: string }> }>;
  diff: Handler;
}

let database: TestDatabase;
let stub: PricingStub;
let bulk: BulkStub;
let routes: Routes;
const savedEnv: Partial<Record<(typeof ENV_KEYS)[number], string>> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureBundledSnapshot(database.db);
  stub = await startPricingStub({ records: builtRecords() });
  bulk = await startBulkPricingStub({ regions: ["us-east-1", "eu-west-1", "us-gov-west-1"] });
  for (const key of ENV_KEYS) savedEnv[key] = process.env[key];
  // server/env reads these once, at the routes' first call: set before importing them.
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    ADMIN_TOKEN,
    AWS_PRICING_ENDPOINT: stub.url,
    PRICE_SOURCE: "query",
    PRICE_LIST_BULK_ENDPOINT: bulk.url,
    AWS_ACCESS_KEY_ID: "AKIDSTUBSTUBSTUBSTUB",
    AWS_SECRET_ACCESS_KEY: "stub-secret",
  });
  delete process.env.AWS_REGION;
  delete process.env.AWS_PROFILE;
  routes = {
    refresh: (await import("@/app/api/v1/prices/refresh/route")).POST,
    list: (await import("@/app/api/v1/prices/snapshots/route")).GET,
    one: (await import("@/app/api/v1/prices/snapshots/[id]/route")).GET,
    diff: (await import("@/app/api/v1/prices/diff/route")).GET,
  };
});

afterAll(async () => {
  const { getDb } = await import("@/server/db/client");
  await getDb().$disconnect();
  await stub?.close();
  await bulk?.close();
  await database?.drop();
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

function refreshRequest(headers: Record<string, string> = {}, body?: string): Request {
  return new Request(`${BASE}/refresh`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body }),
  });
}

async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { code: string; message: string; path: string | null } };
  expect(Object.keys(body)).toEqual(["error"]);
  expect(body.error.message).not.toMatch(/\n\s+at /);
  return body.error;
}

describe("price routes", () => {
  it("lists the bundled snapshot as current", async () => {
    const response = await routes.list(new Request(`${BASE}/snapshots`), undefined);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { current: string; snapshots: { id: string; asOf: string }[] };
    expect(body.current).toBe(BUNDLED_SNAPSHOT.id);
    expect(body.snapshots).toEqual([expect.objectContaining({ id: BUNDLED_SNAPSHOT.id, asOf: BUNDLED_SNAPSHOT.asOf })]);
  });

  it("answers one snapshot with its prices, and 404 in the error contract for an unknown one", async () => {
    const id = BUNDLED_SNAPSHOT.id;
    const response = await routes.one(new Request(`${BASE}/snapshots/${id}?region=us-east-1`), {
      params: Promise.resolve({ id }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      inUse: boolean;
      regions: { region: string; prices: { key: string; usd: string; unconfirmed: boolean }[] }[];
    };
    expect(body.inUse).toBe(true);
    expect(body.regions.map((r) => r.region)).toEqual(["us-east-1"]);
    expect(body.regions[0]?.prices).toContainEqual(
      expect.objectContaining({ key: "fsx.windows.singleaz.ssd.storage", usd: "0.13", unconfirmed: true }),
    );

    const missing = await routes.one(new Request(`${BASE}/snapshots/nope`), {
      params: Promise.resolve({ id: "nope" }),
    });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ code: "snapshot_not_found", path: "id" });

    const badRegion = await routes.one(new Request(`${BASE}/snapshots/${id}?region=Ohio`), {
      params: Promise.resolve({ id }),
    });
    expect(badRegion.status).toBe(400);
    expect(await errorOf(badRegion)).toMatchObject({ code: "invalid_request", path: "region" });
  });

  it("refuses a refresh without a token (401) or with a wrong one (403), changing nothing", async () => {
    const none = await routes.refresh(refreshRequest(), undefined);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await errorOf(none)).toMatchObject({ code: "unauthorized" });

    const wrong = await routes.refresh(refreshRequest({ authorization: "Bearer not-the-admin-token" }), undefined);
    expect(wrong.status).toBe(403);
    expect(await errorOf(wrong)).toMatchObject({ code: "forbidden" });

    const prefix = await routes.refresh(
      refreshRequest({ authorization: `Bearer ${ADMIN_TOKEN.slice(0, -1)}` }),
      undefined,
    );
    expect(prefix.status).toBe(403);

    expect(stub.requests).toHaveLength(0);
    expect(await database.db.priceSnapshot.count()).toBe(1);
  });

  it("validates the body of an authorised refresh", async () => {
    const response = await routes.refresh(
      refreshRequest({ authorization: `Bearer ${ADMIN_TOKEN}` }, JSON.stringify({ regions: ["Ohio"] })),
      undefined,
    );
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: "invalid_request", path: "regions[0]" });
    expect(stub.requests).toHaveLength(0);
  });

  it("refreshes with the right token (200) and the new snapshot is listed as current and diffable", async () => {
    const response = await routes.refresh(refreshRequest({ authorization: `Bearer ${ADMIN_TOKEN}` }), undefined);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      snapshot: { id: string; source: string; status: string; regions: string[] };
      previous: { id: string };
      changes: { changed: number };
    };
    expect(body.snapshot).toMatchObject({
      source: "aws-price-list-api",
      status: "complete",
      regions: ["us-east-1", "us-east-2"],
    });
    expect(body.previous.id).toBe(BUNDLED_SNAPSHOT.id);
    expect(body.changes.changed).toBe(0);
    expect(stub.requests.length).toBeGreaterThan(0);
    expect(stub.requests.every((r) => r.signed && r.status === 200)).toBe(true);

    const list = (await (await routes.list(new Request(`${BASE}/snapshots`), undefined)).json()) as {
      current: string;
      snapshots: unknown[];
    };
    expect(list.current).toBe(body.snapshot.id);
    expect(list.snapshots).toHaveLength(2);

    const diff = await routes.diff(
      new Request(`${BASE}/diff?from=${BUNDLED_SNAPSHOT.id}&to=${body.snapshot.id}`),
      undefined,
    );
    expect(diff.status).toBe(200);
    expect(await diff.json()).toMatchObject({
      added: [],
      removed: [],
      changed: [],
      unchanged: BUNDLED_SNAPSHOT.prices.reduce((n, p) => n + p.regions.length, 0),
    });
    const unknown = await routes.diff(new Request(`${BASE}/diff?from=${BUNDLED_SNAPSHOT.id}&to=nope`), undefined);
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ code: "snapshot_not_found", path: "to" });
  });

  it("refreshes every commercial region from the bulk files when asked, without using credentials", async () => {
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const queryAll = await routes.refresh(refreshRequest(auth, JSON.stringify({ regions: "all" })), undefined);
    expect(queryAll.status).toBe(400);
    expect(await errorOf(queryAll)).toMatchObject({ code: "invalid_request", path: "regions" });

    const response = await routes.refresh(
      refreshRequest(auth, JSON.stringify({ source: "bulk", regions: "all" })),
      undefined,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      snapshot: { source: string; regions: string[] };
      failedRegions: unknown[];
      bytesRead: number;
    };
    expect(body.snapshot).toMatchObject({ source: "aws-price-list-bulk", regions: ["eu-west-1", "us-east-1"] });
    expect(body.failedRegions).toEqual([]);
    expect(body.bytesRead).toBeGreaterThan(0);
    expect(bulk.requests.some((r) => r.path.includes("us-gov-west-1"))).toBe(false);
  });

  it("is off when ADMIN_TOKEN is not set: 403 whatever the token", async () => {
    delete process.env.ADMIN_TOKEN;
    // server/env caches the environment per module instance: load the route afresh.
    vi.resetModules();
    const { POST } = await import("@/app/api/v1/prices/refresh/route");
    const response = await POST(refreshRequest({ authorization: `Bearer ${ADMIN_TOKEN}` }));
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ code: "admin_disabled" });
  });
});
