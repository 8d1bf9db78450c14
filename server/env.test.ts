import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies defaults to an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.EMBEDDED_DB_DIR).toBe(".data/pglite");
    expect(env.PRICE_REFRESH_INTERVAL_HOURS).toBe(0);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", ADMIN_TOKEN: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable in one readable error", () => {
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_TOKEN: "short" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL: must be a postgres/);
      expect(message).toMatch(/ADMIN_TOKEN: must be at least 16 characters/);
    }
  });

  it("accepts a real configuration", () => {
    const env = parseEnv({
      DATABASE_URL: "postgresql://u@127.0.0.1:5432/db",
      PORT: "8080",
      ADMIN_TOKEN: "a".repeat(32),
    });
    expect(env.PORT).toBe(8080);
    expect(env.ADMIN_TOKEN).toHaveLength(32);
  });
});
