import { ApiError } from "@/server/api/errors";
import { isAppError } from "@/lib/errors/app-error";
import { getDb } from "@/server/db/client";
import { ingestFioUpload, type IngestOutcome } from "@/server/data/results/result-ingest";
import { FioParseError, type FioErrorCode } from "@/lib/fio";
import { readUploadRequest } from "./upload-request";

/**
 * One upload from its body to stored rows: the form or JSON read, the file parsed, the rows
 * written. A 24 MB file keeps a thread busy for seconds (parsing, and Prisma encoding the
 * file and 500 job rows), so large bodies run this in a worker thread (upload-thread.ts,
 * scripts/upload-worker.mjs) and only what it returns crosses back: plain data, errors
 * included, since a thread boundary keeps an Error's message but not its class or code.
 */

/** The outcome with its parser error as plain fields. */
export type WireOutcome =
  | Exclude<IngestOutcome, { kind: "rejected" }>
  | { kind: "rejected"; error: { code: FioErrorCode; message: string; path: string | null } };

export type UploadTaskResult =
  | { ok: true; outcome: WireOutcome }
  | { ok: false; api: { code: ApiError["code"]; message: string; path: string | null } }
  /** Anything else: the text of the error and its causes (server/db/failures.ts classifies database failures by it). */
  | { ok: false; error: string };

function describe(error: unknown, depth = 0): string {
  if (!(error instanceof Error) || depth > 3) return depth === 0 ? String(error) : "";
  const code = (error as { code?: unknown }).code;
  return `${error.name}: ${error.message}${typeof code === "string" ? ` (${code})` : ""} ${describe(error.cause, depth + 1)}`.trim();
}

export async function runUploadTask(contentType: string, body: Uint8Array<ArrayBuffer>): Promise<UploadTaskResult> {
  try {
    const request = new Request("http://upload.invalid/api/v1/results", {
      method: "POST",
      headers: { "content-type": contentType },
      body,
    });
    const outcome = await ingestFioUpload(getDb(), await readUploadRequest(request));
    if (outcome.kind !== "rejected") return { ok: true, outcome };
    const { code, message, path } = outcome.error;
    return { ok: true, outcome: { kind: "rejected", error: { code, message, path } } };
  } catch (error) {
    if (isAppError(error) && error.code !== "internal_error")
      return { ok: false, api: { code: error.code, message: error.message, path: error.path } };
    return { ok: false, error: describe(error) };
  }
}

/** The outcome as the route uses it; errors thrown again as they were. */
export function outcomeOf(result: UploadTaskResult): IngestOutcome {
  if (result.ok) {
    const { outcome } = result;
    return outcome.kind === "rejected"
      ? { kind: "rejected", error: new FioParseError(outcome.error.code, outcome.error.message, outcome.error.path) }
      : outcome;
  }
  if ("api" in result) throw new ApiError(result.api.code, result.api.message, result.api.path);
  throw new Error(result.error);
}
