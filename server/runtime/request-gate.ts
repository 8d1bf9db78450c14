// Requests the web server refuses before Next.js sees them, because Next.js cannot take
// them at all: it turns each request into a WHATWG Request, whose constructor throws on
// TRACE, TRACK and CONNECT (forbidden methods), and it cannot route a request-target that
// is not a path (`GET *`). Both used to end as a bare 500. Here they get 405 with Allow,
// or 400, in the API's error contract. And a page whose database connection was closed
// while it rendered answers 503 with Retry-After instead of the App Router's 500.
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

/** Methods some page or route answers; anything else is refused here. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const ALLOW = SERVED_METHODS.join(", ");

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} code
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
function answer(res, status, code, message, headers = {}) {
  const body = JSON.stringify({ error: { code, message, path: null } });
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body), "cache-control": "no-store", ...headers });
  res.end(body);
}

/**
 * Answers a request Next.js cannot take and returns true; false leaves it to Next.js.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @returns {boolean}
 */
export function refuseUnservable(req, res) {
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
    answer(res, 405, "method_not_allowed", `This server does not answer ${method.slice(0, 20)} requests; it answers ${ALLOW} (OPTIONS on an API address lists that address's own).`, { allow: ALLOW, connection: "close" });
    return true;
  }
  // Origin-form (/path) or the absolute-form a proxy may send (http://host/path).
  if (!target.startsWith("/") && !/^https?:\/\//i.test(target)) {
    answer(res, 400, "invalid_path", "The request-target is not a path; ask for a path such as /.");
    return true;
  }
  return false;
}

/** The digests lib/db/failures.ts gives database failures, which Next.js puts in the error page (request-gate.test.ts checks both match). */
export const DATABASE_FAILURE_DIGEST = /storage-advisor:database-(?:unavailable|busy)/;
/** As the API's and the proxy's 503s say (lib/api/database-probe.ts; request-gate.test.ts checks they agree). */
export const DATABASE_RETRY_AFTER_SECONDS = "5";
/** An error page is a few kB; a 500 larger than this is sent on unexamined. */
const HELD_ERROR_PAGE_MAX_BYTES = 512 * 1024;
const DECODERS = { gzip: gunzipSync, "x-gzip": gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

/** @param {Buffer} body @param {unknown} encoding */
function mentionsDatabaseFailure(body, encoding) {
  try {
    const decode = DECODERS[/** @type {keyof typeof DECODERS} */ (String(encoding ?? "").toLowerCase())];
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
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function pageDatabaseFailuresAs503(req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  const url = req.url ?? "";
  if (url.startsWith("/api/") || url.startsWith("/_next/")) return;
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  /** @type {{ args: unknown[], chunks: Buffer[], bytes: number } | null} */
  let held = null;
  const release = () => {
    if (!held) return;
    const { args, chunks } = held;
    held = null;
    const body = Buffer.concat(chunks);
    const headers = /** @type {Record<string, unknown> | undefined} */ (args.find((a) => typeof a === "object" && a !== null && !Array.isArray(a)));
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
  const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
  // @ts-expect-error -- the overloads of writeHead are kept by passing the arguments on.
  res.writeHead = function (statusCode, ...args) {
    // Never put the originals back on res: Next.js's compression wraps these wrappers, and
    // would be bypassed. Once a status is not 500 they only pass calls on.
    if (statusCode !== 500 || res.headersSent) return original.writeHead.call(res, statusCode, ...args);
    // Compression calls writeHead again on each write while no header went out: keep the body held so far.
    held ??= { args, chunks: [], bytes: 0 };
    return res;
  };
  // A body written without writeHead (statusCode set, headers implicit) is held the same way.
  const holdImplicit = () => {
    if (!held && !res.headersSent && res.statusCode === 500) held = { args: [], chunks: [], bytes: 0 };
  };
  // @ts-expect-error -- as above
  res.write = function (chunk, encoding, callback) {
    holdImplicit();
    if (!held) return original.write.call(res, chunk, encoding, callback);
    const buffer = toBuffer(chunk, encoding);
    held.chunks.push(buffer);
    held.bytes += buffer.byteLength;
    if (held.bytes > HELD_ERROR_PAGE_MAX_BYTES) original.write.call(res, release());
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  };
  // @ts-expect-error -- as above
  res.end = function (chunk, encoding, callback) {
    holdImplicit();
    if (!held) return original.end.call(res, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") {
      held.chunks.push(toBuffer(chunk, encoding));
    }
    const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
    const body = release();
    return original.end.call(res, body, done);
  };
}
