/**
 * The ceiling for the load bench: a bare Node `http` server that answers every request
 * (any method; a request body is read and dropped) with a precomputed JSON document of
 * the size the path asks for, `/bytes/<n>`. What Node itself manages on this machine,
 * with no framework, rendering or database behind it.
 *
 * Run: npx tsx bench/load/ceiling-server.ts <port>   (prints "ready" when listening)
 */
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? 0);
const cache = new Map<number, Buffer>();

/** `{"pad":"xxx...x"}` of exactly `bytes` bytes (at least 11). */
function documentOf(bytes: number): Buffer {
  let buffer = cache.get(bytes);
  if (!buffer) {
    const overhead = '{"pad":""}'.length;
    buffer = Buffer.from(`{"pad":"${"x".repeat(Math.max(0, bytes - overhead))}"}`);
    cache.set(bytes, buffer);
  }
  return buffer;
}

const server = createServer((request, response) => {
  const bytes = Number(/^\/bytes\/(\d+)/.exec(request.url ?? "")?.[1] ?? 2);
  const body = documentOf(bytes);
  request.resume();
  request.on("end", () => {
    response.writeHead(200, { "content-type": "application/json", "content-length": body.byteLength });
    response.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(port, "127.0.0.1", () => process.stdout.write("ready\n"));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
