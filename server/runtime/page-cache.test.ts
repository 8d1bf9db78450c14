import { describe, expect, it } from "vitest";
import {
  acceptsGzip,
  dayOf,
  estimateCacheKey,
  estimateEntry,
  MAX_ENTRY_BYTES,
  pageCacheKey,
  pageEntry,
  pageWithNonce,
  PageStore,
  responseHead,
} from "./page-cache";

const NOW = new Date("2026-11-24T14:00:00Z");
const NONCE = "DeNm8+UQGbodCEF6APt8Tw==";
const CSP = `default-src 'self'; script-src 'self' 'nonce-${NONCE}'`;

/** A request as Node parses it: `headers` by lower-case name, `rawHeaders` as sent. */
function request(url: string, headers: Record<string, string> = {}, method = "GET") {
  const all: Record<string, string> = { host: "127.0.0.1:3000", "user-agent": "Mozilla/5.0", ...headers };
  return { method, url, headers: all, rawHeaders: Object.entries(all).flat() };
}

function rendered(body: string, headers: Record<string, string | string[]> = {}, statusCode = 200) {
  return {
    generation: "7",
    statusCode,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": CSP,
      link: `</a.css>; rel=preload; nonce="${NONCE}"`,
      ...headers,
    },
    body: Buffer.from(body),
  };
}

describe("pageCacheKey", () => {
  it("keys the three pages by day, host, forwarded host and protocol, user agent and address", () => {
    const key = pageCacheKey(request("/compare?workload=a"), NOW);
    expect(key).toBe(["2026-11-24", "127.0.0.1:3000", "", "", "Mozilla/5.0", "/compare?workload=a"].join("\n"));
    expect(pageCacheKey(request("/advisor/results?x=1"), NOW)).not.toBeNull();
    expect(pageCacheKey(request("/r/9MTWKBlnKvmoQsI2"), NOW)).not.toBeNull();
    expect(pageCacheKey(request("/compare"), new Date("2026-11-25T00:00:01Z"))).not.toBe(
      pageCacheKey(request("/compare"), NOW),
    );
    expect(pageCacheKey(request("/compare", { "user-agent": "Googlebot/2.1" }), NOW)).not.toBe(
      pageCacheKey(request("/compare"), NOW),
    );
  });

  it("leaves every other page, method and Next.js navigation request to the renderer", () => {
    for (const url of [
      "/",
      "/results",
      "/prices",
      "/compare/x",
      "/r/a/b",
      "/r/%ff",
      "/api/v1/estimate",
      "/compare?_rsc=1x2",
    ])
      expect(pageCacheKey(request(url), NOW)).toBeNull();
    expect(pageCacheKey(request("/compare", {}, "HEAD"), NOW)).toBeNull();
    expect(pageCacheKey(request("/compare", {}, "POST"), NOW)).toBeNull();
    for (const header of [
      "rsc",
      "next-router-state-tree",
      "next-router-prefetch",
      "next-router-segment-prefetch",
      "next-action",
      "next-url",
    ]) {
      expect(pageCacheKey(request("/compare", { [header]: "1" }), NOW)).toBeNull();
    }
  });

  it("never keys a request with a cookie: cookies are how a page becomes personal (owned uploads)", () => {
    expect(pageCacheKey(request("/compare", { cookie: "owned_uploads=abc" }), NOW)).toBeNull();
    expect(pageCacheKey(request("/compare", { cookie: "anything=1" }), NOW)).toBeNull();
  });
});

