import { AppError } from "@/lib/errors/app-error";
import type { z } from "zod";
import { formatIssuePath } from "@/lib/format/issue-path";

/** A JSON column whose content does not match its schema: our data, so a server fault. */
export class StoredJsonError extends AppError {
  constructor(what: string, issue: z.core.$ZodIssue | undefined) {
    const where = issue ? formatIssuePath(issue.path) : "";
    super("internal_error", `Stored ${what} does not match its schema${where ? ` at ${where}` : ""}: ${issue?.message ?? "invalid"}`);
    this.name = "StoredJsonError";
  }
}

/** A JSON column read back through its schema (lib/validations), never cast. */
export function readStoredJson<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new StoredJsonError(what, parsed.error.issues[0]);
  return parsed.data;
}
