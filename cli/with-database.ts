import { createDb, type Db } from "@/server/db/client";
import { AppError } from "@/lib/errors/app-error";
import { redactUrl, resolveDatabase, type ResolvedDatabase } from "@/server/db/connection";
import { isDatabaseNotSetUp } from "@/server/db/failures";

/** The database answers but has no Storage Advisor tables, or older ones: the message says how to set it up. */
export class DatabaseNotSetUpError extends AppError {
  constructor(resolved: ResolvedDatabase) {
    const where =
      resolved.kind === "embedded"
        ? "the embedded database"
        : `the database at DATABASE_URL (${redactUrl(resolved.url)})`;
    super(
      "database_unavailable",
      `${where} is not set up: its tables are missing or older than this version. ` +
        "Run `npm run --silent cli -- setup` (or `npm start`), which applies the migrations and loads the reference data, then try again.",
    );
    this.name = "DatabaseNotSetUpError";
  }
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
    if (isDatabaseNotSetUp(error)) throw new DatabaseNotSetUpError(resolved);
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