describe("pageEntry and pageWithNonce", () => {
  const markup = `<html><script nonce="${NONCE}">a</script><script nonce="${NONCE}" src="/b.js"></script></html>`;

  it("gives every copy a new nonce in the policy, the Link header and the markup, and nothing else changes", () => {
    const entry = pageEntry(
      rendered(markup, { vary: "rsc, Accept-Encoding", date: "old", "content-length": "1", "x-page-cache": "miss" }),
    );
    expect(entry).not.toBeNull();
    const fresh = "AAAAAAAAAAAAAAAAAAAAAA==";
    const page = pageWithNonce(entry!, fresh);
    expect(page.body.toString()).toBe(markup.split(NONCE).join(fresh));
    expect(Object.fromEntries(page.headers)).toEqual({
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": CSP.replace(NONCE, fresh),
      link: `</a.css>; rel=preload; nonce="${fresh}"`,
      vary: "rsc, Accept-Encoding",
    });
  });

  it("keeps multi-byte text intact around the nonce", () => {
    const text = `<p>€ 1 · naïve</p><script nonce="${NONCE}"></script>ü`;
    expect(pageWithNonce(pageEntry(rendered(text))!, NONCE).body.toString()).toBe(text);
  });

  it("keeps only 200 HTML pages that set no cookie, carry a nonce and fit", () => {
    expect(pageEntry(rendered(markup, {}, 404))).toBeNull();
    expect(pageEntry(rendered(markup, { "set-cookie": ["owned_uploads=x"] }))).toBeNull();
    expect(pageEntry(rendered(markup, { "content-type": "application/json" }))).toBeNull();
    expect(pageEntry(rendered(markup, { "content-security-policy": "default-src 'self'" }))).toBeNull();
    expect(pageEntry(rendered("x".repeat(MAX_ENTRY_BYTES + 1)))).toBeNull();
  });
});

describe("estimateCacheKey and estimateEntry", () => {
  const BODY = Buffer.from('{"workload":{"region":"us-east-1"}}');
  const post = (headers: Record<string, string> = {}) =>
    request("/api/v1/estimate", { "content-type": "application/json", ...headers }, "POST");

  it("keys an estimate by day, every header that could change the answer, and the body's bytes", () => {
    const key = estimateCacheKey(post(), BODY, NOW);
    expect(key).not.toBeNull();
    expect(estimateCacheKey(post(), Buffer.from(`${BODY.toString()} `), NOW)).not.toBe(key);
    expect(estimateCacheKey(post(), BODY, new Date("2026-11-25T00:00:01Z"))).not.toBe(key);
    const differing: Record<string, string>[] = [
      { "content-type": "text/plain" },
      { origin: "https://other.example" },
      { "sec-fetch-site": "cross-site" },
      { "x-forwarded-host": "a.example" },
    ];
    for (const header of differing) {
      expect(estimateCacheKey(post(header), BODY, NOW)).not.toBe(key);
    }
  });

  it("leaves out the connection and the client's identity, and keys no cookie, other path or method", () => {
    const key = estimateCacheKey(post(), BODY, NOW);
    const client = {
      connection: "keep-alive",
      "content-length": "35",
      "accept-encoding": "gzip",
      "x-storage-advisor-peer": "secret 10.0.0.7",
      "x-forwarded-for": "10.0.0.7",
      "x-real-ip": "10.0.0.7",
    };
    expect(estimateCacheKey(post(client), BODY, NOW)).toBe(key);
    expect(estimateCacheKey(post({ cookie: "owned_uploads=t1" }), BODY, NOW)).toBeNull();
    expect(estimateCacheKey(request("/api/v1/estimate?x=1", {}, "POST"), BODY, NOW)).toBeNull();
    expect(estimateCacheKey(request("/api/v1/results", {}, "POST"), BODY, NOW)).toBeNull();
    expect(estimateCacheKey(request("/api/v1/estimate"), BODY, NOW)).toBeNull();
  });

  it("keys the headers as the client sent them: repeats count, its own peer header does not", () => {
    const key = estimateCacheKey(post(), BODY, NOW);
    const repeated = post();
    repeated.rawHeaders.push("content-type", "text/plain");
    expect(estimateCacheKey(repeated, BODY, NOW)).not.toBe(key);
    const peer = post();
    peer.rawHeaders.push("X-Storage-Advisor-Peer", "forged 10.9.9.9", "X-Forwarded-For", "10.9.9.9");
    expect(estimateCacheKey(peer, BODY, NOW)).toBe(key);
    // The same headers in another case or order are another key: a miss, never a wrong answer.
    const cased = post();
    cased.rawHeaders[0] = "Host";
    expect(estimateCacheKey(cased, BODY, NOW)).not.toBe(key);
  });

  it("serves a copy's headers in one list: the stored ones with the new nonce, then length and status", () => {
    const entry = estimateEntry({
      generation: "7",
      statusCode: 200,
      headers: { "content-type": "application/json", "content-security-policy": CSP, vary: "rsc" },
      body: BODY,
    })!;
    expect(responseHead(entry, "fresh", 35, false)).toEqual([
      "content-type",
      "application/json",
      "content-security-policy",
      CSP.replace(NONCE, "fresh"),
      "vary",
      "rsc",
      "content-length",
      "35",
      "x-page-cache",
      "hit",
    ]);
    expect(responseHead(entry, "other", 20, true).slice(2, 4)).toEqual([
      "content-security-policy",
      CSP.replace(NONCE, "other"),
    ]);
    expect(responseHead(entry, "other", 20, true).slice(6)).toEqual([
      "content-encoding",
      "gzip",
      "content-length",
      "20",
      "x-page-cache",
      "hit",
    ]);
    // Each copy builds its own list: the stored one is never changed.
    expect(entry.head[3]).toBe(CSP.replace(NONCE, "\0"));
    const page = pageEntry(rendered('<script nonce="' + NONCE + '"></script>'))!;
    expect(Object.fromEntries(chunk(responseHead(page, "n2", 1, false)))).toEqual({
      ...Object.fromEntries(pageWithNonce(page, "n2").headers),
      "content-length": "1",
      "x-page-cache": "hit",
    });
  });

  it("keeps 200 JSON answers with a fresh nonce per copy and the body as it was", () => {
    const answer = {
      generation: "7",
      statusCode: 200,
      headers: { "content-type": "application/json", "content-security-policy": CSP, "set-cookie": undefined },
      body: BODY,
    };
    const entry = estimateEntry(answer)!;
    const copy = pageWithNonce(entry, "fresh");
    expect(copy.body).toBe(BODY);
    expect(Object.fromEntries(copy.headers)["content-security-policy"]).toBe(CSP.replace(NONCE, "fresh"));
    expect(estimateEntry({ ...answer, statusCode: 400 })).toBeNull();
    expect(estimateEntry({ ...answer, headers: { ...answer.headers, "content-type": "text/html" } })).toBeNull();
    expect(estimateEntry({ ...answer, headers: { ...answer.headers, "set-cookie": "a=b" } as never })).toBeNull();
    expect(estimateEntry({ ...answer, headers: { "content-type": "application/json" } })?.headers).toEqual([
      ["content-type", "application/json"],
    ]);
  });
});

