import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb, type Db } from "@/server/db/client";
import { applyMigrations } from "@/server/db/migrate";
import { parseEnv } from "@/server/env";

export interface TestDatabase {
  name: string;
  url: string;
  /** A Prisma client on the database (migrated unless created with migrate: false). */
  db: Db;
  drop: () => Promise<void>;
}

/** The server integration tests create their databases on (TEST_DATABASE_URL). */
export function testServerUrl(): string {
  return parseEnv().TEST_DATABASE_URL;
}

function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A brand-new database on the test server, so every test file starts from nothing
 * and runs against real PostgreSQL. Dropped (with its connections) by `drop()`.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `sa_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = withDatabaseName(testServerUrl(), name);
  if (options.migrate !== false) await applyMigrations(url);
  const db = createDb(url);
  return {
    name,
    url,
    db,
    drop: async () => {
      await db.$disconnect();
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
