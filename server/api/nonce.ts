// The Content-Security-Policy nonce: 128 random bits, base64, unguessable per response.
// Web-standard APIs only, so both proxy.ts (through server/api/csp.ts) and the web server's page
// cache (server/runtime/page-cache.ts, which gives every cached page a fresh one) use it.

/** 128 random bits, base64: unguessable per response. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
