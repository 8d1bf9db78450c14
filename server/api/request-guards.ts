import { hasControlCharacters } from "@/lib/format/control-characters";
import { publicBase, type PublicUrlSettings } from "./public-url";

/**
 * Checks every request passes before any route or page sees it (proxy.ts).
 */

/**
 * True when the path's percent-encoding cannot be decoded (`/results/%ff`): Next.js
 * would throw decoding it into route parameters and answer a bare 500.
 */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Why a write must be refused as coming from another site's page, or null when it may
 * go on. A browser says where a request comes from (Sec-Fetch-Site, Origin); a page on
 * another origin can send a form or a `text/plain` fetch without any CORS preflight, so
 * a write is accepted only from this app's own origin (the request's host, or the
 * forwarded one behind a trusted proxy) or PUBLIC_URL's. Clients that send neither
 * header (the CLI, curl, scripts) are not browsers on someone else's page, and go on.
 */
export function crossOriginRefusal(request: Request, settings: PublicUrlSettings): string | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const site = request.headers.get("sec-fetch-site")?.toLowerCase() ?? null;
  const origin = request.headers.get("origin");
  // The browser itself says the request is from this origin, or typed in / a bookmark.
  if (site === "same-origin" || site === "none") return null;
  if (origin === null) {
    if (site === null) return null;
    return `A ${request.method} from another site (${site}) was refused.`;
  }
  const allowed = new Set<string>();
  const own = originOf(publicBase(request, { ...settings, PUBLIC_URL: undefined }));
  if (own) allowed.add(own);
  if (settings.PUBLIC_URL) {
    const configured = originOf(settings.PUBLIC_URL);
    if (configured) allowed.add(configured);
  }
  const from = originOf(origin);
  if (from !== null && allowed.has(from)) return null;
  return `Writes are accepted only from this app's own pages; a ${request.method} from ${from ?? "an opaque origin"} was refused.`;
}

/**
 * Where a request's address holds a control character once decoded ("the address",
 * "the query parameter \"snapshot\""), or null when it holds none. Call after
 * isMalformedPath: the path is decoded here.
 */
export function controlCharactersIn(url: URL): string | null {
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // isMalformedPath answers for it.
  }
  if (hasControlCharacters(path)) return "the address";
  for (const [key, value] of url.searchParams) {
    if (hasControlCharacters(key)) return "a query parameter's name";
    if (hasControlCharacters(value)) return `the query parameter ${JSON.stringify(key.slice(0, 40))}`;
  }
  return null;
}

/** Pages are read, never written: forms post to the API. */
export const PAGE_METHODS = ["GET", "HEAD"] as const;

export function isPageMethod(method: string): boolean {
  return (PAGE_METHODS as readonly string[]).includes(method.toUpperCase());
}

/** Names this machine answers to whatever PUBLIC_URL says: health checks and local tools reach it by these. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  return lower.startsWith("[") ? lower.slice(0, lower.indexOf("]") + 1) : lower.split(":")[0]!;
}

/**
 * Why a request's Host must be refused, or null. Only when PUBLIC_URL is set: then the
 * app knows its own name, and a request for any other (DNS rebinding, a Host header
 * chosen to poison links or caches) is refused; loopback names stay open for health
 * checks on the machine itself. Behind a trusted proxy the forwarded host is checked too.
 */
export function hostRefusal(request: Request, settings: PublicUrlSettings): string | null {
  if (!settings.PUBLIC_URL) return null;
  let own: string;
  try {
    own = new URL(settings.PUBLIC_URL).hostname.toLowerCase();
  } catch {
    return null;
  }
  const allowed = (host: string | null) =>
    host === null || host === "" || hostName(host) === own || LOOPBACK_HOSTS.has(hostName(host));
  const host = request.headers.get("host");
  const forwarded = settings.TRUST_PROXY ? (request.headers.get("x-forwarded-host")?.split(",")[0] ?? null) : null;
  for (const name of [host, forwarded]) {
    if (!allowed(name))
      return `This server answers for ${own}, not for ${JSON.stringify(hostName(name!).slice(0, 100))}: use ${settings.PUBLIC_URL.replace(/\/+$/, "")}.`;
  }
  return null;
}

/** HSTS for a site served over https (PUBLIC_URL says so): a year, as browsers expect before they remember it. */
export function strictTransportSecurity(settings: PublicUrlSettings): string | null {
  return settings.PUBLIC_URL?.startsWith("https:") ? "max-age=31536000" : null;
}
