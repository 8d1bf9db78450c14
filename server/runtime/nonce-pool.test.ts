import { describe, expect, it } from "vitest";
import { noncePool } from "./nonce-pool";

describe("noncePool", () => {
  it("hands out 128-bit base64 nonces, none twice, across refills of its block", () => {
    const next = noncePool();
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const nonce = next();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(2_000);
  });

  it("gives two pools different nonces", () => {
    const a = noncePool();
    const b = noncePool();
    expect(a()).not.toBe(b());
  });
});
