/**
 * Faults against real server processes (`node scripts/start.mjs`, the `npm start` path,
 * on the existing production build):
 *
 *  1. SIGKILL in the middle of a large upload, twice (while the body arrives, and while
 *     its rows are being written): after a restart nothing half-written is visible, the
 *     earlier upload is intact byte for byte, and the same upload then succeeds.
 *  2. SIGKILL in the middle of a price refresh, twice (during the fetch from a slow
 *     pricing stub, and during the storing transaction): after a restart the snapshot in
 *     use and the list are unchanged, no partial rows exist, and a refresh then succeeds.
 *  3. PostgreSQL (a private cluster on its own port) stopped under load: pages answer 503
 *     with Retry-After (never 200), API requests
 *     answer 503 `database_unavailable` with Retry-After and the error contract, nothing
 *     hangs or answers 500, and they recover by themselves once the database is back.
 *  4. The embedded database (PGlite) survives unclean stops: SIGKILL of every process
 *     (the one serving PGlite included) with a write in flight, restart, twice: the data
 *     is there and the migrations are up to date.
 *  5. Rate limits apply to real network clients (Next.js fills X-Forwarded-For from the
 *     socket), not only to clients that send the header.
 */
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPricingStub, type PricingStub } from "../support/pricing-stub-server";
import { syntheticRecordTexts } from "../support/pricing-synthetic";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import {
  PrivatePostgres,
  brokenUploads,
  largeFioJsonPlus,
  migrationCount,
  startSlowProxy,
  waitForStatement,
  withClient,
} from "../support/hardening-faults";
import { ROOT, fetchWithTimeout, sleep, startAppServer, type AppServer } from "../support/hardening-server";

const MIB = 1024 * 1024;
const ADMIN_TOKEN = "hardening-admin-token-0123456789";
const AWS_ENV = {
  AWS_ACCESS_KEY_ID: "AKIDHARDENINGSTUB0001",
  AWS_SECRET_ACCESS_KEY: "hardening-stub-secret-key",
  AWS_REGION: "",
};
const SMALL_FIXTURE = readFileSync(join(ROOT, "fixtures/fio/fio-3.16_randrw_single.json"), "utf8");
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

function smallFio(tag: string): string {
  return SMALL_FIXTURE.replace(/"jobname" : "[^"]*"/g, `"jobname" : "${tag}"`);
}

