// Requests the web server refuses before Next.js sees them, because Next.js cannot take
// them at all: it turns each request into a WHATWG Request, whose constructor throws on
// TRACE, TRACK and CONNECT (forbidden methods), and it cannot route a request-target that
// is not a path (`GET *`). Both used to end as a bare 500. Here they get 405 with Allow,
// or 400, in the API's error contract.

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
