import { readdirSync, readFileSync } from "node:fs";
import * as crypto from "node:crypto";
import { join, relative } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FIO_MAX_BYTES, parseFio, usableJobCount } from "@/lib/fio";
import { MALFORMED_CASES } from "@/lib/fio/malformed-cases";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

// Wraps (does not replace) node's timingSafeEqual so the test can see that the owner-token
// check goes through the constant-time comparison.
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  return { ...actual, default: actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

type Routes = {
  list: typeof import("@/app/api/v1/results/route");
  one: typeof import("@/app/api/v1/results/[id]/route");
  raw: typeof import("@/app/api/v1/results/[id]/raw/route");
};

const FIXTURES = join(import.meta.dirname, "../../fixtures/fio");
const BASE = "http://storage-advisor.test/api/v1/results";
/** Job counts read by hand from the public fixture files. */
const KNOWN_JOB_COUNTS: Record<string, number> = {
  "fio-2.18_randread_single.json": 1,
  "fio-3.6_randwrite_4jobs_multijob.json": 4,
  "fio-3.16_randrw_single.json": 1,
  "fio-3.30_gcsfuse_single_job_global_options.json": 1,
  "fio-3.34_randread_leading_text_signal.json": 1,
  "generated/fio-3.33_jobfile_two_jobs_group_reporting.json": 1,
};

function fixtureFiles(dir = FIXTURES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? fixtureFiles(join(dir, entry.name))
      : entry.name.endsWith(".json")
        ? [join(dir, entry.name)]
        : [],
  );
}

function asBytes(input: Uint8Array | string): Uint8Array<ArrayBuffer> {
  return typeof input === "string" ? new TextEncoder().encode(input) : new Uint8Array(input);
}

function form(bytes: Uint8Array | string, fileName: string, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  body.set("file", new File([asBytes(bytes)], fileName, { type: "application/json" }));
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

/**
 * A form is sent as the bytes a browser would put on the wire, not as a FormData object:
 * Node 24's fetch keeps writing a FormData body into its stream after the route has
 * cancelled it at the size limit, and the stream's "already closed" error then surfaces
 * as an unhandled rejection in the test process (a real upload gets its 413 either way).
 */
async function postRequest(body: FormData | object, init: RequestInit = {}): Promise<Request> {
  if (body instanceof FormData) {
    const encoded = new Response(body);
    const headers = { "content-type": encoded.headers.get("content-type") ?? "" };
    return new Request(BASE, { method: "POST", body: await encoded.arrayBuffer(), headers, ...init });
  }
  return new Request(BASE, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
    ...init,
  });
}

function ctx(id: string) {
  return { params: Promise.resolve({ id }) };
}

