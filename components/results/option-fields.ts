import type { CatalogListing } from "@/lib/model";

/**
 * The configuration fields the upload form shows for a storage option, read from the
 * option's published JSON Schema (so a new catalog parameter appears without a form
 * change). Plain data: it crosses from the server page into the client form.
 */

export type OptionField =
  | {
      name: string;
      label: string;
      kind: "number";
      integer: boolean;
      min: number | null;
      max: number | null;
      placeholder: string;
    }
  | { name: string; label: string; kind: "choice"; choices: string[]; numeric: boolean; placeholder: string }
  | { name: string; label: string; kind: "boolean"; placeholder: string };

export interface OptionChoice {
  id: string;
  label: string;
  family: string;
  fields: OptionField[];
}

/** Short labels with units for the parameters the catalog has today; others fall back to their description. */
const FIELD_LABELS: Record<string, string> = {
  capacityGiB: "Size (GiB)",
  iops: "Provisioned IOPS",
  throughputMiBps: "Provisioned throughput (MiB/s)",
  throughputCapacityMBps: "Throughput capacity (MB/s)",
  throughputPerTiB: "Throughput per TiB (MB/s)",
  performanceMode: "Performance mode",
  infrequentAccessFraction: "Share in Infrequent Access (0 to 1)",
  ssdCache: "SSD read cache",
  storageType: "Storage type",
  deployment: "Deployment",
  archiveFraction: "Share in Archive (0 to 1)",
  ssdCapacityGiB: "SSD storage (GiB)",
  ssdIops: "SSD IOPS",
  capacityPoolFraction: "Share in the capacity pool (0 to 1)",
  haPairs: "HA pairs",
  readCacheGiB: "SSD read cache (GiB)",
  infrequentFraction: "Share in Infrequent Access (0 to 1)",
  archiveInstantFraction: "Share in Archive Instant Access (0 to 1)",
  accessMethod: "Access method",
  averageObjectBytes: "Average object size (bytes)",
  objectLifetimeDays: "Object lifetime (days)",
  retrievalTier: "Restore tier",
  instanceFamily: "Instance family",
  instanceType: "Instance type",
};

/** Integers beyond this are schema artefacts (MAX_SAFE_INTEGER), not limits worth showing. */
const SHOWN_MAX_LIMIT = 1e12;

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function numberOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) < SHOWN_MAX_LIMIT ? value : null;
}

function fieldFor(name: string, schema: Record<string, unknown>): OptionField | null {
  const description = typeof schema.description === "string" ? schema.description : "";
  const label = FIELD_LABELS[name] ?? (description || name);
  const placeholder = schema.default === undefined ? "" : `default ${String(schema.default)}`;
  if (Array.isArray(schema.enum)) {
    return {
      name,
      label,
      kind: "choice",
      choices: schema.enum.map(String),
      numeric: schema.enum.every((v) => typeof v === "number"),
      placeholder,
    };
  }
  if (schema.type === "boolean") return { name, label, kind: "boolean", placeholder };
  if (schema.type === "number" || schema.type === "integer") {
    const min = numberOrNull(schema.minimum) ?? numberOrNull(schema.exclusiveMinimum);
    return {
      name,
      label,
      kind: "number",
      integer: schema.type === "integer",
      min,
      max: numberOrNull(schema.maximum),
      placeholder,
    };
  }
  return null;
}

export function optionChoices(catalog: readonly CatalogListing[]): OptionChoice[] {
  return catalog.map((option) => ({
    id: option.id,
    label: option.label,
    family: option.family,
    fields: Object.entries(record(option.paramsJsonSchema.properties)).flatMap(([name, schema]) => {
      const field = fieldFor(name, record(schema));
      return field ? [field] : [];
    }),
  }));
}
