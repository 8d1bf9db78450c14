import { ApiError } from "./errors";
import { formatBytes } from "@/lib/format";
import { jsonErrorPosition } from "@/lib/format/json-error";

/**
 * Request bodies read with a hard byte limit. The body is streamed and reading stops
 * (the stream is cancelled) as soon as the limit is passed, so an oversize or endless
 * upload never sits in memory whole. A Content-Length above the limit is refused before
 * reading anything.
 */

export function tooLarge(limitBytes: number, what: string): ApiError {
  return new ApiError("too_large", `${what} is larger than the ${formatBytes(limitBytes)} limit.`, null);
}

export interface BodyLimit {
  /** Bytes read at most (the file limit plus room for form fields and framing). */
  maxBytes: number;
  /** "A fio result file": the subject of the 413 message. */
  what: string;
  /** The limit the message names, when it differs from maxBytes (the file's own limit). */
  statedLimitBytes?: number;
}

export async function readBodyLimited(request: Request, limit: BodyLimit): Promise<Uint8Array<ArrayBuffer>> {
  const { maxBytes } = limit;
  const refuse = () => tooLarge(limit.statedLimitBytes ?? maxBytes, limit.what);
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > maxBytes) throw refuse();
  if (request.body === null) return new Uint8Array(new ArrayBuffer(0));

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The sender went away (or the stream broke) before the body was complete.
      throw new ApiError("body_incomplete", "The request body ended before it was complete; send it again.");
    }
    const { done, value } = chunk;
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop the transfer: nothing more is read or kept.
      await reader.cancel("body over the size limit").catch(() => undefined);
      throw refuse();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** A multipart/form-data body, read within the limit, then decoded by the platform's parser. */
export async function readMultipartLimited(request: Request, limit: BodyLimit): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  const bytes = await readBodyLimited(request, limit);
  try {
    return await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ApiError(
      "invalid_multipart",
      "The multipart/form-data body could not be read (broken boundary or framing).",
    );
  }
}

/** A JSON body, read within the limit. */
export async function readJsonLimited(request: Request, limit: BodyLimit): Promise<unknown> {
  const bytes = await readBodyLimited(request, limit);
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch (error) {
    throw new ApiError("invalid_json", notJsonMessage(bytes.byteLength, (error as Error).message));
  }
}

/** Why a body is not JSON, in words: where JSON.parse stopped, never its own message. */
export function notJsonMessage(byteLength: number, parserMessage: string): string {
  if (byteLength === 0) return "The request body is empty; send a JSON object.";
  return `The request body is not valid JSON${jsonErrorPosition(parserMessage)}: check its quotes, commas and brackets.`;
}

/** "multipart/form-data; boundary=x" -> "multipart/form-data". */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** JSON, or no declared type / fetch's default for a string body (text/plain): read as JSON too. */
const JSON_MEDIA_TYPES = new Set(["application/json", "text/plain", ""]);

/**
 * Refuses a body declared as something other than JSON (a form, XML) with 415 before it
 * is read: parsing it as JSON would only answer a confusing invalid_json.
 */
export function requireJsonBody(request: Request, what: string): void {
  const type = mediaType(request);
  if (!JSON_MEDIA_TYPES.has(type)) {
    throw new ApiError(
      "unsupported_media_type",
      `Send ${what} as JSON (Content-Type: application/json), not ${type.slice(0, 80)}.`,
    );
  }
}