describe("results API on a real PostgreSQL", () => {
  let database: TestDatabase;
  let routes: Routes;
  const realFixture = readFileSync(join(FIXTURES, "fio-3.16_randrw_single.json"));

  async function rowCounts() {
    return { results: await database.db.uploadedResult.count(), jobs: await database.db.uploadedJob.count() };
  }

  async function upload(bytes: Uint8Array | string, fileName = "result.json", fields: Record<string, string> = {}) {
    const response = await routes.list.POST(await postRequest(form(bytes, fileName, fields)));
    return {
      response,
      body: (await response.json()) as Record<string, unknown> & {
        error?: { code: string; message: string; path: string | null };
      },
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    process.env.DATABASE_URL = database.url;
    routes = {
      list: await import("@/app/api/v1/results/route"),
      one: await import("@/app/api/v1/results/[id]/route"),
      raw: await import("@/app/api/v1/results/[id]/raw/route"),
    };
  });

  afterAll(async () => {
    const shared = (globalThis as { storageAdvisorDb?: { $disconnect(): Promise<void> } }).storageAdvisorDb;
    await shared?.$disconnect();
    await database?.drop();
  });

  describe("refuses every malformed input with the parser's code and writes nothing", () => {
    expect(MALFORMED_CASES.length).toBeGreaterThanOrEqual(15);
    it.each(MALFORMED_CASES.map((c) => [c.name, c] as const))("%s", async (_name, testCase) => {
      const before = await rowCounts();
      const { response, body } = await upload(testCase.bytes, "malformed.json");
      expect(response.status).toBe(testCase.expectedCode === "too_large" ? 413 : 422);
      expect(body.error?.code).toBe(testCase.expectedCode);
      expect(body.error?.message).toEqual(expect.any(String));
      expect(body.error?.message.length).toBeGreaterThan(0);
      expect(body.error).toHaveProperty("path");
      expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack trace
      expect(await rowCounts()).toEqual(before);
    });
  });

  describe("stores every fixture in fixtures/fio with its jobs", () => {
    it.each(fixtureFiles().map((file) => [relative(FIXTURES, file), file] as const))("%s", async (name, file) => {
      const bytes = readFileSync(file);
      const expected = parseFio(bytes);
      const { response, body } = await upload(bytes, name.split("/").pop());
      if (!expected.ok) {
        // The fixtures the parser refuses (failed job, unified "mixed" stats) are refused the same way.
        expect(response.status).toBe(422);
        expect(body.error?.code).toBe(expected.error.code);
        return;
      }
      expect(usableJobCount(expected.document)).toBeGreaterThan(0);
      expect(response.status).toBe(201);
      expect(body.url).toBe(`/results/${body.id as string}`);
      expect(body.ownerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.duplicate).toBe(false);
      expect((body.document as { jobs: unknown[] }).jobs.length).toBe(expected.document.jobs.length);
      if (KNOWN_JOB_COUNTS[name] !== undefined) expect(expected.document.jobs.length).toBe(KNOWN_JOB_COUNTS[name]);

      const stored = await database.db.uploadedResult.findUniqueOrThrow({
        where: { id: body.id as string },
        include: { jobs: true },
      });
      expect(stored.jobs.length).toBe(expected.document.jobs.length);
      expect(Buffer.from(stored.rawFile).equals(bytes)).toBe(true);
      expect(stored.sha256).toBe(crypto.createHash("sha256").update(bytes).digest("hex"));
      expect(stored.ownerTokenHash).toBe(
        crypto
          .createHash("sha256")
          .update(body.ownerToken as string)
          .digest("hex"),
      );
      expect(stored.ownerTokenHash).not.toContain(body.ownerToken as string);
    });
  });

  it("recognises the same file uploaded twice: 200, the first id, no owner token, nothing new stored", async () => {
    const bytes = asBytes(realFixture.toString("utf8").replace('"jobname" : "', '"jobname" : "dup-'));
    const first = await upload(bytes, "first.json");
    expect(first.response.status).toBe(201);
    const before = await rowCounts();
    const again = await upload(bytes, "renamed.json", { region: "eu-west-1" });
    expect(again.response.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, url: first.body.url, duplicate: true });
    expect(again.body).not.toHaveProperty("ownerToken");
    expect((again.body.document as { jobs: unknown[] }).jobs.length).toBe(1);
    expect(await rowCounts()).toEqual(before);
  });

  it("stores the same bytes once when two uploads race: one 201, the others 200 duplicates of it", async () => {
    const bytes = asBytes(realFixture.toString("utf8").replace('"jobname" : "', '"jobname" : "race-'));
    const before = await rowCounts();
    const answers = await Promise.all([1, 2, 3].map(() => upload(bytes, "race.json")));
    const statuses = answers.map((a) => a.response.status).sort();
    expect(statuses).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((a) => a.body.id));
    expect(ids.size).toBe(1);
    expect(await rowCounts()).toEqual({ results: before.results + 1, jobs: before.jobs + 1 });
  });

  describe("size limit", () => {
    it("stops reading an endless body after the limit and answers 413, storing nothing", async () => {
      const before = await rowCounts();
      const chunk = new Uint8Array(1024 * 1024).fill(0x20);
      let pulled = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(chunk);
        },
      });
      const request = new Request(BASE, {
        method: "POST",
        body: endless,
        headers: { "content-type": "multipart/form-data; boundary=x" },
        duplex: "half",
      } as RequestInit);
      const response = await routes.list.POST(request);
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("too_large");
      // 25 MiB of file plus the form allowance, then it stopped pulling.
      expect(pulled).toBeLessThanOrEqual(FIO_MAX_BYTES / chunk.length + 3);
      expect(await rowCounts()).toEqual(before);
    });

    it("refuses a declared Content-Length over the limit without reading the body", async () => {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(1024));
        },
      });
      const request = new Request(BASE, {
        method: "POST",
        body,
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(100 * 1024 * 1024) },
        duplex: "half",
      } as RequestInit);
      const response = await routes.list.POST(request);
      expect(response.status).toBe(413);
      expect(pulled).toBeLessThanOrEqual(1); // at most the stream's own first prefetch
    });

    it("holds JSON uploads to the same 25 MiB of content", async () => {
      const before = await rowCounts();
      const content = realFixture.toString("utf8") + " ".repeat(FIO_MAX_BYTES);
      const response = await routes.list.POST(await postRequest({ fileName: "big.json", content }));
      expect(response.status).toBe(413);
      expect(await rowCounts()).toEqual(before);
    });
  });

  describe("labels", () => {
    it("accepts a JSON upload with labels and stores them", async () => {
      const content = realFixture.toString("utf8").replace('"jobname" : "', '"jobname" : "json-');
      const response = await routes.list.POST(
        await postRequest({
          fileName: "C:\\runs\\gp3.json",
          content,
          optionId: "ebs-gp3",
          optionParams: { iops: 6000, throughputMiBps: 500, capacityGiB: 200 },
          region: " US-East-2 ",
          instanceType: "c5n.18xlarge",
          notes: "<script>alert(1)</script> kept as text",
        }),
      );
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const got = (await (await routes.one.GET(new Request(`${BASE}/${id}`), ctx(id))).json()) as Record<
        string,
        unknown
      >;
      expect(got).toMatchObject({
        id,
        fileName: "gp3.json",
        jobCount: 1,
        labels: {
          optionId: "ebs-gp3",
          optionLabel: expect.stringContaining("gp3"),
          optionParams: { iops: 6000, throughputMiBps: 500, capacityGiB: 200 },
          region: "us-east-2",
          instanceType: "c5n.18xlarge",
          notes: "<script>alert(1)</script> kept as text",
        },
      });
    });

    it("accepts a ranked configuration with its backup plan, as the advisor's fio script uploads it", async () => {
      const content = realFixture.toString("utf8").replace('"jobname" : "', '"jobname" : "backup-');
      const params = { capacityGiB: 1, backup: { retentionDays: 7, dailyChangePct: 5 } };
      const response = await routes.list.POST(
        await postRequest({ fileName: "gp2.json", content, optionId: "ebs-gp2", optionParams: params }),
      );
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const got = (await (await routes.one.GET(new Request(`${BASE}/${id}`), ctx(id))).json()) as {
        labels: Record<string, unknown>;
      };
      expect(got.labels).toMatchObject({ optionId: "ebs-gp2", optionParams: params });
    });

    it('stores "other" with its description', async () => {
      const bytes = realFixture.toString("utf8").replace('"jobname" : "', '"jobname" : "other-');
      const { response, body } = await upload(bytes, "nvme.json", {
        optionId: "other",
        otherOption: "local NVMe (i4i)",
        region: "eu-central-1",
      });
      expect(response.status).toBe(201);
      const got = (await (await routes.one.GET(new Request(`${BASE}/x`), ctx(body.id as string))).json()) as {
        labels: Record<string, unknown>;
      };
      expect(got.labels).toMatchObject({
        optionId: "other",
        otherOption: "local NVMe (i4i)",
        optionParams: null,
        region: "eu-central-1",
      });
    });

    it.each([
      ["an unknown storage option", { optionId: "ebs-gp9" }, "optionId"],
      ["a region that is not an AWS code", { region: "Ohio" }, "region"],
      ["an instance type with spaces", { instanceType: "big box" }, "instanceType"],
      ["notes over the limit", { notes: "x".repeat(2001) }, "notes"],
      [
        "gp3 throughput above its maximum",
        { optionId: "ebs-gp3", optionParams: '{"throughputMiBps": 2000}' },
        "optionParams.throughputMiBps",
      ],
      [
        "gp3 throughput beyond 0.25 MiB/s per IOPS",
        { optionId: "ebs-gp3", optionParams: '{"iops": 3000, "throughputMiBps": 1000, "capacityGiB": 100}' },
        "optionParams.throughputMiBps",
      ],
      ["params for an unknown field", { optionId: "ebs-gp2", optionParams: '{"iops": 3000}' }, "optionParams"],
      ["params that are not JSON", { optionId: "ebs-gp3", optionParams: "{iops: 3000" }, "optionParams"],
      ["params without an option", { optionParams: '{"iops": 3000}' }, "optionParams"],
      ["a misspelt field", { instance_type: "c5.large" }, "instance_type"],
    ])("refuses %s with 400 and the field's path", async (_what, fields, path) => {
      const before = await rowCounts();
      const { response, body } = await upload(realFixture, "labelled.json", fields as Record<string, string>);
      expect(response.status).toBe(400);
      expect(body.error?.path ?? "").toContain(path);
      expect(await rowCounts()).toEqual(before);
    });

    it("answers 415 for a body that is neither multipart nor JSON", async () => {
      const response = await routes.list.POST(
        new Request(BASE, { method: "POST", body: realFixture, headers: { "content-type": "text/plain" } }),
      );
      expect(response.status).toBe(415);
    });

    it("answers 400 for a form without a file", async () => {
      const body = new FormData();
      body.set("region", "us-east-1");
      const response = await routes.list.POST(await postRequest(body));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { path: string } }).error.path).toBe("file");
    });
  });

  describe("reading and deleting", () => {
    let id: string;
    let ownerToken: string;
    const bytes = asBytes(realFixture.toString("utf8").replace('"jobname" : "', '"jobname" : "rd-'));
    const timingSafeEqual = vi.mocked(crypto.timingSafeEqual);

    beforeAll(async () => {
      const { body } = await upload(bytes, "résumé run.json");
      id = body.id as string;
      ownerToken = body.ownerToken as string;
    });
    beforeEach(() => {
      timingSafeEqual.mockClear();
    });

    it("GET answers the document, the labels and a summary per job", async () => {
      const response = await routes.one.GET(new Request(`${BASE}/${id}`), ctx(id));
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        document: { fioVersion: string };
        jobs: Array<Record<string, unknown>>;
        parserVersion: string;
        ownerTokenHash?: string;
      };
      expect(body.document.fioVersion).toBe("fio-3.16");
      expect(body.parserVersion).toEqual(expect.any(String));
      expect(body).not.toHaveProperty("ownerTokenHash");
      expect(body.jobs).toHaveLength(1);
      expect(body.jobs[0]).toMatchObject({
        position: 0,
        rw: "randrw",
        read: { bandwidthBytesPerSec: expect.any(Number) },
        write: { iops: expect.any(Number) },
      });
    });

    it.each([
      ["an unknown uuid", "00000000-0000-4000-8000-000000000000"],
      ["a malformed id", "not-a-uuid"],
      ["an SQL-looking id", "1' or '1'='1"],
    ])("GET of %s answers 404 with the error contract", async (_what, badId) => {
      for (const handler of [routes.one.GET, routes.raw.GET]) {
        const response = await handler(new Request(`${BASE}/x`), ctx(badId));
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ error: { code: "not_found", message: expect.any(String) } });
      }
    });

    it("GET raw answers the bytes exactly as uploaded, as a download", async () => {
      const response = await routes.raw.GET(new Request(`${BASE}/${id}/raw`), ctx(id));
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
      expect(response.headers.get("content-type")).toBe("application/octet-stream");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-disposition")).toContain("filename*=UTF-8''r%C3%A9sum%C3%A9%20run.json");
    });

    it("DELETE without a token is 401, with a wrong one 403 (compared in constant time), and keeps the result", async () => {
      const missing = await routes.one.DELETE(new Request(`${BASE}/${id}`, { method: "DELETE" }), ctx(id));
      expect(missing.status).toBe(401);
      expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("owner_token_required");

      for (const wrong of [
        "x",
        `${ownerToken.slice(0, -1)}${ownerToken.endsWith("A") ? "B" : "A"}`,
        ownerToken.repeat(3),
      ]) {
        const response = await routes.one.DELETE(
          new Request(`${BASE}/${id}`, { method: "DELETE", headers: { authorization: `Bearer ${wrong}` } }),
          ctx(id),
        );
        expect(response.status).toBe(403);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe("wrong_owner_token");
      }
      // Every wrong token, whatever its length, was compared as two 32-byte digests.
      expect(timingSafeEqual).toHaveBeenCalledTimes(3);
      for (const [a, b] of timingSafeEqual.mock.calls) {
        expect((a as Buffer).length).toBe(32);
        expect((b as Buffer).length).toBe(32);
      }
      expect(await database.db.uploadedResult.count({ where: { id } })).toBe(1);
    });

    it("DELETE of an unknown id is 404", async () => {
      const other = "00000000-0000-4000-8000-000000000001";
      const response = await routes.one.DELETE(
        new Request(`${BASE}/${other}`, { method: "DELETE", headers: { "x-owner-token": ownerToken } }),
        ctx(other),
      );
      expect(response.status).toBe(404);
    });

    it("DELETE with the owner token is 204 and removes the result and its jobs", async () => {
      const response = await routes.one.DELETE(
        new Request(`${BASE}/${id}`, { method: "DELETE", headers: { authorization: `Bearer ${ownerToken}` } }),
        ctx(id),
      );
      expect(response.status).toBe(204);
      expect(timingSafeEqual).toHaveBeenCalledTimes(1);
      expect(await database.db.uploadedResult.count({ where: { id } })).toBe(0);
      expect(await database.db.uploadedJob.count({ where: { resultId: id } })).toBe(0);
      expect((await routes.one.GET(new Request(`${BASE}/${id}`), ctx(id))).status).toBe(404);
    });

    it("DELETE accepts X-Owner-Token too, and the file can then be uploaded anew", async () => {
      const again = await upload(bytes, "again.json");
      expect(again.response.status).toBe(201);
      const newId = again.body.id as string;
      const response = await routes.one.DELETE(
        new Request(`${BASE}/${newId}`, {
          method: "DELETE",
          headers: { "x-owner-token": again.body.ownerToken as string },
        }),
        ctx(newId),
      );
      expect(response.status).toBe(204);
    });
  });

  describe("publishing: uploads are unlisted until their owner publishes them", () => {
    const patch = (id: string, body: unknown, headers: Record<string, string> = {}) =>
      routes.one.PATCH(
        new Request(`${BASE}/${id}`, {
          method: "PATCH",
          body: JSON.stringify(body),
          headers: { "content-type": "application/json", ...headers },
        }),
        ctx(id),
      );
    const listed = async (headers: Record<string, string> = {}) =>
      (
        (await (await routes.list.GET(new Request(`${BASE}?limit=100`, { headers }))).json()) as {
          items: Array<{ id: string; publishedAt: string | null }>;
        }
      ).items;

    it("a new upload is unlisted, listed only for the cookie its answer set, and published with its token", async () => {
      const { response, body } = await upload(
        realFixture.toString("utf8").replace('"jobname" : "', '"jobname" : "publish-'),
        "publish.json",
      );
      expect(response.status).toBe(201);
      expect(body.published).toBe(false);
      const id = body.id as string;
      const token = body.ownerToken as string;
      const setCookie = response.headers.get("set-cookie") ?? "";
      expect(setCookie).toMatch(new RegExp(`^owned_uploads=[^;]*${token}.*HttpOnly; SameSite=Lax`));
      const cookie = setCookie.split(";")[0]!;

      expect((await listed()).map((i) => i.id)).not.toContain(id);
      expect((await listed({ cookie })).find((i) => i.id === id)?.publishedAt).toBeNull();
      // Open to anyone with its link all along.
      expect((await routes.one.GET(new Request(`${BASE}/${id}`), ctx(id))).status).toBe(200);

      const without = await patch(id, { published: true });
      expect(without.status).toBe(401);
      expect(((await without.json()) as { error: { code: string } }).error.code).toBe("owner_token_required");
      const wrong = await patch(id, { published: true }, { "x-owner-token": "a".repeat(43) });
      expect(wrong.status).toBe(403);
      const bad = await patch(id, { published: "yes" }, { authorization: `Bearer ${token}` });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        error: { path: "published", message: expect.stringContaining("must be true or false") },
      });
      expect(
        (await patch("00000000-0000-4000-8000-000000000000", { published: true }, { authorization: `Bearer ${token}` }))
          .status,
      ).toBe(404);

      const done = await patch(id, { published: true }, { authorization: `Bearer ${token}` });
      expect(done.status).toBe(200);
      const answer = (await done.json()) as { published: boolean; publishedAt: string };
      expect(answer.published).toBe(true);
      expect((await listed()).find((i) => i.id === id)?.publishedAt).toBe(answer.publishedAt);

      // The cookie alone proves ownership too (the result page's button sends only it).
      const back = await patch(id, { published: false }, { cookie });
      expect(await back.json()).toEqual({ id, published: false, publishedAt: null });
      expect((await listed()).map((i) => i.id)).not.toContain(id);
    });
  });

  describe("listing", () => {
    it("pages through every published upload, newest first, with a cursor", async () => {
      await database.db.uploadedResult.updateMany({ data: { publishedAt: new Date() } });
      const total = await database.db.uploadedResult.count();
      expect(total).toBeGreaterThan(3);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const url: string = `${BASE}?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
        const response = await routes.list.GET(new Request(url));
        expect(response.status).toBe(200);
        const page = (await response.json()) as {
          items: Array<{ id: string; createdAt: string; url: string; jobCount: number }>;
          nextCursor: string | null;
        };
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((item) => item.id));
        for (const item of page.items) expect(item.jobCount).toBeGreaterThan(0);
        cursor = page.nextCursor;
        pages++;
      } while (cursor !== null && pages < 100);
      expect(seen.length).toBe(total);
      expect(new Set(seen).size).toBe(total);
    });

    it.each([
      ["limit=0", "limit"],
      ["limit=abc", "limit"],
      ["cursor=bm9wZQ", "cursor"],
      ["sort=name", "sort"],
    ])("refuses ?%s with 400", async (query, path) => {
      const response = await routes.list.GET(new Request(`${BASE}?${query}`));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { path: string } }).error.path).toBe(path);
    });
  });
});
