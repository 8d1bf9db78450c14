/**
 * The ADMIN_TOKEN check guarding "refresh prices now". Both tokens are hashed first so
 * timingSafeEqual compares equal-length digests: neither the token's content nor its
 * length leaks through the time the comparison takes.
 */
import { createHash, timingSafeEqual } from "node:crypto";

export type AdminCheck = "ok" | "disabled" | "missing" | "wrong";

function digest(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}

export function tokensMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | null): string | null {
  if (header === null) return null;
  const match = /^Bearer[ \t]+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  return token ? token : null;
}

/** `expected` undefined: ADMIN_TOKEN is not set and privileged actions are off. */
export function checkAdminToken(given: string | null, expected: string | undefined): AdminCheck {
  if (expected === undefined) return "disabled";
  if (given === null || given === "") return "missing";
  return tokensMatch(given, expected) ? "ok" : "wrong";
}
