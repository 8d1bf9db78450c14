import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadCommand, type UploadFileOutcome } from "@/cli/commands/upload";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { captureIo } from "@/tests/support/capture-io";

/**
 * The `upload` command against a real HTTP server whose only route is the real
 * POST /api/v1/results handler on a fresh database (Next.js itself is covered by e2e).
 */

const FIXTURES = join(import.meta.dirname, "../../fixtures/fio");

describe("storage-advisor upload", () => {
  let database: TestDatabase;
  let server: Server;
  let baseUrl: string;
  let dir: string;
  let seen: Array<{ method: string; url: string; contentType: string }> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    process.env.DATABASE_URL = database.url;
    const route = await import("@/app/api/v1/results/route");
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      void (async () => {
        seen.push({ method: req.method ?? "", url: req.url ?? "", contentType: req.headers["content-type"] ?? "" });
        const url = new URL(req.url ?? "/", "http://127.0.0.1");
        if (req.method !== "POST" || url.pathname !== "/api/v1/results") {
          res
            .writeHead(404, { "content-type": "application/json" })
            .end(JSON.stringify({ error: { code: "not_found", message: "no route", path: null } }));
          return;
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers))
          if (typeof value === "string") headers.set(name, value);
        const request = new Request(url, {
          method: "POST",
          headers,
          body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
          duplex: "half",
        } as RequestInit);
        const response = await route.POST(request);
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), "sa-upload-cli-"));
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
    const shared = (globalThis as { storageAdvisorDb?: { $disconnect(): Promise<void> } }).storageAdvisorDb;
    await shared?.$disconnect();
    await database?.drop();
  });

  it("uploads several files and prints each result URL and owner token", async () => {
    const files = [
      join(FIXTURES, "fio-3.16_randrw_single.json"),
      join(FIXTURES, "fio-3.6_randwrite_4jobs_multijob.json"),
    ];
    const io = captureIo();
    const code = await uploadCommand.run(
      [
        ...files,
        "--url",
        baseUrl,
        "--option",
        "ebs-gp3",
        "--option-params",
        '{"iops": 4000, "capacityGiB": 100}',
        "--region",
        "us-east-2",
        "--instance-type",
        "c5n.18xlarge",
        "--notes",
        "CI run 42",
      ],
      io,
    );
    expect(io.err).toBe("");
    expect(code).toBe(0);
    const urls = [...io.out.matchAll(/saved (http:\/\/127\.0\.0\.1:\d+\/results\/[0-9a-f-]{36})/g)].map((m) => m[1]);
    expect(urls).toHaveLength(2);
    expect([...io.out.matchAll(/owner token: ([A-Za-z0-9_-]{43})/g)]).toHaveLength(2);
    expect(seen.every((r) => r.contentType.startsWith("multipart/form-data"))).toBe(true);

    const stored = await database.db.uploadedResult.findMany({
      include: { _count: { select: { jobs: true } } },
      orderBy: { createdAt: "asc" },
    });
    expect(stored.map((r) => [r.fileName, r._count.jobs, r.optionId, r.region, r.instanceType, r.notes])).toEqual([
      ["fio-3.16_randrw_single.json", 1, "ebs-gp3", "us-east-2", "c5n.18xlarge", "CI run 42"],
      ["fio-3.6_randwrite_4jobs_multijob.json", 4, "ebs-gp3", "us-east-2", "c5n.18xlarge", "CI run 42"],
    ]);
    expect(stored[0]?.optionParams).toEqual({ iops: 4000, capacityGiB: 100 });
  });

  it("prints JSON with --json and reports a file already uploaded as a duplicate", async () => {
    const io = captureIo();
    const code = await uploadCommand.run(
      [
        join(FIXTURES, "fio-3.16_randrw_single.json"),
        join(FIXTURES, "fio-2.18_randread_single.json"),
        "--url",
        `${baseUrl}/`,
        "--json",
      ],
      io,
    );
    expect(code).toBe(0);
    const outcomes = JSON.parse(io.out) as UploadFileOutcome[];
    expect(outcomes.map((o) => o.status)).toEqual(["duplicate", "created"]);
    expect(outcomes[0]).not.toHaveProperty("ownerToken");
    expect(outcomes[1]).toMatchObject({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/results\//),
      ownerToken: expect.any(String),
    });
  });

  it("exits 2 when the server rejects a file, with the server's reason on stderr, and still uploads the others", async () => {
    const bad = join(dir, "not-fio.json");
    writeFileSync(bad, '{"total_count": 1, "jobs": [{"id": 1, "name": "build"}]}');
    const good = join(dir, "good.json");
    writeFileSync(good, readFileSync(join(FIXTURES, "fio-3.34_randread_leading_text_signal.json")));
    const before = await database.db.uploadedResult.count();
    const io = captureIo();
    const code = await uploadCommand.run([bad, good, "--url", baseUrl], io);
    expect(code).toBe(2);
    expect(io.err).toMatch(/upload: .*not-fio\.json: not_fio: /);
    expect(io.out).toMatch(/good\.json: saved /);
    expect(await database.db.uploadedResult.count()).toBe(before + 1);
  });

  it("exits 2 for a missing file without sending anything for it", async () => {
    seen = [];
    const io = captureIo();
    expect(await uploadCommand.run([join(dir, "nope.json"), "--url", baseUrl], io)).toBe(2);
    expect(io.err).toContain("no such file");
    expect(seen).toEqual([]);
  });

  it.each([
    ["no file", ["--url", "http://127.0.0.1:1"]],
    ["an unknown flag", ["x.json", "--colour"]],
    ["a bad region", ["x.json", "--region", "Ohio"]],
    ["an unknown option id", ["x.json", "--option", "ebs-gp9"]],
    ["option params that are not JSON", ["x.json", "--option", "ebs-gp3", "--option-params", "{iops"]],
    ["a URL that is not http", ["x.json", "--url", "ftp://example.com"]],
  ])("exits 2 for %s before any request", async (_what, args) => {
    seen = [];
    const io = captureIo();
    expect(await uploadCommand.run(args, io)).toBe(2);
    expect(io.err).toMatch(/^upload: /);
    expect(seen).toEqual([]);
  });

  it("exits 1 when the server cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const io = captureIo();
    expect(
      await uploadCommand.run([join(FIXTURES, "fio-3.16_randrw_single.json"), "--url", `http://127.0.0.1:${port}`], io),
    ).toBe(1);
    expect(io.err).toContain("cannot reach");
  });
});
