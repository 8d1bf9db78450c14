import "./zod-config";
import { z } from "zod";
import { blankToUndefined } from "./blank";
import { FAMILY_KEYS, isFamilyKey, type FamilyKey } from "@/lib/compare/families";
import {
  MAX_CLIENTS,
  MAX_CONCURRENCY,
  MAX_FILE_COUNT,
  MAX_IO_SIZE_BYTES,
  MAX_OPERATIONS,
  MAX_RUNS_PER_DAY,
  MIN_IO_SIZE_BYTES,
} from "@/lib/model";
import { KIB_BYTES } from "@/lib/units";
import { INSTANCE_TYPES } from "@/lib/ec2/instances";
import { parseRegionList } from "./regions";
import { parseUnits } from "./units";
import { PRESET_IDS, type PresetId } from "@/lib/workloads/ids";
import { getPreset } from "@/lib/workloads/presets";
import {
  ACCESS_CHOICES,
  ACCESS_PATTERNS,
  CLIENTS_PARAM,
  CUSTOM_WORKLOAD,
  DEFAULT_CUSTOM,
  DEFAULT_VIEW,
  DURABILITY_CHOICES,
  OP_PARAMS,
  SORT_KEYS,
  SORT_ORDERS,
  TABLE_ROWS_CHOICES,
  type CompareView,
  type CustomOperation,
  type CustomWorkload,
  type Times,
  type WorkloadChoice,
} from "@/lib/compare/view";

/**
 * Parsing the /compare view from its URL (the view's shape and its URL builder are in
 * lib/compare/view.ts). A malformed value falls back to its default instead of failing the
 * page; a malformed custom operation is reported.
 */

/** A budget above $1B a month is a typo, not a filter. */
export const MAX_BUDGET_USD = 1e9;
/** 1 EiB in GiB: the model's stored-bytes ceiling. */
export const MAX_STORED_GIB = 1024 ** 3;

type Raw = Record<string, string | string[] | undefined>;

function all(raw: Raw, key: string): string[] {
  const value = raw[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function first(raw: Raw, key: string): string | undefined {
  return all(raw, key)[0];
}

/** A number typed into a field; `what` names the field in the message ("file count must be a number"). */
const numberText = (schema: z.ZodNumber, what: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: `${what} must be a number` }).pipe(schema));
/** The messages name their field in lower case, to read inside a sentence; this one starts one. */
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);
/** "0.5 KiB": a request size bound in the unit the form asks in. */
const inKiB = (bytes: number) => `${(bytes / KIB_BYTES).toLocaleString("en-US")} KiB`;

const workloadSchema = z.enum([...PRESET_IDS, CUSTOM_WORKLOAD]).catch(DEFAULT_VIEW.workload);
const timesSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(10)]))
  .optional()
  .catch(undefined);
const snapshotSchema = z.string().trim().min(1).max(200).nullable().catch(null);
const budgetSchema = numberText(z.number().positive().max(MAX_BUDGET_USD), "budget").optional().catch(undefined);
const storedGibSchema = numberText(
  z.number().min(0, "stored GiB must not be negative").max(MAX_STORED_GIB, "stored GiB must be at most 1 EiB"),
  "stored GiB",
);
const clientsSchema = numberText(
  z
    .number()
    .int("clients must be a whole number")
    .min(1, "clients must be at least 1")
    .max(MAX_CLIENTS, `clients must be at most ${MAX_CLIENTS.toLocaleString("en-US")}`),
  "clients",
);

