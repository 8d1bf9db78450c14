import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startEmbeddedServer, type EmbeddedServer } from "@/server/db/embedded";

/**
 * Several processes (the web server, the CLI, the migration runner) may talk to the
 * embedded database at once, each over its own connections. A plain pg pool of many
 * connections stands in for them: every query must get its own answer, inside
 * transactions and out, even though PGlite is a single session.
 */
const EMBEDDED_TEST_PORT = 54_392;
const CONNECTIONS = 8;
const QUERIES = 400;

let dir = "";
let server: EmbeddedServer;
let pool: pg.Pool;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sa-interleave-"));
  server = await startEmbeddedServer(dir, EMBEDDED_TEST_PORT);
  pool = new pg.Pool({ connectionString: server.url, max: CONNECTIONS });
  await pool.query("create table t (id int primary key, v text)");
});

afterAll(async () => {
  await pool?.end();
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it(`${QUERIES} concurrent parameterised queries over ${CONNECTIONS} connections each get their own answer`, async () => {
  const outcomes = await Promise.all(
    Array.from({ length: QUERIES }, async (_, i) => {
      try {
        if (i % 4 === 0) {
          const client = await pool.connect();
          try {
            await client.query("begin");
            await client.query("insert into t (id, v) values ($1, $2)", [i, `v${i}`]);
            const row = await client.query<{ v: string }>("select v from t where id = $1", [i]);
            await client.query("commit");
            return row.rows[0]?.v === `v${i}` ? "ok" : `wrong: ${JSON.stringify(row.rows)}`;
          } finally {
            client.release();
          }
        }
        const result = await pool.query<{ n: number; s: string }>("select $1::int as n, $2::text as s", [i, `s${i}`]);
        const row = result.rows[0];
        return row?.n === i && row.s === `s${i}` ? "ok" : `wrong: ${JSON.stringify(result.rows)}`;
      } catch (error) {
        return `error: ${(error as Error).message}`;
      }
    }),
  );
  expect(outcomes.filter((o) => o !== "ok").slice(0, 5)).toEqual([]);
  const count = await pool.query<{ n: number }>("select count(*)::int as n from t");
  expect(count.rows[0]?.n).toBe(QUERIES / 4);
}, 120_000);
