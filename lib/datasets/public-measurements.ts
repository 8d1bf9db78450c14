import { z } from "zod";

/**
 * Public statements and measurements (data/measurements/aws-public-statements.json), each
 * with its source and exact quote. A "documented" entry is a figure AWS states, checked
 * against the model's constant; a "measured" one carries the model input it maps to
 * (`estimate`: a WorkloadInput and estimate options, checked by the model's own schemas
 * when it runs) and the figure measured: a duration or a throughput over the workload's
 * bytes. `mapping` says what was assumed to turn the source's setup into that input.
 *
 * Measured entries are held out (the model is judged on them, nothing is fitted on them)
 * unless `use` is "calibration": then a constant is fitted on it, named in its note.
 */
export const PUBLIC_MEASUREMENTS_PATH = "data/measurements/aws-public-statements.json";

export const publicMeasurementSchema = z
  .object({
    id: z.string(),
    kind: z.enum(["documented", "measured"]),
    use: z.enum(["held-out", "calibration"]).default("held-out"),
    source: z.url(),
    published: z.string().optional(),
    quote: z.string().min(20),
    note: z.string().optional(),
    check: z
      .object({ option: z.string(), storedGiB: z.number().optional(), quantity: z.string(), value: z.number() })
      .optional(),
    instanceType: z.string().optional(),
    storage: z.string().optional(),
    workload: z.string().optional(),
    mapping: z.string().optional(),
    estimate: z
      .object({ workload: z.record(z.string(), z.unknown()), opts: z.record(z.string(), z.unknown()).optional() })
      .optional(),
    measuredSeconds: z.number().positive().optional(),
    measuredBytesPerSecond: z.number().positive().optional(),
  })
  .refine(
    (m) =>
      m.kind === "documented"
        ? m.check !== undefined
        : m.estimate !== undefined && m.mapping !== undefined && m.instanceType !== undefined,
    {
      message: "a documented entry needs a check; a measured one an estimate, a mapping and its instance type",
    },
  )
  .refine(
    (m) => m.kind === "documented" || (m.measuredSeconds === undefined) !== (m.measuredBytesPerSecond === undefined),
    {
      message: "a measured entry gives exactly one of measuredSeconds and measuredBytesPerSecond",
    },
  );

export const publicMeasurementsFileSchema = z.object({ measurements: z.array(publicMeasurementSchema) });

export type PublicMeasurement = z.output<typeof publicMeasurementSchema>;

/** Bytes a workload's operations move in one day (for entries measured as a throughput). */
export function workloadBytesPerDay(workload: Record<string, unknown>): number {
  const ops = workload.operations as { fileCount: number; fileSizeBytes: number; timesPerDay?: number }[];
  return ops.reduce((sum, op) => sum + op.fileCount * op.fileSizeBytes * (op.timesPerDay ?? 1), 0);
}

/** The measured duration of a measured entry, seconds (a throughput is turned into one). */
export function measuredSecondsOf(m: PublicMeasurement): number {
  return m.measuredSeconds ?? workloadBytesPerDay(m.estimate!.workload) / m.measuredBytesPerSecond!;
}