export const customOperationSchema = z.object({
  direction: z.enum(["read", "write"], { error: 'direction must be "read" or "write"' }),
  fileCount: numberText(
    z
      .number()
      .int("file count must be a whole number")
      .min(1, "file count must be at least 1")
      .max(MAX_FILE_COUNT, "file count is too large"),
    "file count",
  ),
  fileSize: numberText(z.number().positive("file size must be more than 0"), "file size"),
  unit: z.enum(["KiB", "MiB", "GiB"]).catch("MiB"),
  concurrency: numberText(
    z
      .number()
      .int("concurrency must be a whole number")
      .min(1, "concurrency must be at least 1")
      .max(MAX_CONCURRENCY, "concurrency is too large"),
    "concurrency",
  ).catch(1),
  timesPerDay: numberText(
    z
      .number()
      .int("runs per day must be a whole number")
      .min(1, "runs per day must be at least 1")
      .max(MAX_RUNS_PER_DAY, `runs per day must be at most ${MAX_RUNS_PER_DAY}`),
    "runs per day",
  ).catch(1),
  // Blank: one directory per writer (the model's default).
  directories: z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: "directories must be a number" })
        .pipe(
          z
            .number()
            .int("directories must be a whole number")
            .min(1, "directories must be at least 1")
            .max(MAX_FILE_COUNT, "directories is too large"),
        )
        .optional(),
    )
    .transform((v) => v ?? null),
  // Absent (links made before the field): sequential, as every custom operation was then.
  access: z.preprocess(
    blankToUndefined,
    z.enum(ACCESS_PATTERNS, { error: 'access pattern must be "sequential" or "random"' }).default("sequential"),
  ),
  // Blank or absent: the model's default request size. In KiB, as whole bytes (the model counts requests).
  ioSizeKiB: z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: "I/O size must be a number" })
        .pipe(
          z
            .number()
            .min(MIN_IO_SIZE_BYTES / KIB_BYTES, `I/O size must be at least ${inKiB(MIN_IO_SIZE_BYTES)}`)
            .max(MAX_IO_SIZE_BYTES / KIB_BYTES, `I/O size must be at most ${inKiB(MAX_IO_SIZE_BYTES)}`)
            .refine((kib) => Number.isInteger(kib * KIB_BYTES), "I/O size must be a whole number of bytes"),
        )
        .optional(),
    )
    .transform((v) => v ?? null),
});

/** The efs-options presets come as a 1x and a 10x pair: the runs per day pick which. */
const EFS_OPTIONS_BY_TIMES: Record<Times, PresetId> = { 1: "efs-options-1x", 10: "efs-options-10x" };

function normaliseWorkload(
  workload: WorkloadChoice,
  times: Times | undefined,
): { workload: WorkloadChoice; times: Times } {
  if (workload === CUSTOM_WORKLOAD) return { workload, times: times ?? 1 };
  const presetTimes = (getPreset(workload)?.timesPerDay ?? 1) as Times;
  if (workload === "efs-options-1x" || workload === "efs-options-10x") {
    const chosen = times ?? presetTimes;
    return { workload: EFS_OPTIONS_BY_TIMES[chosen], times: chosen };
  }
  return { workload, times: times ?? presetTimes };
}

function parseCustom(raw: Raw, issues: string[]): CustomWorkload {
  const directions = all(raw, OP_PARAMS.direction);
  const hasOps = Object.values(OP_PARAMS).some((key) => all(raw, key).length > 0);
  const gib = storedGibSchema.safeParse(first(raw, "gib"));
  let storedGiB = DEFAULT_CUSTOM.storedGiB;
  if (first(raw, "gib") !== undefined) {
    if (gib.success && gib.data !== undefined) storedGiB = gib.data;
    else
      issues.push(
        `${sentence(gib.success ? "stored GiB is missing" : (gib.error.issues[0]?.message ?? "stored GiB is invalid"))}; using ${DEFAULT_CUSTOM.storedGiB}.`,
      );
  }
  let clients = DEFAULT_CUSTOM.clients;
  const clientsText = first(raw, CLIENTS_PARAM);
  // Blank (the form's field cleared) is the default, as an absent parameter is.
  if (blankToUndefined(clientsText) !== undefined) {
    const parsed = clientsSchema.safeParse(clientsText);
    if (parsed.success && parsed.data !== undefined) clients = parsed.data;
    else
      issues.push(
        `${sentence(parsed.success ? "clients is missing" : (parsed.error.issues[0]?.message ?? "clients is invalid"))}; using ${DEFAULT_CUSTOM.clients}.`,
      );
  }
  if (!hasOps) return { storedGiB, clients, operations: DEFAULT_CUSTOM.operations };

  const rows = Math.max(...Object.values(OP_PARAMS).map((key) => all(raw, key).length), directions.length);
  const operations: CustomOperation[] = [];
  for (let i = 0; i < rows; i += 1) {
    const fields = Object.fromEntries(Object.entries(OP_PARAMS).map(([field, key]) => [field, all(raw, key)[i]]));
    // The form always offers one empty row to add an operation: an untouched row is not an error.
    if (blankToUndefined(fields.fileCount) === undefined && blankToUndefined(fields.fileSize) === undefined) continue;
    const parsed = customOperationSchema.safeParse(fields);
    if (parsed.success) {
      if (operations.length < MAX_OPERATIONS) operations.push(parsed.data as CustomOperation);
    } else {
      issues.push(`Operation ${i + 1} left out: ${parsed.error.issues.map((issue) => issue.message).join("; ")}.`);
    }
  }
  return { storedGiB, clients, operations };
}

