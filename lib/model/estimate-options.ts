import { z } from "zod";
import { C5N_18XLARGE, clientProfileInputSchema } from "./client/client";
import { latencyOverridesSchema } from "./engine/latency-constants";
import { s3ClientSchema } from "./s3/clients";

/** Knobs of an estimate that are not part of the workload. All optional. */
export const estimateOptionsSchema = z
  .strictObject({
    client: clientProfileInputSchema
      .default(C5N_18XLARGE)
      .meta({ description: "Client instance; default c5n.18xlarge (the EFS options article's)." }),
    efsPerClientMiBps: z.number().positive().max(100_000).optional().meta({
      description:
        "Override the EFS per-client limit, MiB/s (e.g. 500: the per-mount limit when the EFS options article measured).",
    }),
    s3Client: s3ClientSchema.optional().meta({
      description:
        'How S3 objects move for every S3 option at once (what-if): "sdk", "aws-cli", "crt" or "mountpoint". Default: each option\'s own accessMethod parameter.',
    }),
    measuredOn: z
      .string()
      .regex(
        /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/,
        "measuredOn must be a date as YYYY, YYYY-MM or YYYY-MM-DD",
      )
      .optional()
      .meta({
        description:
          "When the workload ran, for a measurement made in the past: services use the figures of that date (lib/model/efs/generations.ts). Default: today's.",
      }),
    latency: latencyOverridesSchema
      .default({})
      .meta({ description: "Override fitted latency constants (what-if runs, calibration)." }),
    timelinePoints: z
      .number()
      .int()
      .min(10)
      .max(2000)
      .default(300)
      .meta({ description: "Most points per credit timeline." }),
  })
  .default({
    client: C5N_18XLARGE,
    latency: {},
    timelinePoints: 300,
  });

export type EstimateOptionsInput = z.input<typeof estimateOptionsSchema>;
export type EstimateOptions = z.output<typeof estimateOptionsSchema>;
