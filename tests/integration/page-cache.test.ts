/**
 * The page cache (server/runtime/page-cache.ts) and the content generation it trusts
 * (server/runtime/content-generation.ts, migration 20261124141500_content_generation) on a real
 * PostgreSQL database, in front of a real HTTP server whose renderer behaves as Next.js
 * does here: a fresh nonce per response, in the policy header and on every script.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentGenerationReader } from "@/server/runtime/content-generation";
import { newNonce } from "@/server/api/nonce";
import { createPageCache } from "@/server/runtime/page-cache";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/** Tables no page shows: written without invalidating any page. */
const UNWATCHED_TABLES = ["RateLimitBucket", "_prisma_migrations"];

let database: TestDatabase;
let reader: ReturnType<typeof contentGenerationReader>;
let writer: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  reader = contentGenerationReader(database.url);
  writer = new pg.Client({ connectionString: database.url });
  await writer.connect();
});

afterAll(async () => {
  await writer?.end();
  await reader?.close();
  await database?.drop();
});

async function touch(client: pg.Client = writer): Promise<void> {
  await client.query(
    `insert into "ScheduledRun" (name, "lastRunAt") values ('page-cache-test', now()) on conflict (name) do update set "lastRunAt" = now()`,
  );
}

describe("the content generation", () => {
  it("is bumped by every table a page reads: all but the rate-limit buckets", async () => {
    const { rows } = await writer.query<{ table_name: string; watched: boolean }>(`
      select t.table_name, exists (
        select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where c.relname = t.table_name and g.tgname = 'storage_advisor_content_changed') as watched
      from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows)
      expect({ table: row.table_name, watched: row.watched }).toEqual({
        table: row.table_name,
        watched: !UNWATCHED_TABLES.includes(row.table_name),
      });
  });

  it("moves with each committed write and stays settled between them", async () => {
    const before = await reader.read();
    expect(before.settled).toBe(true);
    expect(await reader.read()).toEqual(before);
    await touch();
    const after = await reader.read();
    expect(BigInt(after.generation)).toBeGreaterThan(BigInt(before.generation));
    expect(after.settled).toBe(true);
  });

  it("is unsettled while a writer that bumped it has not committed, and settles when it does", async () => {
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      const before = await reader.read();
      await other.query("begin");
      await touch(other);
      const during = await reader.read();
      expect(BigInt(during.generation)).toBeGreaterThan(BigInt(before.generation));
      expect(during.settled).toBe(false);
      await other.query("commit");
      expect(await reader.read()).toEqual({ generation: during.generation, settled: true });
    } finally {
      await other.end();
    }
  });

  it("answers callers that arrive together with as few queries as it can, each started after they asked", async () => {
    await touch();
    const answers = await Promise.all(Array.from({ length: 50 }, () => reader.read()));
    expect(new Set(answers.map((a) => a.generation)).size).toBe(1);
  });

  it("starts one query for the callers of one turn of the event loop, and one more for all who ask while it runs", async () => {
    const before = reader.queries;
    const first = Array.from({ length: 20 }, () => reader.read());
    expect(reader.queries).toBe(before);
    // The query starts at the end of the turn, after every caller of the turn asked.
    await new Promise((resolve) => setImmediate(resolve));
    expect(reader.queries).toBe(before + 1);
    const during = Array.from({ length: 20 }, () => reader.read());
    const [firstAnswers, duringAnswers] = await Promise.all([Promise.all(first), Promise.all(during)]);
    expect(reader.queries).toBe(before + 2);
    expect(new Set(firstAnswers).size).toBe(1);
    expect(new Set(duringAnswers).size).toBe(1);
    expect(duringAnswers[0]).not.toBe(firstAnswers[0]);
  });

  it("sees a write committed while an earlier query ran", async () => {
    const running = reader.read();
    await new Promise((resolve) => setImmediate(resolve));
    await touch();
    const { rows } = await writer.query<{ generation: string }>(
      "select last_value::text as generation from storage_advisor_content_generation",
    );
    const after = await reader.read();
    await running;
    expect(BigInt(after.generation)).toBeGreaterThanOrEqual(BigInt(rows[0]!.generation));
    expect(after.settled).toBe(true);
  });
});

describe("the page cache in front of a renderer", () => {
  let server: Server;
  let base: string;
  let renders = 0;
  const cache = createPageCache({ maxBytes: 1024 * 1024, reader: { read: () => reader.read() } });

  /** Streams the page in two writes, gzipped when the client accepts it, as Next.js does. */
  function render(req: IncomingMessage, res: ServerResponse): Promise<void> {
    renders += 1;
    const nonce = newNonce();
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("content-security-policy", `script-src 'self' 'nonce-${nonce}'`);
    const head = `<html><script nonce="${nonce}">render ${renders}</script>`;
    const tail = `<p>${req.url}</p></html>`;
    if (!String(req.headers["accept-encoding"] ?? "").includes("gzip")) {
      res.write(head);
      res.end(tail);
      return Promise.resolve();
    }
    res.setHeader("content-encoding", "gzip");
    const zipped = gzipSync(head + tail);
    res.write(zipped.subarray(0, 10));
    res.end(zipped.subarray(10));
    return Promise.resolve();
  }

  beforeAll(async () => {
    server = createServer((req, res) => void cache.handle(req, res, () => render(req, res)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  async function get(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${base}${path}`, { headers });
    const body = await response.text();
    const policy = response.headers.get("content-security-policy") ?? "";
    return { status: response.headers.get("x-page-cache"), body, nonce: /'nonce-([^']+)'/.exec(policy)?.[1] };
  }

  it("renders once, then serves the same page with a fresh nonce in the header and the markup", async () => {
    const first = await get("/compare?workload=one");
    const second = await get("/compare?workload=one");
    expect([first.status, second.status]).toEqual(["miss", "hit"]);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body).toContain(`nonce="${second.nonce}"`);
    expect(second.body.split(second.nonce!).join("N")).toBe(first.body.split(first.nonce!).join("N"));
  });

  it("renders again after any committed write, from any connection", async () => {
    await get("/compare?workload=two");
    expect((await get("/compare?workload=two")).status).toBe("hit");
    await touch();
    const after = await get("/compare?workload=two");
    expect(after.status).toBe("miss");
    expect((await get("/compare?workload=two")).status).toBe("hit");
  });

  it("stores nothing while a write is uncommitted, and still renders what is committed", async () => {
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query("begin");
      await touch(other);
      const before = renders;
      expect((await get("/compare?workload=three")).status).toBe("miss");
      expect((await get("/compare?workload=three")).status).toBe("miss");
      expect(renders).toBe(before + 2);
      await other.query("commit");
      await get("/compare?workload=three");
      expect((await get("/compare?workload=three")).status).toBe("hit");
    } finally {
      await other.end();
    }
  });

  it("never answers a request with a cookie or a Next.js navigation from the cache", async () => {
    await get("/r/abc");
    expect((await get("/r/abc")).status).toBe("hit");
    expect((await get("/r/abc", { cookie: "owned_uploads=t1" })).status).toBe("bypass");
    expect((await get("/r/abc", { rsc: "1" })).status).toBe("bypass");
    expect((await get("/results")).status).toBeNull();
  });

  it("stores a gzipped render before its client has it all, and serves gzip to clients that ask for it", async () => {
    const gzipped = { "accept-encoding": "gzip" };
    const first = await get("/advisor/results?a=1", gzipped);
    expect(first.status).toBe("miss");
    const second = await fetch(`${base}/advisor/results?a=1`, { headers: gzipped });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(await second.text()).toContain("<p>/advisor/results?a=1</p>");
    expect((await get("/advisor/results?a=1")).body).toContain("<p>/advisor/results?a=1</p>");
  });
});

