import { jsonErrorPosition } from "@/lib/format/json-error";
import { looksLikeCsv, parseConsoleCsv } from "./parse-csv";
import { parseMetricDataJson, parseMetricStatisticsJson } from "./parse-json";
import { fail, MetricsInputError, type MetricsFile, type MetricsResult, type ParsedFile } from "./types";
import { METRICS_FILE_MAX_BYTES, METRICS_MAX_FILES, METRICS_TOTAL_MAX_BYTES } from "./limits";
import { MIB_BYTES } from "@/lib/units";

export { METRICS_FILE_MAX_BYTES, METRICS_MAX_FILES, METRICS_TOTAL_MAX_BYTES };

function decode(name: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return fail("invalid_metrics", name, `${name}: not text (not UTF-8), so neither CloudWatch JSON nor CSV.`);
  }
}

export function parseMetricsFile(file: MetricsFile): ParsedFile {
  const { name } = file;
  if (file.bytes.byteLength > METRICS_FILE_MAX_BYTES) {
    fail(
      "too_large",
      name,
      `${name}: ${(file.bytes.byteLength / MIB_BYTES).toFixed(1)} MiB, over the ${METRICS_FILE_MAX_BYTES / MIB_BYTES} MiB a metrics file may have.`,
    );
  }
  const text = decode(name, file.bytes);
  const trimmed = text.trimStart();
  if (trimmed === "") fail("invalid_metrics", name, `${name}: the file is empty.`);
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch (error) {
      fail(
        "invalid_metrics",
        name,
        `${name}: not valid JSON${jsonErrorPosition(error instanceof Error ? error.message : "")}; CloudWatch writes whole JSON documents, so the file may be cut short or edited.`,
      );
    }
    if (typeof doc !== "object" || doc === null || Array.isArray(doc))
      fail("invalid_metrics", name, `${name}: the JSON is not an object, so not CloudWatch output.`);
    const record = doc as Record<string, unknown>;
    if ("MetricDataResults" in record) return parseMetricDataJson(name, record);
    if ("Datapoints" in record) return parseMetricStatisticsJson(name, record);
    fail(
      "invalid_metrics",
      name,
      `${name}: JSON, but neither get-metric-data output (MetricDataResults) nor get-metric-statistics output (Datapoints).`,
    );
  }
  if (looksLikeCsv(trimmed)) return parseConsoleCsv(name, trimmed);
  return fail(
    "invalid_metrics",
    name,
    `${name}: neither JSON (get-metric-data, get-metric-statistics) nor CSV (the console's download).`,
  );
}

/** Every file, or the first problem (nothing half-read is kept). */
export function parseMetricsFiles(files: readonly MetricsFile[]): MetricsResult<ParsedFile[]> {
  try {
    if (files.length === 0) fail("invalid_metrics", "files", "No file: send at least one CloudWatch metrics file.");
    if (files.length > METRICS_MAX_FILES)
      fail("invalid_metrics", "files", `${files.length} files; at most ${METRICS_MAX_FILES} per import.`);
    const total = files.reduce((sum, f) => sum + f.bytes.byteLength, 0);
    if (total > METRICS_TOTAL_MAX_BYTES)
      fail(
        "too_large",
        "files",
        `The files hold ${(total / MIB_BYTES).toFixed(1)} MiB together, over the ${METRICS_TOTAL_MAX_BYTES / MIB_BYTES} MiB an import may have.`,
      );
    return { ok: true, value: files.map(parseMetricsFile) };
  } catch (error) {
    if (error instanceof MetricsInputError) return { ok: false, error: error.issue };
    throw error;
  }
}
