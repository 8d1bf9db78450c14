import { publicBase, type PublicUrlSettings } from "./public-url";

/**
 * Which uploads this browser owns: the owner tokens of its uploads, kept in one HttpOnly
 * cookie that POST /api/v1/results sets. Uploads are unlisted until published, and the
 * cookie is how /compare and /results show a browser its own unlisted uploads (and lets
 * their result page publish them) without the token ever being readable by scripts.
 * SameSite=Lax: a cross-site POST or PATCH never carries it (and proxy.ts refuses
 * cross-site writes anyway).
 */
export const OWNED_UPLOADS_COOKIE = "owned_uploads";
/** 40 tokens of 43 characters and their separators: 1,759 bytes, well under a cookie's 4,096. */
export const MAX_OWNED_UPLOADS = 40;
/** A year, in seconds: as long as someone may come back to publish a run. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** An owner token as server/data/results/result-tokens.ts makes them: base64url of 32 bytes. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SEPARATOR = ".";

/** The tokens in a cookie value, oldest first; anything malformed is dropped. */
export function parseOwnedTokens(value: string | undefined | null): string[] {
  if (!value) return [];
  const tokens = value.split(SEPARATOR).filter((t) => TOKEN_PATTERN.test(t));
  return [...new Set(tokens)].slice(-MAX_OWNED_UPLOADS);
}

/** The tokens with `token` added as the newest; the oldest drop out past MAX_OWNED_UPLOADS. */
export function withOwnedToken(tokens: readonly string[], token: string): string[] {
  return [...tokens.filter((t) => t !== token), token].slice(-MAX_OWNED_UPLOADS);
}

/** The cookie's value from a Cookie header; null when absent. */
export function ownedUploadsCookieValue(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === OWNED_UPLOADS_COOKIE) return rest.join("=");
  }
  return null;
}

/** Owner tokens a request carries in the cookie. */
export function ownedTokensFromRequest(request: Request): string[] {
  return parseOwnedTokens(ownedUploadsCookieValue(request.headers.get("cookie")));
}

/** The Set-Cookie header value; Secure when the public address is https. */
export function ownedUploadsSetCookie(
  tokens: readonly string[],
  request: Request,
  settings: PublicUrlSettings,
): string {
  const secure = publicBase(request, settings).startsWith("https:");
  return [
    `${OWNED_UPLOADS_COOKIE}=${tokens.join(SEPARATOR)}`,
    "Path=/",
    `Max-Age=${COOKIE_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