function multipart(fileName: string, content: string): { body: Buffer; contentType: string } {
  const boundary = `----hardening${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/json\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, Buffer.from(content), tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(server: AppServer, fileName: string, content: string, headers: Record<string, string> = {}) {
  const { body, contentType } = multipart(fileName, content);
  const response = await fetchWithTimeout(
    `${server.url}/api/v1/results`,
    { method: "POST", headers: { "content-type": contentType, ...headers }, body: new Uint8Array(body) },
    120_000,
  );
  return {
    status: response.status,
    body: (await response.json()) as {
      id: string;
      ownerToken?: string;
      document?: { jobs: unknown[] };
      error?: { code: string };
    },
  };
}

/**
 * Sends an upload over a raw HTTP connection: the first `sendBytes` of the body (all by
 * default), then holds the connection open. Settles when the server answers or the
 * connection dies; never throws.
 */
function sendUpload(server: AppServer, fileName: string, content: string, sendBytes?: number): Promise<string> {
  const { body, contentType } = multipart(fileName, content);
  const url = new URL(`${server.url}/api/v1/results`);
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { "content-type": contentType, "content-length": body.byteLength },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(`answered ${res.statusCode}`));
        res.on("error", () => resolve("connection lost while answering"));
      },
    );
    req.on("error", (error) => resolve(`connection lost: ${error.message}`));
    if (sendBytes === undefined) req.end(body);
    else req.write(body.subarray(0, sendBytes));
  });
}

describe("SIGKILL during a large upload and during a price refresh (PostgreSQL)", () => {
  const PORT = 3473;
  let database: TestDatabase;
  let server: AppServer | null = null;
  let stub: PricingStub | null = null;
  let proxy: Awaited<ReturnType<typeof startSlowProxy>> | null = null;

  const start = async (extra: Record<string, string> = {}) => {
    server = await startAppServer({
      port: PORT,
      env: { DATABASE_URL: database.url, ADMIN_TOKEN, ...AWS_ENV, ...extra },
    });
    return server;
  };

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await stub?.close();
    await database?.drop();
  });

  it("an upload killed while its body arrives or while its rows are written leaves nothing half-written; earlier data stays intact", async () => {
    let s = await start();
    const earlierContent = smallFio(`before-kill-${Date.now()}`);
    const earlier = await upload(s, "earlier.json", earlierContent);
    expect(earlier.status).toBe(201);

    const big = largeFioJsonPlus(20 * MIB, `big-${Date.now()}`);
    expect(big.length).toBeGreaterThan(15 * MIB);
    expect(big.length).toBeLessThan(25 * MIB); // under the upload limit
    const bigSha = sha256(big);
    const expectedJobs = (JSON.parse(big) as { jobs: unknown[] }).jobs.length;

    // 1. Killed with half the body sent.
    const half = sendUpload(s, "big.json", big, Math.floor(big.length / 2));
    await sleep(500);
    await s.kill();
    expect(await half).toMatch(/connection lost/);
    s = await start();
    expect(await brokenUploads(database.url)).toEqual([]);

    // 2. Killed while the transaction writes the rows.
    const whole = sendUpload(s, "big.json", big);
    const caught = await waitForStatement(database.url, database.name, 'INSERT INTO "public"."Uploaded', 120_000);
    await s.kill();
    expect(caught, "the upload's INSERT was running when the server was killed").toBe(true);
    expect(await whole).toMatch(/connection lost/);
    s = await start();

    // Nothing half-written; the killed upload is simply not there.
    expect(await brokenUploads(database.url)).toEqual([]);
    const stored = await withClient(database.url, (c) =>
      c.query<{ n: number }>(`SELECT count(*)::int AS n FROM "UploadedResult" WHERE sha256 = $1`, [bigSha]),
    );
    expect(stored.rows[0]!.n).toBe(0);

    // The earlier upload is intact, byte for byte.
    const again = await fetchWithTimeout(`${s.url}/api/v1/results/${earlier.body.id}`);
    expect(again.status).toBe(200);
    const raw = await fetchWithTimeout(`${s.url}/api/v1/results/${earlier.body.id}/raw`);
    expect(sha256(new Uint8Array(await raw.arrayBuffer()))).toBe(sha256(earlierContent));

    // The same upload now goes through whole.
    const retried = await upload(s, "big.json", big);
    expect(retried.status).toBe(201);
    expect(retried.body.document?.jobs).toHaveLength(expectedJobs);
    expect(await brokenUploads(database.url)).toEqual([]);
  });

  it("network clients are rate limited by their socket address (no X-Forwarded-For sent): 429 after the burst", async () => {
    // A fresh process: a full bucket for 127.0.0.1.
    await server?.stop();
    const s = await start();
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) {
      const response = await fetchWithTimeout(`${s.url}/api/v1/results`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "x",
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
        break;
      }
      await response.arrayBuffer();
    }
    expect(statuses.slice(0, 60).every((st) => st === 415)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("a price refresh killed during the fetch or while storing changes nothing; the next refresh completes", async () => {
    stub = await startPricingStub({ records: syntheticRecordTexts(20_000) });
    proxy = await startSlowProxy(stub.url, 150);
    const snapshotsNow = async (s: AppServer) =>
      (await (await fetchWithTimeout(`${s.url}/api/v1/prices/snapshots`)).json()) as unknown;
    const strayRows = () =>
      withClient(database.url, async (c) => {
        const { rows } = await c.query<{ records: number; items: number; snapshots: number }>(
          `
          SELECT (SELECT count(*)::int FROM "PriceRecord" r WHERE r."snapshotId" <> ALL($1)) AS records,
                 (SELECT count(*)::int FROM "PriceItem" i WHERE i."snapshotId" <> ALL($1)) AS items,
                 (SELECT count(*)::int FROM "PriceSnapshot" s WHERE s.id <> ALL($1)) AS snapshots`,
          [before.ids],
        );
        return rows[0];
      });
    const refresh = (s: AppServer) =>
      fetchWithTimeout(
        `${s.url}/api/v1/prices/refresh`,
        { method: "POST", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
        300_000,
      ).then(
        (r) => `answered ${r.status}`,
        (e: Error) => `connection lost: ${e.message}`,
      );

    await server?.stop();
    let s = await start({ PRICE_SOURCE: "query", AWS_PRICING_ENDPOINT: proxy.url });
    const listBefore = await snapshotsNow(s);
    const before = await withClient(database.url, async (c) => ({
      ids: (await c.query<{ id: string }>(`SELECT id FROM "PriceSnapshot"`)).rows.map((r) => r.id),
    }));
    const healthBefore = await (await fetchWithTimeout(`${s.url}/api/v1/health`)).json();

    // 1. Killed during the (slow) fetch: a few pages in.
    const during = refresh(s);
    while (proxy.requests() < 10) await sleep(50);
    await s.kill();
    expect(await during).toMatch(/connection lost/);
    s = await start({ PRICE_SOURCE: "query", AWS_PRICING_ENDPOINT: stub.url });
    expect(await snapshotsNow(s)).toEqual(listBefore);
    expect(await strayRows()).toEqual({ records: 0, items: 0, snapshots: 0 });

    // 2. Killed while the snapshot's rows are being stored (one transaction).
    const storing = refresh(s);
    const caught = await waitForStatement(database.url, database.name, 'INSERT INTO "Price', 120_000);
    await s.kill();
    expect(caught, "the refresh's INSERT was running when the server was killed").toBe(true);
    expect(await storing).toMatch(/connection lost/);
    s = await start({ PRICE_SOURCE: "query", AWS_PRICING_ENDPOINT: stub.url });
    expect(await snapshotsNow(s)).toEqual(listBefore);
    expect(await strayRows()).toEqual({ records: 0, items: 0, snapshots: 0 });
    expect(await (await fetchWithTimeout(`${s.url}/api/v1/health`)).json()).toEqual(healthBefore);

    // The next refresh completes and becomes current.
    const done = await fetchWithTimeout(
      `${s.url}/api/v1/prices/refresh`,
      { method: "POST", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
      300_000,
    );
    expect(done.status).toBe(200);
    const result = (await done.json()) as { snapshot: { id: string; status: string; counts: { records: number } } };
    expect(result.snapshot).toMatchObject({ status: "complete", counts: { records: 20_000 } });
    expect(await strayRows()).toMatchObject({ snapshots: 1 });
  });
});

interface Outcome {
  at: number;
  path: string;
  status: number | "no answer";
  code: string | null;
  retryAfter: string | null;
  contract: boolean;
}

describe.skipIf(!PrivatePostgres.available())("PostgreSQL stopped under load (a private cluster)", () => {
  // Overridable so two runs on one machine do not share a port or the cluster's directory.
  const PORT = Number(process.env.FAULTS_OUTAGE_PORT ?? 3474);
  const PG_PORT = Number(process.env.FAULTS_OUTAGE_PG_PORT ?? 55_432);
  const cluster = new PrivatePostgres(`/tmp/sa-hardening-pg${PG_PORT === 55_432 ? "" : `-${PG_PORT}`}`, PG_PORT);
  let server: AppServer | null = null;

  beforeAll(() => {
    cluster.init();
    cluster.start();
  });

  afterAll(async () => {
    await server?.stop();
    cluster.remove();
  });

  it("requests answer 503 database_unavailable with Retry-After while it is down, never 500 or a hang, and recover by themselves", async () => {
    server = await startAppServer({ port: PORT, env: { DATABASE_URL: cluster.url } });
    const s = server;
    const answers = JSON.parse(readFileSync(join(ROOT, "fixtures/advisor/wordpress-uploads.json"), "utf8")) as unknown;
    const saved = await fetchWithTimeout(`${s.url}/api/v1/recommendations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ answers }),
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const workload = readFileSync(join(ROOT, "fixtures/workloads/gp3-vs-efs-request.json"), "utf8");
    const requests: Array<{ path: string; init?: RequestInit }> = [
      { path: "/api/v1/results?limit=5" },
      { path: "/api/v1/health" },
      { path: `/api/v1/recommendations/${id}` },
      {
        path: "/api/v1/estimate",
        init: { method: "POST", headers: { "content-type": "application/json" }, body: workload },
      },
    ];

    const outcomes: Outcome[] = [];
    const t0 = Date.now();
    let running = true;
    const worker = async (n: number) => {
      for (let i = n; running; i++) {
        const { path, init } = requests[i % requests.length]!;
        const at = Date.now() - t0;
        try {
          const response = await fetchWithTimeout(`${s.url}${path}`, init, 15_000);
          const text = await response.text();
          let code: string | null = null;
          let contract = response.ok;
          if (!response.ok) {
            try {
              const error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown; path?: unknown } })
                .error;
              code = typeof error?.code === "string" ? error.code : null;
              contract =
                code !== null &&
                typeof error?.message === "string" &&
                "path" in (error ?? {}) &&
                !/\n\s+at /.test(text);
            } catch {
              contract = false;
            }
          }
          outcomes.push({
            at,
            path,
            status: response.status,
            code,
            retryAfter: response.headers.get("retry-after"),
            contract,
          });
        } catch {
          outcomes.push({ at, path, status: "no answer", code: null, retryAfter: null, contract: false });
        }
        await sleep(20);
      }
    };
    const workers = Array.from({ length: 6 }, (_, n) => worker(n));

    await sleep(3000);
    const downAt = Date.now() - t0;
    cluster.stop("fast");
    await sleep(2000);
    // Pages answer 503 with Retry-After (proxy.ts probes the database first), never 200: monitors see the outage.
    const pages: Record<string, number> = {};
    for (const path of ["/results", `/r/${id}`, "/", "/prices", "/datasets", "/advisor/results"]) {
      const response = await fetchWithTimeout(`${s.url}${path}`, {}, 15_000);
      pages[path] = response.status;
      const html = await response.text();
      expect(html, path).not.toMatch(/node_modules|\n\s+at [^\n]+:\d+:\d+/);
      expect(response.status, path).toBe(503);
      expect(Number(response.headers.get("retry-after")), path).toBeGreaterThanOrEqual(1);
      expect(html, path).toContain("The database is not reachable right now");
    }
    console.log(`pages while the database is down: ${JSON.stringify(pages)}`);
    await sleep(4000);
    const upAt = Date.now() - t0;
    cluster.start();
    await sleep(12_000);
    running = false;
    await Promise.all(workers);

    const summary = (list: Outcome[]) => {
      const counts = new Map<string, number>();
      for (const o of list)
        counts.set(`${o.status} ${o.code ?? ""}`.trim(), (counts.get(`${o.status} ${o.code ?? ""}`.trim()) ?? 0) + 1);
      return Object.fromEntries(counts);
    };
    console.log(
      `database down at ${downAt} ms, back at ${upAt} ms; before: ${JSON.stringify(summary(outcomes.filter((o) => o.at < downAt)))}; down: ${JSON.stringify(summary(outcomes.filter((o) => o.at >= downAt && o.at < upAt)))}; after: ${JSON.stringify(summary(outcomes.filter((o) => o.at >= upAt)))}`,
    );

    // Every answer, at any time: a 2xx, or a 503 with the contract and Retry-After. No 500, no hang.
    const bad = outcomes.filter(
      (o) =>
        !(o.status !== "no answer" && o.status < 300) &&
        !(o.status === 503 && o.code === "database_unavailable" && o.contract && o.retryAfter !== null),
    );
    expect(bad.slice(0, 5)).toEqual([]);
    // Before (requests that started a second or more before the stop, so were answered before it): all fine.
    expect(outcomes.filter((o) => o.at < downAt - 1000).every((o) => o.status === 200 || o.status === 201)).toBe(true);
    // While it is down (after a second for connections to notice), every answer is that 503,
    // except an estimate of a price snapshot already read: its prices never change and are
    // kept in memory (server/data/prices/price-snapshots.ts), so it needs no database and is answered.
    const down = outcomes.filter((o) => o.at > downAt + 1000 && o.at < upAt);
    const [estimates, others] = [
      down.filter((o) => o.path === "/api/v1/estimate"),
      down.filter((o) => o.path !== "/api/v1/estimate"),
    ];
    expect(others.length).toBeGreaterThan(20);
    expect(others.every((o) => o.status === 503)).toBe(true);
    expect(estimates.length).toBeGreaterThan(5);
    expect(estimates.every((o) => o.status === 200)).toBe(true);
    // It recovers by itself: within 10 s of the database's return every answer is a 2xx again.
    const recovered = outcomes.filter((o) => o.at > upAt + 10_000);
    expect(recovered.length).toBeGreaterThan(10);
    expect(recovered.every((o) => o.status === 200)).toBe(true);
    const firstOk = outcomes.find((o) => o.at > upAt && o.status === 200);
    console.log(`first success ${firstOk ? firstOk.at - upAt : "never"} ms after the database came back`);
    expect(s.exited()).toBe(false);
  });
});

