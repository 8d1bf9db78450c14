import { describe, expect, it } from "vitest";
import {
  MAX_OWNED_UPLOADS,
  ownedTokensFromRequest,
  ownedUploadsSetCookie,
  parseOwnedTokens,
  withOwnedToken,
} from "./owned-uploads";
import { newOwnerToken } from "@/server/data/results/result-tokens";

const tokens = Array.from({ length: MAX_OWNED_UPLOADS + 5 }, () => newOwnerToken().token);
const off = { TRUST_PROXY: false as const };

describe("owned uploads cookie", () => {
  it("round-trips tokens, keeping the newest MAX_OWNED_UPLOADS under 4,096 bytes", () => {
    let owned: string[] = [];
    for (const t of tokens) owned = withOwnedToken(owned, t);
    expect(owned).toEqual(tokens.slice(-MAX_OWNED_UPLOADS));
    const header = ownedUploadsSetCookie(owned, new Request("http://127.0.0.1:3000/api/v1/results"), off);
    expect(header.length).toBeLessThan(4096);
    expect(header).toMatch(/HttpOnly; SameSite=Lax$/);
    const value = header.split(";")[0]!;
    expect(ownedTokensFromRequest(new Request("http://x/", { headers: { cookie: `a=b; ${value}; c=d` } }))).toEqual(
      owned,
    );
  });

  it("drops malformed parts and duplicates; Secure when the public address is https", () => {
    expect(parseOwnedTokens(`${tokens[0]}.not-a-token..${tokens[0]}.${tokens[1]}`)).toEqual([tokens[0], tokens[1]]);
    expect(parseOwnedTokens(undefined)).toEqual([]);
    const header = ownedUploadsSetCookie([tokens[0]!], new Request("http://10.0.0.1/"), {
      TRUST_PROXY: false,
      PUBLIC_URL: "https://advisor.example.com",
    });
    expect(header).toMatch(/; Secure$/);
  });
});
