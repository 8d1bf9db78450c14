import { NextResponse } from "next/server";
import type { z } from "zod";
import { classifyDatabaseFailure } from "@/server/db/failures";
import { AppError } from "@/lib/errors/app-error";
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

/** An error a route raises itself (a bad parameter, a missing resource); any AppError is answered the same way. */
export class ApiError extends AppError {
  constructor(code: ErrorCode, message: string, path: string | null = null) {
    super(code, message, path);
    this.name = "ApiError";
  }
}

export function errorResponse(code: ErrorCode, message: string, path: string | null = null) {
  return NextResponse.json<ApiErrorBody>({ error: { code, message, path } }, { status: statusOf(code) });
}

export function validationError(error: z.ZodError): ApiError {
  const first = error.issues[0];
  const path = first ? formatIssuePath(first.path) || null : null;
  const more =
    error.issues.length > 1
      ? ` (and ${error.issues.length - 1} more problem${error.issues.length > 2 ? "s" : ""})`
      : "";
  return new ApiError("invalid_request", `${path ? `${path}: ` : ""}${first?.message ?? "invalid input"}${more}`, path);
}

/** How long a client should wait before retrying a request the database could not serve. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const DATABASE_FAILURE_ANSWERS = {
  unavailable: { code: "database_unavailable", message: "The database is not reachable right now. Try again shortly." },
  busy: {
    code: "database_busy",
    message: "The database is too busy to finish this request right now. Nothing was saved; try again shortly.",
  },
} as const;

/**
 * Where a route's request names a field differently from the domain error's default path
 * (a snapshot id is `snapshotId` in a body, `id` in an address): code -> path in this route.
 */
export interface ErrorContractOptions {
  paths?: Partial<Record<ErrorCode, string | null>>;
}

/**
 * The one HTTP translator: any thrown value to its response. An AppError (every domain
 * error is one) answers with its code, status, message and path, except `internal_error`,
 * which is logged and answered without detail; an unreachable or overloaded database is a
 * 503 with Retry-After; anything else a 500 with no detail (the detail goes to the server
 * log only).
 */
export function toErrorResponse(error: unknown, options: ErrorContractOptions = {}): Response {
  if (error instanceof AppError && error.code !== "internal_error") {
    const path = options.paths?.[error.code];
    return errorResponse(error.code, error.message, path === undefined ? error.path : path);
  }
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

/** Wraps a route handler so that whatever it throws is answered by toErrorResponse. */
export function withErrorContract<A extends unknown[]>(
  handler: (...args: A) => Promise<Response>,
  options: ErrorContractOptions = {},
) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      return toErrorResponse(error, options);
    }
  };
}
