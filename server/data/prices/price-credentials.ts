/**
 * What a live price refresh runs with: the regions, the endpoint and the AWS
 * credentials, decided the same way for the CLI, the admin route and the schedule.
 * Values come from server/env (passed in); only the shared credential files are looked at.
 */
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import type { Env } from "@/server/env";
import { checkAwsCredentials, type CredentialSource } from "@/lib/pricing/credentials";

/** The regions the bundled snapshot covers; a refresh always keeps them current. */
export const DEFAULT_REFRESH_REGIONS = ["us-east-1", "us-east-2"] as const;

export const NO_CREDENTIALS_MESSAGE = "No AWS credentials found (set AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY or AWS_PROFILE); nothing was changed.";

export type AwsEnv = Pick<Env, "AWS_REGION" | "AWS_ACCESS_KEY_ID" | "AWS_SECRET_ACCESS_KEY" | "AWS_SESSION_TOKEN" | "AWS_PROFILE" | "AWS_PRICING_ENDPOINT">;

export interface SharedAwsFiles {
  credentials: boolean;
  config: boolean;
}

/** ~/.aws/credentials and ~/.aws/config, where the SDK's chain looks by default. */
export function sharedAwsFilesExist(home: string = homedir()): SharedAwsFiles {
  return { credentials: existsSync(join(home, ".aws", "credentials")), config: existsSync(join(home, ".aws", "config")) };
}

/** us-east-1 and us-east-2, plus AWS_REGION when it names another region. */
export function defaultRefreshRegions(env: Pick<Env, "AWS_REGION">): string[] {
  const regions: string[] = [...DEFAULT_REFRESH_REGIONS];
  if (env.AWS_REGION && !regions.includes(env.AWS_REGION)) regions.push(env.AWS_REGION);
  return regions;
}

export interface StaticCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export type RefreshCredentials =
  /** `credentials` undefined: let the SDK's default chain find them (profile, files, roles). */
  | { ok: true; credentials: StaticCredentials | undefined; sources: CredentialSource[] }
  | { ok: false; message: string };

export interface CredentialOptions {
  sharedFiles?: SharedAwsFiles;
  /**
   * Try the SDK chain even when nothing is visible: on EC2 an instance role can only be
   * found by asking the metadata service, which takes seconds to fail elsewhere.
   */
  allowInstanceRole?: boolean;
}

export function refreshCredentials(env: AwsEnv, options: CredentialOptions = {}): RefreshCredentials {
  const files = options.sharedFiles ?? sharedAwsFilesExist();
  const check = checkAwsCredentials({
    env: { AWS_ACCESS_KEY_ID: env.AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: env.AWS_SECRET_ACCESS_KEY, AWS_PROFILE: env.AWS_PROFILE },
    sharedCredentialsFileExists: files.credentials,
    sharedConfigFileExists: files.config,
  });
  if (check.available !== true && !options.allowInstanceRole) return { ok: false, message: NO_CREDENTIALS_MESSAGE };
  // Keys from server/env win, as they would first in the SDK's chain; otherwise the chain runs.
  const credentials =
    env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? {
          accessKeyId: env.AWS_ACCESS_KEY_ID,
          secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
          ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
        }
      : undefined;
  return { ok: true, credentials, sources: check.sources };
}
