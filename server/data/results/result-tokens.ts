import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Owner tokens: whoever uploaded a result gets one token, once, and needs it to delete
 * the result. Only the token's SHA-256 is stored, so a database leak gives no token.
 */

/** 256 random bits: not guessable, and long enough that a plain hash (no salt) is fine. */
export const OWNER_TOKEN_BYTES = 32;
const SHA256_BYTES = 32;
/** base64url of 32 bytes is 43 characters; anything far longer is not one of ours. */
const OWNER_TOKEN_MAX_CHARS = 256;

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function newOwnerToken(): { token: string; hash: string } {
  const token = randomBytes(OWNER_TOKEN_BYTES).toString("base64url");
  return { token, hash: sha256Hex(token) };
}

/**
 * Compares a presented token with a stored hash in constant time. Both sides are SHA-256
 * digests (32 bytes), so timingSafeEqual always compares equal lengths and the time taken
 * says nothing about how much of the token was right.
 */
export function ownerTokenMatches(presented: string, storedHashHex: string): boolean {
  if (presented.length > OWNER_TOKEN_MAX_CHARS) return false;
  const presentedDigest = createHash("sha256").update(presented).digest();
  const storedDigest = Buffer.from(storedHashHex, "hex");
  if (storedDigest.length !== SHA256_BYTES) return false;
  return timingSafeEqual(presentedDigest, storedDigest);
}

/** `Authorization: Bearer <token>` or `X-Owner-Token: <token>`; null when neither is sent. */
export function ownerTokenFromHeaders(headers: Headers): string | null {
  const authorization = headers.get("authorization");
  if (authorization !== null) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match?.[1]) return match[1];
  }
  const header = headers.get("x-owner-token")?.trim();
  return header ? header : null;
}
