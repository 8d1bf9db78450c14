import { FIO_MAX_BYTES } from "../../lib/fio/limits";
import { formatBytes } from "../../lib/format/bytes";
import { METRICS_TOTAL_MAX_BYTES } from "../../lib/metrics/limits";

/**
 * Byte limits of the request bodies the routes read, in one place because next.config.ts
 * needs the largest: with a proxy (proxy.ts), Next.js buffers every request body up to
 * `experimental.proxyClientMaxBodySize` (10 MB by default) and hands the route only
 * that much, so a 20 MB fio upload arrived cut short and was refused as malformed.
 * Relative imports only: next.config.ts's loader does not resolve the "@/" alias.
 */

/** Room for multipart boundaries, part headers and the label fields beside a file. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;
/** A multipart fio upload: the file and its labels. */
export const UPLOAD_FORM_MAX_BYTES = FIO_MAX_BYTES + FORM_OVERHEAD_BYTES;
/** A JSON fio upload: the file as a JSON string may escape to twice its bytes. */
export const UPLOAD_JSON_MAX_BYTES = 2 * FIO_MAX_BYTES + FORM_OVERHEAD_BYTES;
/** A multipart metrics import: every file together, and the form around them. */
export const METRICS_FORM_MAX_BYTES = METRICS_TOTAL_MAX_BYTES + FORM_OVERHEAD_BYTES;

/** The largest body any route accepts: what the proxy must pass through whole. */
export const LARGEST_REQUEST_BODY_BYTES = Math.max(
  UPLOAD_FORM_MAX_BYTES,
  UPLOAD_JSON_MAX_BYTES,
  METRICS_FORM_MAX_BYTES,
);

/** A workload of 50 operations and 100 options is a few kB; 1 MiB bounds what is read. */
export const ESTIMATE_BODY_MAX_BYTES = 1024 * 1024;
/** A fio job request: a workload of 50 operations is a few KB of JSON. */
export const FIO_JOB_BODY_MAX_BYTES = 256 * 1024;
/** Small JSON requests (a projection or migration is a few hundred bytes, advisor answers a few dozen short fields, a price refresh's options). */
export const SMALL_JSON_BODY_MAX_BYTES = 64 * 1024;
export const PROJECTION_BODY_MAX_BYTES = SMALL_JSON_BODY_MAX_BYTES;
export const MIGRATION_BODY_MAX_BYTES = SMALL_JSON_BODY_MAX_BYTES;
export const RECOMMENDATION_BODY_MAX_BYTES = SMALL_JSON_BODY_MAX_BYTES;
/** `terraform show -json` of a few hundred resources is a few MB. */
export const PLAN_REVIEW_BODY_MAX_BYTES = 5 * 1024 * 1024;

/** What an address lets a client send: the bytes, and the limit in a person's words. */
export interface RouteBodyLimit {
  maxBytes: number;
  /** "at most 1 MiB", or the file's own limit where the body wraps a file. */
  words: string;
}

function atMost(maxBytes: number): RouteBodyLimit {
  return { maxBytes, words: `at most ${formatBytes(maxBytes)}` };
}

/**
 * What the web server (server/runtime/web-server.ts, through body-limit.ts there) lets each
 * address send before anything is buffered: a declared Content-Length above it is answered
 * 413 at once, and a body without one is counted as it streams and cut at the limit. The
 * proxy otherwise buffers every body up to LARGEST_REQUEST_BODY_BYTES, whatever the route,
 * so six 50 MB bodies to a 1 MiB route held 300 MB. Each route still checks its own limit
 * (with the file's limit in its words); this bound only has to be the largest it reads.
 * Addresses not listed (pages, reads, unknown paths) take DEFAULT_BODY_LIMIT.
 */
export const ROUTE_BODY_LIMITS: Readonly<Record<string, RouteBodyLimit>> = {
  "/api/v1/estimate": atMost(ESTIMATE_BODY_MAX_BYTES),
  "/api/v1/fio-job": atMost(FIO_JOB_BODY_MAX_BYTES),
  "/api/v1/projections": atMost(PROJECTION_BODY_MAX_BYTES),
  "/api/v1/migrations": atMost(MIGRATION_BODY_MAX_BYTES),
  "/api/v1/recommendations": atMost(RECOMMENDATION_BODY_MAX_BYTES),
  "/api/v1/plan-reviews": atMost(PLAN_REVIEW_BODY_MAX_BYTES),
  "/api/v1/results": {
    maxBytes: Math.max(UPLOAD_FORM_MAX_BYTES, UPLOAD_JSON_MAX_BYTES),
    words: `a fio result file of at most ${formatBytes(FIO_MAX_BYTES)} (${formatBytes(UPLOAD_JSON_MAX_BYTES)} as a JSON upload's escaped string)`,
  },
  "/api/v1/metrics": {
    maxBytes: METRICS_FORM_MAX_BYTES,
    words: `metrics files of at most ${formatBytes(METRICS_TOTAL_MAX_BYTES)} together`,
  },
};
export const DEFAULT_BODY_LIMIT: RouteBodyLimit = atMost(SMALL_JSON_BODY_MAX_BYTES);

/** What a request to `pathname` may send (a trailing slash ignored). */
export function bodyLimitFor(pathname: string): RouteBodyLimit {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return Object.hasOwn(ROUTE_BODY_LIMITS, path) ? ROUTE_BODY_LIMITS[path]! : DEFAULT_BODY_LIMIT;
}

/** The 413's message: the address and its limit in words. */
export function bodyTooLargeMessage(pathname: string): string {
  const listed = Object.hasOwn(ROUTE_BODY_LIMITS, pathname) ? pathname : "this address";
  return `The request body is larger than ${listed} accepts: ${bodyLimitFor(pathname).words}. Nothing was read or stored.`;
}
