// A request's body read before Next.js sees it (the estimate cache in server/runtime/page-cache.ts
// keys on it), and a copy of the request that gives Next.js the same body again.
import { IncomingMessage } from "node:http";

/** The whole body, or null when the client went away before sending all of it. */
export function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    // A small body (an estimate) is one chunk, a Buffer of its own: kept as it is, not copied.
    const whole = () => resolve(req.complete ? (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)) : null);
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", whole);
    // A client gone mid-body: "aborted" on older Node versions, "error" or "close" on newer.
    req.on("error", () => resolve(null));
    req.on("close", whole);
  });
}

/**
 * The whole body, read only up to `maxBytes`: "too_large" as soon as it passes them (the
 * rest is left unread), null when the client went away first.
 */
export function readLimited(req: IncomingMessage, maxBytes: number): Promise<Buffer | null | "too_large"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
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
 */
export function replayRequest(req: IncomingMessage, body: Buffer): IncomingMessage {
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