describe("the embedded database (PGlite) survives unclean stops", () => {
  const PORT = 3475;
  const DB_PORT = 54_374;
  const DIR = ".data/hardening-pglite";
  let server: AppServer | null = null;
  const env = { DATABASE_URL: "", EMBEDDED_DB_DIR: DIR, EMBEDDED_DB_PORT: String(DB_PORT) };
  const embeddedUrl = `postgresql://postgres:postgres@127.0.0.1:${DB_PORT}/postgres?sslmode=disable`;

  beforeAll(() => rmSync(join(ROOT, DIR), { recursive: true, force: true }));
  afterAll(async () => {
    await server?.stop();
    rmSync(join(ROOT, DIR), { recursive: true, force: true });
  });

  it("SIGKILL of every process with a write in flight, twice: data and migrations are intact after each restart", async () => {
    server = await startAppServer({ port: PORT, env });
    const kept: Array<{ id: string; content: string }> = [];
    const answers = JSON.parse(
      readFileSync(join(ROOT, "fixtures/advisor/hundred-linux-clients.json"), "utf8"),
    ) as unknown;
    const saved = await fetchWithTimeout(`${server.url}/api/v1/recommendations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ answers }),
    });
    expect(saved.status).toBe(201);
    const shareId = ((await saved.json()) as { id: string }).id;

    for (const round of [1, 2]) {
      for (let i = 0; i < 3; i++) {
        const content = smallFio(`pglite-${round}-${i}-${Date.now()}`);
        const stored = await upload(server, `pglite-${round}-${i}.json`, content);
        expect(stored.status).toBe(201);
        kept.push({ id: stored.body.id, content });
      }
      // A large upload in flight: killed somewhere in its parse or its transaction.
      const inFlight = sendUpload(
        server,
        "in-flight.json",
        largeFioJsonPlus(8 * MIB, `pglite-big-${round}-${Date.now()}`),
      );
      await sleep(round === 1 ? 1500 : 3000);
      await server.kill();
      await inFlight;

      server = await startAppServer({ port: PORT, env });
      const health = (await (await fetchWithTimeout(`${server.url}/api/v1/health`)).json()) as {
        status: string;
        migrationsApplied: number;
      };
      expect(health).toMatchObject({ status: "ok", migrationsApplied: migrationCount() });
      for (const { id, content } of kept) {
        const raw = await fetchWithTimeout(`${server.url}/api/v1/results/${id}/raw`);
        expect(raw.status, id).toBe(200);
        expect(sha256(new Uint8Array(await raw.arrayBuffer()))).toBe(sha256(content));
      }
      expect((await fetchWithTimeout(`${server.url}/r/${shareId}`)).status).toBe(200);
      expect(await brokenUploads(embeddedUrl)).toEqual([]);
      const migrations = await withClient(embeddedUrl, (c) =>
        c.query<{ finished: number; unfinished: number }>(
          `SELECT count(*) FILTER (WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL)::int AS finished, count(*) FILTER (WHERE finished_at IS NULL)::int AS unfinished FROM "_prisma_migrations"`,
        ),
      );
      expect(migrations.rows[0]).toEqual({ finished: migrationCount(), unfinished: 0 });
    }
  });
});
