import type { z } from "zod";
import { formatIssuePath } from "@/lib/format/issue-path";
import { InputProblem } from "./args";
import { readFailureReason } from "./read-failure";
import { readFileCapped } from "./read-capped";

/** A request file is a few kB; this bounds what is read. */
const REQUEST_MAX_BYTES = 1024 * 1024;

/**
 * A JSON request file validated by the same schema as its API route: a file that cannot
 * be read, is not JSON or is not valid is an InputProblem naming the file and the field.
 */
export async function readJsonRequest<S extends z.ZodType>(file: string, schema: S): Promise<z.output<S>> {
  let text: string;
  try {
    text = (await readFileCapped(file, REQUEST_MAX_BYTES)).toString("utf8");
  } catch (error) {
    throw new InputProblem(`cannot read ${file}: ${readFailureReason(error)}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new InputProblem(`${file}: not valid JSON`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const path = first ? formatIssuePath(first.path) : "";
    throw new InputProblem(`${file}: ${path ? `${path}: ` : ""}${first?.message ?? "invalid request"}`);
  }
  return parsed.data;
}
