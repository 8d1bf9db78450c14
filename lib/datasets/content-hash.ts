import { AppError } from "@/lib/errors/app-error";
import { createHash } from "node:crypto";

/**
 * Canonical JSON: object keys sorted, no whitespace. Two files that differ only in
 * formatting or key order hash the same, so re-importing an unchanged dataset is a no-op.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export class DatasetInputError extends AppError {
  constructor(
    readonly reason: "invalid-json",
    message: string,
    path = "",
  ) {
    super("invalid_json", message, path === "" ? null : path);
    this.name = "DatasetInputError";
  }
}

export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new DatasetInputError(
      "invalid-json",
      `not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** sha-256 (hex) of the canonical JSON of `text`. Throws DatasetInputError when text is not JSON. */
export function datasetContentHash(text: string): string {
  return sha256Hex(canonicalJson(parseJsonText(text)));
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}
