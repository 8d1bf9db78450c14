import "./zod-config";
import { z } from "zod";
import { blankToUndefined } from "./blank";
import { DEFAULT_REGION, REGION_CODE_PATTERN } from "@/lib/pricing/regions";
import { MAX_SIZE_GIB } from "@/lib/advisor/answers";
import { hasControlCharacters } from "@/lib/format/control-characters";
import { REPLAY_SHARING } from "@/lib/metrics/sharing";
import { REPLAY_ACCESS } from "@/lib/metrics/derive";

/** The fields sent beside the metrics files (form fields or query parameters). */
export const METRICS_FIELDS = ["region", "storedGiB", "name", "sharing", "access"] as const;

export const metricsImportFieldsSchema = z.strictObject({
  region: z
    .string()
    .trim()
    .regex(REGION_CODE_PATTERN, 'region must be an AWS region code such as "us-east-1"')
    .default(DEFAULT_REGION),
  storedGiB: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "storedGiB must be a number" })
      .positive("storedGiB must be more than 0")
      .max(MAX_SIZE_GIB, `storedGiB must be at most ${MAX_SIZE_GIB.toLocaleString("en-US")}`)
      .optional(),
  ),
  name: z
    .string()
    .trim()
    .max(200, "name must be at most 200 characters")
    .refine(
      (name) => !hasControlCharacters(name),
      "name must not hold control characters (such as a NUL byte or a line break)",
    )
    .optional(),
  sharing: z.preprocess(
    blankToUndefined,
    z
      .enum(REPLAY_SHARING, {
        error: 'sharing must be "single" (one instance), "nfs" (Linux instances over NFS) or "smb" (Windows clients)',
      })
      .optional()
      .meta({
        description:
          "Who used the storage: one instance, Linux instances over NFS, or Windows clients over SMB. Absent: taken from the service (EFS and FSx shared over NFS, EBS one instance). Only options that could serve the same clients are replayed.",
      }),
  ),
  access: z.preprocess(
    blankToUndefined,
    z
      .enum(REPLAY_ACCESS, {
        error:
          'access must be "sequential" (whole files front to back) or "random" (small reads and writes inside files)',
      })
      .optional()
      .meta({
        description:
          "How the data is read and written: sequential (whole files front to back) or random (small reads and writes inside files, as databases do). Absent: taken from the average request size (under 64 KiB counts as random); CloudWatch does not say.",
      }),
  ),
});

export type MetricsImportFields = z.output<typeof metricsImportFieldsSchema>;

/** Share ids are 16 base64url characters (server/data/recommendations/recommendations.ts). */
export const savedWorkloadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16}$/, "not a saved workload id");
