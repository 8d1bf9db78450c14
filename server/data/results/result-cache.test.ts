import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { bookFingerprint, digest, LruCache } from "./result-cache";

describe("LruCache", () => {
  it("keeps at most max entries, dropping the least recently used", () => {
    const cache = new LruCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1); // a is now the most recent
    cache.set("c", 3);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });
});

describe("keys", () => {
  it("a book's fingerprint follows its prices, not the object", () => {
    const a = bundledPriceBook("us-east-2")!;
    const b = bundledPriceBook("us-east-2")!;
    expect(bookFingerprint(a)).toBe(bookFingerprint({ ...b }));
    const key = Object.keys(a.prices)[0] as keyof typeof a.prices;
    const changed = { ...a, prices: { ...a.prices, [key]: { ...a.prices[key]!, usd: "999" } } };
    expect(bookFingerprint(changed)).not.toBe(bookFingerprint(a));
    expect(bookFingerprint(bundledPriceBook("us-east-1")!)).not.toBe(bookFingerprint(a));
  });

  it("digest is stable for equal JSON", () => {
    expect(digest({ a: 1, b: [2] })).toBe(digest({ a: 1, b: [2] }));
    expect(digest({ a: 1 })).not.toBe(digest({ a: 2 }));
  });
});
