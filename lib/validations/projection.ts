import "./zod-config";
import { z } from "zod";
import { OPTION_IDS } from "@/lib/model";
import { INSTANCE_TYPES } from "@/lib/ec2/instances";
import { profileIssues } from "@/lib/projection/access";
import { KIB_BYTES, MIB_BYTES, TIB_BYTES } from "@/lib/units";
import { REGION_PATTERN, optionParamsSchema } from "./results";
import { DEFAULT_REGION } from "@/lib/pricing/regions";

/**
 * The requests of cost over time (POST /api/v1/projections, `storage-advisor project`) and
 * of migration plans (POST /api/v1/migrations, `storage-advisor migrate-plan`): validated
 * once here, defaults applied, every message naming the field in words.
 */

export const MAX_PROJECTION_MONTHS = 60;
/** 10 PiB, the advisor's ceiling on a data set. */
const MAX_GIB = 10 * 1024 * 1024;

const region = z
  .string({ error: "region must be text" })
  .trim()
  .toLowerCase()
  .regex(REGION_PATTERN, 'region must be an AWS region code such as "us-east-1"');
const gib = (what: string) =>
  z
    .number({ error: `${what} must be a number of GiB` })
    .min(0, `${what} cannot be negative`)
    .max(MAX_GIB, `${what} must be at most 10 PiB (${MAX_GIB.toLocaleString("en-US")} GiB)`);
const share = (days: number) =>
  z
    .number({ error: `access.within${days} must be a number between 0 and 1` })
    .min(0, `access.within${days} must be between 0 and 1`)
    .max(1, `access.within${days} must be between 0 and 1 (a share, not a percent)`);
const snapshotId = z.string({ error: "snapshotId must be text" }).trim().min(1).max(100).optional();

export const accessProfileSchema = z
  .strictObject({ within7: share(7), within30: share(30), within90: share(90), within365: share(365) })
  .superRefine((p, ctx) => {
    for (const message of profileIssues(p)) ctx.addIssue({ code: "custom", message });
  });

export const projectionRequestSchema = z.strictObject({
  region: region.default(DEFAULT_REGION),
  snapshotId,
  months: z
    .number({ error: "months must be a number" })
    .int("months must be a whole number")
    .min(1, "months must be at least 1")
    .max(MAX_PROJECTION_MONTHS, `months must be at most ${MAX_PROJECTION_MONTHS}`)
    .default(12),
  storedGiB: gib("storedGiB"),
  existingAgeDays: z
    .number({ error: "existingAgeDays must be a number of days" })
    .min(0, "existingAgeDays cannot be negative")
    .max(36_500, "existingAgeDays must be at most 36,500")
    .default(365),
  writtenGiBPerMonth: gib("writtenGiBPerMonth").default(0),
  objectBytes: z
    .number({ error: "objectBytes must be a number of bytes" })
    .min(1, "objectBytes must be at least 1")
    .max(5 * TIB_BYTES, "objectBytes must be at most 5 TiB, the largest S3 object")
    .default(MIB_BYTES),
  retentionDays: z
    .number({ error: "retentionDays must be a number of days" })
    .int("retentionDays must be a whole number of days")
    .min(1, "retentionDays must be at least 1")
    .max(36_500)
    .nullable()
    .default(null),
  access: accessProfileSchema.default({ within7: 0.1, within30: 0.2, within90: 0.3, within365: 0.5 }),
  coldReadGiBPerMonth: gib("coldReadGiBPerMonth").default(0),
  coldReadNeed: z
    .enum(["milliseconds", "hours"], { error: 'coldReadNeed must be "milliseconds" or "hours"' })
    .default("milliseconds"),
});
export type ProjectionRequest = z.output<typeof projectionRequestSchema>;

const optionRef = (what: string) =>
  z.strictObject({
    id: z.enum(OPTION_IDS, { error: `${what}.id must be a catalog option such as "efs-standard-bursting"` }),
    params: optionParamsSchema.default({}),
  });

export const migrationRequestSchema = z.strictObject({
  region: region.default(DEFAULT_REGION),
  snapshotId,
  source: optionRef("source"),
  target: optionRef("target"),
  dataGiB: gib("dataGiB").refine((v) => v > 0, "dataGiB must be more than 0"),
  fileSizeBytes: z
    .number({ error: "fileSizeBytes must be a number of bytes" })
    .min(KIB_BYTES, "fileSizeBytes must be at least 1 KiB")
    .max(5 * TIB_BYTES)
    .default(16 * MIB_BYTES),
  method: z
    .enum(["datasync", "parallel-copy"], { error: 'method must be "datasync" or "parallel-copy"' })
    .default("datasync"),
  instances: z
    .number({ error: "instances must be a number" })
    .int("instances must be a whole number")
    .min(1)
    .max(1000)
    .default(1),
  instanceType: z
    .enum(INSTANCE_TYPES as [string, ...string[]], {
      error: "instanceType must be an EC2 instance type the model knows, such as c5n.9xlarge",
    })
    .default("c5n.9xlarge"),
  threads: z
    .number({ error: "threads must be a number" })
    .int("threads must be a whole number")
    .min(1)
    .max(1024)
    .default(16),
  dailyChangePct: z
    .number({ error: "dailyChangePct must be a number" })
    .min(0)
    .max(100, "dailyChangePct must be at most 100")
    .default(1),
});
export type MigrationRequest = z.output<typeof migrationRequestSchema>;

