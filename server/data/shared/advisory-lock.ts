/**
 * One holder at a time across every process on the database (web replicas, the
 * schedule in `npm start`'s process, the CLI): a PostgreSQL session advisory lock, taken
 * with pg_try_advisory_lock on a connection of its own that lives as long as the work.
 * If the holder dies, PostgreSQL ends its session and the lock goes with it.
 *
 * The embedded database (PGlite) is ONE session shared by every client, where advisory
 * locks are re-entrant and would never refuse; so the lock is also refused while
 * pg_locks shows it held, which on PostgreSQL changes nothing (another session's lock
 * makes pg_try_advisory_lock refuse anyway).
 */
import pg from "pg";
import { connectionStringOf, type Db } from "@/server/db/client";

/** Lock ids (any 32-bit number unique to this app's locks). */
export const LOCK_IDS = { priceRefresh: 0x5a_7e_f0_01 } as const;

export type LockOutcome<T> = { acquired: true; value: T } | { acquired: false };

const inProcess = new Set<number>();

/**
 * Runs `work` while holding lock `id`, or answers {acquired: false} at once when someone
 * holds it. A client without a known connection string (none in this code base) falls
 * back to a per-process guard.
 */
export async function withAdvisoryLock<T>(db: Db, id: number, work: () => Promise<T>): Promise<LockOutcome<T>> {
  if (inProcess.has(id)) return { acquired: false };
  inProcess.add(id);
  try {
    const url = connectionStringOf(db);
    if (url === undefined) return { acquired: true, value: await work() };
    const client = new pg.Client({ connectionString: url });
    // A dropped lock connection is reported on the query below or at unlock; not fatal here.
    client.on("error", () => {});
    await client.connect();
    try {
      const { rows } = await client.query<{ acquired: boolean }>(
        `SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = 0 AND objid = $1::bigint::oid AND objsubid = 1
                AND database = (SELECT oid FROM pg_database WHERE datname = current_database()))
                THEN false ELSE pg_try_advisory_lock($1::bigint) END AS acquired`,
        [id],
      );
      if (!rows[0]?.acquired) return { acquired: false };
      try {
        return { acquired: true, value: await work() };
      } finally {
        await client.query("SELECT pg_advisory_unlock($1::bigint)", [id]).catch(() => {});
      }
    } finally {
      await client.end().catch(() => {});
    }
  } finally {
    inProcess.delete(id);
  }
}
