import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { log2Histogram, percentileRankThreshold, percentilesFromBins, platIdxToVal } from "./percentiles";

describe("fio's bucket values", () => {
  it("matches stat.c's plat_idx_to_val", () => {
    expect(platIdxToVal(0)).toBe(0);
    expect(platIdxToVal(127)).toBe(127);
    expect(platIdxToVal(128)).toBe(129); // base 128, bucket width 2, midpoint
    expect(platIdxToVal(191)).toBe(255);
    expect(platIdxToVal(192)).toBe(258); // base 256, width 4
    expect(platIdxToVal(1855)).toBe(2 ** 33 + 63.5 * 2 ** 27); // the last fio 3.x bucket
    expect(platIdxToVal(1855)).toBe(17112760320); // fio_jsonplus_clat2csv's largest latency
  });

  it("bucket values are what fio writes as json+ bin keys (sample from fio 3.33 output)", () => {
    const keys = [1096, 1176, 1240, 1256, 1288, 1320, 1352, 1368, 1384, 1416];
    const all = new Set(Array.from({ length: 1856 }, (_, i) => platIdxToVal(i)));
    for (const k of keys) expect(all.has(k)).toBe(true);
  });
});

describe("fio's percentile rule", () => {
  it("threshold is exact: 99.9 (a double slightly above 99.9) of 1000 needs all 1000 samples", () => {
    expect(percentileRankThreshold(99.9, 1000)).toBe(1000);
    expect(percentileRankThreshold(50, 1000)).toBe(500);
    expect(percentileRankThreshold(50, 1001)).toBe(501);
    expect(percentileRankThreshold(99, 100)).toBe(99);
    expect(percentileRankThreshold(1, 5)).toBe(1);
  });

  it("threshold equals the exact rational ceiling (the double fast path and the BigInt path agree)", () => {
    // ceil(p * N / 100) with p taken exactly as the double it is: p = m / 2^k.
    const exact = (p: number, n: number): number => {
      let m = p;
      let k = 0n;
      while (!Number.isInteger(m)) {
        m *= 2;
        k++;
      }
      const num = BigInt(m) * BigInt(n);
      const den = 100n << k;
      return Number((num + den - 1n) / den);
    };
    const percentile = fc.oneof(
      fc.constantFrom(1, 5, 10, 50, 90, 99, 99.5, 99.9, 99.95, 99.99, 100),
      fc.double({ min: 1e-6, max: 100, noNaN: true }),
    );
    const samples = fc.oneof(
      fc.integer({ min: 1, max: 10_000 }),
      fc.integer({ min: 1, max: 2 ** 45 }),
      fc.constantFrom(1000, 10 ** 6, 10 ** 9, 10 ** 12),
    );
    fc.assert(
      fc.property(percentile, samples, (p, n) => {
        expect(percentileRankThreshold(p, n)).toBe(exact(p, n));
      }),
      { numRuns: 2000 },
    );
  });

  it("first bucket whose cumulative count reaches p/100*N, no interpolation", () => {
    const bins = [
      [100, 5],
      [200, 4],
      [300, 1],
    ] as const;
    expect(percentilesFromBins(bins, [1, 50, 90, 95, 99.9, 100])).toEqual([100, 100, 200, 300, 300, 300]);
  });

  it("null when fio could not have computed it (N larger than the bins)", () => {
    expect(percentilesFromBins([[100, 5]], [50, 99], 8)).toEqual([100, null]);
    expect(percentilesFromBins([], [50])).toEqual([null]);
  });
});

describe("log2 histogram", () => {
  it("groups fio buckets into powers of two, contiguous", () => {
    const h = log2Histogram([
      [0, 1],
      [3, 2],
      [129, 4],
      [1000, 8],
    ]);
    expect(h[0]).toEqual({ lowerNs: 0, upperNs: 1, count: 1 });
    expect(h.find((b) => b.lowerNs === 2)).toEqual({ lowerNs: 2, upperNs: 4, count: 2 });
    expect(h.find((b) => b.lowerNs === 128)!.count).toBe(4);
    expect(h.find((b) => b.lowerNs === 512)!.count).toBe(8);
    expect(h.at(-1)!.upperNs).toBe(1024);
    expect(h.reduce((s, b) => s + b.count, 0)).toBe(15);
    for (let i = 1; i < h.length; i++) expect(h[i]!.lowerNs).toBe(h[i - 1]!.upperNs);
  });

  it("every fio bucket lies inside one power of two", () => {
    for (let idx = 128; idx < 1855; idx++) {
      const lo = platIdxToVal(idx);
      const k = Math.floor(Math.log2(lo));
      // The bucket's range is [midpoint - width/2, midpoint + width/2).
      const width = 2 ** (Math.floor(idx / 64) - 1);
      expect(Math.floor(Math.log2(lo - width / 2))).toBe(k);
      expect(Math.floor(Math.log2(lo + width / 2 - 1))).toBe(k);
    }
  });
});
