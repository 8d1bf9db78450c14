import type { z } from "zod";
import { formatIssuePath } from "@/lib/format/issue-path";

/** A problem found in a dataset file, addressed by a readable field path. */
export interface DatasetIssue {
  /** Machine code: a zod issue code in kebab-case (invalid-type, unrecognized-keys...) or a cross-check code. */
  code: string;
  message: string;
  /** e.g. `results[12].durationSeconds.min`; empty for the document root. */
  path: string;
}

type ZodIssue = z.core.$ZodIssue;

/**
 * Turns zod issues into dataset issues. A failed number-or-range union is reported
 * against the branch the author evidently meant (an object means a range), so the path
 * reads `durationSeconds.min: expected number` instead of a bare "invalid input".
 */
export function toDatasetIssues(issues: readonly ZodIssue[], prefix: readonly PropertyKey[] = []): DatasetIssue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const branch = closestBranch(issue.errors);
      if (branch) return toDatasetIssues(branch, path);
      return [
        { code: "invalid-type", message: "expected a number or a {min, max} range", path: formatIssuePath(path) },
      ];
    }
    if (issue.code === "custom") {
      const code = typeof issue.params?.code === "string" ? issue.params.code : "invalid-value";
      return [{ code, message: issue.message, path: formatIssuePath(path) }];
    }
    return [
      {
        code: issue.code.replaceAll("_", "-"),
        message: issue.message.replace(/^Invalid input: /, ""),
        path: formatIssuePath(path),
      },
    ];
  });
}

/** The branch whose value had the right overall type: its issues are all below the root. */
function closestBranch(branches: readonly (readonly ZodIssue[])[]): readonly ZodIssue[] | undefined {
  return branches.find((issues) =>
    issues.every((issue) => !(issue.code === "invalid_type" && issue.path.length === 0)),
  );
}

export function describeIssue(issue: DatasetIssue): string {
  return issue.path === "" ? issue.message : `${issue.path}: ${issue.message}`;
}
