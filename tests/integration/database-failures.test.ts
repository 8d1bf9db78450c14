import { afterAll, beforeAll, expect, it } from "vitest";
import { createDb } from "@/lib/db/client";
import { classifyDatabaseFailure } from "@/lib/db/failures";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * The failures are produced for real (a port nobody listens on, a transaction that runs
 * past its timeout, a lock that cannot be had in time), so the classifier is checked
 * against what Prisma, the pg driver and PostgreSQL actually throw.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  await database.db.$executeRawUnsafe(`CREATE TABLE t (id int PRIMARY KEY)`);
  await database.db.$executeRawUnsafe(`INSERT INTO t VALUES (1)`);
});

afterAll(async () => {
  await database?.drop();
});

async function failureOf(action: () => Promise<unknown>): Promise<unknown> {
  try {
    await action();
  } catch (error) {
    return error;
  }
  throw new Error("the action was expected to fail");
}

it("a server nobody listens on is 'unavailable'", async () => {
  const url = new URL(database.url);
  url.port = "1"; // privileged and unused: connection refused
  const db = createDb(url.toString());
  try {
    expect(classifyDatabaseFailure(await failureOf(() => db.$queryRawUnsafe("SELECT 1")))).toBe("unavailable");
  } finally {
    await db.$disconnect();
  }
});

it("a transaction that runs past its timeout is 'busy'", async () => {
  const error = await failureOf(() =>
    database.db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SELECT pg_sleep(0.5)");
      await tx.$executeRawUnsafe("UPDATE t SET id = 1");
    }, { timeout: 100 }),
  );
  expect(classifyDatabaseFailure(error)).toBe("busy");
});

it("a lock that cannot be had within lock_timeout is 'busy'", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = database.db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SELECT * FROM t WHERE id = 1 FOR UPDATE");
    locked();
    await held;
  }, { timeout: 10_000 });
  await isLocked;
  const error = await failureOf(() =>
    database.db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL lock_timeout = '100ms'");
      await tx.$executeRawUnsafe("UPDATE t SET id = 1 WHERE id = 1");
    }),
  );
  release();
  await holder;
  expect(classifyDatabaseFailure(error)).toBe("busy");
});

it("a bug (bad SQL, a unique violation) is neither", async () => {
  expect(classifyDatabaseFailure(await failureOf(() => database.db.$queryRawUnsafe("SELEC 1")))).toBeNull();
  expect(classifyDatabaseFailure(await failureOf(() => database.db.$executeRawUnsafe("INSERT INTO t VALUES (1)")))).toBeNull();
  expect(classifyDatabaseFailure(new TypeError("x is undefined"))).toBeNull();
  expect(classifyDatabaseFailure("not an error")).toBeNull();
});
