import { describe, expect, it } from "vitest";
import {
  controlCharactersIn,
  crossOriginRefusal,
  hostRefusal,
  isMalformedPath,
  isPageMethod,
  strictTransportSecurity,
} from "./request-guards";

const off = { TRUST_PROXY: false as const };
const post = (headers: Record<string, string>, method = "POST") =>
  new Request("http://0.0.0.0:3000/api/v1/recommendations", {
    method,
    headers: { host: "advisor.test:3000", ...headers },
  });

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
    expect(crossOriginRefusal(post({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }), off)).toMatch(
      /evil\.example/,
    );
    expect(crossOriginRefusal(post({ origin: "https://evil.example" }), off)).not.toBeNull();
    expect(crossOriginRefusal(post({ origin: "null" }), off)).not.toBeNull();
    expect(crossOriginRefusal(post({ "sec-fetch-site": "same-site" }), off)).not.toBeNull();
  });

  it("accepts its own origin, PUBLIC_URL's, browsers saying same-origin, and clients without an Origin", () => {
    expect(crossOriginRefusal(post({ origin: "http://advisor.test:3000" }), off)).toBeNull();
    expect(
      crossOriginRefusal(post({ origin: "https://advisor.example.com" }), {
        ...off,
        PUBLIC_URL: "https://advisor.example.com/sub",
      }),
    ).toBeNull();
    expect(
      crossOriginRefusal(post({ origin: "https://advisor.example.com", "sec-fetch-site": "same-origin" }), off),
    ).toBeNull();
    expect(crossOriginRefusal(post({}), off)).toBeNull();
    // Reads are never refused.
    expect(crossOriginRefusal(post({ origin: "https://evil.example" }, "GET"), off)).toBeNull();
  });

  it("behind a trusted proxy, the forwarded host and scheme are the app's own origin", () => {
    const request = post({
      origin: "https://advisor.example.com",
      "x-forwarded-host": "advisor.example.com",
      "x-forwarded-proto": "https",
    });
    expect(crossOriginRefusal(request, { TRUST_PROXY: { hops: 1 } })).toBeNull();
    expect(crossOriginRefusal(request, off)).not.toBeNull();
  });
});

describe("control characters in the address", () => {
  it("names where a NUL or another control character sits once decoded", () => {
    expect(controlCharactersIn(new URL("http://a.test/datasets/%00"))).toBe("the address");
    expect(controlCharactersIn(new URL("http://a.test/api/v1/prices/diff?from=a%00b"))).toBe(
      'the query parameter "from"',
    );
    expect(controlCharactersIn(new URL("http://a.test/compare?x%0Ay=1"))).toBe("a query parameter's name");
    expect(controlCharactersIn(new URL("http://a.test/prices?snapshot=%7F"))).toBe('the query parameter "snapshot"');
  });

  it("lets ordinary addresses through, spaces and non-ASCII included", () => {
    expect(controlCharactersIn(new URL("http://a.test/compare?workload=custom&gib=1%2C5&name=a%20b%C3%A9"))).toBeNull();
    expect(controlCharactersIn(new URL("http://a.test/r/abc_DEF-123"))).toBeNull();
  });
});

describe("page methods", () => {
  it("are GET and HEAD only", () => {
    expect(["GET", "head"].every(isPageMethod)).toBe(true);
    expect(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"].some(isPageMethod)).toBe(false);
  });
});

describe("the Host allow-list", () => {
  const get = (host: string, headers: Record<string, string> = {}) =>
    new Request("http://0.0.0.0:3000/r/abc", { headers: { host, ...headers } });
  const publicUrl = { PUBLIC_URL: "https://advisor.example.com", TRUST_PROXY: false as const };

  it("is off without PUBLIC_URL", () => {
    expect(hostRefusal(get("evil.example"), off)).toBeNull();
  });

  it("with PUBLIC_URL, refuses any other Host but loopback names, in words", () => {
    expect(hostRefusal(get("advisor.example.com"), publicUrl)).toBeNull();
    expect(hostRefusal(get("ADVISOR.example.com:443"), publicUrl)).toBeNull();
    expect(hostRefusal(get("127.0.0.1:3000"), publicUrl)).toBeNull();
    expect(hostRefusal(get("localhost"), publicUrl)).toBeNull();
    expect(hostRefusal(get("evil.example"), publicUrl)).toBe(
      'This server answers for advisor.example.com, not for "evil.example": use https://advisor.example.com.',
    );
  });

  it("checks the forwarded host only behind a trusted proxy", () => {
    expect(hostRefusal(get("127.0.0.1", { "x-forwarded-host": "evil.example" }), publicUrl)).toBeNull();
    expect(
      hostRefusal(get("127.0.0.1", { "x-forwarded-host": "evil.example" }), { ...publicUrl, TRUST_PROXY: true }),
    ).toMatch(/not for "evil\.example"/);
  });
});

describe("HSTS", () => {
  it("is sent only when PUBLIC_URL is https", () => {
    expect(strictTransportSecurity({ PUBLIC_URL: "https://advisor.example.com", TRUST_PROXY: false })).toBe(
      "max-age=31536000",
    );
    expect(strictTransportSecurity({ PUBLIC_URL: "http://advisor.internal", TRUST_PROXY: false })).toBeNull();
    expect(strictTransportSecurity(off)).toBeNull();
  });
});
