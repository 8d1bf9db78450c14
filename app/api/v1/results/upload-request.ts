import { ApiError, validationError } from "@/server/api/errors";
import { UPLOAD_FORM_MAX_BYTES, UPLOAD_JSON_MAX_BYTES } from "@/server/api/body-limits";
import { mediaType, readJsonLimited, readMultipartLimited, tooLarge } from "@/server/api/multipart";
import { FIO_MAX_BYTES } from "@/lib/fio";
import { checkOptionParams } from "@/lib/validations/result-option-params";
import {
  cleanFileName,
  LABEL_FIELDS,
  resultLabelsSchema,
  uploadJsonBodySchema,
  type ResultLabels,
} from "@/lib/validations/results";

/**
 * Reads `POST /api/v1/results`: multipart/form-data (field `file` plus optional label
 * fields) or JSON (`{fileName, content, ...labels}`), each within its byte limit.
 */

/*
 * JSON escaping grows fio output (every quote and newline gains a backslash, about
 * 10-20 %); UPLOAD_JSON_MAX_BYTES (twice the file limit) leaves room for that while still
 * bounding what is read. The decoded content itself is then held to FIO_MAX_BYTES.
 */
const FILE_WHAT = "A fio result file";

export interface UploadRequest {
  fileName: string;
  bytes: Uint8Array;
  labels: ResultLabels;
}

function parseLabels(raw: Record<string, unknown>): ResultLabels {
  const parsed = resultLabelsSchema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  const issue = checkOptionParams(parsed.data);
  if (issue) throw new ApiError("invalid_option_params", issue.message, issue.path);
  return parsed.data;
}

async function fromMultipart(request: Request): Promise<UploadRequest> {
  const form = await readMultipartLimited(request, {
    maxBytes: UPLOAD_FORM_MAX_BYTES,
    what: FILE_WHAT,
    statedLimitBytes: FIO_MAX_BYTES,
  });
  const files = form.getAll("file");
  const file = files[0];
  if (files.length !== 1 || !(file instanceof File)) {
    throw new ApiError(
      "invalid_request",
      files.length > 1
        ? "Send one file per request (field `file`)."
        : "The form has no file: send the fio output in the field `file`.",
      "file",
    );
  }
  if (file.size > FIO_MAX_BYTES) throw tooLarge(FIO_MAX_BYTES, FILE_WHAT);

  const raw: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (name === "file") continue;
    if (!(LABEL_FIELDS as readonly string[]).includes(name)) {
      throw new ApiError(
        "invalid_request",
        `Unknown form field "${name}"; the fields are file, ${LABEL_FIELDS.join(", ")}.`,
        name,
      );
    }
    if (typeof value !== "string") throw new ApiError("invalid_request", `${name} must be text, not a file.`, name);
    if (name === "optionParams") {
      if (value.trim() === "") continue;
      try {
        raw[name] = JSON.parse(value) as unknown;
      } catch {
        throw new ApiError(
          "invalid_request",
          'optionParams must be a JSON object, e.g. {"throughputMiBps": 250}.',
          "optionParams",
        );
      }
    } else {
      raw[name] = value;
    }
  }
  return {
    fileName: cleanFileName(file.name),
    bytes: new Uint8Array(await file.arrayBuffer()),
    labels: parseLabels(raw),
  };
}

async function fromJson(request: Request): Promise<UploadRequest> {
  const body = await readJsonLimited(request, {
    maxBytes: UPLOAD_JSON_MAX_BYTES,
    what: "A JSON upload",
    statedLimitBytes: UPLOAD_JSON_MAX_BYTES,
  });
  const parsed = uploadJsonBodySchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const { fileName, content, ...labels } = parsed.data;
  const bytes = new TextEncoder().encode(content);
  if (bytes.byteLength > FIO_MAX_BYTES) throw tooLarge(FIO_MAX_BYTES, FILE_WHAT);
  return { fileName: cleanFileName(fileName), bytes, labels: parseLabels(labels) };
}

export async function readUploadRequest(request: Request): Promise<UploadRequest> {
  const type = mediaType(request);
  if (type === "multipart/form-data") return fromMultipart(request);
  if (type === "application/json") return fromJson(request);
  throw new ApiError(
    "unsupported_media_type",
    "Send multipart/form-data (field `file`) or application/json ({fileName, content}).",
  );
}
