// The Content-Security-Policy nonce: 128 random bits, base64, unguessable per response.
// Plain JavaScript so both proxy.ts (through lib/api/csp.ts) and the web server's page
// cache (scripts/page-cache.mjs, which gives every cached page a fresh one) use it.

/** @returns {string} */
export function newNonce() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
