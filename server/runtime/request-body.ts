// A request's body read before Next.js sees it (the estimate cache in scripts/page-cache.mjs
// keys on it), and a copy of the request that gives Next.js the same body again.
import { IncomingMessage } from "node:http";

/**
 * The whole body, or null when the client went away before sending all of it.
 * @param {import("node:http").IncomingMessage} req
 * @returns {Promise<Buffer | null>}
 */
export function readBody(req) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    // A small body (an estimate) is one chunk, a Buffer of its own: kept as it is, not copied.
    const whole = () => resolve(req.complete ? (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)) : null);
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", whole);
    // A client gone mid-body: "aborted" on older Node versions, "error" or "close" on newer.
    req.on("error", () => resolve(null));
    req.on("close", whole);
  });
}

/**
 * The whole body, read only up to `maxBytes`: "too_large" as soon as it passes them (the
 * rest is left unread), null when the client went away first.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} maxBytes
 * @returns {Promise<Buffer | null | "too_large">}
 */
export function readLimited(req, maxBytes) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let total = 0;
    const onData = (/** @type {Buffer} */ chunk) => {
      total += chunk.length;
      if (total > maxBytes) {
        req.off("data", onData);
        chunks.length = 0;
        resolve("too_large");
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", () => resolve(null));
    req.on("close", () => resolve(req.complete ? Buffer.concat(chunks) : null));
  });
}

/**
 * The request as it arrived, with `body` to read again: same method, address, headers and
 * socket (Next.js reads the peer's address and TLS state from it). It is complete from the
 * start, so ending or destroying it early never closes the client's connection.
 * @param {import("node:http").IncomingMessage} req
 * @param {Buffer} body
 * @returns {import("node:http").IncomingMessage}
 */
export function replayRequest(req, body) {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.complete = true;
  if (body.length > 0) copy.push(body);
  copy.push(null);
  return copy;
}
