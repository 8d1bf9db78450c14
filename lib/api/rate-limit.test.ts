import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  LOCAL_CLIENT,
  RECOMMENDATION_BURST,
  UPLOAD_BURST,
  clientKey,
  createRateLimiter,
  rateLimit,
  recommendationLimiter,
  uploadLimiter,
} from "./rate-limit";

function fakeClock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("token bucket", () => {
  it("allows a burst of `capacity`, then refuses with the seconds until the next token", () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ capacity: 3, refillPerSecond: 0.5, now: clock.now });
    expect([1, 2, 3].map(() => limiter.take("a").allowed)).toEqual([true, true, true]);
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 2 });
    clock.advance(1000); // half a token back
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(1000); // one whole token
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
  });

  it("counts each client on its own", () => {
    const limiter = createRateLimiter({ capacity: 1, refillPerSecond: 1, now: fakeClock().now });
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
    expect(limiter.take("b").allowed).toBe(true);
  });

  it("never refills above capacity, however long the client was away", () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ capacity: 2, refillPerSecond: 10, now: clock.now });
    limiter.take("a");
    clock.advance(3_600_000);
    expect([1, 2, 3].map(() => limiter.take("a").allowed)).toEqual([true, true, false]);
  });

  it("a clock going backwards gives no tokens and takes none", () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ capacity: 1, refillPerSecond: 1, now: clock.now });
    limiter.take("a");
    clock.advance(-10_000);
    expect(limiter.take("a").allowed).toBe(false);
  });

  it("keeps at most maxClients, evicting the least recently seen", () => {
    const limiter = createRateLimiter({ capacity: 1, refillPerSecond: 0.001, maxClients: 3, now: fakeClock().now });
    for (const c of ["a", "b", "c"]) limiter.take(c);
    limiter.take("a"); // a is now the most recent; b the oldest
    limiter.take("d");
    expect(limiter.size()).toBe(3);
    expect(limiter.take("a").allowed).toBe(false); // still tracked (and empty)
    expect(limiter.take("b").allowed).toBe(true); // was evicted: a fresh bucket
  });

  it("property: never more than capacity + elapsed * rate grants, and the map stays bounded", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 2000 })), { maxLength: 300 }),
        (capacity, rate, maxClients, steps) => {
          const clock = fakeClock();
          const limiter = createRateLimiter({ capacity, refillPerSecond: rate, maxClients: 10, now: clock.now });
          const bounded = createRateLimiter({ capacity, refillPerSecond: rate, maxClients, now: clock.now });
          const granted = new Map<number, number>();
          let elapsedMs = 0;
          for (const [client, waitMs] of steps) {
            clock.advance(waitMs);
            elapsedMs += waitMs;
            if (limiter.take(`c${client}`).allowed) granted.set(client, (granted.get(client) ?? 0) + 1);
            bounded.take(`c${client}`);
            expect(bounded.size()).toBeLessThanOrEqual(maxClients);
          }
          for (const count of granted.values()) expect(count).toBeLessThanOrEqual(capacity + (elapsedMs / 1000) * rate + 1e-9);
        },
      ),
    );
  });

  it("refuses nonsensical settings", () => {
    expect(() => createRateLimiter({ capacity: 0, refillPerSecond: 1 })).toThrow(RangeError);
    expect(() => createRateLimiter({ capacity: 1, refillPerSecond: 0 })).toThrow(RangeError);
    expect(() => createRateLimiter({ capacity: 1, refillPerSecond: Number.NaN })).toThrow(RangeError);
    expect(() => createRateLimiter({ capacity: 1, refillPerSecond: 1, maxClients: 0 })).toThrow(RangeError);
  });
});

describe("client key", () => {
  const key = (headers: Record<string, string>) => clientKey(new Headers(headers));

  it("takes the last x-forwarded-for address (the one the nearest proxy wrote), then x-real-ip, else local", () => {
    expect(key({ "x-forwarded-for": "203.0.113.9" })).toBe("203.0.113.9");
    expect(key({ "x-forwarded-for": "10.0.0.1, 198.51.100.4 " })).toBe("198.51.100.4");
    expect(key({ "x-forwarded-for": " , ", "x-real-ip": "198.51.100.7" })).toBe("198.51.100.7");
    expect(key({ "x-real-ip": "2001:DB8::1" })).toBe("2001:db8::1");
    expect(key({})).toBe(LOCAL_CLIENT);
  });

  it("bounds the key's length", () => {
    expect(key({ "x-forwarded-for": "x".repeat(10_000) })).toHaveLength(64);
  });
});

describe("rateLimit", () => {
  it("answers 429 with Retry-After and the error contract once the bucket is empty", async () => {
    const limiter = createRateLimiter({ capacity: 1, refillPerSecond: 0.25, now: fakeClock().now });
    const request = () => new Request("http://x.test/api/v1/results", { method: "POST", headers: { "x-forwarded-for": "203.0.113.1" } });
    expect(rateLimit(limiter, request())).toBeNull();
    const refused = rateLimit(limiter, request());
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get("retry-after")).toBe("4");
    expect(await refused?.json()).toEqual({ error: { code: "rate_limited", message: "Too many requests from this client. Try again in 4 seconds.", path: null } });
  });

  it("does not limit in-process calls (no client address: Next.js always sets one for network requests)", () => {
    const limiter = createRateLimiter({ capacity: 1, refillPerSecond: 0.001, now: fakeClock().now });
    for (let i = 0; i < 5; i++) expect(rateLimit(limiter, new Request("http://x.test/", { method: "POST" }))).toBeNull();
    expect(limiter.size()).toBe(0);
  });

  it("the routes' limiters use the named constants", () => {
    expect(uploadLimiter.capacity).toBe(UPLOAD_BURST);
    expect(recommendationLimiter.capacity).toBe(RECOMMENDATION_BURST);
  });
});
