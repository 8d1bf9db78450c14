import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDb } from "@/server/db/client";
import { classifyDatabaseFailure } from "@/server/db/failures";
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
    database.db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe("SELECT pg_sleep(0.5)");
        await tx.$executeRawUnsafe("UPDATE t SET id = 1");
      },
      { timeout: 100 },
    ),
  );
  expect(classifyDatabaseFailure(error)).toBe("busy");
});

it("a lock that cannot be had within lock_timeout is 'busy'", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = database.db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe("SELECT * FROM t WHERE id = 1 FOR UPDATE");
      locked();
      await held;
    },
    { timeout: 10_000 },
  );
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

/** A TCP listener that accepts connections and never answers: a hung PostgreSQL. */
async function hungServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

it("a server that accepts and never answers fails within the acquire deadline, 'unavailable'", async () => {
  const hung = await hungServer();
  const url = new URL(database.url);
  url.port = String(hung.port);
  const db = createDb(url.toString(), { acquireMs: 300, statementMs: 1000, readMs: 1500 });
  try {
    const started = Date.now();
    const error = await failureOf(() => db.$queryRawUnsafe("SELECT 1"));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(classifyDatabaseFailure(error)).toBe("unavailable");
  } finally {
    await db.$disconnect();
    await hung.close();
  }
});

it("a statement past the statement deadline is cancelled by PostgreSQL, 'busy'", async () => {
  const db = createDb(database.url, { acquireMs: 2000, statementMs: 200, readMs: 5000 });
  try {
    expect(classifyDatabaseFailure(await failureOf(() => db.$queryRawUnsafe("SELECT pg_sleep(2)")))).toBe("busy");
  } finally {
    await db.$disconnect();
  }
});

it("an answer that never comes is given up at the read deadline, 'unavailable'", async () => {
  // statement_timeout off for the query (SET LOCAL inside the statement is not possible), so
  // only the client's read deadline can end it: a server that stopped answering mid-session.
  const db = createDb(database.url, { acquireMs: 2000, statementMs: 60_000, readMs: 300 });
  try {
    const started = Date.now();
    const error = await failureOf(() => db.$queryRawUnsafe("SELECT pg_sleep(3)"));
    expect(Date.now() - started).toBeLessThan(2500);
    expect(classifyDatabaseFailure(error)).toBe("unavailable");
  } finally {
    await db.$disconnect();
  }
});

it("a bug (bad SQL, a unique violation) is neither", async () => {
  expect(classifyDatabaseFailure(await failureOf(() => database.db.$queryRawUnsafe("SELEC 1")))).toBeNull();
  expect(
    classifyDatabaseFailure(await failureOf(() => database.db.$executeRawUnsafe("INSERT INTO t VALUES (1)"))),
  ).toBeNull();
  expect(classifyDatabaseFailure(new TypeError("x is undefined"))).toBeNull();
  expect(classifyDatabaseFailure("not an error")).toBeNull();
});
