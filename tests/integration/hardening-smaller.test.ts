/**
 * The smaller hardening points, through the real proxy (proxy.ts) and route handlers on a
 * fresh PostgreSQL database, with PUBLIC_URL set to an https address: JSON endpoints
 * refuse other Content-Types (415), schema and JSON problems are told in words (never
 * zod's or V8's wording), size limits name a readable size, https gets HSTS, another Host
 * is refused and share links are built on PUBLIC_URL.
 */
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

type Handler = (request: Request, context: unknown) => Promise<Response>;

const PUBLIC_URL = "https://advisor.example.test";
const BASE = "http://127.0.0.1:3000";
const ANSWERS = { sizeGiB: 1, clients: 1, readGiBPerDay: 0.2, writeGiBPerDay: 0.05, region: "us-east-1" };
const WORKLOAD = {
  region: "us-east-1",
  storedBytes: 1e9,
  operations: [{ name: "copy", direction: "write", fileCount: 10, fileSizeBytes: 1e6 }],
};
/** zod's and V8's own wording, which must not reach a client. */
const RAW_WORDING =
  /expected nonoptional|Invalid input|received undefined|Unexpected token|" is not valid JSON|in JSON at position|0\.00 MiB/;

let database: TestDatabase;
const saved: Record<string, string | undefined> = {};
let proxy: (request: NextRequest) => Promise<Response>;
let routes: Record<"recommend" | "recommendation" | "fioJob" | "estimate" | "patchResult", Handler>;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  for (const name of ["DATABASE_URL", "PUBLIC_URL"]) saved[name] = process.env[name];
  // server/env reads the environment once, at the first call: set before importing.
  process.env.DATABASE_URL = database.url;
  process.env.PUBLIC_URL = PUBLIC_URL;
  proxy = (await import("@/proxy")).proxy as typeof proxy;
  const recommendations = await import("@/app/api/v1/recommendations/route");
  routes = {
    recommend: recommendations.POST,
    recommendation: (await import("@/app/api/v1/recommendations/[id]/route")).GET as Handler,
    fioJob: (await import("@/app/api/v1/fio-job/route")).POST,
    estimate: (await import("@/app/api/v1/estimate/route")).POST,
    patchResult: (await import("@/app/api/v1/results/[id]/route")).PATCH as Handler,
  };
});

