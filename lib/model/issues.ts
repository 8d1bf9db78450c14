import type { z } from "zod";
import { isErrorCode, type ErrorCode } from "@/lib/errors/codes";
import { formatIssuePath } from "@/lib/format/issue-path";

export { formatIssuePath as formatPath };

/**
 * What the model returns instead of throwing: a machine code, a sentence a person can
 * act on, and where in the input the problem is (`operations[2].fileCount`).
 */
export interface ModelIssue {
  code: ErrorCode;
  message: string;
  path: string;
}

export type ModelResult<T> = { ok: true; value: T } | { ok: false; error: ModelIssue; issues: ModelIssue[] };

export function ok<T>(value: T): ModelResult<T> {
  return { ok: true, value };
}

export function fail<T>(issues: readonly ModelIssue[]): ModelResult<T> {
  const [first, ...rest] = issues;
  if (first === undefined) return { ok: false, error: { code: "invalid_request", message: "invalid input", path: "" }, issues: [] };
  return { ok: false, error: first, issues: [first, ...rest] };
}


export function joinPath(prefix: string, suffix: string): string {
  if (prefix === "") return suffix;
  if (suffix === "") return prefix;
  return suffix.startsWith("[") ? `${prefix}${suffix}` : `${prefix}.${suffix}`;
}

/**
 * zod issues as model issues, with zod's own codes ("too_big", "invalid_type"). A custom
 * check names its code in `params.code`; one that names none breaks a cross-field rule
 * of the workload.
 */
export function fromZodIssues(issues: readonly z.core.$ZodIssue[], prefix = ""): ModelIssue[] {
  return issues.map((issue) => {
    const custom = issue.code === "custom" ? issue.params?.code : undefined;
    const code: ErrorCode = issue.code !== "custom" ? issue.code : isErrorCode(custom) ? custom : "invalid_workload";
    return { code, message: issue.message.replace(/^Invalid input: /, ""), path: joinPath(prefix, formatIssuePath(issue.path)) };
  });
}
