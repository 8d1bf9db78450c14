import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce } from "@/server/api/csp";
import { DATABASE_RETRY_AFTER_SECONDS, databaseReachable, databaseUnavailablePage } from "@/server/api/database-probe";
import { errorResponse } from "@/server/api/errors";
import {
  controlCharactersIn,
  crossOriginRefusal,
  hostRefusal,
  isMalformedPath,
  isPageMethod,
  PAGE_METHODS,
  strictTransportSecurity,
} from "@/server/api/request-guards";
import { statusOf as statusOfCode, type ErrorCode } from "@/lib/errors/codes";
import { allowedApiMethods } from "@/server/api/route-methods";
import { getEnv } from "@/server/env";

/**
 * Runs before every route and page (Next.js 16's proxy, formerly middleware):
 *  - a path whose percent-encoding cannot be decoded is refused here, logged: 400 with the
 *    error contract under /api, the not-found page elsewhere (Next.js would answer 500);
 *  - control characters in the path or query (%00 would reach PostgreSQL, which refuses
 *    NUL with an error) answer 400; with PUBLIC_URL set, a Host other than its own 400;
 *  - a page asked for with a method other than GET or HEAD, or an API route with one it
 *    does not answer (route-methods.ts), answers 405 with Allow;
 *  - writes from another site's pages are refused (request-guards.ts);
 *  - a page asked for while the database cannot be reached answers 503 with Retry-After;
 *  - every response gets a Content-Security-Policy with a fresh nonce, which Next.js
 *    reads from the request's copy of the header and puts on its scripts, and HSTS when
 *    PUBLIC_URL is https.
 */

/** A path no page has: rewriting to it renders the not-found page with 404. */
const NOT_FOUND_PATH = "/_not-found-malformed-path";

function withCsp(response: NextResponse, csp: string): NextResponse {
  response.headers.set("Content-Security-Policy", csp);
  const hsts = strictTransportSecurity(getEnv());
  if (hsts) response.headers.set("Strict-Transport-Security", hsts);
  return response;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A refusal: the error contract under /api, a short page in words elsewhere. */
function refusal(
  isApi: boolean,
  code: ErrorCode,
  title: string,
  message: string,
  csp: string,
  headers: Record<string, string> = {},
): NextResponse {
  const response = isApi
    ? errorResponse(code, message)
    : new NextResponse(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Storage Advisor home</a></p></body></html>`,
        {
          status: statusOfCode(code),
          headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
        },
      );
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return withCsp(response, csp);
}

export async function proxy(request: NextRequest) {
  const env = getEnv();
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, env.NODE_ENV === "development");
  const path = request.nextUrl.pathname;
  const isApi = path === "/api" || path.startsWith("/api/");

  if (isMalformedPath(path)) {
    console.warn(`Refused a malformed path: ${request.method} ${path.slice(0, 200)}`);
    if (isApi)
      return withCsp(
        errorResponse(
          "invalid_path",
          "The address has percent-encoding that cannot be decoded (such as %ff); check the link.",
        ),
        csp,
      );
    const headers = new Headers(request.headers);
    headers.set("content-security-policy", csp);
    return withCsp(NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { request: { headers } }), csp);
  }

  const controls = controlCharactersIn(request.nextUrl);
  if (controls) {
    const message = `${controls[0]!.toUpperCase()}${controls.slice(1)} holds a control character (such as %00 or a line break), which no valid value has; check the link.`;
    return refusal(isApi, "invalid_characters", "Bad address", message, csp);
  }

  // The health check is exempt: load balancers send it with the target's address as Host.
  const wrongHost = path === HEALTH_PATH ? null : hostRefusal(request, env);
  if (wrongHost) return refusal(isApi, "unknown_host", "Unknown host", wrongHost, csp);

  if (!isApi && !path.startsWith("/_next/") && !isPageMethod(request.method)) {
    const allow = PAGE_METHODS.join(", ");
    return refusal(
      false,
      "method_not_allowed",
      "Method not allowed",
      `Pages are only read (${allow}); a ${request.method.slice(0, 20)} is not answered here. The API under /api/v1 takes writes.`,
      csp,
      { allow },
    );
  }
  const apiMethods = isApi ? allowedApiMethods(path) : null;
  if (apiMethods && !apiMethods.includes(request.method.toUpperCase())) {
    const allow = apiMethods.join(", ");
    return refusal(
      true,
      "method_not_allowed",
      "Method not allowed",
      `${path.slice(0, 100)} answers ${allow}, not ${request.method.slice(0, 20)}.`,
      csp,
      { allow },
    );
  }

  const crossOrigin = crossOriginRefusal(request, env);
  if (crossOrigin) {
    console.warn(
      `Refused a cross-origin write: ${request.method} ${path.slice(0, 200)} from ${request.headers.get("origin") ?? request.headers.get("sec-fetch-site")}`,
    );
    return withCsp(errorResponse("cross_origin_write", crossOrigin), csp);
  }

  // Pages: 503 with Retry-After when the database is gone (the page itself would answer 200).
  if (
    !isApi &&
    (request.method === "GET" || request.method === "HEAD") &&
    !path.startsWith("/_next/") &&
    !STATIC_FILES.has(path) &&
    !(await databaseReachable())
  ) {
    const unavailable = new NextResponse(databaseUnavailablePage(), {
      status: 503,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "retry-after": String(DATABASE_RETRY_AFTER_SECONDS),
        "cache-control": "no-store",
      },
    });
    return withCsp(unavailable, csp);
  }

  const headers = new Headers(request.headers);
  headers.set("content-security-policy", csp);
  return withCsp(NextResponse.next({ request: { headers } }), csp);
}

/** Answered for any Host (see the Host check). */
const HEALTH_PATH = "/api/v1/health";

/** Files served without the database. */
const STATIC_FILES = new Set(["/icon.svg", "/favicon.ico", "/robots.txt"]);

export const config = {
  // Not the build's static files (hashed, not HTML): everything else, pages and API alike.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
