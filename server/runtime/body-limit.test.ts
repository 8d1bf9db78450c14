import { createServer, request, type Server } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as bodyLimits from "@/server/api/body-limits";
import { limitRequestBody } from "./body-limit";

/**
 * The web server's per-address body limit on a real HTTP server: what passes reaches the
 * handler whole, what is over the limit is answered 413 in words without being read.
 */
let server: Server;
let port: number;
const seen: Array<{ path: string; bytes: number }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    void limitRequestBody(req, res, bodyLimits).then((passed) => {
      if (passed === null) return;
      let bytes = 0;
      passed.on("data", (chunk: Buffer) => (bytes += chunk.length));
      passed.on("end", () => {
        seen.push({ path: req.url ?? "", bytes });
        res.end(String(bytes));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(path: string, body: Buffer, chunked: boolean): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = chunked
      ? { "transfer-encoding": "chunked" }
      : { "content-length": String(body.length) };
    const req = request({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    // The server may answer and close before the whole body is sent.
    req.on("error", (error) =>
      error.message.includes("EPIPE") || error.message.includes("ECONNRESET") ? undefined : reject(error),
    );
    if (chunked) {
      for (let offset = 0; offset < body.length; offset += 64 * 1024)
        req.write(body.subarray(offset, offset + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

it("a body within the address's limit reaches the handler whole, declared or chunked", async () => {
  const body = Buffer.alloc(900 * 1024, "a");
  expect(await send("/api/v1/estimate", body, false)).toEqual({ status: 200, text: String(body.length) });
  expect(await send("/api/v1/estimate?x=1", body, true)).toEqual({ status: 200, text: String(body.length) });
});

it("a declared body over the limit is refused at once with 413 and the limit in words", async () => {
  const answer = await send("/api/v1/estimate", Buffer.alloc(2 * 1024 * 1024, "a"), false);
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.text)).toEqual({
    error: {
      code: "too_large",
      message: "The request body is larger than /api/v1/estimate accepts: at most 1 MiB. Nothing was read or stored.",
      path: null,
    },
  });
});

it("a chunked body is cut at the limit: 413, the handler never sees it", async () => {
  const before = seen.length;
  const answer = await send("/api/v1/projections", Buffer.alloc(200 * 1024, "a"), true);
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.text).error.message).toContain("at most 64 KiB");
  expect(seen.length).toBe(before);
});

it("an upload address takes its file's limit; unlisted addresses the small default", () => {
  expect(bodyLimits.bodyLimitFor("/api/v1/results").maxBytes).toBe(bodyLimits.LARGEST_REQUEST_BODY_BYTES);
  expect(bodyLimits.bodyLimitFor("/api/v1/results/").words).toMatch(/^a fio result file of at most 25 MiB/);
  expect(bodyLimits.bodyLimitFor("/constructor")).toBe(bodyLimits.DEFAULT_BODY_LIMIT);
  expect(bodyLimits.bodyTooLargeMessage("/anything")).toBe(
    "The request body is larger than this address accepts: at most 64 KiB. Nothing was read or stored.",
  );
  for (const limit of Object.values(bodyLimits.ROUTE_BODY_LIMITS))
    expect(limit.maxBytes).toBeLessThanOrEqual(bodyLimits.LARGEST_REQUEST_BODY_BYTES);
});
