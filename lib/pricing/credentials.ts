/**
 * Whether the AWS SDK's default credential chain is likely to find credentials, so the
 * CLI can say "no AWS credentials: using the bundled prices" before trying. The caller
 * passes the environment (lib/ never reads process.env) and whether the shared files
 * exist. Instance and container roles cannot be seen without a network call; the
 * answer is then "unknown", not "no".
 */
export interface CredentialHints {
  env: Readonly<Record<string, string | undefined>>;
  /** ~/.aws/credentials (or AWS_SHARED_CREDENTIALS_FILE) exists. */
  sharedCredentialsFileExists?: boolean;
  /** ~/.aws/config (or AWS_CONFIG_FILE) exists: may hold SSO or profile settings. */
  sharedConfigFileExists?: boolean;
}

export type CredentialSource = "environment" | "profile" | "web-identity" | "container" | "shared-files";

export interface CredentialCheck {
  /** true: a source is configured; false: none visible; "unknown": only an instance role could help. */
  available: boolean | "unknown";
  sources: CredentialSource[];
}

function set(env: CredentialHints["env"], name: string): boolean {
  const value = env[name];
  return value !== undefined && value.trim() !== "";
}

export function checkAwsCredentials(hints: CredentialHints): CredentialCheck {
  const { env } = hints;
  const sources: CredentialSource[] = [];
  if (set(env, "AWS_ACCESS_KEY_ID") && set(env, "AWS_SECRET_ACCESS_KEY")) sources.push("environment");
  if (set(env, "AWS_PROFILE")) sources.push("profile");
  if (set(env, "AWS_WEB_IDENTITY_TOKEN_FILE") && set(env, "AWS_ROLE_ARN")) sources.push("web-identity");
  if (set(env, "AWS_CONTAINER_CREDENTIALS_RELATIVE_URI") || set(env, "AWS_CONTAINER_CREDENTIALS_FULL_URI"))
    sources.push("container");
  if (hints.sharedCredentialsFileExists === true || hints.sharedConfigFileExists === true) sources.push("shared-files");
  if (sources.length > 0) return { available: true, sources };
  // The SDK would still try the EC2 instance metadata service, unless it is disabled.
  const imdsDisabled = env["AWS_EC2_METADATA_DISABLED"]?.toLowerCase() === "true";
  return { available: imdsDisabled ? false : "unknown", sources };
}

/** Shorthand: a credential source is configured (an instance role does not count). */
export function hasAwsCredentials(hints: CredentialHints): boolean {
  return checkAwsCredentials(hints).available === true;
}
