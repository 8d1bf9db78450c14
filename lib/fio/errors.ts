import { AppError } from "@/lib/errors/app-error";
import type { ErrorCode } from "@/lib/errors/codes";

/**
 * Rejections of the fio parser. Every input the parser cannot use ends in exactly one
 * of these codes; the codes are stable (the HTTP API returns them, tests match on them),
 * the messages are for people and may be reworded.
 */
export const FIO_ERROR_CODES = {
  empty: "The input is empty or only whitespace.",
  too_large: "The input is larger than FIO_MAX_BYTES.",
  bad_encoding: "The bytes are in a text encoding fio never writes (UTF-16 / UTF-32).",
  not_json: "No JSON document could be read (plain text, binary data, a syntax error).",
  truncated: "The JSON document ends in the middle of a value.",
  too_deep: "The JSON nests deeper than fio ever writes.",
  not_fio: "Valid JSON, but not fio output.",
  no_jobs: "fio output without any job.",
  invalid_field: "A field fio always writes is missing or has the wrong type.",
  absurd_value: "A number no real measurement can have (negative, NaN, infinite, beyond any device).",
  no_usable_jobs: "Every job failed (error != 0) or did no I/O.",
  parser_failed: "A bug in the parser; the input was not accepted.",
} as const satisfies Partial<Record<ErrorCode, string>>;

export type FioErrorCode = keyof typeof FIO_ERROR_CODES;

/**
 * A rejection. `path` names the offending field in fio's own JSON (e.g.
 * `jobs[0].read.bw_bytes`) when there is one, else null.
 */
export class FioParseError extends AppError {
  declare readonly code: FioErrorCode;

  constructor(code: FioErrorCode, message: string, path: string | null = null) {
    super(code, message, path);
    this.name = "FioParseError";
  }

  /** `JSON.stringify(error)` gives the three public fields (Error's own are not enumerable). */
  toJSON(): { code: FioErrorCode; message: string; path: string | null } {
    return { code: this.code, message: this.message, path: this.path };
  }
}