function parseFamilies(raw: Raw): FamilyKey[] {
  const values = all(raw, "families");
  if (values.length === 0) return [...FAMILY_KEYS];
  const listed = new Set(values.flatMap((v) => v.split(",")).map((v) => v.trim()));
  // Keep the canonical order whatever order the URL lists them in.
  return FAMILY_KEYS.filter((key) => listed.has(key) && isFamilyKey(key));
}

/**
 * `region=us-east-1` (one region), `region=all` (every region the prices cover, the chart
 * on the default region) or `region=eu-west-1,us-east-1` (a list, the chart on the first).
 * Malformed codes are dropped; nothing valid falls back to the default.
 */
function parseRegion(value: string | undefined): Pick<CompareView, "region" | "regions"> {
  const list = parseRegionList(value);
  if (list === null) return { region: DEFAULT_VIEW.region, regions: null };
  if (list === "all") return { region: DEFAULT_VIEW.region, regions: "all" };
  return { region: list[0] ?? DEFAULT_VIEW.region, regions: list.length > 1 ? list : null };
}

export interface ParsedCompareView {
  view: CompareView;
  /** What was wrong with the custom workload fields (the rest falls back silently). */
  issues: string[];
}

/** Reads the view from Next's searchParams (or any record of string or string[] values). */
export function parseCompareView(raw: Raw): ParsedCompareView {
  const issues: string[] = [];
  const { workload, times } = normaliseWorkload(
    workloadSchema.parse(first(raw, "workload")),
    timesSchema.parse(first(raw, "times")),
  );
  const budget = budgetSchema.parse(first(raw, "budget"));
  const view: CompareView = {
    workload,
    times,
    ...parseRegion(first(raw, "region")),
    client: z
      .enum(INSTANCE_TYPES as [string, ...string[]])
      .nullable()
      .catch(null)
      .parse(first(raw, "client") ?? null),
    snapshot: snapshotSchema.parse(first(raw, "snapshot") ?? null),
    custom: parseCustom(raw, issues),
    families: parseFamilies(raw),
    access: z.enum(ACCESS_CHOICES).catch("any").parse(first(raw, "access")),
    durability: z.enum(DURABILITY_CHOICES).catch("any").parse(first(raw, "durability")),
    budget: budget ?? null,
    sort: z.enum(SORT_KEYS).catch(DEFAULT_VIEW.sort).parse(first(raw, "sort")),
    order: z.enum(SORT_ORDERS).catch(DEFAULT_VIEW.order).parse(first(raw, "order")),
    rows: z.enum(TABLE_ROWS_CHOICES).catch(DEFAULT_VIEW.rows).parse(first(raw, "rows")),
    units: parseUnits(first(raw, "units")),
  };
  return { view, issues };
}

/** Reads a URLSearchParams (the client's useSearchParams) the same way the server does. */
export function parseCompareSearch(params: URLSearchParams): ParsedCompareView {
  // No prototype: a key named like one of Object.prototype's members (?constructor=,
  // ?toString=) is just another key, not a function to push onto.
  const raw: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const [key, value] of params) (raw[key] ??= []).push(value);
  return parseCompareView(raw);
}
