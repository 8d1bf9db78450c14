import { EnvError } from "@/server/env";

/** A one-paragraph explanation for a person, never a stack trace. */
export function describeError(error: unknown): string {
  if (error instanceof EnvError) return error.message;
  if (error instanceof AggregateError) return error.errors.map(describeError).join("; ");
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ECONNREFUSED")
      return `cannot reach the database (${error.message}). Is PostgreSQL running, and is DATABASE_URL right?`;
    return error.message;
  }
  return String(error);
}
