import { describe, expect, it } from "vitest";
import { crossOriginRefusal, isMalformedPath } from "./request-guards";

const off = { TRUST_PROXY: false as const };
const post = (headers: Record<string, string>, method = "POST") => new Request("http://0.0.0.0:3000/api/v1/recommendations", { method, headers: { host: "advisor.test:3000", ...headers } });

describe("malformed paths", () => {
  it("spots percent-encoding that cannot be decoded", () => {
    expect(isMalformedPath("/results/%ff")).toBe(true);
    expect(isMalformedPath("/api/v1/results/%ff%fe")).toBe(true);
    expect(isMalformedPath("/x/%e0%a4%a")).toBe(true);
    expect(isMalformedPath("/results/abc%20def")).toBe(false);
    expect(isMalformedPath("/prices/ebs.gp3.storage")).toBe(false);
  });
});

describe("cross-origin writes", () => {
  it("refuses another site's Origin, and a null Origin", () => {
    expect(crossOriginRefusal(post({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }), off)).toMatch(/evil\.example/);
    expect(crossOriginRefusal(post({ origin: "https://evil.example" }), off)).not.toBeNull();
    expect(crossOriginRefusal(post({ origin: "null" }), off)).not.toBeNull();
    expect(crossOriginRefusal(post({ "sec-fetch-site": "same-site" }), off)).not.toBeNull();
  });

  it("accepts its own origin, PUBLIC_URL's, browsers saying same-origin, and clients without an Origin", () => {
    expect(crossOriginRefusal(post({ origin: "http://advisor.test:3000" }), off)).toBeNull();
    expect(crossOriginRefusal(post({ origin: "https://advisor.example.com" }), { ...off, PUBLIC_URL: "https://advisor.example.com/sub" })).toBeNull();
    expect(crossOriginRefusal(post({ origin: "https://advisor.example.com", "sec-fetch-site": "same-origin" }), off)).toBeNull();
    expect(crossOriginRefusal(post({}), off)).toBeNull();
    // Reads are never refused.
    expect(crossOriginRefusal(post({ origin: "https://evil.example" }, "GET"), off)).toBeNull();
  });

  it("behind a trusted proxy, the forwarded host and scheme are the app's own origin", () => {
    const request = post({ origin: "https://advisor.example.com", "x-forwarded-host": "advisor.example.com", "x-forwarded-proto": "https" });
    expect(crossOriginRefusal(request, { TRUST_PROXY: { hops: 1 } })).toBeNull();
    expect(crossOriginRefusal(request, off)).not.toBeNull();
  });
});
