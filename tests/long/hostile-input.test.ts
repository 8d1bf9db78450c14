/**
 * Hostile input against a real production server (`node scripts/start.mjs` on the
 * existing build, a fresh PostgreSQL database, PUBLIC_URL an https address), over raw
 * HTTP so any method and request-target can be sent: issue 34's findings, each answered
 * with the status and the words a person would expect, and not one 5xx over the whole run.
 *
 *  1. Unlisted uploads: an upload a stranger links to a shared recommendation shows on no
 *     page or API listing (/r/{id}, /options/{id}, /results, /compare, the results API)
 *     for anyone but its owner until the owner publishes it.
 *  2. NUL and control characters in addresses, query parameters and fields: 400 in words.
 *  3. Query keys named like Object.prototype members; a 130,000-element params array.
 *  4. TRACE on every route, `GET *`, other methods on pages and API routes: 405 with
 *     Allow (400 for `*`); a connection closed mid-request logs no unhandled error.
 *  5. The smaller points: 415 for non-JSON bodies, words instead of zod's or V8's, a
 *     readable size limit, HSTS, the Host allow-list and share links on PUBLIC_URL.
 *  6. Database connections closed while pages and API routes use them: 503 with
 *     Retry-After (the one 5xx a client should see: "try again shortly"), never 500.
 */
import { request as httpRequest } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { ROOT, sleep, startAppServer, type AppServer } from "../support/hardening-server";

const PORT = 3481;
const PUBLIC_URL = "https://advisor.example.test";
const FIXTURE = readFileSync(join(ROOT, "fixtures/fio/fio-3.16_randrw_single.json"), "utf8");
const ANSWERS = {
  sizeGiB: 1,
  fileProfile: "small",
  clients: 1,
  threads: 2,
  readGiBPerDay: 0.2,
  writeGiBPerDay: 0.05,
  region: "us-east-1",
};
const WORKLOAD = {
  region: "us-east-1",
  storedBytes: 1e9,
  operations: [{ name: "copy", direction: "write", fileCount: 10, fileSizeBytes: 1e6 }],
};

const PAGES = [
  "/",
  "/advisor",
  "/advisor/results",
  "/compare",
  "/datasets",
  "/datasets/x",
  "/metrics",
  "/metrics/x",
  "/options",
  "/options/ebs-gp3",
  "/prices",
  "/prices/x",
  "/prices/diff",
  "/r/x",
  "/results",
  "/results/x",
  "/upload",
];
const API_ROUTES = [
  "/api/v1/compare.csv",
  "/api/v1/datasets",
  "/api/v1/datasets/x",
  "/api/v1/estimate",
  "/api/v1/fio-job",
  "/api/v1/health",
  "/api/v1/metrics",
  "/api/v1/options",
  "/api/v1/options/x",
  "/api/v1/prices/diff",
  "/api/v1/prices/refresh",
  "/api/v1/prices/snapshots",
  "/api/v1/prices/snapshots/x",
  "/api/v1/recommendations",
  "/api/v1/recommendations/x",
  "/api/v1/recommendations/x/fio-job",
  "/api/v1/results",
  "/api/v1/results/x",
  "/api/v1/results/x/raw",
  "/api/v1/schemas/dataset.json",
  "/api/v1/workloads/x",
];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let database: TestDatabase;
let server: AppServer;
/** Every answer of the run, for the no-5xx check at the end. */
const answers: Array<{ what: string; status: number }> = [];

