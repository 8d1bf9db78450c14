import { PrismaPg } from "@prisma/adapter-pg";
import { getEnv } from "@/server/env";
import { isEmbeddedUrl } from "./embedded";
import { tagDatabaseFailure } from "./failures";
import { PrismaClient } from "@/lib/generated/prisma/client";

export type Db = PrismaClient;

/** Pool size per process on PostgreSQL. */
const POOL_MAX_CONNECTIONS = 10;

/**
 * Deadlines on every database call, so a PostgreSQL that accepts connections and never
 * answers (or holds a lock forever) fails the call instead of holding its request open:
 *  - acquireMs: to get a pooled connection, a new one's TCP connect and startup included
 *    (pg's connectionTimeoutMillis: the pool's wait and the client's connect both use it);
 *  - statementMs: PostgreSQL cancels a statement running longer (statement_timeout, 57014);
 *  - readMs: the client stops waiting for an answer the server never sends (query_timeout),
 *    a little after statementMs so a live server's own cancel arrives first.
 * The failures these raise are classified as "unavailable" or "busy" (failures.ts), which
 * the API answers 503 with Retry-After.
 */
export interface DatabaseDeadlines {
  acquireMs: number;
  statementMs: number;
  readMs: number;
}

/** CLI runs, migrations' data steps, scheduled refreshes: long statements are expected. */
export const DEFAULT_DEADLINES: DatabaseDeadlines = { acquireMs: 10_000, statementMs: 120_000, readMs: 125_000 };
/**
 * The web server: a request should fail in seconds, as pages do (proxy.ts's probe), not
 * hang. Its longest statements (a 24 MB upload's rows, a price refresh's batches: 20,000
 * records in about 12 s altogether, bench/README.md) each take well under 10 s.
 */
export const WEB_DEADLINES: DatabaseDeadlines = { acquireMs: 5_000, statementMs: 10_000, readMs: 12_000 };
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

export function createDb(connectionString: string, deadlines: DatabaseDeadlines = DEFAULT_DEADLINES): Db {
  const db = isEmbeddedUrl(connectionString)
    ? // One shared connection: a call may wait for a transaction of up to 60 s before its turn,
      // and PGlite takes no startup parameters, so only the client-side deadlines apply, widened.
      new PrismaClient({
        adapter: new PrismaPg({
          connectionString,
          max: 1,
          connectionTimeoutMillis: EMBEDDED_TRANSACTION_OPTIONS.timeout + deadlines.acquireMs,
          query_timeout: EMBEDDED_TRANSACTION_OPTIONS.timeout + deadlines.readMs,
        }),
        transactionOptions: EMBEDDED_TRANSACTION_OPTIONS,
      })
    : new PrismaClient({
        adapter: new PrismaPg({
          connectionString,
          max: POOL_MAX_CONNECTIONS,
          connectionTimeoutMillis: deadlines.acquireMs,
          statement_timeout: deadlines.statementMs,
          query_timeout: deadlines.readMs,
        }),
      });
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
    globalForDb.storageAdvisorDb = createDb(url, WEB_DEADLINES).$extends({
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
