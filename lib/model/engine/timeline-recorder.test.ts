import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ChartTemplate } from "./chart-template";
import { TimelineRecorder } from "./timeline-recorder";
import { VertexBuffer } from "./credits";

/** A day's vertices: times that mostly grow (repeats and small steps back included), balances with ties. */
const stepArb = fc.oneof(
  fc.constant(0),
  fc.double({ min: 0, max: 20_000, noNaN: true }),
  fc.double({ min: -500, max: 0, noNaN: true }),
);
const dayArb = fc.array(fc.record({ dt: stepArb, balance: fc.integer({ min: 0, max: 6 }) }), {
  maxLength: 300,
});

/** A repeated cycle: where it starts and ends among the vertices, how often it repeats, how far apart, and vertices after it. */
const blockArb = fc.record({
  from: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
  length: fc.integer({ min: 1, max: 20 }),
  times: fc.integer({ min: 1, max: 120 }),
  // Some shifts shorter than the cycle: copies that start before the one before ends.
  shift: fc.oneof(fc.double({ min: 1, max: 20_000, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true })),
  // Copies that meet end to start (a cycle's length apart), where rounding steps back a hair.
  meets: fc.boolean(),
  // Balances moved by the same amount each copy (credits draining or filling), well above rounding.
  drift: fc.oneof(
    fc.constant(0),
    fc.double({ min: -3, max: 3, noNaN: true }).filter((d) => Math.abs(d) > 1e-9),
  ),
  after: fc.array(fc.record({ dt: stepArb, balance: fc.integer({ min: 0, max: 6 }) }), { maxLength: 5 }),
});

/** The same vertices one by one: blocks written out. */
function expanded(vertices: VertexBuffer): { t: number[]; balance: number[] } {
  const copy = new VertexBuffer();
  for (let i = 0; i < vertices.length; i++) copy.push(vertices.t[i]!, vertices.balance[i]!);
  for (const block of vertices.blocks) copy.blocks.push({ ...block });
  copy.expandBlocks();
  return { t: [...copy.t.subarray(0, copy.length)], balance: [...copy.balance.subarray(0, copy.length)] };
}

/** A day's vertices from `start`, each after its step. */
function dayVertices(
  day: readonly { dt: number; balance: number }[],
  start: number,
): { vertices: VertexBuffer; end: number } {
  const vertices = new VertexBuffer();
  let t = start;
  for (const v of day) vertices.push((t += v.dt), v.balance);
  return { vertices, end: t };
}

/**
 * The chart of `days` days of the template's day drawn from the template (addShifted)
 * and from the vertices one by one (add): the two must be equal.
 */
function bothWays(
  vertices: VertexBuffer,
  times: ArrayLike<number>,
  balance: ArrayLike<number>,
  days: number,
  points: number,
) {
  const period = days * 86_400;
  const bulk = new TimelineRecorder(period, points, 1);
  const single = new TimelineRecorder(period, points, 1);
  const template = new ChartTemplate(vertices);
  for (let d = 0; d < days; d++) {
    bulk.addShifted(template, d * 86_400);
    for (let i = 0; i < times.length; i++) single.add(times[i]! + d * 86_400, balance[i]!);
  }
  return { bulk: bulk.points(), single: single.points() };
}

describe("TimelineRecorder", () => {
  it("charts a shifted template exactly as adding its vertices one by one", () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 10, max: 400 }),
        fc.double({ min: 0, max: 86_400, noNaN: true }),
        (day, days, points, start) => {
          const { vertices } = dayVertices(day, start);
          const { bulk, single } = bothWays(
            vertices,
            vertices.t.subarray(0, vertices.length),
            vertices.balance.subarray(0, vertices.length),
            days,
            points,
          );
          expect(bulk).toEqual(single);
        },
      ),
      { numRuns: 500, seed: 18 },
    );
  });

  it("charts repeated cycles kept as blocks (drifting or not) exactly as adding their copies one by one", () => {
    fc.assert(
      fc.property(
        dayArb.filter((day) => day.length > 0),
        blockArb,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 10, max: 400 }),
        fc.double({ min: 0, max: 86_400, noNaN: true }),
        (day, b, days, points, start) => {
          const { vertices, end } = dayVertices(day, start);
          let t = end;
          const from = Math.floor(b.from * vertices.length);
          const to = Math.min(vertices.length, from + b.length);
          const span = vertices.t[to - 1]! - vertices.t[from]!;
          vertices.repeatLater(from, to, b.times, b.meets && span > 0 ? span : b.shift, b.drift);
          for (const v of b.after) vertices.push((t += b.times * b.shift + v.dt), v.balance);
          const { t: times, balance } = expanded(vertices);
          const { bulk, single } = bothWays(vertices, times, balance, days, points);
          expect(bulk).toEqual(single);
        },
      ),
      { numRuns: 1000, seed: 360 },
    );
  });

  it("puts times on and a hair either side of a window's end in the window add() puts them in", () => {
    const period = 30 * 86_400;
    const points = 300;
    const windowSeconds = period / Math.floor((points - 2) / 2);
    const bits = new Float64Array(1);
    const integer = new BigInt64Array(bits.buffer);
    const near = (x: number, steps: number) => {
      bits[0] = x;
      integer[0] = integer[0]! + BigInt(steps);
      return bits[0]!;
    };
    const vertices = new VertexBuffer();
    for (let k = 1; k < 149; k++) {
      const end = k * windowSeconds;
      for (let steps = -3; steps <= 3; steps++) vertices.push(near(end, steps), (k * 7 + steps + 3) % 5);
    }
    const bulk = new TimelineRecorder(period, points, 1);
    const single = new TimelineRecorder(period, points, 1);
    bulk.addShifted(new ChartTemplate(vertices), 0);
    for (let i = 0; i < vertices.length; i++) single.add(vertices.t[i]!, vertices.balance[i]!);
    expect(bulk.points()).toEqual(single.points());
  });
});