/** One request over raw HTTP (fetch refuses TRACE and `*`), Host 127.0.0.1 unless given. */
function send(
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string | Buffer; tally?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { host: `127.0.0.1:${PORT}`, ...options.headers };
    if (options.body !== undefined) headers["content-length"] = Buffer.byteLength(options.body);
    const req = httpRequest(
      { host: "127.0.0.1", port: PORT, method, path: target, headers, timeout: 60_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const answer = {
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          };
          if (options.tally !== false) answers.push({ what: `${method} ${target}`, status: answer.status });
          resolve(answer);
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${target}: no answer within 60 s`)));
    req.on("error", reject);
    req.end(options.body);
  });
}

const json = (body: unknown, contentType = "application/json") => ({
  headers: { "content-type": contentType },
  body: JSON.stringify(body),
});
const errorOf = (answer: Answer) =>
  (JSON.parse(answer.body) as { error: { code: string; message: string; path: string | null } }).error;

function multipart(
  fields: Record<string, string>,
  file?: { name: string; content: string },
): { headers: Record<string, string>; body: Buffer } {
  const boundary = `----hostile${Date.now().toString(16)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/json\r\n\r\n${file.content}\r\n`,
    );
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
  };
}

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  server = await startAppServer({ port: PORT, env: { DATABASE_URL: database.url, PUBLIC_URL, ADMIN_TOKEN: "" } });
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe("1. unlisted uploads", () => {
  let rec: { id: string; url: string; ranking: Array<{ optionId: string; params: Record<string, unknown> }> };
  let upload: { id: string; ownerToken: string };
  const owner = () => ({ cookie: `owned_uploads=${upload.ownerToken}` });

  beforeAll(async () => {
    const saved = await send("POST", "/api/v1/recommendations", json({ answers: ANSWERS }));
    expect(saved.status).toBe(201);
    rec = JSON.parse(saved.body);
    const top = rec.ranking[0]!;
    const form = multipart(
      { recommendationId: rec.id, optionId: top.optionId, optionParams: JSON.stringify(top.params) },
      { name: "planted.json", content: FIXTURE },
    );
    const posted = await send("POST", "/api/v1/results", form);
    expect(posted.status).toBe(201);
    upload = JSON.parse(posted.body);
  });

  const listings = () => [
    `/r/${rec.id}`,
    `/options/${rec.ranking[0]!.optionId}`,
    "/results",
    "/compare",
    "/api/v1/results?limit=100",
    "/api/v1/compare.csv",
  ];

  it("shows on no page or API listing for a stranger, but for its owner on the share page, the option page and /results", async () => {
    for (const path of listings()) {
      const anonymous = await send("GET", path);
      expect({ path, status: anonymous.status }).toEqual({ path, status: 200 });
      expect({ path, listed: anonymous.body.includes(upload.id) }).toEqual({ path, listed: false });
    }
    for (const path of [
      `/r/${rec.id}`,
      `/options/${rec.ranking[0]!.optionId}`,
      "/results",
      "/api/v1/results?limit=100",
    ]) {
      const own = await send("GET", path, { headers: owner() });
      expect({ path, listed: own.body.includes(upload.id) }).toEqual({ path, listed: true });
    }
  });

  it("shows for everyone on the share page once its owner publishes it", async () => {
    const published = await send("PATCH", `/api/v1/results/${upload.id}`, {
      headers: { "content-type": "application/json", authorization: `Bearer ${upload.ownerToken}` },
      body: JSON.stringify({ published: true }),
    });
    expect(published.status).toBe(200);
    for (const path of [`/r/${rec.id}`, `/options/${rec.ranking[0]!.optionId}`, "/api/v1/results?limit=100"]) {
      expect({ path, listed: (await send("GET", path)).body.includes(upload.id) }).toEqual({ path, listed: true });
    }
  });
});

describe("2. NUL and control characters", () => {
  it("in an API address or query parameter: 400 invalid_characters, naming where", async () => {
    for (const [target, where] of [
      ["/api/v1/prices/snapshots/%00", "The address"],
      ["/api/v1/prices/snapshots?region=us-east-1%00", 'The query parameter "region"'],
      ["/api/v1/prices/diff?from=%00&to=%00", 'The query parameter "from"'],
      ["/api/v1/compare.csv?snapshot=%00", 'The query parameter "snapshot"'],
      ["/api/v1/datasets/%00", "The address"],
      ["/api/v1/metrics?name=a%00b", 'The query parameter "name"'],
      ["/api/v1/results/x%0d%0aSet-Cookie:%20a=b", "The address"],
    ] as const) {
      const answer = await send(
        target.startsWith("/api/v1/metrics") ? "POST" : "GET",
        target,
        target.startsWith("/api/v1/metrics") ? { headers: { "content-type": "application/json" }, body: "{}" } : {},
      );
      expect({ target, status: answer.status }).toEqual({ target, status: 400 });
      expect(errorOf(answer)).toMatchObject({
        code: "invalid_characters",
        message: `${where} holds a control character (such as %00 or a line break), which no valid value has; check the link.`,
      });
    }
  });

  it("on a page: a 400 page in words", async () => {
    for (const target of ["/prices?snapshot=%00", "/datasets/%00", "/compare?snapshot=%00", "/r/%00", "/metrics/%00"]) {
      const answer = await send("GET", target);
      expect({ target, status: answer.status }).toEqual({ target, status: 400 });
      expect(answer.headers["content-type"]).toContain("text/html");
      expect(answer.body).toContain("holds a control character");
    }
  });

  it("in a metrics import's name field: 400 naming the field, nothing stored", async () => {
    const form = multipart({ name: "a\u0000b" }, { name: "metrics.json", content: "{}" });
    const answer = await send("POST", "/api/v1/metrics", form);
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toMatchObject({
      path: "name",
      message: expect.stringContaining("must not hold control characters"),
    });
  });
});

describe("3. prototype-named query keys and client-sized arrays", () => {
  it("?constructor= and ?toString= are ordinary keys to compare.csv, the fio job route and /compare", async () => {
    for (const target of [
      "/api/v1/compare.csv?constructor=1&toString=2&__proto__=3",
      "/api/v1/fio-job?workload=owncloud-untar&constructor=x&toString=y&valueOf=z",
      "/compare?constructor=1&toString=2",
    ]) {
      expect({ target, status: (await send("GET", target)).status }).toEqual({ target, status: 200 });
    }
  });

  it("an option params array of 130,000 elements is refused as invalid params", async () => {
    const huge = { deep: new Array<number>(130_000).fill(0) };
    const estimate = await send(
      "POST",
      "/api/v1/estimate",
      json({ ...WORKLOAD, options: [{ id: "ebs-gp3", params: huge }] }),
    );
    expect(estimate.status).toBe(400);
    expect(errorOf(estimate).message).toMatch(/params/);
    const job = await send(
      "POST",
      "/api/v1/fio-job",
      json({ workload: WORKLOAD, option: { id: "ebs-gp3", params: huge } }),
    );
    expect(job.status).toBe(400);
  });
});

describe("4. methods and request-targets", () => {
  it("TRACE on every page and API route: 405 with Allow, in words", async () => {
    for (const path of [...PAGES, ...API_ROUTES]) {
      const answer = await send("TRACE", path);
      expect({ path, status: answer.status }).toEqual({ path, status: 405 });
      expect(answer.headers.allow).toBeTruthy();
      expect(errorOf(answer).message).toContain("does not answer TRACE");
    }
  });

  it("`GET *` answers 400 in words, `OPTIONS *` the server's methods", async () => {
    const star = await send("GET", "*");
    expect(star.status).toBe(400);
    expect(errorOf(star).message).toContain('"*" is not an address');
    expect((await send("OPTIONS", "*")).status).toBe(204);
  });

  it("PUT, DELETE, PATCH and POST on pages: 405 with Allow: GET, HEAD", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "POST"]) {
      for (const path of PAGES) {
        const answer = await send(method, path, { headers: { "content-type": "application/json" }, body: "{}" });
        expect({ method, path, status: answer.status, allow: answer.headers.allow }).toEqual({
          method,
          path,
          status: 405,
          allow: "GET, HEAD",
        });
      }
    }
  });

  it("a method an API route does not take: 405 with its Allow and the error contract", async () => {
    for (const [method, path] of [
      ["PUT", "/api/v1/estimate"],
      ["DELETE", "/api/v1/compare.csv"],
      ["PATCH", "/api/v1/recommendations"],
      ["POST", "/api/v1/health"],
    ]) {
      const answer = await send(method!, path!, { headers: { "content-type": "application/json" }, body: "{}" });
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 405 });
      expect(errorOf(answer).code).toBe("method_not_allowed");
      expect(String(answer.headers.allow)).toMatch(/OPTIONS$/);
    }
  });

  it("a connection closed in the middle of a body leaves no unhandled error and the server answering", async () => {
    const logged = server.output().length;
    for (const path of ["/api/v1/results", "/api/v1/recommendations", "/api/v1/estimate", "/api/v1/metrics"]) {
      await new Promise<void>((resolve) => {
        const req = httpRequest({
          host: "127.0.0.1",
          port: PORT,
          method: "POST",
          path,
          headers: { "content-type": "application/json", "content-length": 100_000 },
        });
        req.on("error", () => resolve());
        req.on("close", () => resolve());
        req.write('{"answers": {"sizeGiB": ');
        setTimeout(() => req.destroy(), 300);
      });
    }
    await sleep(1500);
    const after = server.output().slice(logged);
    expect(after).not.toMatch(/Unhandled error|internal_error|\b500\b/);
    expect((await send("GET", "/api/v1/health")).status).toBe(200);
  });
});

describe("5. the smaller points", () => {
  it("JSON endpoints refuse a form or XML with 415", async () => {
    for (const path of ["/api/v1/recommendations", "/api/v1/fio-job", "/api/v1/estimate"]) {
      const answer = await send("POST", path, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "answers=1",
      });
      expect({ path, status: answer.status }).toEqual({ path, status: 415 });
      expect(errorOf(answer).message).toMatch(
        /^Send .* as JSON \(Content-Type: application\/json\), not application\/x-www-form-urlencoded\.$/,
      );
    }
  });

  it("problems are told in words, not zod's or V8's", async () => {
    expect(errorOf(await send("POST", "/api/v1/fio-job", json({})))).toMatchObject({
      path: "workload",
      message: "workload: is required",
    });
    const broken = await send("POST", "/api/v1/recommendations", {
      headers: { "content-type": "application/json" },
      body: '{"answers": {"sizeGiB": 1,}}',
    });
    expect(broken.status).toBe(400);
    expect(errorOf(broken).message).toMatch(
      /^The request body is not valid JSON( near line \d+, column \d+)?: check its quotes, commas and brackets\.$/,
    );
    const big = await send(
      "PATCH",
      "/api/v1/results/00000000-0000-4000-8000-000000000000",
      json({ published: true, pad: "x".repeat(2000) }),
    );
    expect(big.status).toBe(413);
    expect(errorOf(big).message).toBe("The request body is larger than the 1 KiB limit.");
  });

  it("https PUBLIC_URL: HSTS on pages and API answers", async () => {
    for (const path of ["/", "/compare", "/api/v1/health"])
      expect({ path, hsts: (await send("GET", path)).headers["strict-transport-security"] }).toEqual({
        path,
        hsts: "max-age=31536000",
      });
  });

  it("another Host is refused in words; share links are built on PUBLIC_URL", async () => {
    const evil = await send("GET", "/api/v1/options", { headers: { host: "evil.example" } });
    expect(evil.status).toBe(400);
    expect(errorOf(evil)).toMatchObject({
      code: "unknown_host",
      message: `This server answers for advisor.example.test, not for "evil.example": use ${PUBLIC_URL}.`,
    });
    const page = await send("GET", "/compare", { headers: { host: "evil.example" } });
    expect(page.status).toBe(400);
    const saved = await send("POST", "/api/v1/recommendations", json({ answers: ANSWERS }));
    const { id, url } = JSON.parse(saved.body) as { id: string; url: string };
    expect(url).toBe(`${PUBLIC_URL}/r/${id}`);
    expect((JSON.parse((await send("GET", `/api/v1/recommendations/${id}`)).body) as { url: string }).url).toBe(
      `${PUBLIC_URL}/r/${id}`,
    );
  });
});

describe("6. database connections closed mid-request", () => {
  it("pages and API routes answer 503 with Retry-After, never 500", async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const seen: string[] = [];
    try {
      for (let round = 0; round < 8; round++) {
        const inflight = [
          "/prices",
          "/compare?region=all",
          "/datasets",
          "/results",
          "/api/v1/compare.csv?region=all",
          "/api/v1/prices/snapshots",
        ].map(async (path) => {
          const answer = await send("GET", path, { tally: false });
          seen.push(`${path} ${answer.status}`);
          expect({ path, status: answer.status }).toSatisfy(
            ({ status }: { status: number }) => status === 200 || status === 503,
          );
          if (answer.status === 503)
            expect({ path, retryAfter: answer.headers["retry-after"] }).toEqual({ path, retryAfter: "5" });
        });
        await sleep(20 + round * 30);
        await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
        );
        await Promise.all(inflight);
        await sleep(300);
      }
    } finally {
      await admin.end();
    }
    process.stderr.write(
      `[hostile-input] answers while connections were closed: ${seen.filter((s) => s.endsWith(" 503")).length} x 503 of ${seen.length}\n`,
    );
    expect((await send("GET", "/api/v1/health")).status).toBe(200);
  });
});

describe("over the whole run", () => {
  it("not one answer was a 5xx", () => {
    process.stderr.write(
      `[hostile-input] ${answers.length} answers, ${answers.filter((a) => a.status >= 500).length} of them 5xx\n`,
    );
    expect(answers.length).toBeGreaterThan(150);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  });
});
