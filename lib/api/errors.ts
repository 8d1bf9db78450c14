import { NextResponse } from "next/server";
import type { z } from "zod";
import { formatIssuePath } from "@/lib/validations/issue-path";

/**
 * The one error contract of every route handler:
 *   { "error": { "code": string, "message": string, "path": string | null } }
 * `path` names the offending field ("operations[0].fileCount") when there is one.
 */
export interface ApiErrorBody {
  error: { code: string; message: string; path: string | null };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly path: string | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function errorResponse(status: number, code: string, message: string, path: string | null = null) {
  return NextResponse.json<ApiErrorBody>({ error: { code, message, path } }, { status });
}

export function validationError(error: z.ZodError): ApiError {
  const first = error.issues[0];
  const path = first ? formatIssuePath(first.path) || null : null;
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more problem${error.issues.length > 2 ? "s" : ""})` : "";
  return new ApiError(400, "invalid_request", `${path ? `${path}: ` : ""}${first?.message ?? "invalid input"}${more}`, path);
}

function isDatabaseUnavailable(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message} ${(error as NodeJS.ErrnoException).code ?? ""}` : "";
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Can't reach database|connection terminated|DatabaseNotReachable|P1001|57P01/i.test(text);
}

/**
 * Wraps a route handler: ApiErrors become their response, an unreachable database a
 * 503, anything else a 500 with no detail (the detail goes to the server log only).
 */
export function withErrorContract<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error.status, error.code, error.message, error.path);
      if (isDatabaseUnavailable(error)) {
        const response = errorResponse(503, "database_unavailable", "The database is not reachable right now. Try again shortly.");
        response.headers.set("Retry-After", "5");
        return response;
      }
      console.error("Unhandled error in route handler:", error);
      return errorResponse(500, "internal_error", "Something went wrong on our side. The server log has the details.");
    }
  };
}
