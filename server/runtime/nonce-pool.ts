// Content-Security-Policy nonces for the web server's page cache (server/runtime/page-cache.ts),
// which hands out one per cached response, thousands a second under load. The same nonce
// as server/api/nonce.ts (128 random bits, base64), but drawn from a block of random bytes
// filled once per NONCES_PER_FILL nonces instead of a call into the random source each:
// the bytes come from the same CSPRNG and each is used once, so the nonces are as
// unguessable. Node only (proxy.ts keeps server/api/nonce.ts, which runs anywhere).
import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;

/** A source of fresh nonces: each call returns one no earlier call returned. */
export function noncePool(): () => string {
  const block = Buffer.allocUnsafe(NONCE_BYTES * NONCES_PER_FILL);
  let next = block.length;
  return function nextNonce(): string {
    if (next === block.length) {
      randomFillSync(block);
      next = 0;
    }
    const nonce = block.toString("base64", next, next + NONCE_BYTES);
    // Overwritten as it is used, so no byte of a nonce handed out stays in the block.
    block.fill(0, next, next + NONCE_BYTES);
    next += NONCE_BYTES;
    return nonce;
  };
}
