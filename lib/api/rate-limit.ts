import { errorResponse } from "./errors";

/**
 * Per-client rate limits for the endpoints that write: uploads (POST /api/v1/results)
 * and saved recommendations (POST /api/v1/recommendations). An in-memory token bucket
 * per client: each request takes one token; tokens come back at a steady rate up to the
 * bucket's capacity, so a client may send a burst of `capacity` requests and then
 * `refillPerSecond` requests per second for as long as it likes.
 *
 * Limits:
 *  - per server process (several processes behind a balancer each count on their own);
 *  - the client is the address in the forwarding headers (see clientKey): Next.js fills
 *    `x-forwarded-for` with the socket's address only when the request has none, so an
 *    app exposed directly (no proxy in front that sets the header) can be given any
 *    address by the client itself. Behind a proxy that appends the real address, the
 *    last entry is that address and cannot be forged.
 *  - the map of clients is bounded (maxClients): the least recently seen client is
 *    dropped first, which at worst gives it a fresh, full bucket.
 */

/**
 * Uploads: a person or a script sending a folder of fio results. A burst of 60 covers a
 * typical batch (a job file with dozens of jobs, one result per run); after that one
 * upload a second (3,600 an hour) is far above what anyone uploads by hand, while a
 * loop storing files of up to 25 MiB as fast as it can is slowed to that pace.
 */
export const UPLOAD_BURST = 60;
export const UPLOAD_REFILL_PER_SECOND = 1;

/**
 * Saved recommendations: each runs the advisor over every storage option and stores a
 * row (the share link). The wizard saves one per click; 30 at once and one every two
 * seconds after that is generous for people and the end-to-end tests, and bounds how
 * fast one client can fill the table.
 */
export const RECOMMENDATION_BURST = 30;
export const RECOMMENDATION_REFILL_PER_SECOND = 0.5;

/** Clients remembered at once: ~100 bytes each, so about 1 MB at most per limiter. */
export const DEFAULT_MAX_CLIENTS = 10_000;

/**
 * The key of a request that names no client address. Every request that comes in through
 * Next.js's HTTP server has one (Next sets `x-forwarded-for` from the socket when it is
 * absent), so "local" means the handler was called in-process: the integration tests,
 * the benchmarks. Those are not limited (see rateLimit).
 */
export const LOCAL_CLIENT = "local";
/** Longest address kept as a key: an IPv6 address with a zone fits; anything longer is cut. */
const MAX_CLIENT_KEY_CHARS = 64;

export interface RateLimitOptions {
  /** Requests a client may send at once (the bucket's size), at least 1. */
  capacity: number;
  /** Tokens returned per second, above 0. */
  refillPerSecond: number;
  /** Clients tracked at once; the least recently seen is evicted beyond it. */
  maxClients?: number;
  /** Clock in milliseconds (tests pass a fake one). */
  now?: () => number;
}

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  readonly capacity: number;
  readonly refillPerSecond: number;
  readonly maxClients: number;
  /** Takes one token for `client`, or says how long until one is back. */
  take(client: string): RateDecision;
  /** Clients currently tracked. */
  size(): number;
  /** Forgets every client. */
  clear(): void;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { capacity, refillPerSecond } = options;
  const maxClients = options.maxClients ?? DEFAULT_MAX_CLIENTS;
  const now = options.now ?? Date.now;
  if (!Number.isFinite(capacity) || capacity < 1) throw new RangeError(`capacity must be a finite number >= 1, got ${capacity}`);
  if (!Number.isFinite(refillPerSecond) || refillPerSecond <= 0) throw new RangeError(`refillPerSecond must be a finite number > 0, got ${refillPerSecond}`);
  if (!Number.isInteger(maxClients) || maxClients < 1) throw new RangeError(`maxClients must be an integer >= 1, got ${maxClients}`);

  // A Map iterates in insertion order: re-inserting on every use keeps the least
  // recently seen client first, which is the one evicted.
  const buckets = new Map<string, Bucket>();

  return {
    capacity,
    refillPerSecond,
    maxClients,
    take(client: string): RateDecision {
      const at = now();
      const previous = buckets.get(client);
      let tokens = capacity;
      if (previous) {
        buckets.delete(client);
        // A clock that goes backwards refills nothing rather than taking tokens away.
        const elapsedSeconds = Math.max(0, at - previous.updatedAt) / 1000;
        tokens = Math.min(capacity, previous.tokens + elapsedSeconds * refillPerSecond);
      }
      const allowed = tokens >= 1;
      if (allowed) tokens -= 1;
      buckets.set(client, { tokens, updatedAt: at });
      while (buckets.size > maxClients) {
        const oldest = buckets.keys().next().value;
        if (oldest === undefined) break;
        buckets.delete(oldest);
      }
      if (allowed) return { allowed: true, remaining: Math.floor(tokens) };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerSecond)) };
    },
    size: () => buckets.size,
    clear: () => buckets.clear(),
  };
}

/**
 * Who is asking: the last address of `x-forwarded-for` (the one the nearest proxy, or
 * Next.js itself, wrote), else `x-real-ip`, else "local".
 */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const fromForwarded = forwarded
    ?.split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .pop();
  const address = fromForwarded ?? headers.get("x-real-ip")?.trim();
  if (!address) return LOCAL_CLIENT;
  return address.slice(0, MAX_CLIENT_KEY_CHARS).toLowerCase();
}

/**
 * Takes a token for the request's client: null when it may go on, otherwise the 429
 * answer (error contract, `Retry-After` in seconds) for the route to return as is.
 * In-process calls (client "local", see LOCAL_CLIENT) always go on.
 */
export function rateLimit(limiter: RateLimiter, request: Request): Response | null {
  const client = clientKey(request.headers);
  if (client === LOCAL_CLIENT) return null;
  const decision = limiter.take(client);
  if (decision.allowed) return null;
  const seconds = decision.retryAfterSeconds;
  const response = errorResponse("rate_limited", `Too many requests from this client. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`);
  response.headers.set("Retry-After", String(seconds));
  return response;
}

/** The limiters the routes use, one per server process. */
export const uploadLimiter = createRateLimiter({ capacity: UPLOAD_BURST, refillPerSecond: UPLOAD_REFILL_PER_SECOND });
export const recommendationLimiter = createRateLimiter({ capacity: RECOMMENDATION_BURST, refillPerSecond: RECOMMENDATION_REFILL_PER_SECOND });
