import { z } from "zod";
import type { FioDirection, FioDirectionDetails, FioDocument, FioJob, FioJobDetails } from "@/lib/fio";

/**
 * The fio parser's output as stored in JSON columns (uploaded_result.parsed and
 * uploaded_job.data), checked when read back: a row written by an older parser, or
 * edited by hand, fails here with the field that differs instead of surfacing later as
 * an undefined deep in a page. Each schema is tied to its TypeScript type, so the two
 * cannot drift apart.
 */
const count = z.number();
const nullableNumber = z.number().nullable();

const clatNsSchema = z.object({
  mean: count,
  p50: nullableNumber,
  p90: nullableNumber,
  p99: nullableNumber,
  p99_9: nullableNumber,
  max: count,
});

const directionSchema: z.ZodType<FioDirection> = z.object({
  ioBytes: count,
  bandwidthBytesPerSec: count,
  iops: count,
  runtimeMs: count,
  totalIos: nullableNumber,
  clatNs: clatNsSchema,
});

const jobSchema: z.ZodType<FioJob> = z.object({
  name: z.string(),
  groupId: count,
  error: count,
  workload: z.object({
    rw: z.string(),
    blockSizeBytes: nullableNumber,
    ioDepth: nullableNumber,
    numJobs: nullableNumber,
    ioEngine: z.string().nullable(),
    direct: z.boolean().nullable(),
    sizeBytes: nullableNumber,
    runtimeSeconds: nullableNumber,
  }),
  read: directionSchema.nullable(),
  write: directionSchema.nullable(),
  trim: directionSchema.nullable(),
});

export const storedFioDocumentSchema: z.ZodType<FioDocument> = z.object({
  fioVersion: z.string().nullable(),
  jobs: z.array(jobSchema),
  warnings: z.array(z.string()),
});

const meanMax = z.object({ mean: count, max: count }).nullable();

const directionDetailsSchema: z.ZodType<FioDirectionDetails> = z.object({
  histogram: z.array(z.object({ lowerNs: count, upperNs: count, count })).nullable(),
  percentileSource: z.enum(["fio_map", "bins", "mixed"]).nullable(),
  clatPercentilesNs: z.record(z.string(), count).nullable(),
  binSamples: nullableNumber,
  latNs: meanMax,
  slatNs: meanMax,
});

const jobDetailsSchema: z.ZodType<FioJobDetails> = z.object({
  name: z.string(),
  read: directionDetailsSchema.nullable(),
  write: directionDetailsSchema.nullable(),
  trim: directionDetailsSchema.nullable(),
  mixed: directionSchema.nullable(),
  syncOps: nullableNumber,
  latencyDistribution: z.array(z.object({ lowerNs: count, upperNs: nullableNumber, percent: count })).nullable(),
  options: z.record(z.string(), z.string()),
  workloadDefaults: z.array(z.string()),
});

/** uploaded_job.data: the job as the document has it, and the page's extra details. */
export const storedJobDataSchema = z.object({ job: jobSchema, details: jobDetailsSchema.nullable().default(null) });
