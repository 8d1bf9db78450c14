import { z } from "zod";
import { fromZodIssues, joinPath, type ModelIssue } from "@/lib/model";
import { REGION_CODE_PATTERN } from "@/lib/pricing/regions";
import { snapshotIdSchema } from "@/lib/pricing/snapshot-id";

/**
 * The document `POST /api/v1/estimate` takes as its body and `storage-advisor estimate
 * --workload FILE` reads, in one of two forms:
 *
 *   - a bare workload: `{region, storedBytes, days, clients, operations, options?}`,
 *     estimated with the current prices and the default model options;
 *   - an envelope: `{workload, snapshotId?, options?}` to pin a price snapshot or pass
 *     model options (client instance, latency overrides...). Envelope `options` are the
 *     model's knobs; the storage options to estimate stay in `workload.options`.
 *
 * An envelope may add `regions: "all"` or `regions: ["us-east-1", ...]`: the same workload
 * is then estimated in each region (the workload's own region is replaced), cheapest
 * region first.
 *
 * A workload never has a `workload` field (its schema is strict), so the key tells the
 * forms apart. Problems are reported with a path into the document as sent:
 * `operations[0].fileCount` for a bare workload, `workload.operations[0].fileCount` in
 * an envelope.
 */

/** At most this many regions in one request (AWS has about 30 commercial regions). */
export const MAX_ESTIMATE_REGIONS = 40;

const regionCodeSchema = z
  .string()
  .regex(REGION_CODE_PATTERN, 'each region must be an AWS region code such as "eu-west-1"');

const regionsSchema = z.union([
  z.literal("all"),
  z
    .array(regionCodeSchema)
    .min(1, 'regions must list at least one region, or be "all"')
    .max(MAX_ESTIMATE_REGIONS, `regions can list at most ${MAX_ESTIMATE_REGIONS} regions`)
    .refine((list) => new Set(list).size === list.length, "regions lists a region twice"),
]);

/** Exported for the OpenAPI document (server/api/openapi), which puts the workload and model options schemas in place of the unknowns. */
export const estimateEnvelopeSchema = z.strictObject({
  workload: z.unknown().refine((value) => value !== undefined, "workload is required"),
  snapshotId: snapshotIdSchema.optional(),
  options: z.unknown().optional(),
  regions: regionsSchema.optional(),
});

export interface EstimateDocument {
  form: "workload" | "envelope";
  workload: unknown;
  snapshotId?: string;
  options?: unknown;
  /** Estimate in each of these regions instead of the workload's own. */
  regions?: "all" | string[];
}

export type EstimateDocumentResult = { ok: true; document: EstimateDocument } | { ok: false; issue: ModelIssue };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export function parseEstimateDocument(body: unknown): EstimateDocumentResult {
  if (!isRecord(body)) {
    return {
      ok: false,
      issue: {
        code: "invalid_type",
        message: "expected a JSON object: a workload, or {workload, snapshotId?, options?}",
        path: "",
      },
    };
  }
  if (!Object.hasOwn(body, "workload")) return { ok: true, document: { form: "workload", workload: body } };
  const parsed = estimateEnvelopeSchema.safeParse(body);
  if (!parsed.success) {
    const [first] = fromZodIssues(parsed.error.issues);
    return { ok: false, issue: first ?? { code: "invalid_request", message: "invalid request", path: "" } };
  }
  const { workload, snapshotId, options, regions } = parsed.data;
  return {
    ok: true,
    document: {
      form: "envelope",
      workload,
      ...(snapshotId === undefined ? {} : { snapshotId }),
      ...(options === undefined ? {} : { options }),
      ...(regions === undefined ? {} : { regions }),
    },
  };
}

/**
 * Where an issue the model reported sits in the document as sent. The model names its
 * own knobs `opts`; the envelope calls them `options`.
 */
export function documentPath(form: EstimateDocument["form"], modelPath: string): string {
  if (form === "workload") return modelPath;
  const opts = /^opts(?=$|[.[])/;
  if (opts.test(modelPath)) return modelPath.replace(opts, "options");
  return joinPath("workload", modelPath);
}
