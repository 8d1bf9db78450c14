import { statusOf, type ErrorCode } from "./codes";

/**
 * The one error class a client is told about: a code from the closed list of codes.ts (which
 * carries the HTTP status), a message in words and the offending field's path when there is
 * one. Every domain error extends it, so the HTTP translator (server/api/errors.ts) and the CLI
 * translator (cli/run-command.ts) answer any of them without knowing its class. Anything
 * thrown that is not an AppError is a fault on our side: HTTP 500, CLI exit 1.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly path: string | null;

  constructor(code: ErrorCode, message: string, path: string | null = null, options?: ErrorOptions) {
    super(message, options);
    this.name = "AppError";
    this.code = code;
    this.path = path;
  }

  get status(): number {
    return statusOf(this.code);
  }

  /** The client's fault (4xx), as against ours or a service's (5xx). */
  get isClientError(): boolean {
    return this.status < 500;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
