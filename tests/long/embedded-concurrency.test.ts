/**
 * The embedded database under concurrency. PGlite is one PostgreSQL session; its socket
 * server (@electric-sql/pglite-socket 0.1.3) keeps a connection's protocol messages
 * together only inside an explicit transaction, so the Parse/Bind/Execute messages of
 * concurrent connections interleave on the single session: queries failed ("portal \"\"
 * does not exist") or received another query's rows while server/db/client.ts pooled 10
 * connections per process. The client now uses one connection per process for the
 * embedded database (isEmbeddedUrl); this test holds it to every answer being right.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDb, type Db } from "@/server/db/client";
import { startEmbeddedServer, type EmbeddedServer } from "@/server/db/embedded";
import { withTimeout } from "../support/hardening-fuzz";

const OPERATIONS = 600;
/** A value larger than one TCP segment, like an upload's raw file. */
const PAYLOAD_CHARS = 64 * 1024;
let dir: string;
let server: EmbeddedServer;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "hardening-pglite-"));
  server = await startEmbeddedServer(dir, 54_377);
  db = createDb(server.url);
  await db.$executeRawUnsafe(`CREATE TABLE hardening_t (id int PRIMARY KEY, v text NOT NULL)`);
});

afterAll(async () => {
  // Bounded: with the issue present, connections can be left waiting on answers that never come.
  await withTimeout(db.$disconnect(), 10_000, "disconnect").catch(() => undefined);
  await withTimeout(server.stop(), 10_000, "stopping PGlite").catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

it(`${OPERATIONS} concurrent queries and transactions through the app's client each get their own answer`, async () => {
  const outcomes = await withTimeout(
    Promise.all(
      Array.from({ length: OPERATIONS }, async (_, i) => {
        try {
          if (i % 3 === 0) {
            // As an upload does: an interactive transaction of several statements with a large value.
            await db.$transaction(async (tx) => {
              await tx.$executeRaw`INSERT INTO hardening_t (id, v) VALUES (${i}, ${`v${i}`.padEnd(PAYLOAD_CHARS, "x")})`;
              await tx.$queryRaw`SELECT v FROM hardening_t WHERE id = ${i}`;
            });
            return "ok";
          }
          if (i % 3 === 1) {
            const rows = await db.$queryRaw<{ n: number }[]>`SELECT ${i}::int AS n`;
            return rows[0]?.n === i ? "ok" : `wrong answer: ${JSON.stringify(rows)}`;
          }
          const rows = await db.$queryRaw<{ t: string; pad: string }[]>`SELECT ${String(i)}::text AS t, 'x' AS pad`;
          return rows[0]?.t === String(i) ? "ok" : `wrong answer: ${JSON.stringify(rows)}`;
        } catch (error) {
          return `error: ${(error as Error).message.split("\n").pop()}`;
        }
      }),
    ),
    60_000,
    "the concurrent operations",
  );
  // Correctness, not capacity: a transaction that waited too long for the pool ("Unable to
  // start a transaction in the given time", Prisma's 2 s maxWait) is a refusal, not a wrong
  // answer. Wrong rows and protocol errors are what must never happen.
  const waited = outcomes.filter((o) => o.includes("Unable to start a transaction"));
  const problems = outcomes.filter((o) => o !== "ok" && !waited.includes(o));
  console.log(
    `embedded, ${OPERATIONS} concurrent operations: ${outcomes.length - problems.length - waited.length} ok, ${waited.length} gave up waiting for a connection, ${problems.length} wrong or broken${problems.length ? `: ${[...new Set(problems.map((p) => p.replace(/\d+/g, "N")))].slice(0, 4).join("; ")}` : ""}`,
  );
  expect(problems.slice(0, 5)).toEqual([]);
  const inserted = OPERATIONS / 3 - waited.length;
  const counted = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM hardening_t`;
  expect(counted[0]?.n).toBe(inserted);
}, 120_000);
