import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseUnservable } from "./request-gate.mjs";

/** A real HTTP server with the gate in front of a handler that answers 200 "next". */
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (refuseUnservable(req, res)) return;
    res.end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** node:http sends the method and request-target as given (fetch refuses TRACE itself). */
function send(method: string, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the request gate", () => {
  it("answers TRACE with 405 and Allow, in words, on pages and API routes alike", async () => {
    for (const path of ["/", "/compare", "/api/v1/estimate"]) {
      const answer = await send("TRACE", path);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(JSON.parse(answer.body).error).toMatchObject({ code: "method_not_allowed", message: expect.stringContaining("does not answer TRACE") });
    }
  });

  it("answers `GET *` with 400 and `OPTIONS *` with the server's methods", async () => {
    const star = await send("GET", "*");
    expect(star.status).toBe(400);
    expect(JSON.parse(star.body).error.code).toBe("invalid_path");
    const options = await send("OPTIONS", "*");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toContain("GET");
  });

  it("leaves every served method on a path to Next.js", async () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) expect((await send(method, "/api/v1/health")).status).toBe(200);
  });
});
