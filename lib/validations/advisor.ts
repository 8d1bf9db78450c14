import "./zod-config";
import { INSTANCE_TYPES } from "@/lib/ec2/instances";
import { z } from "zod";
import { formatIssuePath } from "@/lib/format/issue-path";
import {
  ACCESS_PATTERNS,
  ANSWER_FIELDS,
  ANSWER_NAMES,
  CLIENT_OS,
  COMPUTE_WAITS,
  MAX_DAYS,
  MAX_IO_SIZE_KIB,
  MAX_WAIT_USD_PER_HOUR,
  MIN_IO_SIZE_KIB,
  OPERATION_LATENCY,
  MAX_BUSY_HOUR_PCT,
  MIN_BUSY_HOUR_PCT,
  PLACEMENT,
  SEMANTICS,
  DEFAULT_REGION,
  DURABILITY,
  FILE_PROFILES,
  FULL_READS,
  LATENCY,
  MAX_BUDGET_USD,
  MAX_CLIENTS,
  MAX_GIB_PER_DAY,
  MAX_FILES,
  MAX_GROWTH_PCT_PER_YEAR,
  MAX_SIZE_GIB,
  MAX_THREADS,
  MIN_SIZE_GIB,
  PROFILE_FILE_SIZE,
  SHARING,
  crossAnswerIssues,
  type AdvisorAnswers,
  type AnswerField,
  type AnswerIssue,
} from "@/lib/advisor/answers";

/**
 * The advisor's answers: what the wizard asks, one question per step. Shared by the
 * wizard (URL search parameters, all text), the results and share pages, the HTTP API
 * and the `advise` CLI (JSON numbers). Every answer has a default, so a partly filled
 * URL parses; numbers arrive as text from a URL and as numbers from JSON.
 */

/** "" and null mean "not answered"; text becomes a number (NaN stays text, so zod says "must be a number"). */
function numeric(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") {
    const text = value.trim();
    if (text === "") return undefined;
    const number = Number(text);
    return Number.isNaN(number) ? text : number;
  }
  return value;
}

function blankToUndefined(value: unknown): unknown {
  return value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;
}

/** "12.5 GiB", "20 %", "3": a limit with the answer's unit. */
function withUnit(field: AnswerField, value: number): string {
  const unit = ANSWER_NAMES[field].unit;
  const text = value.toLocaleString("en-US", { maximumFractionDigits: 2 });
  return unit === undefined ? text : unit === "USD" ? `$${text}` : `${text} ${unit}`;
}

const nameOf = (field: AnswerField) => ANSWER_NAMES[field].name;

const number = (field: AnswerField, min: number, max: number) =>
  z
    .number({ error: `${nameOf(field)} must be a number` })
    .min(min, `${nameOf(field)} must be at least ${withUnit(field, min)}`)
    .max(max, `${nameOf(field)} must be at most ${withUnit(field, max)}`);

const wholeNumber = (field: AnswerField, min: number, max: number) =>
  z
    .number({ error: `${nameOf(field)} must be a number` })
    .int(`${nameOf(field)} must be a whole number`)
    .min(min, `${nameOf(field)} must be at least ${withUnit(field, min)}`)
    .max(max, `${nameOf(field)} must be at most ${withUnit(field, max)}`);

const choice = <T extends readonly [string, ...string[]]>(values: T, field: AnswerField) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { error: `${nameOf(field)} must be one of: ${values.join(", ")}` }).optional(),
  );

/** A number with a default: an absent or blank answer takes the default. */
const numberOr = (schema: z.ZodNumber, fallback: number) => z.preprocess(numeric, schema.default(fallback));

const REGION_PATTERN = /^[a-z]{2}(?:-gov|-iso[a-z]?)?-[a-z]+-\d+$/;

