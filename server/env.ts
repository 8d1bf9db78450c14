import { AppError } from "@/lib/errors/app-error";
import { isIP } from "node:net";
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

/** The address people reach the app at: http(s), no query or fragment; a path prefix is kept, a trailing slash dropped. */
const publicUrl = z
  .string()
  .trim()
  .pipe(
    z.url({
      protocol: /^https?$/,
      error: "must be an http:// or https:// URL, such as https://storage-advisor.example.com",
    }),
  )
  .refine((v) => {
    const u = new URL(v);
    return u.search === "" && u.hash === "" && u.username === "" && u.password === "";
  }, "must not carry a query, a fragment or credentials")
  .refine((v) => !["0.0.0.0", "[::]"].includes(new URL(v).hostname), "must name a host people can reach, not 0.0.0.0")
  .transform((v) => v.replace(/\/+$/, ""));

/**
 * Which proxies in front of the app are trusted to report the client's address
 * (X-Forwarded-For) and the public host (X-Forwarded-Host/-Proto): off; a number of hops
 * (`true` is one: the proxy the app's socket talks to); or the address ranges (CIDRs)
 * the proxies have.
 */
export type TrustProxy = false | { hops: number } | { cidrs: string[] };

const CIDR = /^([0-9a-f:.]+)(?:\/(\d{1,3}))?$/i;

function validCidr(value: string): boolean {
  const match = CIDR.exec(value);
  if (!match) return false;
  const family = isIP(match[1]!);
  if (family === 0) return false;
  return match[2] === undefined || Number(match[2]) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_MESSAGE =
  "must be true or false (1/0, yes/no, on/off), a number of proxy hops, or comma-separated addresses/CIDRs of the proxies (10.0.0.0/8,::1)";

const trustProxy = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v, ctx): TrustProxy => {
    if (["true", "yes", "on"].includes(v)) return { hops: 1 };
    if (["false", "no", "off"].includes(v)) return false;
    if (/^\d{1,2}$/.test(v)) return Number(v) === 0 ? false : { hops: Number(v) };
    const cidrs = v.split(",").map((part) => part.trim());
    if (cidrs.length > 0 && cidrs.every(validCidr)) return { cidrs };
    ctx.addIssue({ code: "custom", message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  });

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
      .regex(
        /^(all|[a-z]{2}(-[a-z0-9]+)+-\d+(,[a-z]{2}(-[a-z0-9]+)+-\d+)*)$/,
        'must be "all" or region codes separated by commas',
      )
      .optional(),
  ),
  /** Where people reach the app: share links are built on it. Unset: from each request's Host. */
  PUBLIC_URL: publicUrl.optional(),
  /** Behind a reverse proxy: client addresses from X-Forwarded-For, links from X-Forwarded-Host/-Proto. Off by default (a client could name any). */
  TRUST_PROXY: trustProxy.default(false),
  /** Set by scripts/next-server.mjs for its own process: proves the peer-address header came from it. */
  STORAGE_ADVISOR_PEER_SECRET: optionalText,
  /** Memory for whole rendered pages, MiB (server/runtime/page-cache.ts); 0 turns the cache off. Unset: DEFAULT_PAGE_CACHE_MB of server/runtime/web-server.ts. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(65_536).optional(),
  /** Hours between scheduled price refreshes; 0 turns the schedule off. */
  PRICE_REFRESH_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(0),
});

export type Env = z.infer<typeof envSchema>;

/** A misconfigured server: our fault, never the client's (HTTP 500, CLI exit 1). */
export class EnvError extends AppError {
  constructor(readonly problems: string[]) {
    super("internal_error", `Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
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
