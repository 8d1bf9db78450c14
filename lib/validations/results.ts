import "./zod-config";
import { z } from "zod";
import { blankToUndefined } from "./blank";
// This schema is in client bundles: the one file it needs, not the model's index (whose schemas
// would put zod in /compare's first load, e2e/first-load.spec.ts).
// eslint-disable-next-line no-restricted-imports
import { OPTION_IDS } from "@/lib/model/option-ids";
import { describeInput } from "@/lib/format/describe-input";

/**
 * What an uploader may say about a fio result, shared by the upload page (checked before
 * sending), the API (the authority) and the `upload` CLI. Every label is optional: an
 * unlabelled result is still a measurement. Empty form fields count as absent.
 */

export const OTHER_OPTION_ID = "other";
export const NOTES_MAX_CHARS = 2000;
export const FILE_NAME_MAX_CHARS = 255;
export const INSTANCE_TYPE_MAX_CHARS = 64;
export const OTHER_OPTION_MAX_CHARS = 200;
/** Option parameters are a handful of numbers and words; anything bigger is not a label. */
export const OPTION_PARAMS_MAX_KEYS = 20;
export const DEFAULT_FILE_NAME = "fio-result.json";
/** Share ids are base64url; the exact form is checked where recommendations are looked up. */
const RECOMMENDATION_ID_CHARS = /^[A-Za-z0-9_-]{1,64}$/;

/** "us-east-2", "eu-central-1", "ap-southeast-4", "us-gov-west-1", "cn-north-1". */
export const REGION_PATTERN = /^[a-z]{2}(?:-gov|-iso|-isob)?-[a-z]+-\d{1,2}$/;
/** "c5n.18xlarge", "m7i-flex.large", "u-6tb1.metal", "mac2-m2pro.metal". */
export const INSTANCE_TYPE_PATTERN = /^[a-z][a-z0-9-]*\.[a-z0-9-]+$/;
/** C0 controls except tab and newlines, and DEL: never meaningful in a label, NUL breaks PostgreSQL text. */
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** An optional text label: trimmed, empty means absent. */
function optionalText<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

const plainText = (max: number, what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, `${what} is at most ${max} characters`)
    .refine((s) => !CONTROL_CHARS.test(s), `${what} contains control characters`);

export const optionChoiceSchema = z.enum([...OPTION_IDS, OTHER_OPTION_ID], {
  error: (issue) =>
    `unknown storage option ${describeInput(issue.input)}; use a catalog id (${OPTION_IDS.join(", ")}) or "${OTHER_OPTION_ID}"`,
});

export const regionSchema = z
  .string({ error: "region must be text" })
  .trim()
  .toLowerCase()
  .regex(REGION_PATTERN, 'region must be an AWS region code such as "us-east-2"');

export const instanceTypeSchema = z
  .string({ error: "instanceType must be text" })
  .trim()
  .toLowerCase()
  .max(INSTANCE_TYPE_MAX_CHARS, `instanceType is at most ${INSTANCE_TYPE_MAX_CHARS} characters`)
  .regex(INSTANCE_TYPE_PATTERN, 'instanceType must be an EC2 instance type such as "c5n.18xlarge"');

const paramScalar = z.union([z.number(), z.string().max(100), z.boolean()]);

/**
 * A catalog option's parameters as the advisor ranks them: numbers, words and booleans, and
 * one level of grouped ones (`backup: {retentionDays, dailyChangePct}`). A ranked EBS volume
 * carries its backup plan, and the fio script measuring it uploads exactly these parameters:
 * refusing the group refused the recommendation's own configuration.
 */
export const optionParamsSchema = z
  .record(
    z.string(),
    z.union([
      paramScalar,
      z
        .record(z.string(), paramScalar)
        .refine((group) => Object.keys(group).length <= OPTION_PARAMS_MAX_KEYS, "too many keys"),
    ]),
    {
      error: "optionParams must be an object of numbers, words and booleans (or groups of them, such as backup)",
    },
  )
  .refine(
    (params) => Object.keys(params).length <= OPTION_PARAMS_MAX_KEYS,
    `optionParams has at most ${OPTION_PARAMS_MAX_KEYS} keys`,
  );

const labelsShape = {
  optionId: optionalText(optionChoiceSchema),
  optionParams: optionParamsSchema.optional(),
  otherOption: optionalText(plainText(OTHER_OPTION_MAX_CHARS, "otherOption")),
  region: optionalText(regionSchema),
  instanceType: optionalText(instanceTypeSchema),
  notes: optionalText(plainText(NOTES_MAX_CHARS, "notes")),
  // The share id of a saved recommendation (its /r/<id>); the API checks that it exists.
  recommendationId: optionalText(
    z
      .string({ error: "recommendationId must be text" })
      .trim()
      .regex(
        RECOMMENDATION_ID_CHARS,
        "recommendationId must be a recommendation's share id (the end of its /r/... link)",
      ),
  ),
};

function refineLabels(
  labels: {
    optionId?: string | undefined;
    optionParams?: Record<string, unknown> | undefined;
    otherOption?: string | undefined;
    recommendationId?: string | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (labels.recommendationId !== undefined && (labels.optionId === undefined || labels.optionId === OTHER_OPTION_ID)) {
    ctx.addIssue({
      code: "custom",
      path: ["optionId"],
      message: "a measurement of a recommendation needs the optionId it ran on (one the recommendation ranked)",
    });
  }
  if (labels.optionParams !== undefined && (labels.optionId === undefined || labels.optionId === OTHER_OPTION_ID)) {
    ctx.addIssue({ code: "custom", path: ["optionParams"], message: "optionParams need a catalog optionId" });
  }
  if (labels.otherOption !== undefined && labels.optionId !== OTHER_OPTION_ID) {
    ctx.addIssue({
      code: "custom",
      path: ["otherOption"],
      message: `otherOption describes optionId "${OTHER_OPTION_ID}"; set optionId to "${OTHER_OPTION_ID}"`,
    });
  }
}

export const resultLabelsSchema = z.strictObject(labelsShape).superRefine(refineLabels);
export type ResultLabels = z.output<typeof resultLabelsSchema>;

/** A file name for display only: the last path segment, no control characters. */
export function cleanFileName(name: string | undefined | null): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, FILE_NAME_MAX_CHARS);
  return cleaned === "" ? DEFAULT_FILE_NAME : cleaned;
}

/** The JSON form of `POST /api/v1/results`: the fio output as text plus the labels. */
export const uploadJsonBodySchema = z
  .strictObject({
    fileName: z.string({ error: "fileName must be text" }).max(1000, "fileName is too long").optional(),
    content: z.string({ error: "content must be the fio JSON output as text" }),
    ...labelsShape,
  })
  .superRefine(refineLabels);

/** Multipart field names besides `file`; anything else is refused (catches typos). */
export const LABEL_FIELDS = [
  "optionId",
  "optionParams",
  "otherOption",
  "region",
  "instanceType",
  "notes",
  "recommendationId",
] as const;

/** `PATCH /api/v1/results/{id}`: publish an upload (listed, on everyone's /compare) or unlist it. */
export const resultPatchSchema = z.strictObject({
  published: z.boolean({ error: "published must be true or false" }),
});
/** The PATCH body is one small object. */
export const RESULT_PATCH_MAX_BYTES = 1024;

export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_LIMIT = 100;

export const listResultsQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit is at least 1")
    .max(LIST_MAX_LIMIT, `limit is at most ${LIST_MAX_LIMIT}`)
    .default(LIST_DEFAULT_LIMIT),
  cursor: z.string().max(200, "cursor is too long").optional(),
});
