import type { z } from "zod";
import { formatIssuePath } from "@/lib/validations/issue-path";

export { formatIssuePath as formatPath };

/**
 * What the model returns instead of throwing: a machine code, a sentence a person can
 * act on, and where in the input the problem is (`operations[2].fileCount`).
 */
export interface ModelIssue {
  code: string;
  message: string;
  path: string;
}

export type ModelResult<T> = { ok: true; value: T } | { ok: false; error: ModelIssue; issues: ModelIssue[] };

export function ok<T>(value: T): ModelResult<T> {
  return { ok: true, value };
}

export function fail<T>(issues: readonly ModelIssue[]): ModelResult<T> {
  const [first, ...rest] = issues;
  if (first === undefined) return { ok: false, error: { code: "invalid-input", message: "invalid input", path: "" }, issues: [] };
  return { ok: false, error: first, issues: [first, ...rest] };
}


export function joinPath(prefix: string, suffix: string): string {
  if (prefix === "") return suffix;
  if (suffix === "") return prefix;
  return suffix.startsWith("[") ? `${prefix}${suffix}` : `${prefix}.${suffix}`;
}

/** zod issues as model issues; codes are kebab-case ("too-big", "invalid-type"). */
export function fromZodIssues(issues: readonly z.core.$ZodIssue[], prefix = ""): ModelIssue[] {
  return issues.map((issue) => {
    const code =
      issue.code === "custom" && typeof issue.params?.code === "string" ? issue.params.code : issue.code.replaceAll("_", "-");
    return { code, message: issue.message.replace(/^Invalid input: /, ""), path: joinPath(prefix, formatIssuePath(issue.path)) };
  });
}
