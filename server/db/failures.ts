/**
 * Which database failures are worth a "try again shortly" (503 with Retry-After) rather
 * than an internal error: the server cannot be reached, or it is there but too busy to
 * finish in time. Anything else is a bug and stays a 500.
 *
 * Matched on codes and messages rather than classes because they arrive from three
 * layers (Node's socket, the pg driver, Prisma's engine) and Prisma wraps the others.
 */
export type DatabaseFailure = "unavailable" | "busy";

/**
 * Connection-level failures: the socket, the pg driver, Prisma's P1001, admin shutdown (57P01),
 * and the deadlines of server/db/client.ts on a server that accepts and never answers: the pool's
 * wait ("timeout exceeded when trying to connect"), a connect's startup ("Connection terminated
 * due to connection timeout") and an answer that never comes ("Query read timeout").
 */
const UNAVAILABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|Can't reach database|connection terminated|DatabaseNotReachable|P1001|P1017|57P01|57P03|timeout exceeded when trying to connect|Query read timeout/i;

/**
 * Load-level failures: Prisma's transaction timeouts (P2028: could not start within
 * maxWait, or ran past timeout), PostgreSQL lock timeout (55P03), statement timeout
 * (57014), deadlock (40P01) and serialization failures (40001). Retrying later succeeds.
 */
const BUSY = /P2028|Transaction API error|expired transaction|55P03|57014|40P01|40001/;

function describeError(error: unknown, depth = 0): string {
  if (!(error instanceof Error) || depth > 3) return "";
  const code = (error as { code?: unknown }).code;
  const own = `${error.name} ${error.message} ${typeof code === "string" ? code : ""}`;
  return `${own} ${describeError(error.cause, depth + 1)}`;
}

export function classifyDatabaseFailure(error: unknown): DatabaseFailure | null {
  const text = describeError(error);
  if (text === "") return null;
  if (UNAVAILABLE.test(text)) return "unavailable";
  if (BUSY.test(text)) return "busy";
  return null;
}

/**
 * Prisma's codes for a table (P2021) or a column (P2022) the schema has and the database
 * lacks: the database answers, but this version's migrations were never applied to it. Not
 * a DatabaseFailure: retrying does not help, running the migrations does.
 */
const NOT_SET_UP = /P2021|P2022/;

export function isDatabaseNotSetUp(error: unknown): boolean {
  return NOT_SET_UP.test(describeError(error));
}

/**
 * Pages cannot answer 503 (the App Router sets 500 for an error thrown before streaming
 * and 200 after), so the kind of failure travels to the error boundary as the error's
 * digest, which Next.js keeps when one is set and shows the browser instead of the
 * message it hides in production.
 */
export const DATABASE_FAILURE_DIGESTS: Record<DatabaseFailure, string> = {
  unavailable: "storage-advisor:database-unavailable",
  busy: "storage-advisor:database-busy",
};

/** Marks a database failure with its digest (in place) and returns it for rethrowing. */
export function tagDatabaseFailure(error: unknown): unknown {
  const failure = classifyDatabaseFailure(error);
  if (failure && error instanceof Error && !("digest" in error)) {
    Object.defineProperty(error, "digest", {
      value: DATABASE_FAILURE_DIGESTS[failure],
      enumerable: false,
      configurable: true,
      writable: true,
    });
  }
  return error;
}
