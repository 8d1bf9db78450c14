import { createDb, type Db } from "@/lib/db/client";
import { redactUrl, resolveDatabase, type ResolvedDatabase } from "@/lib/db/connection";

/**
 * Prisma's codes for a table (P2021) or a column (P2022) the schema has and the database
 * lacks: the database answers, but this version's migrations were never applied to it.
 */
const NOT_MIGRATED_CODES: ReadonlySet<string> = new Set(["P2021", "P2022"]);

/** The database answers but has no Storage Advisor tables, or older ones: the message says how to set it up. */
export class DatabaseNotSetUpError extends Error {
  constructor(resolved: ResolvedDatabase) {
    const where = resolved.kind === "embedded" ? "the embedded database" : `the database at DATABASE_URL (${redactUrl(resolved.url)})`;
    super(
      `${where} is not set up: its tables are missing or older than this version. ` +
        "Run `npm run --silent cli -- setup` (or `npm start`), which applies the migrations and loads the reference data, then try again.",
    );
    this.name = "DatabaseNotSetUpError";
  }
}

function isNotMigrated(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && NOT_MIGRATED_CODES.has(code)) return true;
  }
  return false;
}

/** Runs `work` with a database client, closing everything this command opened. */
export async function withDatabase<T>(work: (db: Db, resolved: ResolvedDatabase) => Promise<T>): Promise<T> {
  const resolved = await resolveDatabase();
  const db = createDb(resolved.url);
  try {
    return await work(db, resolved);
  } catch (error) {
    // Prisma's own text ("Invalid `prisma.x.findFirst()` invocation ... does not exist")
    // tells a person nothing about what to do.
    if (isNotMigrated(error)) throw new DatabaseNotSetUpError(resolved);
    throw error;
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
