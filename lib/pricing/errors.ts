import { AppError } from "@/lib/errors/app-error";
/**
 * Errors and issues of the price ingestion. Every one carries a machine code (for the
 * CLI and the API to branch on), a human message and a path that says where it
 * happened (service, region, query, page, index...), so a report can point at it.
 */
export type PricingErrorCode =
  | "aws_invalid_options"
  | "aws_throttled"
  | "aws_access_denied"
  | "aws_request_failed"
  | "aws_invalid_response"
  | "aws_aborted";

export type PricingPath = readonly (string | number)[];

export class PricingError extends AppError {
  declare readonly code: PricingErrorCode;
  /** Where in the request or the answer, as a list (`path` joins it with dots for a client). */
  readonly fieldPath: PricingPath;

  constructor(code: PricingErrorCode, message: string, path: PricingPath = [], options?: { cause?: unknown }) {
    super(code, message, path.length > 0 ? path.join(".") : null, options);
    this.name = "PricingError";
    this.fieldPath = path;
  }
}

export function isPricingError(value: unknown): value is PricingError {
  return value instanceof PricingError;
}

/** Codes of problems that skip one record or one price dimension, never the whole fetch. */
export type PricingIssueCode =
  "not-a-string" | "invalid-json" | "invalid-record" | "unknown-region" | "no-usd-price" | "no-on-demand-terms";

/** A non-fatal problem: the entry is skipped and reported. */
export interface PricingIssue {
  code: PricingIssueCode;
  message: string;
  path: PricingPath;
}
