import { CATALOG, listCatalog, validateOptionParams } from "@/lib/model";
import { configKey, describeParams } from "./configuration";
import type { DatasetMeasurement } from "./measured";
import type { Built, CatalogFacts } from "./points";
import type { ComparePoint, UnplacedOption } from "./types";
import type { UploadMeasurement } from "./uploads";
import type { ViewWorkload } from "./workload";
import { uploadPattern, type UploadJobPattern } from "./upload-pattern";
import { SECONDS_PER_DAY } from "@/lib/units";

/**
 * The pure steps of assembling a /compare view (server/data/recommendations/compare.ts runs the queries and
 * the model around them): which configuration to model for each measured system, one
 * request per distinct configuration, uploads as measurements, the workload's summary.
 */

export interface CompareWorkloadSummary {
  label: string;
  description: string;
  conditions: string | null;
  storedBytes: number;
  bytesPerDay: number;
  operations: {
    name: string;
    direction: "read" | "write";
    fileCount: number;
    fileSizeBytes: number;
    timesPerDay: number;
  }[];
  source: { datasetSlug: string; articleFile: string } | null;
}

export interface OptionRequest {
  id: string;
  params: Record<string, unknown>;
}

/** Requests to the model, one per distinct configuration asked for. */
export class Requests {
  readonly list: OptionRequest[] = [];
  private readonly index = new Map<string, number>();

  add(id: string, params: Record<string, unknown>): number {
    const key = configKey(id, params);
    const known = this.index.get(key);
    if (known !== undefined) return known;
    this.list.push({ id, params: { ...params } });
    this.index.set(key, this.list.length - 1);
    return this.list.length - 1;
  }
}

export function catalogFacts(): Map<string, CatalogFacts> {
  return new Map(
    listCatalog().map((o) => [
      o.id,
      { id: o.id, label: o.label, family: o.family, shared: o.shared, durability: o.durability },
    ]),
  );
}

/**
 * The configuration to model for a measured system or upload: its own parameters when the
 * model accepts them for this workload, else the option's defaults (said in `note`).
 */
export function modelParams(
  optionId: string,
  candidates: Record<string, unknown>[],
  storedBytes: number,
): { params: Record<string, unknown>; note: string | null } {
  let firstError: string | null = null;
  for (const params of candidates) {
    const checked = validateOptionParams(optionId, params, { storedBytes });
    if (checked.ok) return { params, note: null };
    firstError ??= checked.issues[0]?.message ?? "invalid parameters";
  }
  const entry = CATALOG.find((e) => e.id === optionId);
  return {
    params: entry ? entry.defaultParams({ storedBytes }) : {},
    note: `Modelled at the catalog's default configuration: the measured one (${describeParams(candidates[0] ?? {})}) does not fit this workload (${firstError}).`,
  };
}

/** A preset's "measured on" entry that is this system's configuration with more detail (capacity, layout). */
export function measuredOnParams(w: ViewWorkload, m: DatasetMeasurement): Record<string, unknown> | null {
  const match = w.preset?.measuredOn.find(
    (on) => on.optionId === m.optionId && Object.entries(m.params).every(([k, v]) => on.params[k] === v),
  );
  return match ? { ...match.params } : null;
}

/** An upload as the query reads it. */
export interface UploadRow {
  id: string;
  fileName: string;
  optionId: string | null;
  optionParams: unknown;
  region: string | null;
  jobs: UploadJobPattern[];
}

function best(values: (number | null)[]): number | null {
  const positive = values.filter((v): v is number => v !== null && Number.isFinite(v) && v > 0);
  return positive.length > 0 ? Math.max(...positive) : null;
}

export function toUploadMeasurement(row: UploadRow): UploadMeasurement | null {
  if (row.optionId === null) return null;
  const jobs = row.jobs.filter((j) => j.error === 0);
  const params =
    row.optionParams !== null && typeof row.optionParams === "object" && !Array.isArray(row.optionParams)
      ? (row.optionParams as Record<string, unknown>)
      : {};
  return {
    id: row.id,
    fileName: row.fileName,
    optionId: row.optionId,
    params,
    region: row.region,
    readBytesPerSecond: best(jobs.map((j) => j.readBandwidthBytesPerSec)),
    writeBytesPerSecond: best(jobs.map((j) => j.writeBandwidthBytesPerSec)),
    pattern: uploadPattern(jobs),
  };
}

export function workloadSummary(w: ViewWorkload): CompareWorkloadSummary {
  return {
    label: w.label,
    description: w.description,
    conditions: w.conditions,
    storedBytes: w.storedBytes,
    bytesPerDay: w.bytesPerDay,
    operations: (w.input.operations ?? []).map((op) => ({
      name: op.name,
      direction: op.direction,
      fileCount: op.fileCount,
      fileSizeBytes: op.fileSizeBytes,
      timesPerDay: op.timesPerDay ?? 1,
    })),
    source: w.preset ? { datasetSlug: w.preset.source.datasetSlug, articleFile: w.preset.source.articleFile } : null,
  };
}

/** The note on a point whose day of work takes longer than a day: it cannot keep up. */
export function overADayNote(durationSecondsPerDay: number): string | null {
  if (!(durationSecondsPerDay > SECONDS_PER_DAY)) return null;
  const days = durationSecondsPerDay / SECONDS_PER_DAY;
  return `Not a day's work: a day of this workload takes ${days < 10 ? days.toFixed(1) : Math.round(days)} days here, so it falls further behind every day.`;
}

export function collect(built: Built, points: ComparePoint[], unplaced: UnplacedOption[], seen?: Set<string>) {
  if ("unplaced" in built) unplaced.push(built.unplaced);
  else if (!seen || !seen.has(built.point.id)) {
    seen?.add(built.point.id);
    const overADay = overADayNote(built.point.durationSecondsPerDay);
    if (overADay !== null) built.point.notes.push(overADay);
    points.push(built.point);
  }
}
