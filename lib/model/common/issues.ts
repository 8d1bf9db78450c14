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
  if (first === undefined)
    return { ok: false, error: { code: "invalid_request", message: "invalid input", path: "" }, issues: [] };
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
    return { code, message: messageOf(issue), path: joinPath(prefix, formatIssuePath(issue.path)) };
  });
}

/**
 * The issue's message, agreeing with its code. zod reports a number past the safe
 * integer range (1e308) on an `.int("x must be a whole number")` check as too_big or
 * too_small carrying the int check's message; such an issue says what its code says.
 */
function messageOf(issue: z.core.$ZodIssue): string {
  if ((issue.code === "too_big" || issue.code === "too_small") && issue.origin === "int") {
    const field = issue.path.length > 0 ? String(issue.path[issue.path.length - 1]) : "the number";
    return issue.code === "too_big"
      ? `${field} is too large: at most ${Number.MAX_SAFE_INTEGER}`
      : `${field} is too small: at least ${Number.MIN_SAFE_INTEGER}`;
  }
  return issue.message.replace(/^Invalid input: /, "");
}
