// The production web server `npm start` runs (scripts/serve.ts starts scripts/next-server.mjs,
// which prepares Next.js and hands its request handler here): Next.js's own request
// handler behind a plain Node HTTP server, which does one thing `next start` cannot:
// it tells the app the address of the TCP peer. Next.js only fills X-Forwarded-For
// from the socket when the client sent none, so a client reaching the app directly could
// pick its own rate-limit bucket. Here every request gets `x-storage-advisor-peer`,
// "<secret> <socket address>", replacing anything the client sent under that name; the
// secret is random per process, so a bare `next start` (no such header) cannot be fooled
// by a client that sends one (server/api/client-address.ts falls back to the old rule).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import * as bodyLimits from "../api/body-limits";
import { PEER_HEADER } from "../api/client-address";
import { limitRequestBody } from "./body-limit";
import { contentGenerationReader } from "./content-generation";
import { createPageCache } from "./page-cache";

/** Memory for whole rendered pages (server/runtime/page-cache.ts), MiB, unless PAGE_CACHE_MB says otherwise. */
export const DEFAULT_PAGE_CACHE_MB = 64;

/** Next.js's request handler (app.getRequestHandler()). */
export type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface WebServerOptions {
  port: number;
  hostname: string;
  /** The per-process secret of the peer header (also in STORAGE_ADVISOR_PEER_SECRET for the app). */
  secret: string;
}

/** Serves `handle` on `port`: listens, says "Ready on", and closes on SIGINT/SIGTERM. */
export function startWebServer(handle: NextHandler, { port, hostname, secret }: WebServerOptions): Server {
  // PAGE_CACHE_MB (server/env.ts, checked by `npm start` before this process starts): 0 turns it off.
  const pageCacheMiB = Number(process.env.PAGE_CACHE_MB ?? DEFAULT_PAGE_CACHE_MB);
  const databaseUrl = process.env.DATABASE_URL;
  const pageCache = createPageCache({
    maxBytes: (Number.isFinite(pageCacheMiB) ? pageCacheMiB : DEFAULT_PAGE_CACHE_MB) * 1024 * 1024,
    reader: databaseUrl ? contentGenerationReader(databaseUrl) : null,
    log: (line) => console.warn(line),
  });

  /** A body over its address's limit is answered 413 here, before anything buffers it. */
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = await limitRequestBody(req, res, bodyLimits);
    if (request === null) return;
    await pageCache.handle(request, res, (copy = request) => handle(copy, res));
  }

  const server = createServer((req, res) => {
    // Only when sent: deleting a property turns the headers object into a slower dictionary.
    if (req.headers[PEER_HEADER] !== undefined) delete req.headers[PEER_HEADER];
    const address = req.socket.remoteAddress;
    if (address) req.headers[PEER_HEADER] = `${secret} ${address}`;
    serve(req, res).catch((error: unknown) => {
      console.error("Unhandled error serving a request:", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(
        '{"error":{"code":"internal_error","message":"Something went wrong on our side. The server log has the details.","path":null}}',
      );
    });
  });

  server.listen(port, hostname, () => {
    process.stdout.write(`Ready on http://${hostname}:${port}\n`);
  });

  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      // Requests still running get a few seconds, then the process ends anyway.
      setTimeout(() => process.exit(0), 5_000).unref();
    });
  }
  return server;
}
