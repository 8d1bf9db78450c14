import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERROR_CODES, isErrorCode, statusOf } from "./codes";

describe("error codes", () => {
  it("are snake_case, so the model, the parser and the API spell each one the same way", () => {
    for (const code of Object.keys(ERROR_CODES)) expect(code).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/);
  });

  it("answer with a client or server error status, never a success", () => {
    for (const { status } of Object.values(ERROR_CODES)) expect(status >= 400 && status <= 599).toBe(true);
    expect(statusOf("snapshot_not_found")).toBe(404);
    expect(statusOf("rate_limited")).toBe(429);
  });

  it("are a closed list", () => {
    expect(isErrorCode("not_found")).toBe(true);
    expect(isErrorCode("efs-max-io-with-elastic")).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
  });

  it("are each listed with their status in the README's API section", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    for (const [code, { status }] of Object.entries(ERROR_CODES))
      expect(readme).toContain(`| \`${code}\` | ${status} |`);
  });
});
