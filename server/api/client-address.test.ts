import { describe, expect, it } from "vitest";
import { LOCAL_CLIENT, PEER_HEADER, clientAddress, pickClient } from "./client-address";
import { parseEnv } from "@/server/env";

const SECRET = "s3cret";
const served = (peer: string, extra: Record<string, string> = {}) =>
  new Headers({ [PEER_HEADER]: `${SECRET} ${peer}`, ...extra });
const settings = (trust: string | undefined) => ({
  TRUST_PROXY: parseEnv(trust === undefined ? {} : { TRUST_PROXY: trust }).TRUST_PROXY,
  STORAGE_ADVISOR_PEER_SECRET: SECRET,
});

describe("client address", () => {
  it("is the socket address without TRUST_PROXY, whatever X-Forwarded-For says", () => {
    expect(clientAddress(served("203.0.113.9", { "x-forwarded-for": "1.2.3.4" }), settings(undefined))).toBe(
      "203.0.113.9",
    );
    expect(clientAddress(served("::ffff:127.0.0.1"), settings(undefined))).toBe("127.0.0.1");
  });

  it("ignores a peer header without the server's secret", () => {
    const forged = new Headers({ [PEER_HEADER]: "guess 9.9.9.9", "x-forwarded-for": "198.51.100.7" });
    expect(clientAddress(forged, settings(undefined))).toBe("198.51.100.7");
    expect(clientAddress(new Headers(), settings(undefined))).toBe(LOCAL_CLIENT);
  });

  it("TRUST_PROXY=true trusts one hop: the entry the proxy appended, never what the client wrote before it", () => {
    const headers = served("10.0.0.2", { "x-forwarded-for": "6.6.6.6, 203.0.113.5" });
    expect(clientAddress(headers, settings("true"))).toBe("203.0.113.5");
    expect(clientAddress(headers, settings("2"))).toBe("6.6.6.6");
    // No forwarded header at all: the peer is the client.
    expect(clientAddress(served("203.0.113.6"), settings("true"))).toBe("203.0.113.6");
  });

  it("TRUST_PROXY=<CIDRs> skips the proxies' addresses from the right", () => {
    const headers = served("10.0.0.2", { "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.1.2.3" });
    expect(clientAddress(headers, settings("10.0.0.0/8"))).toBe("203.0.113.5");
    expect(clientAddress(served("::1", { "x-forwarded-for": "2001:db8::7" }), settings("::1,127.0.0.1"))).toBe(
      "2001:db8::7",
    );
    // A direct client (not a proxy) is itself, even with a forged header.
    expect(clientAddress(served("198.51.100.1", { "x-forwarded-for": "1.1.1.1" }), settings("10.0.0.0/8"))).toBe(
      "198.51.100.1",
    );
  });

  it("pickClient stops at the leftmost entry", () => {
    expect(pickClient(["a"], { hops: 5 })).toBe("a");
    expect(pickClient([], false)).toBe(LOCAL_CLIENT);
  });

  it("TRUST_PROXY is validated at start", () => {
    expect(parseEnv({ TRUST_PROXY: "yes" }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, fd00::/8" }).TRUST_PROXY).toEqual({
      cidrs: ["10.0.0.0/8", "fd00::/8"],
    });
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY: must be true or false/);
  });
});
