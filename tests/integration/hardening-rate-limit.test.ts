/**
 * Rate limits on the write endpoints, through the real route handlers on a real
 * PostgreSQL database: a client that sends more than the burst gets 429 with Retry-After
 * and the error contract, before its body is even read; other clients and in-process
 * calls (no client address) are not affected.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECOMMENDATION_BURST, UPLOAD_BURST } from "@/lib/api/rate-limit";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

type Handler = (request: Request) => Promise<Response>;

let database: TestDatabase;
let savedDatabaseUrl: string | undefined;
const handlers: Record<"results" | "recommendations", Handler> = {} as never;

beforeAll(async () => {
  database = await createTestDatabase();
  savedDatabaseUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
  handlers.results = (await import("@/app/api/v1/results/route")).POST;
  handlers.recommendations = (await import("@/app/api/v1/recommendations/route")).POST;
});

afterAll(async () => {
  const shared = (globalThis as { storageAdvisorDb?: { $disconnect(): Promise<void> } }).storageAdvisorDb;
  await shared?.$disconnect();
  await database?.drop();
  if (savedDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedDatabaseUrl;
});

/** A body the route refuses at once (415 / 400): only the limiter's token is at stake. */
function post(endpoint: "results" | "recommendations", client: string | null): Promise<Response> {
  const headers: Record<string, string> = { "content-type": endpoint === "results" ? "text/plain" : "application/json" };
  if (client !== null) headers["x-forwarded-for"] = client;
  return handlers[endpoint](new Request(`http://localhost/api/v1/${endpoint}`, { method: "POST", headers, body: "{" }));
}

describe.each([
  ["results", UPLOAD_BURST, 415],
  ["recommendations", RECOMMENDATION_BURST, 400],
] as const)("POST /api/v1/%s", (endpoint, burst, refusedStatus) => {
  it(`allows a burst of ${burst} per client, then answers 429 with Retry-After and the error contract`, async () => {
    const client = `203.0.113.${endpoint === "results" ? 1 : 2}`;
    for (let i = 0; i < burst; i++) expect((await post(endpoint, client)).status).toBe(refusedStatus);
    const refused = await post(endpoint, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const body = (await refused.json()) as { error: { code: string; message: string; path: string | null } };
    expect(body).toEqual({ error: { code: "rate_limited", message: expect.stringMatching(/^Too many requests from this client\. Try again in \d+ seconds?\.$/), path: null } });

    // The same address behind a proxy chain (the last hop is the client): same bucket.
    expect((await post(endpoint, `10.0.0.1, ${client}`)).status).toBe(429);
    // Another client, and an in-process call with no address, go on.
    expect((await post(endpoint, "203.0.113.200")).status).toBe(refusedStatus);
    expect((await post(endpoint, null)).status).toBe(refusedStatus);
  });
});