/** [a, b, c, d] as [[a, b], [c, d]]. */
function chunk(flat: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < flat.length; i += 2) pairs.push([flat[i]!, flat[i + 1]!]);
  return pairs;
}

describe("dayOf", () => {
  it("gives the UTC day of the clock, across midnight and when the clock goes back", () => {
    let now = Date.parse("2026-11-24T23:59:59.999Z");
    const today = dayOf(() => now);
    expect(today()).toBe("2026-11-24");
    now += 1;
    expect(today()).toBe("2026-11-25");
    now = Date.parse("2026-11-25T13:00:00Z");
    expect(today()).toBe("2026-11-25");
    now = Date.parse("2026-11-24T12:00:00Z");
    expect(today()).toBe("2026-11-24");
  });
});

describe("PageStore", () => {
  const entry = (generation: string, bytes: number) => ({ ...pageEntry(rendered("x".repeat(bytes)))!, generation });

  it("answers an entry only at the generation it was rendered at, and drops it otherwise", () => {
    const store = new PageStore(1_000);
    store.set("a", entry("7", 100));
    expect(store.get("a", "7")?.generation).toBe("7");
    expect(store.get("a", "8")).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it("stays within its bytes, dropping the least recently used first", () => {
    const store = new PageStore(300);
    store.set("a", entry("1", 100));
    store.set("b", entry("1", 100));
    store.set("c", entry("1", 100));
    store.get("a", "1");
    store.set("d", entry("1", 100));
    expect([...store.entries.keys()]).toEqual(["c", "a", "d"]);
    expect(store.bytes).toBe(300);
    store.set("e", entry("1", 301));
    expect(store.entries.has("e")).toBe(false);
  });
});

describe("acceptsGzip", () => {
  it("reads Accept-Encoding as browsers and curl send it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