const fields = {
  sizeGiB: numberOr(number("sizeGiB", MIN_SIZE_GIB, MAX_SIZE_GIB), 1000),
  growthPctPerYear: numberOr(number("growthPctPerYear", 0, MAX_GROWTH_PCT_PER_YEAR), 0),
  coldPct: z.preprocess(numeric, number("coldPct", 0, 100).optional()),
  coldAfterDays: z.preprocess(numeric, wholeNumber("coldAfterDays", 1, MAX_DAYS).optional()),
  retentionDays: z.preprocess(numeric, wholeNumber("retentionDays", 1, MAX_DAYS).optional()),
  fileProfile: choice(FILE_PROFILES, "fileProfile"),
  fileSize: z.preprocess(
    numeric,
    number("fileSize", 0, 1e15)
      .refine((v) => v > 0, "Typical file size must be more than 0")
      .optional(),
  ),
  fileSizeUnit: choice(["KiB", "MiB", "GiB"] as const, "fileSizeUnit"),
  fileCount: z.preprocess(numeric, wholeNumber("fileCount", 1, MAX_FILES).optional()),
  clients: numberOr(wholeNumber("clients", 1, MAX_CLIENTS), 1),
  threads: numberOr(wholeNumber("threads", 1, MAX_THREADS), 4),
  clientInstance: z.preprocess(
    blankToUndefined,
    z
      .enum(INSTANCE_TYPES as [string, ...string[]], {
        error: "Client instance type must be an EC2 instance type the advisor knows, such as r5.xlarge (or left empty)",
      })
      .optional(),
  ),
  readGiBPerDay: numberOr(number("readGiBPerDay", 0, MAX_GIB_PER_DAY), 10),
  writeGiBPerDay: numberOr(number("writeGiBPerDay", 0, MAX_GIB_PER_DAY), 1),
  fullReads: choice(FULL_READS, "fullReads"),
  access: choice(ACCESS_PATTERNS, "access"),
  ioSizeKiB: z.preprocess(numeric, number("ioSizeKiB", MIN_IO_SIZE_KIB, MAX_IO_SIZE_KIB).optional()),
  sharing: choice(SHARING, "sharing"),
  clientOs: choice(CLIENT_OS, "clientOs"),
  placement: choice(PLACEMENT, "placement"),
  semantics: choice(SEMANTICS, "semantics"),
  latency: choice(LATENCY, "latency"),
  operationLatency: choice(OPERATION_LATENCY, "operationLatency"),
  computeWaits: choice(COMPUTE_WAITS, "computeWaits"),
  waitUsdPerHour: z.preprocess(numeric, number("waitUsdPerHour", 0, MAX_WAIT_USD_PER_HOUR).optional()),
  busyHourPct: z.preprocess(
    numeric,
    number("busyHourPct", Math.ceil(MIN_BUSY_HOUR_PCT * 100) / 100, MAX_BUSY_HOUR_PCT).optional(),
  ),
  durability: choice(DURABILITY, "durability"),
  budgetUsd: z.preprocess(
    numeric,
    number("budgetUsd", 0, MAX_BUDGET_USD)
      .refine((v) => v > 0, "Monthly budget must be more than $0")
      .optional(),
  ),
  region: z.preprocess(
    blankToUndefined,
    z.string().regex(REGION_PATTERN, 'Region must be an AWS region code such as "us-east-1"').optional(),
  ),
} satisfies Record<AnswerField, z.ZodType>; // exactly the answers lib/advisor/answers.ts names: a missing or extra key fails to compile

const baseSchema = z.object(fields).transform((a) => {
  const profile = a.fileProfile ?? "mixed";
  // A size without a unit is in the profile's unit; no size at all is the profile's typical file.
  const fallback = PROFILE_FILE_SIZE[profile];
  const fileSize = a.fileSize ?? fallback.fileSize;
  const fileSizeUnit = a.fileSizeUnit ?? fallback.fileSizeUnit;
  return {
    sizeGiB: a.sizeGiB,
    growthPctPerYear: a.growthPctPerYear,
    ...(a.coldPct === undefined ? {} : { coldPct: a.coldPct }),
    ...(a.coldAfterDays === undefined ? {} : { coldAfterDays: a.coldAfterDays }),
    ...(a.retentionDays === undefined ? {} : { retentionDays: a.retentionDays }),
    fileProfile: profile,
    fileSize,
    fileSizeUnit,
    ...(a.fileCount === undefined ? {} : { fileCount: a.fileCount }),
    clients: a.clients,
    threads: a.threads,
    ...(a.clientInstance === undefined ? {} : { clientInstance: a.clientInstance }),
    readGiBPerDay: a.readGiBPerDay,
    writeGiBPerDay: a.writeGiBPerDay,
    fullReads: a.fullReads ?? "never",
    access: a.access ?? "sequential",
    ...(a.ioSizeKiB === undefined ? {} : { ioSizeKiB: a.ioSizeKiB }),
    // One machine shares with nobody: the default follows the machines answer, so the
    // wizard never pairs "one machine" with "many instances over NFS" (issue 40).
    sharing: a.sharing ?? (a.clients > 1 ? "nfs" : "single"),
    ...(a.clientOs === undefined ? {} : { clientOs: a.clientOs }),
    ...(a.placement === undefined ? {} : { placement: a.placement }),
    ...(a.semantics === undefined ? {} : { semantics: a.semantics }),
    latency: a.latency ?? "prompt",
    ...(a.operationLatency === undefined ? {} : { operationLatency: a.operationLatency }),
    ...(a.busyHourPct === undefined ? {} : { busyHourPct: a.busyHourPct }),
    ...(a.computeWaits === undefined ? {} : { computeWaits: a.computeWaits }),
    ...(a.waitUsdPerHour === undefined ? {} : { waitUsdPerHour: a.waitUsdPerHour }),
    durability: a.durability ?? "multiAz",
    ...(a.budgetUsd === undefined ? {} : { budgetUsd: a.budgetUsd }),
    region: a.region ?? DEFAULT_REGION,
  };
});

