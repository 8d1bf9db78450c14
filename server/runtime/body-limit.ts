// Each address's body limit (server/api/body-limits.ts) enforced by the web server before
// anything is buffered. Next.js's proxy buffers every body up to the largest limit any
// route has (about 50 MB) before the route sees it, so a 1 MiB route held 50 MB per
// request, and a body past the proxy's limit was cut and refused as malformed JSON.
// Here a declared Content-Length over the limit is answered 413 at once (what still comes
// is dropped, never held, for a moment before the connection closes); a body
// without one (chunked) is read here, counted as it comes, and refused as soon as it
// passes the limit, so at most the address's own limit is ever held.
import type { IncomingMessage, ServerResponse } from "node:http";
import { readLimited, replayRequest } from "./request-body";

/**
 * How long the rest of a refused body is taken and dropped before the connection closes.
 * Node closes a "Connection: close" answer's socket as soon as the answer is out; with the
 * client still sending, the kernel then answers its bytes with a reset, which can reach the
 * client before it has read the 413 and lose the answer (seen on a loaded machine:
 * tests/long/hostile-server.test.ts hung on such a client). So the socket only half-closes
 * after the answer, drops what still comes (nothing is held) and closes for good once the
 * client is done, or after this long at most, which bounds a client that never stops.
 */
const LINGER_MS = 2000;

/** Each address's limit and the message refusing a body over it (server/api/body-limits.ts). */
export interface BodyLimits {
  bodyLimitFor: (pathname: string) => { maxBytes: number };
  bodyTooLargeMessage: (pathname: string) => string;
}

function refuse(req: IncomingMessage, res: ServerResponse, message: string): void {
  const body = JSON.stringify({ error: { code: "too_large", message, path: null } });
  const socket = req.socket;
  // Called by Node once a "Connection: close" answer is out: half-close, linger, then close.
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  req.on("data", () => {});
  req.resume();
  res.writeHead(413, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    connection: "close",
  });
  res.end(body);
}

function pathnameOf(target: string | undefined): string {
  try {
    return new URL(target ?? "/", "http://localhost").pathname;
  } catch {
    return "/";
  }
}

/**
 * The request to hand on (the same one, or a copy holding a chunked body read here), or
 * null when it was answered 413 (or the client left mid-body).
 */
export async function limitRequestBody(
  req: IncomingMessage,
  res: ServerResponse,
  limits: BodyLimits,
): Promise<IncomingMessage | null> {
  const declared = req.headers["content-length"];
  const chunked = req.headers["transfer-encoding"] !== undefined;
  if (declared === undefined && !chunked) return req;
  const pathname = pathnameOf(req.url);
  const { maxBytes } = limits.bodyLimitFor(pathname);
  if (declared !== undefined && !chunked) {
    // Node's parser never passes on more than the declared length: the check is enough.
    if (/^\d+$/.test(declared) && Number(declared) > maxBytes) {
      refuse(req, res, limits.bodyTooLargeMessage(pathname));
      return null;
    }
    return req;
  }
  const body = await readLimited(req, maxBytes);
  if (body === "too_large") {
    refuse(req, res, limits.bodyTooLargeMessage(pathname));
    return null;
  }
  return body === null ? null : replayRequest(req, body);
}