describe("repeated estimates in front of a route that reads its body", () => {
  let server: Server;
  let base: string;
  let answered = 0;
  const cache = createPageCache({ maxBytes: 1024 * 1024, reader: { read: () => reader.read() } });

  /** Echoes the body it read with a count, as JSON: 200 for a workload, 400 for anything else, as the route does. */
  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    answered += 1;
    const text = Buffer.concat(chunks).toString("utf8");
    res.setHeader("content-type", "application/json");
    res.setHeader("content-security-policy", `script-src 'self' 'nonce-${newNonce()}'`);
    res.statusCode = text.startsWith('{"workload"') ? 200 : 400;
    res.end(JSON.stringify({ answer: answered, read: text }));
  }

  beforeAll(async () => {
    server = createServer((req, res) => void cache.handle(req, res, (request = req) => route(request, res)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  async function post(body: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${base}/api/v1/estimate`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", ...headers },
    });
    return {
      http: response.status,
      status: response.headers.get("x-page-cache"),
      json: (await response.json()) as { answer: number; read: string },
    };
  }

  it("hands the route the whole body, then answers the same request from the store until a write", async () => {
    const body = JSON.stringify({ workload: { region: "us-east-1", note: "é".repeat(5000) } });
    const first = await post(body);
    expect(first).toMatchObject({ http: 200, status: "miss" });
    expect(first.json.read).toBe(body);
    const second = await post(body);
    expect(second).toEqual({ ...first, status: "hit" });
    expect((await post(`${body} `)).status).toBe("miss");
    expect((await post(body, { "content-type": "text/plain" })).status).toBe("miss");
    await touch();
    const after = await post(body);
    expect(after.status).toBe("miss");
    expect(after.json.answer).toBeGreaterThan(first.json.answer);
  });

  it("serves a stored answer gzipped to clients that ask, the same bytes each time, with a fresh nonce per copy", async () => {
    const body = JSON.stringify({ workload: { region: "eu-west-1", note: "gzip".repeat(2000) } });
    const gzipped = { "accept-encoding": "gzip" };
    const first = await post(body, gzipped);
    expect(first.status).toBe("miss");
    const copies = await Promise.all(
      [1, 2, 3].map(() =>
        fetch(`${base}/api/v1/estimate`, {
          method: "POST",
          body,
          headers: { "content-type": "application/json", ...gzipped },
        }),
      ),
    );
    const policies = new Set<string | null>();
    for (const copy of copies) {
      expect(copy.headers.get("x-page-cache")).toBe("hit");
      expect(copy.headers.get("content-encoding")).toBe("gzip");
      expect(await copy.json()).toEqual(first.json);
      policies.add(copy.headers.get("content-security-policy"));
    }
    expect(policies.size).toBe(3);
    const plain = await post(body);
    expect(plain).toEqual({ ...first, status: "hit" });
  });

  it("keeps no answer but a 200, and passes a large or unsized body to the route untouched", async () => {
    const bad = await post("[1]");
    expect((await post("[1]")).json.answer).toBe(bad.json.answer + 1);
    const large = JSON.stringify({ workload: "x".repeat(70 * 1024) });
    const answer = await post(large);
    expect(answer.status).toBe("bypass");
    expect(answer.json.read).toBe(large);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"workload":"chunked"}'));
        controller.close();
      },
    });
    const chunked = await fetch(`${base}/api/v1/estimate`, {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: { "content-type": "application/json" },
    } as RequestInit);
    expect(chunked.headers.get("x-page-cache")).toBe("bypass");
    expect(((await chunked.json()) as { read: string }).read).toBe('{"workload":"chunked"}');
  });

  it("leaves a client that hangs up mid-body unanswered, and keeps serving others", async () => {
    const before = answered;
    await new Promise<void>((resolve) => {
      const socket = connect((server.address() as AddressInfo).port, "127.0.0.1", () => {
        socket.write(
          'POST /api/v1/estimate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"workload"',
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on("close", () => resolve());
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(before);
    expect((await post('{"workload":1}')).http).toBe(200);
  });
});
