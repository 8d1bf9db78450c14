import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applyMigrations,
  diffLatestMigrationToSchema,
  readMigrationList,
  schemaCreationSql,
} from "@/server/db/migrate";
import { describeSchema } from "../support/describe-schema";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

describe("migrations on a real PostgreSQL", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("apply every committed migration to an empty database", async () => {
    const committed = (await readMigrationList()).migrationDirectories.map((d) => d.path);
    expect(committed.length).toBeGreaterThan(0);
    expect(await applyMigrations(database.url)).toEqual(committed);
  });

  it("are idempotent: a second run applies nothing", async () => {
    expect(await applyMigrations(database.url)).toEqual([]);
  });

  it("record their history the way prisma migrate does", async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const rows = await client.query("select migration_name, checksum, finished_at from _prisma_migrations");
      expect(rows.rows.length).toBe((await readMigrationList()).migrationDirectories.length);
      for (const row of rows.rows) {
        expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
        expect(row.finished_at).not.toBeNull();
      }
    } finally {
      await client.end();
    }
  });

  it("match prisma/schema.prisma: the latest snapshot is current (run `migration-diff` after editing the schema)", async () => {
    expect(await diffLatestMigrationToSchema(database.url)).toBe("");
  });

  it("build the same structure as creating schema.prisma from scratch", async () => {
    const fromScratch = await createTestDatabase({ migrate: false });
    try {
      const client = new pg.Client({ connectionString: fromScratch.url });
      await client.connect();
      await client.query(await schemaCreationSql(fromScratch.url));
      await client.end();
      const migrated = await describeSchema(database.url);
      expect(migrated.length).toBeGreaterThan(50);
      expect(migrated).toEqual(await describeSchema(fromScratch.url));
    } finally {
      await fromScratch.drop();
    }
  });

  it("create every table of the domain", async () => {
    const tables = await database.db.$queryRaw<{ table_name: string }[]>`
      select table_name from information_schema.tables where table_schema = 'public'`;
    const names = tables.map((t) => t.table_name);
    for (const table of [
      "Dataset",
      "DatasetResult",
      "UploadedResult",
      "UploadedJob",
      "PriceSnapshot",
      "PriceItem",
      "PriceRecord",
      "Recommendation",
      "StorageOption",
    ]) {
      expect(names).toContain(table);
    }
  });
});
