import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce } from "@/lib/api/csp";
import { DATABASE_RETRY_AFTER_SECONDS, databaseReachable, databaseUnavailablePage } from "@/lib/api/database-probe";
import { errorResponse } from "@/lib/api/errors";
import { crossOriginRefusal, isMalformedPath } from "@/lib/api/request-guards";
import { getEnv } from "@/lib/env";

/**
 * Runs before every route and page (Next.js 16's proxy, formerly middleware):
 *  - a path whose percent-encoding cannot be decoded is refused here, logged: 400 with the
 *    error contract under /api, the not-found page elsewhere (Next.js would answer 500);
 *  - writes from another site's pages are refused (request-guards.ts);
 *  - a page asked for while the database cannot be reached answers 503 with Retry-After;
 *  - every response gets a Content-Security-Policy with a fresh nonce, which Next.js
 *    reads from the request's copy of the header and puts on its scripts.
 */

/** A path no page has: rewriting to it renders the not-found page with 404. */
const NOT_FOUND_PATH = "/_not-found-malformed-path";

function withCsp(response: NextResponse, csp: string): NextResponse {
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export async function proxy(request: NextRequest) {
  const env = getEnv();
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, env.NODE_ENV === "development");
  const path = request.nextUrl.pathname;
  const isApi = path === "/api" || path.startsWith("/api/");

  if (isMalformedPath(path)) {
    console.warn(`Refused a malformed path: ${request.method} ${path.slice(0, 200)}`);
    if (isApi) return withCsp(errorResponse("invalid_path", "The address has percent-encoding that cannot be decoded (such as %ff); check the link."), csp);
    const headers = new Headers(request.headers);
    headers.set("content-security-policy", csp);
    return withCsp(NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { request: { headers } }), csp);
  }

  const refusal = crossOriginRefusal(request, env);
  if (refusal) {
    console.warn(`Refused a cross-origin write: ${request.method} ${path.slice(0, 200)} from ${request.headers.get("origin") ?? request.headers.get("sec-fetch-site")}`);
    return withCsp(errorResponse("cross_origin_write", refusal), csp);
  }

  // Pages: 503 with Retry-After when the database is gone (the page itself would answer 200).
  if (!isApi && (request.method === "GET" || request.method === "HEAD") && !path.startsWith("/_next/") && !STATIC_FILES.has(path) && !(await databaseReachable())) {
    return new NextResponse(databaseUnavailablePage(), {
      status: 503,
      headers: { "content-type": "text/html; charset=utf-8", "retry-after": String(DATABASE_RETRY_AFTER_SECONDS), "cache-control": "no-store", "content-security-policy": csp },
    });
  }

  const headers = new Headers(request.headers);
  headers.set("content-security-policy", csp);
  return withCsp(NextResponse.next({ request: { headers } }), csp);
}

/** Files served without the database. */
const STATIC_FILES = new Set(["/icon.svg", "/favicon.ico", "/robots.txt"]);

export const config = {
  // Not the build's static files (hashed, not HTML): everything else, pages and API alike.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
