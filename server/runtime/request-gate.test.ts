import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";
import { DATABASE_RETRY_AFTER_SECONDS as PROBE_RETRY_AFTER_SECONDS } from "@/server/api/database-probe";
import { DATABASE_FAILURE_DIGESTS } from "@/server/db/failures";
import {
  DATABASE_FAILURE_DIGEST,
  DATABASE_RETRY_AFTER_SECONDS,
  pageDatabaseFailuresAs503,
  refuseUnservable,
} from "./request-gate";

/** A real HTTP server with the gate in front of a handler that answers 200 "next". */
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (refuseUnservable(req, res)) return;
    pageDatabaseFailuresAs503(req, res);
    render(req.url ?? "", res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const DIGEST_PAGE =
  '<html><script>self.__next_f.push([1,"{\\"digest\\":\\"storage-advisor:database-unavailable\\"}"])</script></html>';

/** Answers as Next.js does: a page, an error page (plain, gzipped, in pieces), an API 500. */
function render(url: string, res: import("node:http").ServerResponse): void {
  if (url === "/db-failure") {
    res.statusCode = 500;
    res.setHeader("content-type", "text/html");
    res.write(DIGEST_PAGE.slice(0, 20));
    res.end(DIGEST_PAGE.slice(20));
  } else if (url === "/db-failure-gzip") {
    res.writeHead(500, { "content-type": "text/html", "content-encoding": "gzip" });
    res.end(gzipSync(DIGEST_PAGE));
  } else if (url === "/db-failure-compressed-in-pieces") {
    // As Next.js's compression does: writeHead again (its _implicitHeader) before each write.
    const gzipped = gzipSync(DIGEST_PAGE);
    res.setHeader("content-encoding", "gzip");
    res.writeHead(500);
    res.write(gzipped.subarray(0, 10));
    res.writeHead(500);
    res.write(gzipped.subarray(10, 30));
    res.writeHead(500);
    res.end(gzipped.subarray(30));
  } else if (url === "/other-failure" || url === "/api/v1/db-failure") {
    res.writeHead(500, { "content-type": "text/html" });
    res.end(url === "/other-failure" ? "<html>boom</html>" : DIGEST_PAGE);
  } else res.end("next");
}

/** node:http sends the method and request-target as given (fetch refuses TRACE itself). */
function send(
  method: string,
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
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
      expect(JSON.parse(answer.body).error).toMatchObject({
        code: "method_not_allowed",
        message: expect.stringContaining("does not answer TRACE"),
      });
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

  it("turns a page's 500 carrying the database-failure digest into 503 with Retry-After, plain or gzipped", async () => {
    for (const path of ["/db-failure", "/db-failure-gzip", "/db-failure-compressed-in-pieces"]) {
      const answer = await send("GET", path);
      expect({ path, status: answer.status, retry: answer.headers["retry-after"] }).toEqual({
        path,
        status: 503,
        retry: "5",
      });
    }
    expect((await send("GET", "/db-failure")).body).toBe(DIGEST_PAGE);
  });

  it("knows the app's database-failure digests and Retry-After (one source each, checked here)", () => {
    for (const digest of Object.values(DATABASE_FAILURE_DIGESTS))
      expect(DATABASE_FAILURE_DIGEST.test(digest)).toBe(true);
    expect(DATABASE_RETRY_AFTER_SECONDS).toBe(String(PROBE_RETRY_AFTER_SECONDS));
  });

  it("leaves any other 500, and API answers, as they are", async () => {
    expect((await send("GET", "/other-failure")).status).toBe(500);
    expect((await send("GET", "/other-failure")).body).toBe("<html>boom</html>");
    expect((await send("GET", "/api/v1/db-failure")).status).toBe(500);
  });

  it("leaves every served method on a path to Next.js", async () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
      expect((await send(method, "/api/v1/health")).status).toBe(200);
  });
});
