import { describe, expect, it } from "vitest";
import { parseEnv } from "@/server/env";
import { publicUrl } from "./public-url";

const request = (headers: Record<string, string>, url = "http://0.0.0.0:3000/api/v1/recommendations") =>
  new Request(url, { headers });
const off = { TRUST_PROXY: false };
const on = { TRUST_PROXY: true };

describe("share link URLs", () => {
  it("use the Host the client asked for, never the bind address 0.0.0.0", () => {
    expect(publicUrl("/r/abc", request({ host: "advisor.internal:3000" }), off)).toBe(
      "http://advisor.internal:3000/r/abc",
    );
    expect(publicUrl("/r/abc", request({}), off)).toBe("http://localhost:3000/r/abc");
    expect(publicUrl("/r/abc", request({ host: "0.0.0.0:3000" }), off)).toBe("http://localhost:3000/r/abc");
  });

  it("ignore X-Forwarded-Host and -Proto unless TRUST_PROXY is set", () => {
    const headers = { host: "10.0.0.5:3000", "x-forwarded-host": "advisor.example.com", "x-forwarded-proto": "https" };
    expect(publicUrl("/r/abc", request(headers), off)).toBe("http://10.0.0.5:3000/r/abc");
    expect(publicUrl("/r/abc", request(headers), on)).toBe("https://advisor.example.com/r/abc");
  });

  it("take the first proxy's values and refuse hosts that are not hosts", () => {
    expect(
      publicUrl(
        "/r/abc",
        request({ host: "a:1", "x-forwarded-host": "advisor.example.com, inner", "x-forwarded-proto": "https,http" }),
        on,
      ),
    ).toBe("https://advisor.example.com/r/abc");
    expect(
      publicUrl(
        "/r/abc",
        request({ host: "a:1", "x-forwarded-host": "evil.com/path@x", "x-forwarded-proto": "javascript" }),
        on,
      ),
    ).toBe("http://a:1/r/abc");
  });

  it("use PUBLIC_URL, with its path prefix, over anything the request says", () => {
    const env = parseEnv({ PUBLIC_URL: "https://tools.example.com/advisor/", TRUST_PROXY: "yes" });
    expect(env.PUBLIC_URL).toBe("https://tools.example.com/advisor");
    expect(publicUrl("/r/abc", request({ host: "x", "x-forwarded-host": "y" }), env)).toBe(
      "https://tools.example.com/advisor/r/abc",
    );
  });

  it("PUBLIC_URL and TRUST_PROXY are validated at start", () => {
    expect(() => parseEnv({ PUBLIC_URL: "ftp://x" })).toThrow(/PUBLIC_URL: must be an http/);
    expect(() => parseEnv({ PUBLIC_URL: "http://0.0.0.0:3000" })).toThrow(/not 0.0.0.0/);
    expect(() => parseEnv({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY: must be true or false/);
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
  });
});
