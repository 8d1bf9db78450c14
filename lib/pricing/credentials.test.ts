import { describe, expect, it } from "vitest";
import { checkAwsCredentials, hasAwsCredentials } from "./credentials";

describe("checkAwsCredentials", () => {
  it("sees keys in the environment the caller passes", () => {
    const env = { AWS_ACCESS_KEY_ID: "AKID", AWS_SECRET_ACCESS_KEY: "secret" };
    expect(checkAwsCredentials({ env })).toEqual({ available: true, sources: ["environment"] });
    expect(hasAwsCredentials({ env })).toBe(true);
  });

  it("counts profiles, web identity, container credentials and shared files", () => {
    expect(checkAwsCredentials({ env: { AWS_PROFILE: "dev" } }).sources).toEqual(["profile"]);
    expect(
      checkAwsCredentials({ env: { AWS_WEB_IDENTITY_TOKEN_FILE: "/t", AWS_ROLE_ARN: "arn:aws:iam::1:role/r" } })
        .sources,
    ).toEqual(["web-identity"]);
    expect(checkAwsCredentials({ env: { AWS_CONTAINER_CREDENTIALS_RELATIVE_URI: "/v2/creds" } }).sources).toEqual([
      "container",
    ]);
    expect(checkAwsCredentials({ env: {}, sharedCredentialsFileExists: true }).sources).toEqual(["shared-files"]);
  });

  it("says unknown, not no, when only an instance role could help", () => {
    expect(checkAwsCredentials({ env: { AWS_ACCESS_KEY_ID: "AKID" } })).toEqual({ available: "unknown", sources: [] });
    expect(checkAwsCredentials({ env: { AWS_EC2_METADATA_DISABLED: "true" } }).available).toBe(false);
    expect(hasAwsCredentials({ env: {} })).toBe(false);
  });
});
