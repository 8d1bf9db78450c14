/**
 * What a refresh reads, decided the same way for the CLI, the admin route and the
 * schedule: the public Price List bulk files by default (no AWS account needed), or the
 * Query API with credentials (`PRICE_SOURCE=query`, `--source query`). Values come from
 * server/env (passed in); explicit choices (CLI flags, request body) win over it.
 */
import type { Env } from "@/server/env";
import { defaultRefreshRegions, refreshCredentials, type CredentialOptions } from "./price-credentials";
import type { RefreshPricesOptions, RefreshSource } from "./price-refresh";

export type SourceEnv = Pick<
  Env,
  | "PRICE_SOURCE"
  | "PRICE_LIST_BULK_ENDPOINT"
  | "PRICE_REFRESH_REGIONS"
  | "AWS_REGION"
  | "AWS_ACCESS_KEY_ID"
  | "AWS_SECRET_ACCESS_KEY"
  | "AWS_SESSION_TOKEN"
  | "AWS_PROFILE"
  | "AWS_PRICING_ENDPOINT"
>;

export interface RefreshChoices extends CredentialOptions {
  source?: RefreshSource;
  regions?: readonly string[] | "all";
  endpoint?: string;
}

export type RefreshPlan = { ok: true; options: RefreshPricesOptions; description: string } | { ok: false; message: string };

/** PRICE_REFRESH_REGIONS, else us-east-1, us-east-2 and AWS_REGION. */
export function configuredRegions(env: Pick<Env, "PRICE_REFRESH_REGIONS" | "AWS_REGION">): string[] | "all" {
  const configured = env.PRICE_REFRESH_REGIONS;
  if (configured === "all") return "all";
  if (configured) return [...new Set(configured.split(","))];
  return defaultRefreshRegions(env);
}

export function planRefresh(env: SourceEnv, choices: RefreshChoices = {}): RefreshPlan {
  const source = choices.source ?? env.PRICE_SOURCE;
  const regions = choices.regions ?? configuredRegions(env);
  const label = regions === "all" ? "every commercial region" : regions.join(", ");
  if (source === "bulk") {
    const endpoint = choices.endpoint ?? env.PRICE_LIST_BULK_ENDPOINT;
    return {
      ok: true,
      options: { source, regions, ...(endpoint === undefined ? {} : { endpoint }) },
      description: `${label} from the Price List bulk files${endpoint === undefined ? "" : ` at ${endpoint}`}`,
    };
  }
  if (regions === "all") return { ok: false, message: 'Regions "all" needs the bulk files (--source bulk): the Query API is asked one region at a time.' };
  const credentials = refreshCredentials(env, choices);
  if (!credentials.ok) return credentials;
  const endpoint = choices.endpoint ?? env.AWS_PRICING_ENDPOINT;
  return {
    ok: true,
    options: {
      source,
      regions,
      ...(endpoint === undefined ? {} : { endpoint }),
      ...(credentials.credentials === undefined ? {} : { credentials: credentials.credentials }),
    },
    description: `${label} from ${endpoint ?? "the AWS Price List Query API"}`,
  };
}
