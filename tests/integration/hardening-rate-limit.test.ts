/**
 * Rate limits on the write endpoints, through the real route handlers on a real
 * PostgreSQL database (where the buckets live, shared by every replica): a client that sends more than the burst gets 429 with Retry-After
 * and the error contract, before its body is even read; other clients and in-process
 * calls (no client address) are not affected.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  RECOMMENDATION_BURST,
  RECOMMENDATION_REFILL_PER_SECOND,
  UPLOAD_BURST,
  UPLOAD_REFILL_PER_SECOND,
} from "@/server/api/rate-limit";
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
  const headers: Record<string, string> = {
    "content-type": endpoint === "results" ? "text/plain" : "application/json",
  };
  if (client !== null) headers["x-forwarded-for"] = client;
  return handlers[endpoint](new Request(`http://localhost/api/v1/${endpoint}`, { method: "POST", headers, body: "{" }));
}

describe.each([
  ["results", UPLOAD_BURST, UPLOAD_REFILL_PER_SECOND, 415],
  ["recommendations", RECOMMENDATION_BURST, RECOMMENDATION_REFILL_PER_SECOND, 400],
] as const)("POST /api/v1/%s", (endpoint, burst, refillPerSecond, refusedStatus) => {
  it(`allows a burst of ${burst} per client, then answers 429 with Retry-After and the error contract`, async () => {
    const client = `203.0.113.${endpoint === "results" ? 1 : 2}`;
    // The buckets are in PostgreSQL: each request is a round trip, and tokens come back
    // while the burst is sent, so the client gets the burst plus what refilled meanwhile.
    const started = Date.now();
    let accepted = 0;
    let refused: Response | null = null;
    while (refused === null && accepted < burst * 3) {
      const response = await post(endpoint, client);
      if (response.status === 429) refused = response;
      else {
        expect(response.status).toBe(refusedStatus);
        accepted += 1;
      }
    }
    const elapsedSeconds = (Date.now() - started) / 1000;
    expect(accepted).toBeGreaterThanOrEqual(burst);
    expect(accepted).toBeLessThanOrEqual(burst + Math.ceil(elapsedSeconds * refillPerSecond));
    if (refused === null) throw new Error("never refused");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const body = (await refused.json()) as { error: { code: string; message: string; path: string | null } };
    expect(body).toEqual({
      error: {
        code: "rate_limited",
        message: expect.stringMatching(/^Too many requests from this client\. Try again in \d+ seconds?\.$/),
        path: null,
      },
    });

    // The same address behind a proxy chain (the last hop is the client): same bucket.
    // (A token may have come back since the refusal: then the one after it is refused.)
    const again = await post(endpoint, `10.0.0.1, ${client}`);
    if (again.status !== 429) expect((await post(endpoint, `10.0.0.1, ${client}`)).status).toBe(429);
    // Another client, and an in-process call with no address, go on.
    expect((await post(endpoint, "203.0.113.200")).status).toBe(refusedStatus);
    expect((await post(endpoint, null)).status).toBe(refusedStatus);
  });
});
