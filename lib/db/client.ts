import { PrismaPg } from "@prisma/adapter-pg";
import { getEnv } from "@/lib/env";
import { isEmbeddedUrl } from "./embedded";
import { tagDatabaseFailure } from "./failures";
import { PrismaClient } from "@/lib/generated/prisma/client";

export type Db = PrismaClient;

/** Pool size per process on PostgreSQL. */
const POOL_MAX_CONNECTIONS = 10;
/**
 * On the embedded database every query of the process shares its one connection (see
 * isEmbeddedUrl), so a transaction may wait behind others: give it longer than
 * Prisma's 2 s default to start and 5 s to finish.
 */
const EMBEDDED_TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 60_000 };

/** Each client's connection string: a lock held on its own connection (advisory-lock.ts) needs it. */
const connectionStrings = new WeakMap<object, string>();

export function connectionStringOf(db: Db): string | undefined {
  return connectionStrings.get(db);
}

export function createDb(connectionString: string): Db {
  const db = isEmbeddedUrl(connectionString)
    ? new PrismaClient({ adapter: new PrismaPg({ connectionString, max: 1 }), transactionOptions: EMBEDDED_TRANSACTION_OPTIONS })
    : new PrismaClient({ adapter: new PrismaPg({ connectionString, max: POOL_MAX_CONNECTIONS }) });
  connectionStrings.set(db, connectionString);
  return db;
}

// One client per server process, surviving Next.js dev reloads (create-t3-app's pattern).
const globalForDb = globalThis as unknown as { storageAdvisorDb?: Db };

/**
 * The web server's client. `npm start` always sets DATABASE_URL for the server
 * process (to the embedded database when the user did not set one).
 */
export function getDb(): Db {
  if (!globalForDb.storageAdvisorDb) {
    const url = getEnv().DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides one.");
    // Pages learn the kind of database failure from the error's digest (see tagDatabaseFailure).
    // The extended client behaves as the plain one; only its static type differs.
    globalForDb.storageAdvisorDb = createDb(url).$extends({
      query: {
        async $allOperations({ args, query }) {
          try {
            return await query(args);
          } catch (error) {
            throw tagDatabaseFailure(error);
          }
        },
      },
    }) as unknown as Db;
    connectionStrings.set(globalForDb.storageAdvisorDb, url);
  }
  return globalForDb.storageAdvisorDb;
}
