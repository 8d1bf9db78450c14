import { describe, expect, it } from "vitest";
import { frontierSteps, paretoFrontier, priceableFrontier } from "./pareto";

const p = (id: string, durationSecondsPerDay: number, monthlyCostUsd: number, priceStatus = "priced") => ({
  id,
  durationSecondsPerDay,
  monthlyCostUsd,
  priceStatus,
});

describe("paretoFrontier", () => {
  it("keeps the points nothing beats on both cost and time, fastest first", () => {
    const points = [
      p("slow-cheap", 4000, 16),
      p("fast-dear", 300, 3101),
      p("middle", 1000, 91),
      p("dominated", 1200, 300),
      p("fast-cheaper", 400, 477),
    ];
    expect(paretoFrontier(points).map((x) => x.id)).toEqual(["fast-dear", "fast-cheaper", "middle", "slow-cheap"]);
  });

  it("keeps only the cheapest of equally fast points and the first of identical ones", () => {
    const points = [p("a", 100, 50), p("b", 100, 40), p("c", 100, 40), p("d", 200, 40)];
    expect(paretoFrontier(points).map((x) => x.id)).toEqual(["b"]);
  });

  it("leaves out points that have no place on a log chart", () => {
    expect(paretoFrontier([p("zero-cost", 10, 0), p("zero-time", 0, 5), p("ok", 20, 5)]).map((x) => x.id)).toEqual([
      "ok",
    ]);
    expect(paretoFrontier([])).toEqual([]);
  });

  it("never lets an incomplete (unpriced) cost onto the frontier", () => {
    expect(priceableFrontier([p("unpriced", 100, 1, "missing"), p("priced", 200, 50)]).map((x) => x.id)).toEqual([
      "priced",
    ]);
  });

  it("has no point dominated by another (property over random points)", () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 50; round += 1) {
      const points = Array.from({ length: 40 }, (_, i) =>
        p(String(i), 1 + Math.floor(random() * 50), 1 + Math.floor(random() * 50)),
      );
      const frontier = paretoFrontier(points);
      for (const f of frontier) {
        expect(
          points.some(
            (q) =>
              q.durationSecondsPerDay <= f.durationSecondsPerDay &&
              q.monthlyCostUsd <= f.monthlyCostUsd &&
              (q.durationSecondsPerDay < f.durationSecondsPerDay || q.monthlyCostUsd < f.monthlyCostUsd),
          ),
        ).toBe(false);
      }
      for (const q of points) {
        const onIt = frontier.includes(q);
        const beaten = points.some(
          (r) => r.durationSecondsPerDay <= q.durationSecondsPerDay && r.monthlyCostUsd <= q.monthlyCostUsd && r !== q,
        );
        if (!onIt) expect(beaten).toBe(true);
      }
    }
  });
});

describe("frontierSteps", () => {
  it("runs right at the old cost, then down to the next point's cost", () => {
    expect(frontierSteps([p("a", 10, 100), p("b", 20, 50), p("c", 40, 10)])).toEqual([
      { x: 10, y: 100 },
      { x: 20, y: 100 },
      { x: 20, y: 50 },
      { x: 40, y: 50 },
      { x: 40, y: 10 },
    ]);
  });
});