/** The answers, defaults applied. What is stored with a recommendation. */
export const advisorAnswersSchema = baseSchema.superRefine((a, ctx) => {
  for (const issue of crossAnswerIssues(a))
    ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
});

/** What callers may send (every answer optional). */
export type AdvisorAnswersInput = z.input<typeof advisorAnswersSchema>;
// The schema's output is exactly the core's shape: a field added to one and not the other fails to compile.
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _answersMatchTheCore: SameShape<z.output<typeof advisorAnswersSchema>, AdvisorAnswers> = true;
void _answersMatchTheCore;

/** Strict form for JSON bodies and answer files: a misspelt key is an error, not a silent default. */
export const advisorAnswersJsonSchema = z
  .record(z.string(), z.unknown(), { error: "answers must be a JSON object" })
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (!(ANSWER_FIELDS as readonly string[]).includes(key))
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `unknown answer "${key}"; the answers are ${ANSWER_FIELDS.join(", ")}`,
        });
    }
  })
  .pipe(advisorAnswersSchema);

export type ParsedAnswers = { ok: true; answers: AdvisorAnswers } | { ok: false; issues: AnswerIssue[] };

function toIssues(error: z.ZodError): AnswerIssue[] {
  return error.issues.map((issue) => ({ field: formatIssuePath(issue.path), message: issue.message }));
}

/** Answers from URL search parameters (first value of each; unknown parameters such as `step` are ignored). */
export function parseAnswerParams(params: Readonly<Record<string, string | string[] | undefined>>): ParsedAnswers {
  const raw: Record<string, unknown> = {};
  for (const field of ANSWER_FIELDS) {
    const value = params[field];
    raw[field] = Array.isArray(value) ? value[0] : value;
  }
  const parsed = advisorAnswersSchema.safeParse(raw);
  return parsed.success ? { ok: true, answers: parsed.data } : { ok: false, issues: toIssues(parsed.error) };
}

/** Answers from JSON (API body, answer file, stored row): unknown keys are refused. */
export function parseAnswerJson(value: unknown): ParsedAnswers {
  const parsed = advisorAnswersJsonSchema.safeParse(value);
  return parsed.success ? { ok: true, answers: parsed.data } : { ok: false, issues: toIssues(parsed.error) };
}

/** The answers as URL search parameters, in a fixed order, so equal answers give equal URLs. */
export function answersToSearchParams(answers: AdvisorAnswers): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of ANSWER_FIELDS) {
    const value = answers[field];
    if (value !== undefined) params.set(field, String(value));
  }
  return params;
}

export interface LenientAnswers {
  /** The answers with every invalid one replaced by its default. */
  answers: AdvisorAnswers;
  /** The text of each answer as given (for showing an invalid value back). */
  raw: Partial<Record<AnswerField, string>>;
  issues: AnswerIssue[];
}

/**
 * Answers from URL search parameters for the wizard: never fails. Invalid answers are
 * reported and replaced by their defaults, so the other answers are kept.
 */
export function parseAnswerParamsLenient(
  params: Readonly<Record<string, string | string[] | undefined>>,
): LenientAnswers {
  const raw: Partial<Record<AnswerField, string>> = {};
  for (const field of ANSWER_FIELDS) {
    const value = params[field];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) raw[field] = first;
  }
  const attempt: Record<string, unknown> = { ...raw };
  const issues: AnswerIssue[] = [];
  for (let round = 0; round <= ANSWER_FIELDS.length; round++) {
    const parsed = advisorAnswersSchema.safeParse(attempt);
    if (parsed.success) return { answers: parsed.data, raw, issues };
    let dropped = false;
    for (const issue of toIssues(parsed.error)) {
      const field = issue.field.split(/[.[]/)[0] ?? "";
      if (!issues.some((i) => i.field === field)) issues.push({ field, message: issue.message });
      if (field in attempt) {
        delete attempt[field];
        dropped = true;
      }
    }
    if (!dropped) break;
  }
  return { answers: advisorAnswersSchema.parse({}), raw, issues };
}
