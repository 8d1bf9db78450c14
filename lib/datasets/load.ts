import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { canonicalJson, DatasetInputError, parseJsonText, sha256Hex } from "./content-hash";
import { describeIssue, toDatasetIssues, type DatasetIssue } from "./issues";
import { datasetSchema, DATASET_FORMAT_VERSION, type Dataset } from "./schema";

export { datasetContentHash, canonicalJson } from "./content-hash";
export type { DatasetIssue } from "./issues";

export type DatasetErrorCode = "invalid-json" | "unsupported-format-version" | "invalid-dataset" | "read-failed";

export interface DatasetError {
  code: DatasetErrorCode;
  /** One line per issue, prefixed with the file name when known. */
  message: string;
  fileName?: string;
  issues: DatasetIssue[];
}

export type DatasetParseResult =
  { ok: true; dataset: Dataset; contentHash: string; fileName?: string } | { ok: false; error: DatasetError };

const DATASET_FILE_SUFFIX = ".json";

/**
 * Validates one dataset file's text. Never throws for bad input: the error lists every
 * issue with its field path. With a file name, the slug must match it (`<slug>.json`).
 */
export function parseDataset(text: string, fileName?: string): DatasetParseResult {
  let raw: unknown;
  try {
    raw = parseJsonText(text);
  } catch (error) {
    const message = error instanceof DatasetInputError ? error.message : String(error);
    return failure("invalid-json", [{ code: "invalid-json", message, path: "" }], fileName);
  }

  const version = formatVersionOf(raw);
  if (typeof version === "number" && version !== DATASET_FORMAT_VERSION) {
    const message = `format version ${version} is not supported (this reader handles version ${DATASET_FORMAT_VERSION})`;
    return failure(
      "unsupported-format-version",
      [{ code: "unsupported-format-version", message, path: "formatVersion" }],
      fileName,
    );
  }

  const parsed = datasetSchema.safeParse(raw);
  if (!parsed.success) return failure("invalid-dataset", toDatasetIssues(parsed.error.issues), fileName);

  if (fileName !== undefined && basename(fileName) !== `${parsed.data.slug}${DATASET_FILE_SUFFIX}`) {
    const message = `slug "${parsed.data.slug}" does not match the file name "${basename(fileName)}"`;
    return failure("invalid-dataset", [{ code: "slug-file-name-mismatch", message, path: "slug" }], fileName);
  }

  return {
    ok: true,
    dataset: parsed.data,
    contentHash: sha256Hex(canonicalJson(raw)),
    ...(fileName === undefined ? {} : { fileName }),
  };
}

/** Absolute paths of the dataset files (`*.json`) directly inside `dir`, sorted by name. */
export function listDatasetFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(DATASET_FILE_SUFFIX))
    .map((entry) => entry.name)
    .sort()
    .map((name) => join(dir, name));
}

/** Reads and validates one dataset file; unreadable files come back as a read-failed error. */
export function readDatasetFile(path: string): DatasetParseResult {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    const message = `cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`;
    return failure("read-failed", [{ code: "read-failed", message, path: "" }], basename(path));
  }
  return parseDataset(text, basename(path));
}

function formatVersionOf(raw: unknown): unknown {
  return raw !== null && typeof raw === "object" && !Array.isArray(raw)
    ? (raw as Record<string, unknown>).formatVersion
    : undefined;
}

function failure(code: DatasetErrorCode, issues: DatasetIssue[], fileName?: string): DatasetParseResult {
  const prefix = fileName === undefined ? "" : `${fileName}: `;
  const message = issues.map((issue) => prefix + describeIssue(issue)).join("\n");
  return { ok: false, error: { code, message, issues, ...(fileName === undefined ? {} : { fileName }) } };
}
