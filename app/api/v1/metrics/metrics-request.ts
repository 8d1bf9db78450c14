import { ApiError, validationError } from "@/server/api/errors";
import { METRICS_FORM_MAX_BYTES } from "@/server/api/body-limits";
import { mediaType, readBodyLimited, readMultipartLimited, tooLarge } from "@/server/api/multipart";
import { METRICS_FILE_MAX_BYTES, METRICS_MAX_FILES, METRICS_TOTAL_MAX_BYTES, type MetricsFile } from "@/lib/metrics";
import { METRICS_FIELDS, metricsImportFieldsSchema, type MetricsImportFields } from "@/lib/validations/metrics";
import { cleanFileName } from "@/lib/validations/results";

/**
 * Reads `POST /api/v1/metrics`: multipart/form-data (one or more `file` fields, plus
 * region, storedGiB, name), or one file as the raw body (application/json, text/csv,
 * text/plain or application/octet-stream) with the fields as query parameters.
 */

const RAW_TYPES = new Set(["application/json", "text/csv", "text/plain", "application/octet-stream", ""]);

export interface MetricsRequest {
  files: MetricsFile[];
  fields: MetricsImportFields;
}

function parseFields(raw: Record<string, unknown>): MetricsImportFields {
  const parsed = metricsImportFieldsSchema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

async function fromMultipart(request: Request): Promise<MetricsRequest> {
  const form = await readMultipartLimited(request, {
    maxBytes: METRICS_FORM_MAX_BYTES,
    what: "The metrics files together",
    statedLimitBytes: METRICS_TOTAL_MAX_BYTES,
  });
  const raw: Record<string, unknown> = {};
  const files: MetricsFile[] = [];
  for (const [name, value] of form.entries()) {
    if (name === "file") {
      if (!(value instanceof File)) throw new ApiError("invalid_request", "The field `file` must be a file.", "file");
      if (value.size > METRICS_FILE_MAX_BYTES) throw tooLarge(METRICS_FILE_MAX_BYTES, `${cleanFileName(value.name)}`);
      files.push({
        name: cleanFileName(value.name) || `file ${files.length + 1}`,
        bytes: new Uint8Array(await value.arrayBuffer()),
      });
      continue;
    }
    if (!(METRICS_FIELDS as readonly string[]).includes(name))
      throw new ApiError(
        "invalid_request",
        `Unknown form field "${name}"; the fields are file, ${METRICS_FIELDS.join(", ")}.`,
        name,
      );
    if (typeof value !== "string") throw new ApiError("invalid_request", `${name} must be text, not a file.`, name);
    raw[name] = value;
  }
  if (files.length === 0)
    throw new ApiError(
      "invalid_request",
      "The form has no file: send each CloudWatch file in a field named `file`.",
      "file",
    );
  if (files.length > METRICS_MAX_FILES)
    throw new ApiError("invalid_request", `At most ${METRICS_MAX_FILES} files per import.`, "file");
  return { files, fields: parseFields(raw) };
}

async function fromRaw(request: Request): Promise<MetricsRequest> {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, unknown> = {};
  let fileName = "metrics";
  for (const [name, value] of params) {
    if (name === "fileName") fileName = cleanFileName(value) || fileName;
    else if ((METRICS_FIELDS as readonly string[]).includes(name)) raw[name] = value;
    else
      throw new ApiError(
        "invalid_request",
        `Unknown query parameter "${name}"; use fileName, ${METRICS_FIELDS.join(", ")}.`,
        name,
      );
  }
  const bytes = await readBodyLimited(request, { maxBytes: METRICS_FILE_MAX_BYTES, what: "A metrics file" });
  return { files: [{ name: fileName, bytes }], fields: parseFields(raw) };
}

export async function readMetricsRequest(request: Request): Promise<MetricsRequest> {
  const type = mediaType(request);
  if (type === "multipart/form-data") return fromMultipart(request);
  if (RAW_TYPES.has(type)) return fromRaw(request);
  throw new ApiError(
    "unsupported_media_type",
    "Send multipart/form-data (fields `file`, region, storedGiB, name) or one file as the body (application/json or text/csv).",
  );
}
