import { createDb, type Db } from "@/lib/db/client";
import { resolveDatabase, type ResolvedDatabase } from "@/lib/db/connection";

/** Runs `work` with a database client, closing everything this command opened. */
export async function withDatabase<T>(work: (db: Db, resolved: ResolvedDatabase) => Promise<T>): Promise<T> {
  const resolved = await resolveDatabase();
  const db = createDb(resolved.url);
  try {
    return await work(db, resolved);
  } finally {
    await db.$disconnect();
    await resolved.release();
  }
}

/** Runs `work` with only the connection string (the migration runner has its own driver). */
export async function withDatabaseUrl<T>(work: (resolved: ResolvedDatabase) => Promise<T>): Promise<T> {
  const resolved = await resolveDatabase();
  try {
    return await work(resolved);
  } finally {
    await resolved.release();
  }
}
