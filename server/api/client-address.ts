import { BlockList, isIP } from "node:net";
import type { TrustProxy } from "@/server/env";

/**
 * Who is asking, for rate limits: an address a client cannot choose.
 *
 * The socket's address comes from server/runtime/web-server.ts (started by
 * scripts/next-server.mjs) in `x-storage-advisor-peer` ("<per-process secret> <address>"). Without TRUST_PROXY that address is the client.
 * With TRUST_PROXY the chain is X-Forwarded-For's entries followed by the socket
 * address, read from the right: `{hops: n}` skips the n nearest entries (the proxies),
 * `{cidrs}` skips entries inside the proxies' ranges. An entry further left than that was
 * written by the client itself and is never used.
 *
 * Requests that carry no valid peer header were not served by next-server.mjs: a bare
 * `next start` (Next.js fills X-Forwarded-For from the socket only when the client sent
 * none, so its last entry is the best there is), or an in-process call (tests, benches),
 * which is LOCAL_CLIENT and not limited.
 */
export const PEER_HEADER = "x-storage-advisor-peer";
export const LOCAL_CLIENT = "local";
/** Longest address kept as a key: an IPv6 address with a zone fits; anything longer is cut. */
const MAX_CLIENT_KEY_CHARS = 64;

export interface ClientAddressSettings {
  TRUST_PROXY: TrustProxy;
  STORAGE_ADVISOR_PEER_SECRET?: string | undefined;
}

/** "::ffff:10.0.0.1" is IPv4 10.0.0.1 on a dual-stack socket. */
function normalise(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  return (mapped ? mapped[1]! : trimmed).slice(0, MAX_CLIENT_KEY_CHARS);
}

function forwardedChain(headers: Headers): string[] {
  return (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map(normalise);
}

function peerOf(headers: Headers, secret: string | undefined): string | null {
  const value = headers.get(PEER_HEADER);
  if (!value || !secret) return null;
  const space = value.indexOf(" ");
  if (space < 0 || value.slice(0, space) !== secret) return null;
  const address = value.slice(space + 1).trim();
  return address === "" ? null : normalise(address);
}

const blockLists = new Map<string, BlockList>();

function trustedRanges(cidrs: string[]): BlockList {
  const key = cidrs.join(",");
  let list = blockLists.get(key);
  if (!list) {
    list = new BlockList();
    for (const cidr of cidrs) {
      const [address = "", prefix] = cidr.split("/");
      const family = isIP(address) === 6 ? "ipv6" : "ipv4";
      if (prefix === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(prefix), family);
    }
    blockLists.set(key, list);
  }
  return list;
}

function inRanges(list: BlockList, address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** The client address of `chain` (nearest last) under the trust setting. */
export function pickClient(chain: string[], trust: TrustProxy): string {
  if (chain.length === 0) return LOCAL_CLIENT;
  if (trust === false) return chain[chain.length - 1]!;
  if ("hops" in trust) return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  const list = trustedRanges(trust.cidrs);
  for (let i = chain.length - 1; i >= 0; i--) if (!inRanges(list, chain[i]!)) return chain[i]!;
  return chain[0]!;
}

export function clientAddress(headers: Headers, settings: ClientAddressSettings): string {
  const peer = peerOf(headers, settings.STORAGE_ADVISOR_PEER_SECRET);
  const forwarded = forwardedChain(headers);
  if (peer === null) {
    // Not served by next-server.mjs: the last forwarded entry stands in for the socket.
    if (forwarded.length === 0) {
      const real = headers.get("x-real-ip")?.trim();
      return real ? normalise(real) : LOCAL_CLIENT;
    }
    return pickClient(forwarded, settings.TRUST_PROXY === false ? false : settings.TRUST_PROXY);
  }
  if (settings.TRUST_PROXY === false) return peer;
  return pickClient([...forwarded, peer], settings.TRUST_PROXY);
}
