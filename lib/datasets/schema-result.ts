import { z } from "zod";
import { idSchema } from "./ids";
import { valueSchema } from "./quantity";

/** Measured values of one system running one workload. Units are in the field names. */

const PERCENTILE_KEY = /^(?:100|[1-9]?\d(?:\.\d+)?)$/;

export const latencyStatsSchema = z.strictObject({
  min: valueSchema.optional(),
  mean: valueSchema.optional(),
  median: valueSchema.optional(),
  max: valueSchema.optional(),
  stddev: valueSchema.optional(),
  percentiles: z
    .record(z.string().regex(PERCENTILE_KEY, "expected a percentile such as 50, 99 or 99.9"), valueSchema)
    .optional()
    .meta({ description: 'Keyed by percentile ("50", "99.9", "100").' }),
});

export const METRIC_FIELDS = [
  "durationSeconds",
  "throughputBytesPerSecond",
  "iops",
  "requestsPerSecond",
  "latencyMs",
  "latencyNs",
  "latencyBreakdownMs",
  "monthlyCostUsd",
  "costUsd",
] as const;

export type MetricField = (typeof METRIC_FIELDS)[number];

export const metricFieldSchema = z.enum(METRIC_FIELDS);

export const otherMetricUnits = ["seconds", "milliseconds", "bytes", "bytes-per-second", "count", "percent"] as const;

const otherMetricSchema = z.strictObject({
  name: idSchema,
  unit: z.enum(otherMetricUnits),
  value: valueSchema,
  asReported: z.string().min(1),
});

export const resultSchema = z.strictObject({
  id: idSchema,
  systemId: idSchema,
  workloadId: idSchema,
  durationSeconds: valueSchema.optional(),
  throughputBytesPerSecond: valueSchema.optional(),
  iops: valueSchema.optional(),
  requestsPerSecond: valueSchema.optional(),
  latencyMs: latencyStatsSchema.optional(),
  latencyNs: latencyStatsSchema.optional(),
  latencyBreakdownMs: z
    .record(idSchema, latencyStatsSchema)
    .optional()
    .meta({ description: "Per-phase latency (e.g. connect, processing, waiting), milliseconds." }),
  monthlyCostUsd: valueSchema
    .optional()
    .meta({ description: "Monthly cost as the source reports it; see costConvention." }),
  costUsd: valueSchema.optional().meta({ description: "Cost of the run or session as reported, USD." }),
  otherMetrics: z.array(otherMetricSchema).min(1).optional(),
  asReported: z
    .partialRecord(metricFieldSchema, z.string().min(1))
    .meta({ description: "The article's own text for every metric field present." }),
  estimated: z
    .union([z.literal(true), z.array(metricFieldSchema).min(1)])
    .optional()
    .meta({ description: "true: every value is an estimate; a list: only those fields are." }),
  statistic: z
    .enum(["single-run", "mean", "median", "peak", "sustained"])
    .optional()
    .meta({ description: "What the value summarises, when the source says." }),
  sampleCount: z.number().int().positive().optional(),
  scope: z
    .enum(["system", "volume", "node", "client"])
    .optional()
    .meta({ description: "Default system: the whole configuration. volume/node/client: one member of it." }),
  location: z.string().min(1).optional().meta({ description: "Where in the article the figure appears." }),
  note: z.string().min(1).optional(),
});

export type DatasetResult = z.infer<typeof resultSchema>;

export const observationSchema = z.strictObject({
  id: idSchema,
  systemId: idSchema,
  workloadId: idSchema.optional(),
  kind: z.enum(["failure", "finding"]),
  text: z.string().min(1).meta({ description: "Own words; not a quotation." }),
  asReported: z.string().min(1).optional().meta({ description: "Short original wording (error message, figure)." }),
});

/** A relative difference the article itself computed between two systems. */
export const comparisonSchema = z.strictObject({
  id: idSchema,
  workloadId: idSchema,
  systemId: idSchema,
  referenceSystemId: idSchema,
  metric: metricFieldSchema,
  differencePercent: z.number().meta({ description: "(system - reference) / reference x 100; negative = lower." }),
  asReported: z.string().min(1),
  note: z.string().min(1).optional(),
});

export const referenceFigureUnits = [
  "bytes",
  "bytes-per-second",
  "bytes-per-second-per-tib",
  "seconds",
  "usd",
  "percent",
  "ratio",
  "count",
] as const;

/** Documented or claimed figures quoted by the article (ratings, limits, price claims): not measurements. */
export const referenceFigureSchema = z.strictObject({
  id: idSchema,
  subject: z.string().min(1),
  quantity: z.string().min(1),
  value: valueSchema,
  unit: z.enum(referenceFigureUnits),
  qualifier: z.enum(["up-to", "at-least", "approximately"]).optional(),
  systemId: idSchema.optional(),
  asReported: z.string().min(1),
  note: z.string().min(1).optional(),
});
