import { z } from "zod";
import { idSchema, propertiesSchema } from "./ids";

/** What was run against a system: file set, direction, tool and how often. */

export const WORKLOAD_QUANTITY_FIELDS = [
  "fileCount",
  "fileSizeBytes",
  "totalBytes",
  "blockSizeBytes",
  "concurrency",
  "clientCount",
  "repetitionsPerDay",
] as const;

export const workloadSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  direction: z.enum(["read", "write", "mixed", "other"]),
  description: z.string().min(1).optional(),
  fileCount: z.number().int().nonnegative().optional(),
  fileSizeBytes: z.number().nonnegative().optional().meta({ description: "Size of each file, bytes." }),
  totalBytes: z.number().nonnegative().optional().meta({ description: "Bytes moved by one run, bytes." }),
  blockSizeBytes: z.number().positive().optional(),
  concurrency: z
    .number()
    .int()
    .positive()
    .optional()
    .meta({ description: "Parallel streams, threads, workers or requests." }),
  clientCount: z.number().int().positive().optional().meta({ description: "Client machines driving the workload." }),
  repetitionsPerDay: z.number().positive().optional(),
  tool: z
    .string()
    .min(1)
    .optional()
    .meta({ description: "cp, rsync, tar, dd, fio, TestDFSIO, ab, DiskSpd, WinRAR..." }),
  toolOptions: z.string().min(1).optional().meta({ description: "Command-line options as the article gives them." }),
  properties: propertiesSchema.optional(),
  asReported: z
    .partialRecord(z.enum(WORKLOAD_QUANTITY_FIELDS), z.string().min(1))
    .optional()
    .meta({ description: "Original text of converted quantities; required for every byte field present." }),
  notes: z.string().min(1).optional(),
});

export type DatasetWorkload = z.infer<typeof workloadSchema>;
