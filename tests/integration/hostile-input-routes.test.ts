/**
 * Client input that used to end in a 5xx, sent to the real proxy (proxy.ts) and route
 * handlers on a fresh PostgreSQL database: NUL and other control characters in addresses
 * and fields, query keys named like Object.prototype members, a client-sized array where
 * a spread overflowed the stack, and methods pages do not answer. Each answers a 4xx in
 * words (the long suite, tests/long/hostile-input.test.ts, sends the same to a production
 * server).
 */
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

type Handler = (request: Request, context: unknown) => Promise<Response>;

const BASE = "http://localhost";
let database: TestDatabase;
let savedUrl: string | undefined;
let proxy: (request: NextRequest) => Promise<Response>;
let routes: Record<"compareCsv" | "fioJobGet" | "fioJobPost" | "estimate" | "metrics" | "recommend", Handler>;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  savedUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
  proxy = (await import("@/proxy")).proxy as typeof proxy;
  const fioJob = await import("@/app/api/v1/fio-job/route");
  routes = {
    compareCsv: (await import("@/app/api/v1/compare.csv/route")).GET,
    fioJobGet: fioJob.GET,
    fioJobPost: fioJob.POST,
    estimate: (await import("@/app/api/v1/estimate/route")).POST,
    metrics: (await import("@/app/api/v1/metrics/route")).POST,
    recommend: (await import("@/app/api/v1/recommendations/route")).POST,
  };
});

afterAll(async () => {
  const { getDb } = await import("@/server/db/client");
  await getDb().$disconnect();
  await database?.drop();
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
});

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

describe("NUL and control characters in the address", () => {
  const addresses = [
    "/api/v1/prices/snapshots/%00",
    "/api/v1/prices/snapshots?region=us-east-1%00",
    "/api/v1/prices/diff?from=bundled%00&to=x",
    "/api/v1/compare.csv?snapshot=%00",
    "/api/v1/datasets/%00",
    "/api/v1/results/abc%0a",
  ];

  it("answer 400 invalid_characters with the error contract on the API, naming where", async () => {
    for (const path of addresses) {
      const response = await proxy(new NextRequest(`${BASE}${path}`));
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      const { error } = await response.json();
      expect(error.code).toBe("invalid_characters");
      expect(error.message).toMatch(/^(The address|The query parameter "\w+") holds a control character/);
    }
  });

  it("answer a 400 page in words on pages", async () => {
    for (const path of ["/prices?snapshot=%00", "/datasets/%00", "/metrics/%00", "/r/%00"]) {
      const response = await proxy(new NextRequest(`${BASE}${path}`));
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain("holds a control character");
    }
  });

  it("a metrics import named with a NUL byte is refused before anything is stored", async () => {
    const response = await routes.metrics(metricsWithName("a\u0000b"), undefined);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      path: "name",
      message: expect.stringContaining("control characters"),
    });
    expect(await database.db.savedWorkload.count()).toBe(0);
  });
});

function metricsWithName(name: string): Request {
  const form = new FormData();
  form.set("file", new File(["{}"], "metrics.json", { type: "application/json" }));
  form.set("name", name);
  return new Request(`${BASE}/api/v1/metrics`, { method: "POST", body: form });
}

describe("query keys named like Object.prototype members", () => {
  it("are ordinary keys to compare.csv and the fio job route", async () => {
    const csv = await routes.compareCsv(
      new Request(`${BASE}/api/v1/compare.csv?constructor=1&toString=2&__proto__=3&hasOwnProperty=4`),
      undefined,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const job = await routes.fioJobGet(
      new Request(`${BASE}/api/v1/fio-job?workload=owncloud-untar&constructor=x&toString=y&valueOf=z`),
      undefined,
    );
    expect(job.status).toBe(200);
  });
});

describe("a client-sized array in option params", () => {
  const huge = { deep: new Array<number>(130_000).fill(0) };
  const workload = {
    region: "us-east-1",
    storedBytes: 1e9,
    operations: [{ name: "copy", direction: "write", fileCount: 10, fileSizeBytes: 1e6 }],
  };

  it("is refused as invalid params, not a stack overflow, by the estimate and fio job routes", async () => {
    const estimate = await routes.estimate(
      new Request(`${BASE}/api/v1/estimate`, json({ ...workload, options: [{ id: "ebs-gp3", params: huge }] })),
      undefined,
    );
    expect(estimate.status).toBe(400);
    const job = await routes.fioJobPost(
      new Request(`${BASE}/api/v1/fio-job`, json({ workload, option: { id: "ebs-gp3", params: huge } })),
      undefined,
    );
    expect(job.status).toBe(400);
    expect((await job.json()).error.message).not.toMatch(/Maximum call stack/);
  });
});

describe("methods pages do not answer", () => {
  it("answer 405 with Allow: GET, HEAD, in words", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "POST", "OPTIONS"]) {
      for (const path of ["/", "/compare", "/r/abc", "/results"]) {
        const response = await proxy(new NextRequest(`${BASE}${path}`, { method }));
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 405 });
        expect(response.headers.get("allow")).toBe("GET, HEAD");
        expect(await response.text()).toContain(`a ${method} is not answered here`);
      }
    }
  });

  it("API routes answer a method they do not take with 405, Allow and the error contract", async () => {
    for (const [method, path, allow] of [
      ["PUT", "/api/v1/estimate", "POST, OPTIONS"],
      ["DELETE", "/api/v1/recommendations", "POST, OPTIONS"],
      ["POST", "/api/v1/results/abc", "GET, PATCH, DELETE, HEAD, OPTIONS"],
      ["PATCH", "/api/v1/compare.csv", "GET, HEAD, OPTIONS"],
    ] as const) {
      const response = await proxy(new NextRequest(`${BASE}${path}`, { method }));
      expect({ method, path, status: response.status, allow: response.headers.get("allow") }).toEqual({
        method,
        path,
        status: 405,
        allow,
      });
      expect((await response.json()).error).toEqual({
        code: "method_not_allowed",
        message: `${path} answers ${allow}, not ${method}.`,
        path: null,
      });
    }
  });

  it("leave API writes to their routes", async () => {
    const response = await proxy(new NextRequest(`${BASE}/api/v1/estimate`, { method: "POST" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});
