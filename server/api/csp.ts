/**
 * The Content-Security-Policy of every response, with a fresh nonce per request
 * (proxy.ts). Scripts run only from this origin and when they carry the nonce, which
 * Next.js puts on its own inline scripts while rendering (it reads the nonce from this
 * header on the request); no 'unsafe-inline' for scripts, so injected markup cannot run
 * script even if escaping ever failed. Styles keep 'unsafe-inline': Recharts positions
 * with inline style attributes, which a nonce cannot cover. 'unsafe-eval' only under
 * `next dev` (React's dev tooling uses eval). Exports build images from blob: and data:.
 */
export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** 128 random bits, base64: unguessable per response (shared with the page cache). */
export { newNonce } from "./nonce";
