// Requests the web server refuses before Next.js sees them, because Next.js cannot take
// them at all: it turns each request into a WHATWG Request, whose constructor throws on
// TRACE, TRACK and CONNECT (forbidden methods), and it cannot route a request-target that
// is not a path (`GET *`). Both used to end as a bare 500. Here they get 405 with Allow,
// or 400, in the API's error contract. And a page whose database connection was closed
// while it rendered answers 503 with Retry-After instead of the App Router's 500.
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

/** Methods some page or route answers; anything else is refused here. */
export const SERVED_METHODS: string[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const ALLOW = SERVED_METHODS.join(", ");

function answer(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify({ error: { code, message, path: null } });
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    ...headers,
  });
  res.end(body);
}

/** Answers a request Next.js cannot take and returns true; false leaves it to Next.js. */
export function refuseUnservable(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? "";
  const target = req.url ?? "";
  if (target === "*") {
    // `OPTIONS *` asks what the server as a whole supports (RFC 9110, 9.3.7).
    if (method === "OPTIONS") {
      res.writeHead(204, { allow: ALLOW });
      res.end();
    } else answer(res, 400, "invalid_path", `"*" is not an address this server has; ask for a path such as /.`);
    return true;
  }
  if (!SERVED_METHODS.includes(method)) {
    // Drain nothing: the connection closes after the answer.
    answer(
      res,
      405,
      "method_not_allowed",
      `This server does not answer ${method.slice(0, 20)} requests; it answers ${ALLOW} (OPTIONS on an API address lists that address's own).`,
      { allow: ALLOW, connection: "close" },
    );
    return true;
  }
  // Origin-form (/path) or the absolute-form a proxy may send (http://host/path).
  if (!target.startsWith("/") && !/^https?:\/\//i.test(target)) {
    answer(res, 400, "invalid_path", "The request-target is not a path; ask for a path such as /.");
    return true;
  }
  return false;
}

/** The digests server/db/failures.ts gives database failures, which Next.js puts in the error page (request-gate.test.ts checks both match). */
export const DATABASE_FAILURE_DIGEST = /storage-advisor:database-(?:unavailable|busy)/;
/** As the API's and the proxy's 503s say (server/api/database-probe.ts; request-gate.test.ts checks they agree). */
export const DATABASE_RETRY_AFTER_SECONDS = "5";
/** A method of ServerResponse called with the arguments a wrapper was given. */
type Passed = (...args: unknown[]) => unknown;
/** An error page is a few kB; a 500 larger than this is sent on unexamined. */
const HELD_ERROR_PAGE_MAX_BYTES = 512 * 1024;
const DECODERS: Partial<Record<string, (body: Buffer) => Buffer>> = {
  gzip: gunzipSync,
  "x-gzip": gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};

function mentionsDatabaseFailure(body: Buffer, encoding: unknown): boolean {
  try {
    const decode = DECODERS[String(encoding ?? "").toLowerCase()];
    return DATABASE_FAILURE_DIGEST.test((decode ? decode(body) : body).toString("utf8"));
  } catch {
    return false;
  }
}

/**
 * Pages: the App Router answers 500 for any error thrown before it streams, a database
 * failure included (a connection closed mid-render, after the proxy found the database
 * up). A 500 page is held back until it ends and sent as 503 with Retry-After when it
 * carries the database-failure digest (the page in it already says "try again shortly");
 * any other answer passes straight through.
 */
export function pageDatabaseFailuresAs503(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  const url = req.url ?? "";
  if (url.startsWith("/api/") || url.startsWith("/_next/")) return;
  // The originals taken loosely: the wrappers pass on whatever arguments they were given.
  const original = {
    writeHead: res.writeHead as Passed,
    write: res.write as unknown as Passed,
    end: res.end as Passed,
  };
  let held: { args: unknown[]; chunks: Buffer[]; bytes: number } | null = null;
  const release = (): Buffer | undefined => {
    if (!held) return;
    const { args, chunks } = held;
    held = null;
    const body = Buffer.concat(chunks);
    const headers = args.find((a) => typeof a === "object" && a !== null && !Array.isArray(a)) as
      Record<string, unknown> | undefined;
    const given = headers && Object.entries(headers).find(([name]) => name.toLowerCase() === "content-encoding")?.[1];
    let status = 500;
    if (mentionsDatabaseFailure(body, given ?? res.getHeader("content-encoding"))) {
      status = 503;
      res.setHeader("retry-after", DATABASE_RETRY_AFTER_SECONDS);
      res.setHeader("cache-control", "no-store");
    }
    // A status message given with the 500 would misname the 503: leave it out.
    const passed = args.find((a) => typeof a === "object" && a !== null);
    original.writeHead.call(res, status, ...(passed ? [passed] : []));
    return body;
  };
  const toBuffer = (chunk: string | Uint8Array, encoding: unknown): Buffer =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk);
  // The overloads of writeHead are kept by passing the arguments on.
  res.writeHead = function (statusCode: number, ...args: unknown[]) {
    // Never put the originals back on res: Next.js's compression wraps these wrappers, and
    // would be bypassed. Once a status is not 500 they only pass calls on.
    if (statusCode !== 500 || res.headersSent) return original.writeHead.call(res, statusCode, ...args);
    // Compression calls writeHead again on each write while no header went out: keep the body held so far.
    held ??= { args, chunks: [], bytes: 0 };
    return res;
  } as unknown as ServerResponse["writeHead"];
  // A body written without writeHead (statusCode set, headers implicit) is held the same way.
  const holdImplicit = () => {
    if (!held && !res.headersSent && res.statusCode === 500) held = { args: [], chunks: [], bytes: 0 };
  };
  res.write = function (chunk: string | Uint8Array, encoding?: unknown, callback?: unknown) {
    holdImplicit();
    if (!held) return original.write.call(res, chunk, encoding, callback);
    const buffer = toBuffer(chunk, encoding);
    held.chunks.push(buffer);
    held.bytes += buffer.byteLength;
    if (held.bytes > HELD_ERROR_PAGE_MAX_BYTES) original.write.call(res, release());
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done as () => void);
    return true;
  } as ServerResponse["write"];
  res.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
    holdImplicit();
    if (!held) return original.end.call(res, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") {
      held.chunks.push(toBuffer(chunk as string | Uint8Array, encoding));
    }
    const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
    const body = release();
    return original.end.call(res, body, done);
  } as ServerResponse["end"];
}
