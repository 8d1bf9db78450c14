import { z } from "zod";

/**
 * The one place that reads process.env. Every variable is validated here so a bad
 * value stops the app at start with a message naming it, not deep inside a request.
 */
const postgresUrl = z
  .string()
  .trim()
  .refine((v) => /^postgres(ql)?:\/\/[^\s]+$/.test(v), "must be a postgres:// or postgresql:// URL");

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Unset: an embedded PostgreSQL (PGlite) under EMBEDDED_DB_DIR is used. */
  DATABASE_URL: postgresUrl.optional(),
  /** Integration and end-to-end tests create fresh databases on this server. */
  TEST_DATABASE_URL: postgresUrl.default("postgresql://postgres@127.0.0.1:5432/postgres"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOSTNAME: z.string().trim().min(1).default("0.0.0.0"),
  EMBEDDED_DB_DIR: z.string().trim().min(1).default(".data/pglite"),
  /** TCP port the embedded database listens on (127.0.0.1 only). */
  EMBEDDED_DB_PORT: z.coerce.number().int().min(1024).max(65_535).default(54_329),
  /** Guards privileged actions (price refresh). Unset: those actions are disabled. */
  ADMIN_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  AWS_REGION: optionalText,
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  AWS_SESSION_TOKEN: optionalText,
  AWS_PROFILE: optionalText,
  /** Price List API endpoint override (a local stub in tests). */
  AWS_PRICING_ENDPOINT: optionalText.pipe(z.url().optional()),
  /** Where refreshes read prices: the public bulk files (no credentials) or the Query API. */
  PRICE_SOURCE: z.enum(["bulk", "query"]).default("bulk"),
  /** A mirror of the Price List bulk files: its /offers/v1.0/aws/index.json is the offer index. */
  PRICE_LIST_BULK_ENDPOINT: optionalText.pipe(z.url().optional()),
  /** Regions the schedule and the admin refresh cover: "all" or a comma-separated list. */
  PRICE_REFRESH_REGIONS: optionalText.pipe(
    z
      .string()
      .regex(/^(all|[a-z]{2}(-[a-z0-9]+)+-\d+(,[a-z]{2}(-[a-z0-9]+)+-\d+)*)$/, 'must be "all" or region codes separated by commas')
      .optional(),
  ),
  /** Hours between scheduled price refreshes; 0 turns the schedule off. */
  PRICE_REFRESH_INTERVAL_HOURS: z.coerce.number().min(0).max(24 * 365).default(0),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Validates an environment (process.env by default) and throws EnvError naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings are how shells unset things: treat them as absent.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join(".") || "(env)"}: ${i.message}`));
  }
  return result.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
