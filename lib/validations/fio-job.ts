import "./zod-config";
import { z } from "zod";
import { optionRequestSchema, workloadSchema } from "@/lib/model";
import { FIO_JOB_VARIANTS, type FioJobVariant } from "@/lib/workloads/fio-job-plan";

/**
 * The fio job endpoints' inputs: `?option=&variant=&format=` on
 * GET /api/v1/recommendations/{id}/fio-job and GET /api/v1/fio-job (beside a /compare view
 * query), and the JSON body of POST /api/v1/fio-job.
 */

export const FIO_JOB_FORMATS = ["fio", "sh", "json"] as const;
export type FioJobFormat = (typeof FIO_JOB_FORMATS)[number];

const variantSchema = z
  .enum(FIO_JOB_VARIANTS as [FioJobVariant, ...FioJobVariant[]], {
    error: `variant must be one of ${FIO_JOB_VARIANTS.join(", ")}`,
  })
  .default("auto");
const formatSchema = z
  .enum(FIO_JOB_FORMATS, { error: `format must be one of ${FIO_JOB_FORMATS.join(", ")}` })
  .default("fio");

/** Query parameters of the fio job routes; `option` is a ranked key or a catalog id. */
export const fioJobQuerySchema = z.strictObject({
  option: z.string().trim().min(1, "option must not be empty").max(200, "option is at most 200 characters").optional(),
  variant: variantSchema,
  format: formatSchema,
});
export type FioJobQuery = z.output<typeof fioJobQuerySchema>;
export const FIO_JOB_QUERY_KEYS = ["option", "variant", "format"] as const;

export const fioJobBodySchema = z.strictObject({
  workload: workloadSchema,
  option: optionRequestSchema.optional(),
  variant: variantSchema,
  format: formatSchema,
});
export type FioJobBody = z.output<typeof fioJobBodySchema>;