afterAll(async () => {
  const { getDb } = await import("@/server/db/client");
  await getDb().$disconnect();
  await database?.drop();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const post = (path: string, body: string, contentType: string, headers: Record<string, string> = {}) =>
  new Request(`${BASE}${path}`, { method: "POST", headers: { "content-type": contentType, ...headers }, body });

async function errorOf(response: Response): Promise<{ code: string; message: string; path: string | null }> {
  return ((await response.json()) as { error: { code: string; message: string; path: string | null } }).error;
}

describe("Content-Type on JSON endpoints", () => {
  it("the recommendation and fio job endpoints refuse a form or XML with 415, naming what to send", async () => {
    for (const type of ["application/x-www-form-urlencoded", "application/xml", "multipart/form-data; boundary=x"]) {
      const recommend = await routes.recommend(
        post("/api/v1/recommendations", JSON.stringify({ answers: ANSWERS }), type),
        undefined,
      );
      expect(recommend.status).toBe(415);
      expect((await errorOf(recommend)).message).toMatch(
        /^Send the answers as JSON \(Content-Type: application\/json\)/,
      );
      const job = await routes.fioJob(post("/api/v1/fio-job", JSON.stringify({ workload: WORKLOAD }), type), undefined);
      expect(job.status).toBe(415);
      expect((await errorOf(job)).code).toBe("unsupported_media_type");
    }
  });

  it("still take JSON, and a string body sent without a type", async () => {
    expect(
      (
        await routes.fioJob(
          post("/api/v1/fio-job", JSON.stringify({ workload: WORKLOAD }), "application/json"),
          undefined,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await routes.fioJob(
          post("/api/v1/fio-job", JSON.stringify({ workload: WORKLOAD }), "text/plain;charset=UTF-8"),
          undefined,
        )
      ).status,
    ).toBe(200);
  });
});

describe("problems told in words", () => {
  it("a missing field reads 'is required', not zod's 'expected nonoptional'", async () => {
    const response = await routes.fioJob(post("/api/v1/fio-job", "{}", "application/json"), undefined);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error).toMatchObject({ path: "workload", message: "workload: is required" });
  });

  it("a field of the wrong type and an unknown field are named plainly", async () => {
    const wrongType = await errorOf(
      await routes.fioJob(
        post("/api/v1/fio-job", JSON.stringify({ workload: WORKLOAD, option: "ebs-gp3" }), "application/json"),
        undefined,
      ),
    );
    expect(wrongType.message).toBe('option: must be an object, not "ebs-gp3"');
    const unknown = await errorOf(
      await routes.fioJob(
        post("/api/v1/fio-job", JSON.stringify({ workload: WORKLOAD, colour: "red" }), "application/json"),
        undefined,
      ),
    );
    expect(unknown.message).toBe('is a field this request does not take: "colour"');
  });

  it("broken JSON says where, not V8's message quoting the body back", async () => {
    for (const route of [routes.estimate, routes.fioJob, routes.recommend]) {
      const response = await route(post("/api/v1/x", '{"answers": {"sizeGiB": 1,}}', "application/json"), undefined);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("invalid_json");
      expect(error.message).toMatch(
        /^The request body is not valid JSON( near line \d+, column \d+)?: check its quotes, commas and brackets\.$/,
      );
    }
    const empty = await errorOf(await routes.estimate(post("/api/v1/estimate", "", "application/json"), undefined));
    expect(empty.message).toBe("The request body is empty; send a JSON object.");
  });

  it("a size limit names a readable size (1 KiB), not '0.00 MiB'", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const response = await routes.patchResult(
      new Request(`${BASE}/api/v1/results/${id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ published: true, pad: "x".repeat(2000) }),
      }),
      { params: Promise.resolve({ id }) },
    );
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe("The request body is larger than the 1 KiB limit.");
  });

  it("no answer above carries zod's or V8's wording", async () => {
    const bodies = [
      "{}",
      "[]",
      "null",
      '{"workload": {}}',
      '{"workload": {"operations": [{}]}}',
      "{",
      '{"answers": 5}',
    ];
    for (const body of bodies) {
      for (const route of [routes.estimate, routes.fioJob, routes.recommend]) {
        const response = await route(post("/api/v1/x", body, "application/json"), undefined);
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect((await errorOf(response)).message).not.toMatch(RAW_WORDING);
      }
    }
  });
});

describe("with an https PUBLIC_URL", () => {
  it("every answer of the proxy carries HSTS", async () => {
    for (const path of ["/", "/api/v1/health", "/compare?x=%00", "/r/abc"]) {
      const response = await proxy(
        new NextRequest(`${BASE}${path}`, {
          method: path === "/r/abc" ? "DELETE" : "GET",
          headers: { host: "advisor.example.test" },
        }),
      );
      expect({ path, hsts: response.headers.get("strict-transport-security") }).toEqual({
        path,
        hsts: "max-age=31536000",
      });
    }
  });

  it("a request for another Host is refused in words; its own and loopback names go on", async () => {
    const evil = await proxy(new NextRequest(`${BASE}/api/v1/options`, { headers: { host: "evil.example" } }));
    expect(evil.status).toBe(400);
    expect(await errorOf(evil)).toMatchObject({
      code: "unknown_host",
      message: `This server answers for advisor.example.test, not for "evil.example": use ${PUBLIC_URL}.`,
    });
    const page = await proxy(new NextRequest(`${BASE}/compare`, { headers: { host: "evil.example:8080" } }));
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("This server answers for advisor.example.test");
    for (const host of ["advisor.example.test", "127.0.0.1:3000", "localhost:3000"]) {
      expect((await proxy(new NextRequest(`${BASE}/api/v1/options`, { headers: { host } }))).status).toBe(200);
    }
    // A load balancer's health check names the target's address.
    expect((await proxy(new NextRequest(`${BASE}/api/v1/health`, { headers: { host: "10.0.1.5:3001" } }))).status).toBe(
      200,
    );
  });

  it("share links are built on PUBLIC_URL whatever Host the request names", async () => {
    const created = await routes.recommend(
      post("/api/v1/recommendations", JSON.stringify({ answers: ANSWERS }), "application/json", {
        host: "evil.example",
      }),
      undefined,
    );
    expect(created.status).toBe(201);
    const { id, url } = (await created.json()) as { id: string; url: string };
    expect(url).toBe(`${PUBLIC_URL}/r/${id}`);
    const read = await routes.recommendation(
      new Request(`http://evil.example/api/v1/recommendations/${id}`, { headers: { host: "evil.example" } }),
      { params: Promise.resolve({ id }) },
    );
    expect(((await read.json()) as { url: string }).url).toBe(`${PUBLIC_URL}/r/${id}`);
  });
});
