// The production web server `npm start` runs (scripts/serve.ts): Next.js's own request
// handler behind a plain Node HTTP server, which does one thing `next start` cannot:
// it tells the app the address of the TCP peer. Next.js only fills X-Forwarded-For
// from the socket when the client sent none, so a client reaching the app directly could
// pick its own rate-limit bucket. Here every request gets `x-storage-advisor-peer`,
// "<secret> <socket address>", replacing anything the client sent under that name; the
// secret is random per process, so a bare `next start` (no such header) cannot be fooled
// by a client that sends one (lib/api/client-address.ts falls back to the old rule).
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import next from "next";
import { tsImport } from "tsx/esm/api";
import { limitRequestBody } from "./body-limit.mjs";
import { contentGenerationReader } from "./content-generation.mjs";
import { createPageCache } from "./page-cache.mjs";

export const PEER_HEADER = "x-storage-advisor-peer";
/** Memory for whole rendered pages (scripts/page-cache.mjs), MiB, unless PAGE_CACHE_MB says otherwise. */
export const DEFAULT_PAGE_CACHE_MB = 64;

const { values } = parseArgs({ options: { port: { type: "string" }, hostname: { type: "string" } } });
const port = Number(values.port ?? 3000);
const hostname = values.hostname ?? "0.0.0.0";

const secret = randomBytes(16).toString("hex");
process.env.STORAGE_ADVISOR_PEER_SECRET = secret;

const app = next({ dev: false, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
// Each address's body limit, from the one table the routes use (plain TypeScript, loaded by
// tsx as `npm start` does). After prepare: Next.js loads next.config.ts with its own hooks.
/** @type {import("../lib/api/body-limits")} */
const bodyLimits = await tsImport("../lib/api/body-limits.ts", import.meta.url);

// PAGE_CACHE_MB (lib/env.ts, checked by `npm start` before this process starts): 0 turns it off.
const pageCacheMiB = Number(process.env.PAGE_CACHE_MB ?? DEFAULT_PAGE_CACHE_MB);
const databaseUrl = process.env.DATABASE_URL;
const pageCache = createPageCache({
  maxBytes: (Number.isFinite(pageCacheMiB) ? pageCacheMiB : DEFAULT_PAGE_CACHE_MB) * 1024 * 1024,
  reader: databaseUrl ? contentGenerationReader(databaseUrl) : null,
  log: (line) => console.warn(line),
});

const server = createServer((req, res) => {
  // Only when sent: deleting a property turns the headers object into a slower dictionary.
  if (req.headers[PEER_HEADER] !== undefined) delete req.headers[PEER_HEADER];
  const address = req.socket.remoteAddress;
  if (address) req.headers[PEER_HEADER] = `${secret} ${address}`;
  serve(req, res).catch((error) => {
    console.error("Unhandled error serving a request:", error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
    res.end('{"error":{"code":"internal_error","message":"Something went wrong on our side. The server log has the details.","path":null}}');
  });
});
/**
 * A body over its address's limit is answered 413 here, before anything buffers it.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
async function serve(req, res) {
  const request = await limitRequestBody(req, res, bodyLimits);
  if (request === null) return;
  await pageCache.handle(request, res, (copy = request) => handle(copy, res));
}

server.listen(port, hostname, () => {
  process.stdout.write(`Ready on http://${hostname}:${port}\n`);
});

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections?.();
    // Requests still running get a few seconds, then the process ends anyway.
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
