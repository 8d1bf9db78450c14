import { randomUUID } from "node:crypto";
import type { Dataset, DatasetSystem } from "@/lib/datasets/schema";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Turns one validated dataset file into the flat rows of DatasetSystem, DatasetWorkload,
 * DatasetResult and DatasetObservation. Ids are made here so every table is written with
 * one createMany, and each row's Json column keeps the file's whole record: the flat
 * columns are only for sorting and filtering.
 */

/** What DatasetSystem.config holds. Pages read the option id from here, not from the optionId column. */
export interface DatasetSystemConfig {
  /** Catalog option the system is (storage.kind "catalog"), whether or not a StorageOption row exists yet. */
  optionId: string | null;
  /** For systems outside the catalog: the catalog option their data lives on (S3 under cunoFS). */
  underlyingOptionId: string | null;
  /** The catalog configuration (throughputMiBps, iops, ...), {} when none. */
  settings: Record<string, unknown>;
  /** The system record exactly as in the file. */
  system: DatasetSystem;
}

export interface DatasetRows {
  systems: Prisma.DatasetSystemCreateManyInput[];
  workloads: Prisma.DatasetWorkloadCreateManyInput[];
  results: Prisma.DatasetResultCreateManyInput[];
  observations: Prisma.DatasetObservationCreateManyInput[];
}

export function systemConfig(system: DatasetSystem): DatasetSystemConfig {
  const storage = system.storage;
  return storage.kind === "catalog"
    ? { optionId: storage.optionId, underlyingOptionId: null, settings: { ...storage.config }, system }
    : { optionId: null, underlyingOptionId: storage.underlyingOptionId ?? null, settings: {}, system };
}

/** Reads a DatasetSystem.config Json back; tolerant of rows written before a field existed. */
export function readSystemConfig(config: unknown): Pick<DatasetSystemConfig, "optionId" | "underlyingOptionId"> {
  const record = config !== null && typeof config === "object" ? (config as Record<string, unknown>) : {};
  return {
    optionId: typeof record.optionId === "string" ? record.optionId : null,
    underlyingOptionId: typeof record.underlyingOptionId === "string" ? record.underlyingOptionId : null,
  };
}

/** Catalog option ids the dataset's systems name; only those with a StorageOption row get a foreign key. */
export function catalogOptionIds(dataset: Dataset): string[] {
  return [...new Set(dataset.systems.flatMap((s) => (s.storage.kind === "catalog" ? [s.storage.optionId] : [])))];
}

function json(value: unknown): Prisma.InputJsonValue {
  // The file was parsed from JSON and validated, so it is JSON; the cast only tells Prisma.
  return value as Prisma.InputJsonValue;
}

/** BigInt columns are for sorting: a converted size such as 1.21 GiB has a fraction (kept exactly in `details`). */
function wholeBytes(value: number | undefined): bigint | null {
  return value === undefined ? null : BigInt(Math.round(value));
}

function lowerBound(value: number | { min: number; max: number } | undefined): number | null {
  if (value === undefined) return null;
  return typeof value === "number" ? value : value.min;
}

export function buildDatasetRows(dataset: Dataset, datasetId: string, existingOptionIds: ReadonlySet<string>): DatasetRows {
  const systemIds = new Map(dataset.systems.map((s) => [s.id, randomUUID()]));
  const workloadIds = new Map(dataset.workloads.map((w) => [w.id, randomUUID()]));
  const idOf = (ids: Map<string, string>, key: string): string => {
    const id = ids.get(key);
    // parseDataset's cross-checks guarantee every reference resolves.
    if (id === undefined) throw new Error(`dataset ${dataset.slug}: unresolved reference "${key}"`);
    return id;
  };

  const systems = dataset.systems.map((system) => {
    const config = systemConfig(system);
    return {
      id: idOf(systemIds, system.id),
      datasetId,
      key: system.id,
      label: system.label,
      optionId: config.optionId !== null && existingOptionIds.has(config.optionId) ? config.optionId : null,
      config: json(config),
    };
  });

  const workloads = dataset.workloads.map((workload) => ({
    id: idOf(workloadIds, workload.id),
    datasetId,
    key: workload.id,
    name: workload.name,
    direction: workload.direction,
    fileCount: wholeBytes(workload.fileCount),
    fileSizeBytes: wholeBytes(workload.fileSizeBytes),
    totalBytes: wholeBytes(workload.totalBytes),
    concurrency: workload.concurrency ?? null,
    // The column is an Int; a fractional rate ("every other day") stays only in details.
    timesPerDay: workload.repetitionsPerDay !== undefined && Number.isInteger(workload.repetitionsPerDay) ? workload.repetitionsPerDay : null,
    tool: workload.tool ?? null,
    details: json(workload),
  }));

  const results = dataset.results.map((result) => {
    const cost = lowerBound(result.monthlyCostUsd);
    return {
      id: randomUUID(),
      datasetId,
      systemId: idOf(systemIds, result.systemId),
      workloadId: idOf(workloadIds, result.workloadId),
      durationSeconds: lowerBound(result.durationSeconds),
      throughputBytesPerSec: lowerBound(result.throughputBytesPerSecond),
      // Decimal column: pass the number's shortest decimal text, never a float.
      monthlyCostUsd: cost === null ? null : String(cost),
      estimated: result.estimated !== undefined,
      values: json(result),
    };
  });

  const observations = dataset.observations.map((observation) => ({
    id: randomUUID(),
    datasetId,
    systemId: idOf(systemIds, observation.systemId),
    text: observation.text,
    details: json(observation),
  }));

  return { systems, workloads, results, observations };
}
