import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ChartTemplate, TimelineRecorder, VertexBuffer } from "./credits";

/** A day's vertices: times that mostly grow (repeats and small steps back included), balances with ties. */
const stepArb = fc.oneof(fc.constant(0), fc.double({ min: 0, max: 20_000, noNaN: true }), fc.double({ min: -500, max: 0, noNaN: true }));
const dayArb = fc.array(fc.record({ dt: stepArb, balance: fc.integer({ min: 0, max: 6 }) }), {
  maxLength: 300,
});

describe("TimelineRecorder", () => {
  it("charts a shifted template exactly as adding its vertices one by one", () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 10, max: 400 }), fc.double({ min: 0, max: 86_400, noNaN: true }), (day, days, points, start) => {
        const vertices = new VertexBuffer();
        let t = start;
        for (const v of day) vertices.push((t += v.dt), v.balance);
        const period = days * 86_400;
        const bulk = new TimelineRecorder(period, points, 1);
        const single = new TimelineRecorder(period, points, 1);
        const template = new ChartTemplate(vertices);
        for (let d = 0; d < days; d++) {
          bulk.addShifted(template, d * 86_400);
          for (let i = 0; i < vertices.length; i++) single.add(vertices.t[i]! + d * 86_400, vertices.balance[i]!);
        }
        expect(bulk.points()).toEqual(single.points());
      }),
      { numRuns: 500, seed: 18 },
    );
  });
});