/** The view's fields as URL parameters (ClickBench: every view a URL), in the order links list them. */
export const PROJECTION_URL_FIELDS = [
  "region",
  "months",
  "storedGiB",
  "ageDays",
  "writtenGiB",
  "objectKiB",
  "retentionDays",
  "w7",
  "w30",
  "w90",
  "w365",
  "coldReadGiB",
  "coldReads",
  "snapshot",
] as const;
type UrlField = (typeof PROJECTION_URL_FIELDS)[number];

export const PROJECTION_URL_DEFAULTS: Record<Exclude<UrlField, "snapshot" | "retentionDays">, string> = {
  region: DEFAULT_REGION,
  months: "24",
  storedGiB: "5120",
  ageDays: "365",
  writtenGiB: "100",
  objectKiB: "2048",
  w7: "5",
  w30: "10",
  w90: "15",
  w365: "30",
  coldReadGiB: "50",
  coldReads: "milliseconds",
};

export type ProjectionUrl =
  | { ok: true; request: ProjectionRequest; params: Record<UrlField, string> }
  | { ok: false; message: string; path: string };

/**
 * /projections?...: the request from URL text (percent shares, KiB objects), defaults for
 * what is absent, and the same validation as the API; a bad value is reported, not dropped.
 */
export function projectionFromUrl(query: Readonly<Record<string, string | undefined>>): ProjectionUrl {
  const params = Object.fromEntries(
    PROJECTION_URL_FIELDS.map((f) => [
      f,
      (
        query[f] ??
        (f in PROJECTION_URL_DEFAULTS ? PROJECTION_URL_DEFAULTS[f as keyof typeof PROJECTION_URL_DEFAULTS] : "")
      ).trim(),
    ]),
  ) as Record<UrlField, string>;
  const num = (value: string) => (value === "" ? Number.NaN : Number(value));
  const pct = (value: string) => num(value) / 100;
  const raw = {
    region: params.region,
    ...(params.snapshot ? { snapshotId: params.snapshot } : {}),
    months: num(params.months),
    storedGiB: num(params.storedGiB),
    existingAgeDays: num(params.ageDays),
    writtenGiBPerMonth: num(params.writtenGiB),
    objectBytes: num(params.objectKiB) * KIB_BYTES,
    retentionDays: params.retentionDays === "" ? null : num(params.retentionDays),
    access: {
      within7: pct(params.w7),
      within30: pct(params.w30),
      within90: pct(params.w90),
      within365: pct(params.w365),
    },
    coldReadGiBPerMonth: num(params.coldReadGiB),
    coldReadNeed: params.coldReads,
  };
  const parsed = projectionRequestSchema.safeParse(raw);
  if (parsed.success) return { ok: true, request: parsed.data, params };
  const issue = parsed.error.issues[0]!;
  const path = issue.path.join(".");
  return {
    ok: false,
    message: issue.message
      .replace(/access\.within(\d+)/, "the share read within $1 days")
      .replace(/between 0 and 1 \(a share, not a percent\)/, "between 0 and 100%"),
    path,
  };
}

/** The view's URL query, in a fixed order; parameters equal to their default are left out. */
export function projectionQuery(params: Readonly<Partial<Record<UrlField, string>>>): string {
  const out = new URLSearchParams();
  for (const f of PROJECTION_URL_FIELDS) {
    const value = params[f];
    if (value === undefined || value === "") continue;
    if (f in PROJECTION_URL_DEFAULTS && PROJECTION_URL_DEFAULTS[f as keyof typeof PROJECTION_URL_DEFAULTS] === value)
      continue;
    out.set(f, value);
  }
  return out.toString();
}

/** /migrations?...: the plan's fields as URL parameters. */
export const MIGRATION_URL_DEFAULTS = {
  region: DEFAULT_REGION,
  from: "efs-standard-bursting",
  to: "fsx-lustre-persistent2",
  dataGiB: "10240",
  fileMiB: "64",
  method: "datasync",
  instances: "4",
  instanceType: "c5n.9xlarge",
  threads: "16",
  change: "1",
} as const;
type MigrationUrlField = keyof typeof MIGRATION_URL_DEFAULTS | "snapshot";

export type MigrationUrl =
  | { ok: true; request: MigrationRequest; params: Record<MigrationUrlField, string> }
  | { ok: false; message: string; path: string; params: Record<MigrationUrlField, string> };

export function migrationFromUrl(query: Readonly<Record<string, string | undefined>>): MigrationUrl {
  const pick = (f: MigrationUrlField) => (query[f] ?? (f === "snapshot" ? "" : MIGRATION_URL_DEFAULTS[f])).trim();
  const params = Object.fromEntries(
    (["snapshot", ...Object.keys(MIGRATION_URL_DEFAULTS)] as MigrationUrlField[]).map((f) => [f, pick(f)]),
  ) as Record<MigrationUrlField, string>;
  const num = (value: string) => (value === "" ? Number.NaN : Number(value));
  const parsed = migrationRequestSchema.safeParse({
    region: params.region,
    ...(params.snapshot ? { snapshotId: params.snapshot } : {}),
    source: { id: params.from },
    target: { id: params.to },
    dataGiB: num(params.dataGiB),
    fileSizeBytes: num(params.fileMiB) * MIB_BYTES,
    method: params.method,
    instances: num(params.instances),
    instanceType: params.instanceType,
    threads: num(params.threads),
    dailyChangePct: num(params.change),
  });
  if (parsed.success) return { ok: true, request: parsed.data, params };
  const issue = parsed.error.issues[0]!;
  return { ok: false, message: issue.message, path: issue.path.join("."), params };
}
