import type { z } from "zod";
import { METRIC_FIELDS, type MetricField } from "./schema-result";
import type { DatasetShape } from "./schema-shape";

/**
 * Checks that span fields: references between records, id uniqueness, range order and
 * the "keep the original text" rule. Each issue carries a machine code in params.code so
 * callers can react without parsing messages.
 */

export type CrossCheckCode =
  | "duplicate-id"
  | "unknown-system"
  | "unknown-workload"
  | "self-reference"
  | "range-min-greater-than-max"
  | "no-metrics"
  | "missing-as-reported"
  | "as-reported-without-value"
  | "estimated-field-absent"
  | "date-precision-mismatch";

type Path = (string | number)[];
type Report = (code: CrossCheckCode, path: Path, message: string) => void;

const BYTE_FIELDS_NEEDING_TEXT = ["fileSizeBytes", "totalBytes", "blockSizeBytes"] as const;
const PRECISION_LENGTH = { year: 4, month: 7, day: 10 } as const;

export function crossCheckDataset(dataset: DatasetShape, ctx: z.RefinementCtx): void {
  const report: Report = (code, path, message) => ctx.addIssue({ code: "custom", path, message, params: { code } });

  checkPublished(dataset, report);
  const systemIds = uniqueIds(dataset.systems, "systems", report);
  const workloadIds = uniqueIds(dataset.workloads, "workloads", report);
  uniqueIds(dataset.results, "results", report);
  uniqueIds(dataset.observations, "observations", report);
  uniqueIds(dataset.comparisons, "comparisons", report);
  uniqueIds(dataset.referenceFigures, "referenceFigures", report);

  const system = (id: string, path: Path) => {
    if (!systemIds.has(id)) report("unknown-system", path, `no system with id "${id}"`);
  };
  const workload = (id: string, path: Path) => {
    if (!workloadIds.has(id)) report("unknown-workload", path, `no workload with id "${id}"`);
  };

  dataset.systems.forEach((s, i) =>
    s.summaryOf?.forEach((id, j) => {
      system(id, ["systems", i, "summaryOf", j]);
      if (id === s.id)
        report("self-reference", ["systems", i, "summaryOf", j], "a summary row cannot summarise itself");
    }),
  );
  dataset.workloads.forEach((w, i) => {
    for (const field of BYTE_FIELDS_NEEDING_TEXT) {
      if (w[field] !== undefined && w.asReported?.[field] === undefined) {
        report(
          "missing-as-reported",
          ["workloads", i, "asReported", field],
          `${field} is converted, so its original text is required`,
        );
      }
    }
  });
  dataset.results.forEach((r, i) => {
    system(r.systemId, ["results", i, "systemId"]);
    workload(r.workloadId, ["results", i, "workloadId"]);
    checkResultText(r, ["results", i], report);
  });
  dataset.observations.forEach((o, i) => {
    system(o.systemId, ["observations", i, "systemId"]);
    if (o.workloadId !== undefined) workload(o.workloadId, ["observations", i, "workloadId"]);
  });
  dataset.comparisons.forEach((c, i) => {
    system(c.systemId, ["comparisons", i, "systemId"]);
    system(c.referenceSystemId, ["comparisons", i, "referenceSystemId"]);
    workload(c.workloadId, ["comparisons", i, "workloadId"]);
    if (c.systemId === c.referenceSystemId)
      report("self-reference", ["comparisons", i, "referenceSystemId"], "a system cannot be compared with itself");
  });
  dataset.referenceFigures.forEach((f, i) => {
    if (f.systemId !== undefined) system(f.systemId, ["referenceFigures", i, "systemId"]);
  });

  checkRanges(dataset, [], report);
}

function checkPublished(dataset: DatasetShape, report: Report): void {
  const { date, precision } = dataset.published;
  if (date.length !== PRECISION_LENGTH[precision]) {
    report(
      "date-precision-mismatch",
      ["published", "precision"],
      `precision "${precision}" does not match date "${date}"`,
    );
  }
}

function uniqueIds(records: readonly { id: string }[], collection: string, report: Report): Set<string> {
  const seen = new Set<string>();
  records.forEach((record, i) => {
    if (seen.has(record.id))
      report("duplicate-id", [collection, i, "id"], `id "${record.id}" is used more than once in ${collection}`);
    seen.add(record.id);
  });
  return seen;
}

type ResultShape = DatasetShape["results"][number];

function checkResultText(result: ResultShape, path: Path, report: Report): void {
  const present = METRIC_FIELDS.filter((field) => result[field] !== undefined);
  if (present.length === 0 && result.otherMetrics === undefined) {
    report("no-metrics", path, "a result needs at least one measured value");
  }
  for (const field of present) {
    if (result.asReported[field] === undefined) {
      report("missing-as-reported", [...path, "asReported", field], `${field} needs the article's original text`);
    }
  }
  for (const field of Object.keys(result.asReported) as MetricField[]) {
    if (result[field] === undefined) {
      report(
        "as-reported-without-value",
        [...path, "asReported", field],
        `asReported names ${field}, which has no value`,
      );
    }
  }
  if (Array.isArray(result.estimated)) {
    result.estimated.forEach((field, j) => {
      if (result[field] === undefined) {
        report("estimated-field-absent", [...path, "estimated", j], `estimated names ${field}, which has no value`);
      }
    });
  }
}

/** Any {min, max} object anywhere in the dataset is a range and must be ordered. */
function checkRanges(value: unknown, path: Path, report: Report): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => checkRanges(item, [...path, i], report));
    return;
  }
  if (value === null || typeof value !== "object") return;
  const entries = Object.entries(value);
  const record = value as Record<string, unknown>;
  if (
    entries.length === 2 &&
    typeof record.min === "number" &&
    typeof record.max === "number" &&
    record.min > record.max
  ) {
    report("range-min-greater-than-max", path, `range min ${record.min} is greater than max ${record.max}`);
  }
  for (const [key, child] of entries) checkRanges(child, [...path, key], report);
}
