import { readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { fromProjectRoot } from "@/server/db/paths";
import { afterAll, describe, expect, it } from "vitest";
import { findRunningEmbeddedServer, startEmbeddedServer } from "@/server/db/embedded";
import { applyMigrations } from "@/server/db/migrate";

const EMBEDDED_TEST_PORT = 54_391;

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

describe("embedded PostgreSQL (PGlite over TCP)", () => {
  let dir = "";
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("migrates, serves several clients at once, and keeps data across a restart", async () => {
    dir = await mkdtemp(join(tmpdir(), "sa-embedded-"));
    const first = await startEmbeddedServer(dir, EMBEDDED_TEST_PORT);
    expect((await findRunningEmbeddedServer(dir))?.port).toBe(EMBEDDED_TEST_PORT);
    await expect(startEmbeddedServer(dir, EMBEDDED_TEST_PORT + 1)).rejects.toThrow(/already served/);

    const migrationFolders = readdirSync(fromProjectRoot("prisma/migrations")).filter((name) => /^\d{14}_/.test(name));
    expect(await applyMigrations(first.url)).toHaveLength(migrationFolders.length);
    await query(
      first.url,
      `insert into "PriceSnapshot" (id, source, regions, "asOf", status, counts, "missingKeys", unmapped)
      values ('persist-check', 'bundled', '{us-east-1}', '2024-07-01', 'complete', '{}', '{}', '{}')`,
    );
    // Two connections interleaving transactions must not see each other's uncommitted rows.
    const a = new pg.Client({ connectionString: first.url });
    const b = new pg.Client({ connectionString: first.url });
    await Promise.all([a.connect(), b.connect()]);
    await a.query("begin");
    await a.query(`update "PriceSnapshot" set note = 'uncommitted' where id = 'persist-check'`);
    await a.query("rollback");
    const seen = await b.query(`select note from "PriceSnapshot" where id = 'persist-check'`);
    expect(seen.rows[0]?.note).toBeNull();
    await Promise.all([a.end(), b.end()]);
    await first.stop();
    expect(await findRunningEmbeddedServer(dir)).toBeNull();

    const second = await startEmbeddedServer(dir, EMBEDDED_TEST_PORT);
    try {
      expect(await applyMigrations(second.url)).toEqual([]);
      const rows = await query<{ id: string }>(second.url, `select id from "PriceSnapshot"`);
      expect(rows.map((r) => r.id)).toEqual(["persist-check"]);
    } finally {
      await second.stop();
    }
  });
});
