/**
 * Absolute links (share links) that work off the server: from PUBLIC_URL when it is set;
 * otherwise from the request's Host, or X-Forwarded-Host and X-Forwarded-Proto when
 * TRUST_PROXY says a proxy sets them. Never the address the server binds to (0.0.0.0),
 * which is what Next.js puts in request.url.
 */

import type { TrustProxy } from "@/server/env";

export interface PublicUrlSettings {
  PUBLIC_URL?: string | undefined;
  TRUST_PROXY: TrustProxy | boolean;
}

/** host, host:port, [v6]:port; nothing with a path, credentials or spaces. */
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const UNSPECIFIED = new Set(["0.0.0.0", "[::]"]);

/** First value of a comma-separated forwarded header (the client-facing proxy's). */
function first(value: string | null): string | null {
  const v = value?.split(",")[0]?.trim();
  return v ? v : null;
}

function usableHost(host: string | null): string | null {
  if (host === null || !HOST_PATTERN.test(host)) return null;
  const name = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0]!;
  return UNSPECIFIED.has(name) ? null : host.toLowerCase();
}

/** The origin (and path prefix, with PUBLIC_URL) links are built on, without a trailing slash. */
export function publicBase(request: Request, settings: PublicUrlSettings): string {
  if (settings.PUBLIC_URL) return settings.PUBLIC_URL.replace(/\/+$/, "");
  const url = new URL(request.url);
  let protocol = url.protocol.replace(":", "");
  let host = usableHost(request.headers.get("host"));
  if (settings.TRUST_PROXY) {
    host = usableHost(first(request.headers.get("x-forwarded-host"))) ?? host;
    const proto = first(request.headers.get("x-forwarded-proto"))?.toLowerCase();
    if (proto === "http" || proto === "https") protocol = proto;
  }
  // No usable Host (HTTP/1.0, or the bind address): the request URL, with 0.0.0.0 read as this machine.
  host ??= usableHost(url.host) ?? `localhost${url.port ? `:${url.port}` : ""}`;
  return `${protocol}://${host}`;
}

/** An absolute URL for `path` ("/r/abc"). */
export function publicUrl(path: string, request: Request, settings: PublicUrlSettings): string {
  return `${publicBase(request, settings)}${path.startsWith("/") ? path : `/${path}`}`;
}
