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
