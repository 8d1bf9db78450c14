import { getDb } from "@/server/db/client";
import { takeToken, type BucketSettings } from "@/server/data/shared/rate-limits";
import { getEnv } from "@/server/env";
import { LOCAL_CLIENT, clientAddress } from "./client-address";
import { errorResponse } from "./errors";

/**
 * Per-client rate limits for the endpoints that write: uploads (POST /api/v1/results),
 * saved recommendations (POST /api/v1/recommendations) and admin-token attempts. A token
 * bucket per client: each request takes one token; tokens come back at a steady rate up
 * to the bucket's capacity, so a client may send a burst of `capacity` requests and then
 * `refillPerSecond` requests per second for as long as it likes.
 *
 * The buckets live in PostgreSQL (server/data/shared/rate-limits.ts): every replica of the server
 * counts a client against the same bucket. The client is its socket address, or with
 * TRUST_PROXY the address the trusted proxies report (server/api/client-address.ts): a
 * client reaching the app directly cannot choose its bucket with X-Forwarded-For.
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

/**
 * Admin-token attempts (the price refresh): an operator mistypes a few times; a guesser
 * gets 10 tries and then one a minute. Counted before the token is compared, so a right
 * token after the limit waits too.
 */
export const ADMIN_ATTEMPT_BURST = 10;
export const ADMIN_ATTEMPT_REFILL_PER_SECOND = 1 / 60;

export const UPLOAD_LIMIT: BucketSettings = {
  limiter: "uploads",
  capacity: UPLOAD_BURST,
  refillPerSecond: UPLOAD_REFILL_PER_SECOND,
};
export const RECOMMENDATION_LIMIT: BucketSettings = {
  limiter: "recommendations",
  capacity: RECOMMENDATION_BURST,
  refillPerSecond: RECOMMENDATION_REFILL_PER_SECOND,
};
export const ADMIN_ATTEMPT_LIMIT: BucketSettings = {
  limiter: "admin-token",
  capacity: ADMIN_ATTEMPT_BURST,
  refillPerSecond: ADMIN_ATTEMPT_REFILL_PER_SECOND,
};

export { LOCAL_CLIENT };

/** Who is asking, under the server's TRUST_PROXY setting. */
export function clientKey(headers: Headers): string {
  const env = getEnv();
  return clientAddress(headers, {
    TRUST_PROXY: env.TRUST_PROXY,
    STORAGE_ADVISOR_PEER_SECRET: env.STORAGE_ADVISOR_PEER_SECRET,
  });
}

/**
 * Takes a token for the request's client: null when it may go on, otherwise the 429
 * answer (error contract, `Retry-After` in seconds) for the route to return as is.
 * In-process calls (client "local", see LOCAL_CLIENT) always go on.
 */
export async function rateLimit(limit: BucketSettings, request: Request): Promise<Response | null> {
  const client = clientKey(request.headers);
  if (client === LOCAL_CLIENT) return null;
  const decision = await takeToken(getDb(), limit, client);
  if (decision.allowed) return null;
  const seconds = decision.retryAfterSeconds;
  const response = errorResponse(
    "rate_limited",
    `Too many requests from this client. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
  );
  response.headers.set("Retry-After", String(seconds));
  return response;
}
