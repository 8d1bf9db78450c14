import { NextResponse } from "next/server";
import type { z } from "zod";
import { classifyDatabaseFailure } from "@/lib/db/failures";
import { statusOf, type ErrorCode } from "@/lib/errors/codes";
import { formatIssuePath } from "@/lib/format/issue-path";
// zod's messages in words for every schema whose issues reach a client here.
import "@/lib/validations/zod-config";

/**
 * The one error contract of every route handler:
 *   { "error": { "code": string, "message": string, "path": string | null } }
 * `path` names the offending field ("operations[0].fileCount") when there is one.
 */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; path: string | null };
}

/** An error a route answers with; its HTTP status comes with its code (lib/errors/codes.ts). */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly path: string | null = null,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = statusOf(code);
  }
}

export function errorResponse(code: ErrorCode, message: string, path: string | null = null) {
  return NextResponse.json<ApiErrorBody>({ error: { code, message, path } }, { status: statusOf(code) });
}

export function validationError(error: z.ZodError): ApiError {
  const first = error.issues[0];
  const path = first ? formatIssuePath(first.path) || null : null;
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more problem${error.issues.length > 2 ? "s" : ""})` : "";
  return new ApiError("invalid_request", `${path ? `${path}: ` : ""}${first?.message ?? "invalid input"}${more}`, path);
}

/** How long a client should wait before retrying a request the database could not serve. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const DATABASE_FAILURE_ANSWERS = {
  unavailable: { code: "database_unavailable", message: "The database is not reachable right now. Try again shortly." },
  busy: { code: "database_busy", message: "The database is too busy to finish this request right now. Nothing was saved; try again shortly." },
} as const;

/**
 * Wraps a route handler: ApiErrors become their response, an unreachable or overloaded
 * database a 503 with Retry-After, anything else a 500 with no detail (the detail goes to
 * the server log only).
 */
export function withErrorContract<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error.code, error.message, error.path);
      const failure = classifyDatabaseFailure(error);
      if (failure) {
        if (failure === "busy") console.warn("Database busy:", error instanceof Error ? error.message : error);
        const { code, message } = DATABASE_FAILURE_ANSWERS[failure];
        const response = errorResponse(code, message);
        response.headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
        return response;
      }
      console.error("Unhandled error in route handler:", error);
      return errorResponse("internal_error", "Something went wrong on our side. The server log has the details.");
    }
  };
}
