import type { z } from "zod";
import { crossCheckDataset } from "./cross-checks";
import { DATASET_FORMAT_VERSION, datasetShapeSchema } from "./schema-shape";

/**
 * Benchmark dataset file format: one JSON file per published benchmark, holding the
 * systems measured, the workloads run and every reported figure in exact units
 * (seconds, bytes, bytes per second, USD) next to the article's own text.
 * Documented for authors in data/datasets/README.md.
 */
export const datasetSchema = datasetShapeSchema.superRefine(crossCheckDataset).meta({
  title: "Storage Advisor benchmark dataset",
  description: `Benchmark dataset, format version ${DATASET_FORMAT_VERSION}. Sizes in bytes, rates in bytes per second, durations in seconds, money in USD.`,
});

export type Dataset = z.infer<typeof datasetSchema>;

export { DATASET_FORMAT_VERSION };
export type { DatasetSystem } from "./schema-system";
export type { DatasetWorkload } from "./schema-workload";
export type { DatasetResult, MetricField } from "./schema-result";
export type { CatalogMapping, CatalogOptionId, StorageMapping } from "./catalog-mapping";
export type { ReportedValue, Range } from "./quantity";
